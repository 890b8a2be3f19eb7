import Foundation
import GitKit
import IlgiStore

#if canImport(Glibc)
    import Glibc
#endif

/// A push to a repository on a local path (a USB disk, a NAS mount) writes that repository's
/// files from this process, so a push killed there leaves its locks there
/// (`refs/heads/main.lock`, half-received packs), where every machine's next push trips over
/// them. As git's `gc.pid` does for gc, ilgi marks its pushes: `<remote git dir>/ilgi/push`
/// is locked (flock) for the push and says who is pushing (host, boot, process and its start
/// time); it is emptied when the push ends. A push that finds the mark unlocked but not
/// empty knows its writer died, and so which leftovers are its.
struct LocalPushGuard {
    let gitDirectory: URL
    /// Waits between looks at a lock another push may hold; tests pass one that does not sleep.
    var pause: (Duration) -> Void
    var attempts: Int
    /// How old a leftover must be before a push that cannot tell its writer calls it stale:
    /// a live push holds a lock for moments.
    var staleAge: TimeInterval = 600
    var now: () -> Date = Date.init

    static let markName = "ilgi/push"

    init(remotePath: String, pause: @escaping (Duration) -> Void, attempts: Int) throws {
        let repository = try Repository.open(at: URL(fileURLWithPath: remotePath, isDirectory: true))
        self.gitDirectory = repository.gitDirectory
        self.pause = pause
        self.attempts = attempts
    }

    /// Runs `push` with the remote's mark held, after clearing what a dead push left. Names the
    /// file and what to do (`SyncError.remoteLocked`) when a lock there may belong to a push
    /// that is running now.
    func whilePushing<T>(remote name: String, _ push: () throws -> T) throws -> T {
        let mark = gitDirectory.appendingPathComponent(Self.markName)
        try FileManager.default.createDirectory(at: mark.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock: WriteLock
        do {
            lock = try WriteLock(at: mark, timeout: TimeInterval(attempts) / 10)
        } catch IlgiError.journalBusy {
            throw SyncError.remoteBusy(remote: name, file: mark.path)
        }
        return try withExtendedLifetime(lock) {
            // border: the remote's mark, beside its repository
            let previous = Pusher(reading: FileManager.default.contents(atPath: mark.path) ?? Data())
            try clearLeftovers(remote: name, deadPusher: previous.flatMap { $0.isDeadHere ? $0 : nil })
            try Pusher.current.write(to: mark)
            defer { try? Data().write(to: mark) }  // the push ended, however it ended
            return try push()
        }
    }

    /// Leftovers in the remote are removed when they are the dead pusher's (made since it
    /// started), or old enough that no running push holds them; others are waited for a
    /// moment, then named.
    private func clearLeftovers(remote name: String, deadPusher: Pusher?) throws {
        for leftover in GitLeftover.find(in: gitDirectory) {
            let file = gitDirectory.appendingPathComponent(leftover.path)
            var attempt = 0
            while let modified = NoFollow.modificationDate(ofPath: file.path) {
                let ours = deadPusher.map { modified.timeIntervalSince1970 >= $0.started - 2 } ?? false
                let old = now().timeIntervalSince(modified) > staleAge
                if ours || old, GitProcesses.holder(of: file, places: [gitDirectory]) == nil {
                    unlink(file.path)
                    break
                }
                attempt += 1
                guard attempt < attempts else {
                    if leftover.isLock { throw SyncError.remoteLocked(remote: name, file: file.path) }
                    break  // a temporary pack blocks nothing
                }
                pause(.milliseconds(100))
            }
        }
    }
}

/// Who is pushing: enough to tell, on the same machine, whether that process still runs.
struct Pusher: Equatable {
    let host: String
    let boot: String
    let pid: Int32
    /// The process's start, in clock ticks since boot (`/proc/PID/stat`), so a reused pid is
    /// not taken for the pusher.
    let startTicks: String
    /// Seconds since 1970 when the push began.
    let started: TimeInterval

    static var current: Pusher {
        Pusher(
            host: ProcessInfo.processInfo.hostName, boot: bootID, pid: getpid(),
            startTicks: startTicks(of: getpid()) ?? "", started: Date().timeIntervalSince1970)
    }

    /// Reads a mark; nil when it is empty (the last push ended) or unreadable.
    init?(reading data: Data) {
        var values: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        guard let host = values["host"], let pid = values["pid"].flatMap(Int32.init),
            let started = values["started"].flatMap(TimeInterval.init)
        else { return nil }
        self.init(host: host, boot: values["boot"] ?? "", pid: pid, startTicks: values["ticks"] ?? "", started: started)
    }

    init(host: String, boot: String, pid: Int32, startTicks: String, started: TimeInterval) {
        self.host = host
        self.boot = boot
        self.pid = pid
        self.startTicks = startTicks
        self.started = started
    }

    /// True when the pusher ran on this machine and is gone: another boot, or its process no
    /// longer runs.
    var isDeadHere: Bool {
        guard host == ProcessInfo.processInfo.hostName, !boot.isEmpty else { return false }
        if boot != Pusher.bootID { return true }
        return Pusher.startTicks(of: pid) != startTicks
    }

    func write(to url: URL) throws {
        let text = "host \(host)\nboot \(boot)\npid \(pid)\nticks \(startTicks)\nstarted \(Int(started))\n"
        try Data(text.utf8).write(to: url)
    }

    static let bootID: String =
        // border: /proc
        (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""

    /// Field 22 of `/proc/PID/stat`, after the command name (which may hold spaces, so the
    /// fields are counted from its closing parenthesis).
    static func startTicks(of pid: Int32) -> String? {
        // border: /proc
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
