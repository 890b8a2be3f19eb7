import Foundation
import IlgiTestSupport
import Testing

@testable import GitKit

@Suite struct RemoteTests {
    @Test func remotesAreCreatedListedAndDeleted() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        #expect(try repository.remoteNames().isEmpty)
        try repository.createRemote(named: "origin", url: "/srv/journal.git")
        try repository.createRemote(named: "backup", url: "git://127.0.0.1/journal.git")
        #expect(try repository.remoteNames().sorted() == ["backup", "origin"])
        #expect(try repository.remote(named: "origin")?.url == "/srv/journal.git")
        #expect(try repository.remote(named: "nope") == nil)
        #expect {
            try repository.createRemote(named: "origin", url: "/elsewhere")
        } throws: { ($0 as? GitError)?.isExists == true }
        try repository.deleteRemote(named: "backup")
        #expect(try repository.remoteNames() == ["origin"])
        #expect(Remote.isValidName("origin"))
        #expect(Remote.isValidName("usb-2"))
        #expect(!Remote.isValidName("has space"))
        #expect(!Remote.isValidName(""))
        #expect(!Remote.isValidName("a..b"))
    }

    @Test func fetchAndPushMoveCommitsAndTheirTrackingReferences() throws {
        let folder = TemporaryDirectory()
        let bare = try Repository.createBare(at: folder.appending("remote.git"))
        let first = try Repository.create(at: folder.appending("first"))
        let second = try Repository.create(at: folder.appending("second"))
        let commit = try commitFile(first, "2026/11/a.txt", "one\n", message: "Add a\n")
        let remote = try first.createRemote(named: "origin", url: bare.gitDirectory.path)
        var progress: [TransferProgress] = []
        let callbacks = RemoteCallbacks()
        callbacks.progress = { progress.append($0) }
        try remote.push(refspecs: ["refs/heads/main:refs/heads/main"], callbacks: callbacks)
        #expect(try bare.referenceTarget("refs/heads/main") == commit)
        #expect(try first.referenceTarget("refs/remotes/origin/main") == commit)

        let secondRemote = try second.createRemote(named: "origin", url: bare.gitDirectory.path)
        try secondRemote.fetch(callbacks: RemoteCallbacks())
        #expect(try second.referenceTarget("refs/remotes/origin/main") == commit)
        #expect(try second.headCommit() == nil)  // a fetch moves no branch

        // Move the branch to the fetched commit and its tree: the second repository now matches.
        try second.resetHard(to: second.commit(commit))
        #expect(try GitChecks.status(folder.appending("second")) == "")
        _ = progress
    }

    @Test func aPushTheRemoteRefusesIsAnErrorNotASilentSuccess() throws {
        let folder = TemporaryDirectory()
        let bare = try Repository.createBare(at: folder.appending("remote.git"))
        let first = try Repository.create(at: folder.appending("first"))
        let second = try Repository.create(at: folder.appending("second"))
        _ = try commitFile(first, "a.txt", "first\n", message: "First\n")
        _ = try commitFile(second, "b.txt", "second\n", message: "Second\n")
        try first.createRemote(named: "origin", url: bare.gitDirectory.path)
            .push(refspecs: ["refs/heads/main:refs/heads/main"], callbacks: RemoteCallbacks())
        let before = try bare.referenceTarget("refs/heads/main")
        #expect {
            try second.createRemote(named: "origin", url: bare.gitDirectory.path)
                .push(refspecs: ["refs/heads/main:refs/heads/main"], callbacks: RemoteCallbacks())
        } throws: { error in
            // libgit2's local transport refuses a non-fast-forward itself, where a server
            // reports it per reference; both come out as `PushRejectedError`.
            (error as? PushRejectedError)?.isNonFastForward == true
        }
        #expect(try bare.referenceTarget("refs/heads/main") == before)
    }

    @Test func mergingCommitsMergesSeparateLinesAndReportsOverlappingOnes() throws {
        let folder = TemporaryDirectory()
        let repository = try Repository.create(at: folder.url)
        let base = try commitFile(repository, "e.txt", "title\n\none\ntwo\nthree\n", message: "Base\n")
        let ours = try commitFile(repository, "e.txt", "title\n\nONE\ntwo\nthree\n", message: "Ours\n")
        try repository.setReference("refs/heads/main", to: base, message: "back")
        try repository.resetHard(to: repository.commit(base))
        let theirs = try commitFile(repository, "e.txt", "title\n\none\ntwo\nTHREE\n", message: "Theirs\n")
        let clean = try repository.mergeCommits(ours: repository.commit(ours), theirs: repository.commit(theirs))
        #expect(try clean.conflicts.isEmpty)
        let merged = try repository.blob(try #require(clean.entry(atPath: "e.txt")).oid).data
        #expect(String(decoding: merged, as: UTF8.self) == "title\n\nONE\ntwo\nTHREE\n")

        let overlapping = try commitFile(repository, "e.txt", "title\n\nUno\ntwo\nTHREE\n", message: "Overlap\n")
        let conflicted = try repository.mergeCommits(
            ours: repository.commit(ours), theirs: repository.commit(overlapping))
        let conflicts = try conflicted.conflicts
        #expect(conflicts.map(\.path) == ["e.txt"])
        #expect(conflicts.first?.ours?.oid != conflicts.first?.theirs?.oid)
        #expect(throws: GitError.self) { try conflicted.writeTree(to: repository) }
    }

    @Test(.enabled(if: LibGit2.features.contains(.ssh), "this libgit2 was built without ssh"))
    func knownHostsTellTrustedChangedAndUnknownApart() throws {
        let folder = TemporaryDirectory()
        // Two ed25519 public keys (the 32 key bytes differ), as they appear in known_hosts.
        func blob(_ fill: UInt8) -> Data {
            var data = Data()
            let type = Array("ssh-ed25519".utf8)
            data.append(contentsOf: [0, 0, 0, UInt8(type.count)] + type)
            data.append(contentsOf: [0, 0, 0, 32] + [UInt8](repeating: fill, count: 32))
            return data
        }
        let known = blob(1)
        let other = blob(2)
        let file = try folder.write(
            "[127.0.0.1]:2222 ssh-ed25519 \(known.base64EncodedString())\nexample.org ssh-ed25519 \(known.base64EncodedString())\n",
            to: "known_hosts")
        func key(_ host: String, _ raw: Data) -> HostKey {
            HostKey(host: host, typeName: "ssh-ed25519", raw: raw, sha256: nil, isTrustedByLibGit2: false, rawType: 6)
        }
        #expect(KnownHosts.check(key("127.0.0.1", known), port: 2222, in: [file.path]) == .trusted)
        #expect(KnownHosts.check(key("127.0.0.1", other), port: 2222, in: [file.path]) == .changed(file: file.path))
        #expect(KnownHosts.check(key("127.0.0.1", known), port: 2223, in: [file.path]) == .unknown)
        #expect(
            KnownHosts.check(key("example.org", known), port: nil, in: [folder.appending("missing").path, file.path])
                == .trusted)
        #expect(KnownHosts.check(key("example.net", known), port: nil, in: [file.path]) == .unknown)
    }
}
