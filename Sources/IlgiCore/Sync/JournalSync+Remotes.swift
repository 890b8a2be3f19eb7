import Foundation
import GitKit
import IlgiStore

/// A configured remote: its name and URL, and whether `ilgi sync` uses it by default.
public struct RemoteInfo: Sendable, Equatable {
    public let name: String
    public let url: String
    /// True for the remote the current branch syncs with (its upstream).
    public let isUpstream: Bool

    public init(name: String, url: String, isUpstream: Bool) {
        self.name = name
        self.url = url
        self.isUpstream = isUpstream
    }
}

extension JournalSync {
    /// The journal's remotes, in the order git config lists them.
    public func remotes() throws -> [RemoteInfo] {
        do {
            let upstream = try upstreamRemoteName()
            return try repository.remoteNames().compactMap { name in
                guard let remote = try repository.remote(named: name) else { return nil }
                return RemoteInfo(name: name, url: remote.url, isUpstream: name == upstream)
            }
        } catch let error as SyncError {
            throw error
        } catch {
            throw IlgiError.wrapping(error, while: .readRemotes, path: root.path)
        }
    }

    /// Adds a remote. The URL is checked first (a path must hold a git repository already;
    /// relative paths are resolved from `directory` and stored absolute), so a typo is caught
    /// here rather than at the first sync.
    @discardableResult
    public func addRemote(name: String, url: String, relativeTo directory: URL) throws -> RemoteInfo {
        guard Remote.isValidName(name) else { throw SyncError.invalidRemoteName(name: name) }
        let address = try RemoteAddress.parse(url, relativeTo: directory)
        if address.isLocal {
            try JournalSync.checkLocalRepository(at: address.path)
        }
        do {
            if let existing = try repository.remote(named: name) {
                throw SyncError.remoteExists(name: name, url: existing.url)
            }
            try store.changeConfiguration { _ = try repository.createRemote(named: name, url: address.url) }
            return RemoteInfo(name: name, url: address.url, isUpstream: false)
        } catch let error as SyncError {
            throw error
        } catch {
            throw IlgiError.wrapping(error, while: .addRemote, path: root.path)
        }
    }

    /// Removes a remote and its remote-tracking branches; the journal's entries and history
    /// are untouched.
    public func removeRemote(name: String) throws {
        do {
            guard try repository.remote(named: name) != nil else {
                throw SyncError.remoteNotFound(name: name, known: try repository.remoteNames())
            }
            // Its remote-tracking refs go too: those are the sync lock's.
            try store.whileSyncing { try store.changeConfiguration { try repository.deleteRemote(named: name) } }
        } catch let error as SyncError {
            throw error
        } catch {
            throw IlgiError.wrapping(error, while: .removeRemote, path: root.path)
        }
    }

    /// The remote named as the current branch's upstream (`branch.main.remote`), if any.
    func upstreamRemoteName() throws -> String? {
        guard let branch = try currentBranchName() else { return nil }
        return try repository.config().string("branch.\(branch).remote")
    }

    /// `main` for `refs/heads/main`; nil with a detached HEAD.
    func currentBranchName() throws -> String? {
        let head = try repository.headReferenceName()
        guard head.hasPrefix("refs/heads/") else { return nil }
        return String(head.dropFirst("refs/heads/".count))
    }

    /// Refuses a local path that holds no git repository, bare or not.
    static func checkLocalRepository(at path: String) throws {
        do {
            _ = try Repository.open(at: URL(fileURLWithPath: path, isDirectory: true))
        } catch let error as GitError where error.isNotFound {
            // libgit2 1.5 also says "not found" for a repository another user owns.
            let fileManager = FileManager.default
            let looksLikeRepository =
                fileManager.fileExists(atPath: path + "/HEAD") || fileManager.fileExists(atPath: path + "/.git")
            if !looksLikeRepository { throw SyncError.localRemoteMissing(path: path) }
        } catch {
            throw SyncError.localRemoteMissing(path: path)
        }
    }
}
