import Foundation
import IlgiTestSupport
import Testing

/// `ilgi crypt init --rewrite-history`: a journal whose past was pushed in plain text gets a
/// history that was encrypted from its first commit, and the remote gets it in one forced push
/// the user agreed to.
@Suite(.enabled(if: CommandRunner.isAvailable("git-crypt"), "needs git-crypt"))
struct RewriteHistoryTests {
    /// Words that must not be readable on the remote once its history is replaced.
    static let secrets = ["Therapy", "mom", "치료", "엄마", "Starred", "Deleted"]

    @Test func thePastIsRemadeEncryptedAndTheRemoteReplacedOnlyOnceConfirmed() throws {
        let remote = try BareRemote()
        let first = Sandbox()
        let therapy = try first.newEntry("Therapy notes", body: "About mom.")
        _ = try first.newEntry("치료 기록", body: "엄마 이야기.")
        let starred = try first.newEntry("Starred one", body: "Kept.")
        #expect(try first.run("star", starred).succeeded)
        let deleted = try first.newEntry("Deleted later", body: "Gone soon.")
        #expect(try first.run("delete", "--yes", deleted).succeeded)
        let editor = try first.script("append", "echo 'About mom, again.' >> \"$1\"")
        #expect(try first.run("edit", therapy, environment: ["EDITOR": editor]).succeeded)
        try first.run("remote", "add", "origin", remote.url.path)
        #expect(try first.run("sync").succeeded)
        let plainLog = try first.log()
        #expect(plainLog.contains("Add \(therapy.prefix(8)): Therapy notes"))
        let signatures = try gitLines(["log", "--format=%an <%ae> %ad %cn <%ce> %cd"], in: first.journal)
        let entriesBefore = try first.run("list", "--json").stdout

        // No stdin: the question is answered no, and the rewrite stays on this machine.
        let declined = try first.run("crypt", "init", "--rewrite-history")
        #expect(declined.status == 0, "\(declined)")
        #expect(declined.stderr.contains("History rewritten: 8 commits made again, encrypted and without titles."))
        #expect(declined.stderr.contains("Replace the history on origin (\(remote.url.path)) with the encrypted one?"))
        #expect(declined.stderr.contains("not pushed: origin still holds the plain history"))
        let log = try first.log()
        #expect(log.count == plainLog.count + 1, "one commit more: the one that turned encryption on")
        #expect(log.contains("Add \(therapy.prefix(8))") && log.contains("Star \(starred.prefix(8))"), "\(log)")
        #expect(log.allSatisfy { !$0.contains(":") }, "no titles: \(log)")
        #expect(
            try gitLines(["log", "--format=%an <%ae> %ad %cn <%ce> %cd"], in: first.journal).dropFirst()
                == signatures[...])
        #expect(try first.run("list", "--json").stdout == entriesBefore)
        try first.expectHealthyJournal()
        try expectEveryCommitEncrypted(first.journal)
        let backups = try gitLines(
            ["for-each-ref", "--format=%(refname)", "refs/ilgi/plain-history/"], in: first.journal)
        #expect(backups.count == 1, "\(backups)")

        // Until the remote's history is replaced, sync will not merge the plain one back.
        let refused = try first.run("sync")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("origin still holds the plain history this journal's was rewritten from"))
        #expect(try first.log() == log)

        let pushed = try first.run("crypt", "init", "--rewrite-history", "--yes")
        #expect(pushed.status == 0, "\(pushed)")
        #expect(pushed.stderr.contains("The history is already all encrypted: nothing to rewrite."))
        #expect(pushed.stderr.contains("origin now holds the encrypted history only."))
        #expect(try remote.log() == log)
        #expect(try first.run("sync").stderr == "Already in sync with origin.\n")
        // The old objects are unreachable on the remote; once it collects them, nothing is left.
        try CommandRunner.git(["gc", "-q", "--prune=now"], in: remote.url)
        let objects = try CommandRunner.git(["cat-file", "--batch-all-objects", "--batch"], in: remote.url).stdout
        for word in Self.secrets { #expect(!objects.contains(word), "\(word) is readable on the remote") }

        // git-crypt opens every commit of the new history, the first one included.
        let key = first.home.appending("journal.key")
        #expect(try first.run("crypt", "export-key", key.path).succeeded)
        let clone = first.home.appending("clone")
        try CommandRunner.git(["clone", "-q", remote.url.path, clone.path], in: first.home.url)
        #expect(try CommandRunner.run("git-crypt", ["unlock", key.path], in: clone).succeeded)
        let firstCommit = try gitLines(["rev-list", "--max-parents=0", "HEAD"], in: clone)
        let shown = try CommandRunner.git(["show", firstCommit[0]], in: clone).stdout
        #expect(shown.contains("+About mom."), "\(shown)")
    }

    @Test func aCloneOfThePlainHistoryIsToldToCloneAgainNotMerged() throws {
        let remote = try BareRemote()
        let first = Sandbox()
        _ = try first.newEntry("Therapy notes", body: "About mom.")
        try first.run("remote", "add", "origin", remote.url.path)
        #expect(try first.run("sync").succeeded)
        let second = Sandbox()
        try second.run("remote", "add", "origin", remote.url.path)
        #expect(try second.run("sync").succeeded)
        let secondLog = try second.log()

        #expect(try first.run("crypt", "init", "--rewrite-history", "--yes").succeeded)
        let key = first.home.appending("journal.key")
        #expect(try first.run("crypt", "export-key", key.path).succeeded)

        // Without the key, and with it: merging would bring the plain history back.
        let plain = try second.run("sync")
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("the history on origin was rewritten encrypted on another machine"), "\(plain)")
        #expect(try second.log() == secondLog)
        #expect(try second.run("crypt", "init", "--key", key.path).succeeded)
        let rewritten = try second.run("sync")
        #expect(rewritten.status == 1)
        #expect(rewritten.stderr.contains("the history on origin was rewritten encrypted on another machine"))
        #expect(try second.log().dropFirst() == secondLog[...])
        #expect(try remote.log() == first.log())
    }

    /// Every blob under a year folder, in every commit reachable from HEAD, is git-crypt's
    /// ciphertext, and every commit's `.gitattributes` names git-crypt's filter.
    private func expectEveryCommitEncrypted(_ journal: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for commit in try gitLines(["rev-list", "HEAD"], in: journal) {
            let attributes = try CommandRunner.git(["show", "\(commit):.gitattributes"], in: journal).stdout
            #expect(attributes.contains("filter=git-crypt"), "\(commit)", sourceLocation: sourceLocation)
            for line in try gitLines(["ls-tree", "-r", commit], in: journal) {
                let fields = line.split(separator: "\t", maxSplits: 1)
                guard fields.count == 2, fields[1].first?.isNumber == true else { continue }
                let blob = String(fields[0].split(separator: " ")[2])
                let head = try CommandRunner.git(["cat-file", "blob", blob], in: journal).stdout.prefix(10)
                #expect(head == "\0GITCRYPT\0", "\(commit) \(fields[1])", sourceLocation: sourceLocation)
            }
        }
    }

    private func gitLines(_ arguments: [String], in directory: URL) throws -> [String] {
        try CommandRunner.git(arguments, in: directory).stdout.split(separator: "\n").map(String.init)
    }
}
