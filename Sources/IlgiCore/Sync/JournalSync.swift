import Foundation
import GitKit
import IlgiCatalog
import IlgiEntry
import IlgiStore

/// How to sync.
public struct SyncOptions {
    /// The remote to sync with; nil for the branch's upstream, else `origin`, else the only one.
    public var remote: String?
    /// Where credentials and the home folder are looked up (`HOME`, `SSH_AUTH_SOCK`,
    /// `ILGI_GIT_TOKEN`, `PATH` for git's credential helpers): the caller's environment, which
    /// the core never reads itself; none by default.
    public var environment: [String: String]
    /// True when a person is at a terminal (git's credential helpers may then prompt).
    public var interactive: Bool
    /// Called as objects move, for a progress display.
    public var progress: ((SyncProgress) -> Void)?
    /// How many fetch–merge–push rounds to try when the remote moves meanwhile.
    public var maxRounds: Int
    /// True when the user said yes to a sync that removes many entries at once (`--yes`);
    /// without it such a sync stops before touching the journal (`SyncError.massDeletion`).
    public var confirmsRemovals: Bool

    public init(
        remote: String? = nil, environment: [String: String] = [:],
        interactive: Bool = false, progress: ((SyncProgress) -> Void)? = nil, maxRounds: Int = 3,
        confirmsRemovals: Bool = false
    ) {
        self.remote = remote
        self.environment = environment
        self.interactive = interactive
        self.progress = progress
        self.maxRounds = maxRounds
        self.confirmsRemovals = confirmsRemovals
    }
}

/// A journal's git remotes and its sync with them, on top of the journal's store: the
/// integration of what a remote has is one `store.transaction` (fast-forward or merge commit);
/// the network parts run outside it.
public struct JournalSync: JournalPart {
    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }
}

extension JournalSync {
    /// Syncs with a remote: fetch, integrate (fast-forward, or a merge by `MergePolicy`), push.
    /// The network parts run without the journal's write lock; the integration holds it, so
    /// another ilgi saving meanwhile waits for it rather than racing it. When the push is
    /// refused because the remote moved meanwhile, the round starts again (`maxRounds`).
    ///
    /// A failure at any step leaves the journal's own commits as they were; running sync again
    /// carries on from there. After a sync that succeeded, the post-sync hooks run, once, with
    /// the write lock released (a hook may run ilgi).
    public func run(_ options: SyncOptions = SyncOptions()) throws -> SyncReport {
        let report = try store.whileSyncing {
            do {
                let report = try syncRounds(options)
                SyncLedger.update(stateDirectory: journal.stateDirectory) { $0.recordSuccess(report, at: Date()) }
                return report
            } catch {
                // Without a remote to name there was no sync to record; one the user stopped
                // did not fail.
                if (error as? StoreError).map(Self.isInterruption) != true,
                    let remote = try? chooseRemote(options.remote).1
                {
                    SyncLedger.update(stateDirectory: journal.stateDirectory) {
                        $0.recordFailure(error, remote: remote, at: Date())
                    }
                }
                throw error
            }
        }
        journal.runHooks(.postSync)
        return report
    }

    private static func isInterruption(_ error: StoreError) -> Bool {
        if case .interrupted = error { return true }
        return false
    }

    /// The remote, the branches on each side, and the transfer that moves objects between them.
    struct Connection {
        let remote: Remote
        let name: String
        let branch: String
        let remoteBranch: String
        let trackingReference: String
        let transfer: Transfer
        let callbacks: RemoteCallbacks
        /// For a remote on a path: the guard that clears a dead push's locks there.
        let pushGuard: LocalPushGuard?

        var label: String { "\(name)/\(remoteBranch)" }

        func push(_ refspec: String) throws {
            if let pushGuard {
                try pushGuard.whilePushing(remote: name) { try transfer.push(refspec) }
            } else {
                try transfer.push(refspec)
            }
        }
    }

    func connect(_ options: SyncOptions) throws -> Connection {
        let (remote, name) = try chooseRemote(options.remote)
        let address =
            (try? RemoteAddress.parse(remote.url, relativeTo: root))
            ?? RemoteAddress(url: remote.url, kind: .path, user: nil, host: nil, port: nil, path: remote.url)
        if address.kind == .path, address.url != remote.url {
            // A relative path (from `git remote add origin ../journal.git`): git reads it from the
            // top of the work tree, whatever folder the command runs in; so does ilgi.
            try gitRead { try remote.setInstanceURL(address.url) }
        }
        if address.usesSSH, !LibGit2.features.contains(.ssh) {
            throw SyncError.sshUnsupported(url: remote.url)
        }
        guard let branch = try currentBranchName() else { throw SyncError.detachedHead }
        let config = try gitConfig()
        let remoteBranch = try upstreamBranch(of: branch, on: name, config: config) ?? branch

        let credentials = CredentialSource(
            address: address, journal: root, environment: options.environment,
            sshKey: try? config.string("ilgi.sshKey"), interactive: options.interactive)
        let callbacks = RemoteCallbacks(maxCredentialAttempts: 6)
        callbacks.credentials = { credentials.answer($0) }
        if address.usesSSH {
            let policy = HostKeyPolicy(address: address, environment: options.environment)
            callbacks.hostKey = { try policy.verify($0) }
        }
        if let report = options.progress {
            callbacks.progress = { progress in if let shown = SyncProgress(progress) { report(shown) } }
        }
        // A push to a path writes the remote's files from here: a dead push's locks are ours
        // to find and clear (`LocalPushGuard`).
        let pushGuard =
            address.isLocal
            ? try? LocalPushGuard(remotePath: address.path, pause: store.pause, attempts: store.gitLockAttempts) : nil
        return Connection(
            remote: remote, name: name, branch: branch, remoteBranch: remoteBranch,
            trackingReference: "refs/remotes/\(name)/\(remoteBranch)",
            transfer: Transfer(
                remote: remote, name: name, address: address, credentials: credentials, callbacks: callbacks),
            callbacks: callbacks, pushGuard: pushGuard)
    }

    private func syncRounds(_ options: SyncOptions) throws -> SyncReport {
        let connection = try connect(options)
        let (name, branch, remoteBranch) = (connection.name, connection.branch, connection.remoteBranch)

        var report = SyncReport(remote: name, url: connection.remote.url, branch: branch)
        for round in 1...max(options.maxRounds, 1) {
            try connection.transfer.fetch()
            let theirs = try gitRead { try repository.referenceTarget(connection.trackingReference) }
            let step = try integrate(theirs: theirs, from: connection, confirmsRemovals: options.confirmsRemovals)
            report.integration = mergedIntegration(report.integration, step.integration)
            report.received.formUnion(step.received)
            report.wordsAdded += step.words.added
            report.wordsRemoved += step.words.removed
            report.conflicts += step.conflicts
            report.leftOut += step.leftOut

            guard let local = try gitRead({ try repository.headCommit()?.oid }) else { return report }
            if local != theirs {
                report.sentCommits = try gitRead { try repository.commitCount(from: local, hiding: theirs) }
                try gitRead { try refusePlainText(in: local, notIn: theirs) }
                do {
                    try connection.push("refs/heads/\(branch):refs/heads/\(remoteBranch)")
                } catch let rejected as PushRejectedError {
                    if rejected.isLostRace, round < options.maxRounds { continue }
                    if rejected.isLostRace { throw SyncError.remoteKeepsMoving(remote: name, attempts: round) }
                    throw SyncError.pushRejected(
                        remote: name, reference: rejected.reference,
                        reason: Transfer.withServerMessage(rejected.reason, connection.callbacks.serverOutput))
                }
            }
            report.upstreamSet = try setUpstreamIfMissing(branch: branch, remote: name, remoteBranch: remoteBranch)
            return report
        }
        throw SyncError.remoteKeepsMoving(remote: name, attempts: options.maxRounds)
    }

    // MARK: Choosing the remote

    /// The remote `requested`, or the default one: the branch's upstream, else `origin`, else
    /// the only remote there is.
    func chooseRemote(_ requested: String?) throws -> (Remote, String) {
        try gitRead {
            let names = try repository.remoteNames()
            if let requested {
                guard let remote = try repository.remote(named: requested) else {
                    throw SyncError.remoteNotFound(name: requested, known: names)
                }
                return (remote, requested)
            }
            var name: String?
            if let upstream = try upstreamRemoteName(), names.contains(upstream) {
                name = upstream
            } else if names.contains("origin") {
                name = "origin"
            } else if names.count == 1 {
                name = names[0]
            }
            guard let name else {
                throw names.isEmpty ? SyncError.noRemote : SyncError.chooseRemote(names: names)
            }
            guard let remote = try repository.remote(named: name) else { throw SyncError.noRemote }
            return (remote, name)
        }
    }

    /// The remote branch `branch` syncs with when `remote` is its upstream (`branch.main.merge`).
    func upstreamBranch(of branch: String, on remote: String, config: Config) throws -> String? {
        guard try config.string("branch.\(branch).remote") == remote,
            let merge = try config.string("branch.\(branch).merge"), merge.hasPrefix("refs/heads/")
        else { return nil }
        return String(merge.dropFirst("refs/heads/".count))
    }

    /// Makes `remote` the branch's upstream, as `git push -u` does, unless it has one.
    func setUpstreamIfMissing(branch: String, remote: String, remoteBranch: String) throws -> Bool {
        try gitRead {
            let config = try repository.config()
            guard try config.string("branch.\(branch).remote") == nil else { return false }
            return try store.changeConfiguration {
                try config.set("branch.\(branch).remote", to: remote)
                try config.set("branch.\(branch).merge", to: "refs/heads/\(remoteBranch)")
                return true
            }
        }
    }

    // MARK: Integrating

    private struct Step {
        var integration: SyncReport.Integration
        var received = EntryChanges()
        var conflicts: [SyncConflict] = []
        var leftOut: [SyncReport.LeftOutPath] = []
        var words = WordChanges()
    }

    /// What integrating a remote's commit will do, worked out from the object database alone
    /// (`plan`), before the write lock is taken: the checks of `IncomingChanges`, the commit
    /// that leaves things out, the merge and its conflict copies. Applying it is the short
    /// part that holds the lock.
    private struct Plan {
        enum Move {
            /// Nothing to take.
            case none(SyncReport.Integration)
            /// Check out `tree` and move HEAD to `commit` (a fast-forward, or a first sync).
            case checkout(tree: Tree, commit: Oid, reflog: String)
            /// Write a merge commit of `tree` and check it out.
            case merge(tree: Tree, parents: [Commit], message: String, reflog: String)
        }

        /// HEAD when the plan was made: applied only while HEAD is still there.
        var base: Oid?
        var move: Move
        var step: Step
        /// The remote's branch, for a merge's message and reflog.
        var label = ""

        /// The tree the work tree is brought to; nil when there is nothing to take.
        var target: Tree? {
            switch move {
            case .none: nil
            case .checkout(let tree, _, _), .merge(let tree, _, _, _): tree
            }
        }
    }

    /// Brings the remote's commit `theirs` into the journal. The checks, the merge and every
    /// object it needs are made without the write lock (`plan`), so a save meanwhile waits only
    /// for the files to be written; then one store transaction writes the work tree and moves
    /// HEAD, if HEAD is still where the plan began (else the plan is made again). What a remote
    /// may not bring (`IncomingChanges`) is refused or left out before any file of the work
    /// tree is touched.
    private func integrate(theirs: Oid?, from connection: Connection, confirmsRemovals: Bool) throws -> Step {
        // What this sync wrote ahead of its transaction, by path and blob.
        var prewritten: [String: Oid] = [:]
        do {
            for attempt in 1...Self.planAttempts {
                let makePlan = {
                    try self.plan(theirs: theirs, connection: connection, confirmsRemovals: confirmsRemovals)
                }
                let plan = try makePlan()
                guard let target = plan.target else {
                    try store.removeAbandonedPrewrites()
                    return plan.step
                }
                // Only a sync that will write the work tree asks whether it holds changes not
                // yet committed: the question is a stat of every file (1,000,000 at a million
                // entries, most of a sync's time), and a sync that only sends leaves every
                // file as it is. Asked before the lock; inside it, the checkout refuses any file
                // it would change that holds what neither side has (`Transaction.checkout`).
                let uncommitted = try store.content.uncommittedChanges(root: root)
                guard uncommitted.isEmpty else { throw SyncError.uncommittedChanges(paths: uncommitted) }
                // From writing ahead to the end of the transaction, a Ctrl-C or SIGTERM stops
                // the sync and takes back what it wrote before it ends the command.
                let step = try store.stoppingAtInterrupts { () throws -> Step? in
                    do {
                        // The new entries are written before the lock: the transaction then
                        // stages them, and a save meanwhile waits only for that
                        // (`JournalStore.prewrite`).
                        prewritten = try store.prewrite(plan.step.received.added, from: target, earlier: prewritten)
                        try store.stopIfInterrupted()
                        // A save came between the plan and the lock: plan again on top of it;
                        // the last time, holding the lock, so that saves cannot keep a sync out.
                        return try apply(
                            plan, prewritten: prewritten, planningAgain: attempt == Self.planAttempts ? makePlan : nil)
                    } catch {
                        try? store.removeAbandonedPrewrites()
                        throw error
                    }
                }
                guard let step else { continue }
                store.forgetPrewritten()
                return step
            }
            throw SyncError.remoteKeepsMoving(remote: connection.name, attempts: Self.planAttempts)
        } catch {
            // Refused or failed before the transaction took them: not left behind.
            try? store.removeAbandonedPrewrites()
            switch error {
            case let error as any UserFacingError: throw error
            case let error as CheckoutConflictError:
                throw SyncError.checkoutBlocked(detail: error.paths.joined(separator: ", "))
            case let error as GitError where error.isConflict: throw SyncError.checkoutBlocked(detail: error.message)
            default: throw IlgiError.wrapping(error, while: .mergeRemoteEntries, path: root.path)
            }
        }
    }

    /// Applies `plan` in one store transaction, if HEAD is still where the plan began, else
    /// with the plan `planningAgain` makes holding the lock; nil when HEAD moved and there is
    /// no `planningAgain`. `prewritten`: files written ahead, taken where the plan's tree
    /// has the same blob.
    private func apply(_ plan: Plan, prewritten: [String: Oid], planningAgain: (() throws -> Plan)?) throws -> Step? {
        try store.transaction(.mergeRemoteEntries) { tx -> Step? in
            var plan = plan
            if let head = try repository.headCommit(), head.oid != plan.base {
                // Saves meanwhile (new entries, mostly) are taken into the plan when they
                // touch none of its paths: a merge of their tree and the plan's, in the lock
                // but costing only what the saves changed.
                if let rebased = try rebased(plan, onto: head) {
                    plan = rebased
                } else {
                    guard let planningAgain else { return nil }
                    plan = try planningAgain()
                }
            }
            guard let target = plan.target else { return plan.step }
            let paths = Array(prewritten.keys)
            let taken = Set(
                zip(paths, try target.entries(atPaths: paths)).filter { $1?.oid == prewritten[$0] }.map(\.0))
            var step = plan.step
            switch plan.move {
            case .none: break
            case .checkout(let tree, let commit, let reflog):
                try tx.checkout(tree, moving: commit, message: reflog, prewritten: taken)
            case .merge(let tree, let parents, let message, let reflog):
                let merge = try tx.commitMerge(
                    tree: tree, parents: parents, message: message, reflog: reflog, prewritten: taken)
                step.integration = .merged(commit: merge.hex)
            }
            return step
        }
    }

    /// `plan` made on top of `head`, which saves moved on from the plan's base, when what they
    /// changed and what the plan changes share no path; nil when they do (or the plan had no
    /// base), and the plan must be made again.
    private func rebased(_ plan: Plan, onto head: Commit) throws -> Plan? {
        guard let base = plan.base, let target = plan.target else { return nil }
        let theirs: Commit
        switch plan.move {
        case .none: return nil
        case .checkout(_, let commit, _): theirs = try repository.commit(commit)
        case .merge(_, let parents, _, _):
            guard parents.count == 2 else { return nil }
            theirs = parents[1]
        }
        let baseTree = try repository.commit(base).tree()
        let saved = try repository.changes(from: baseTree, to: head.tree())
        let planned = Set(try repository.changes(from: baseTree, to: target).map(\.path))
        guard !saved.contains(where: { planned.contains($0.path) }) else { return nil }
        let tree = try repository.tree(
            target, applying: saved.map { PathChange(path: $0.path, blob: $0.newOid, mode: $0.newMode) })
        let message = journal.commitMessage.merge(
            changes: try repository.commitCount(from: theirs.oid, hiding: head.oid), from: plan.label,
            conflicts: plan.step.conflicts)
        var step = plan.step
        step.integration = .merged(commit: "")
        return Plan(
            base: head.oid,
            move: .merge(
                tree: tree, parents: [head, theirs], message: message, reflog: "ilgi sync: merge \(plan.label)"),
            step: step, label: plan.label)
    }

    /// How many times a plan is made again when saves keep moving HEAD while it is made.
    static let planAttempts = 5

    /// Works out what taking `theirs` means, reading objects and writing only new objects (the
    /// commit that leaves things out, merged blobs, conflict copies), never the work tree, the
    /// index or a ref: it needs no lock.
    private func plan(theirs: Oid?, connection: Connection, confirmsRemovals: Bool) throws -> Plan {
        let label = connection.label
        let head = try repository.headCommit()
        guard let theirs else {
            return Plan(
                base: head?.oid, move: .none(head == nil ? .nothing : .upToDate),
                step: Step(integration: head == nil ? .nothing : .upToDate))
        }
        if let head, try head.oid == theirs || repository.isDescendant(head.oid, of: theirs) {
            return Plan(base: head.oid, move: .none(.upToDate), step: Step(integration: .upToDate))
        }
        if let head { try refuseMixedHistories(head: head.oid, theirs: theirs, remote: connection.name) }
        var theirCommit = try repository.commit(theirs)
        // A newer ilgi's journal: its files may mean what this ilgi does not know.
        let theirFormat = try JournalFormat.inTree(theirCommit.tree(), of: repository)
        if theirFormat.isNewerThanThisIlgi {
            throw SyncError.remoteNeedsNewerFormat(
                remote: label, format: theirFormat.version, needs: theirFormat.needs)
        }
        // Merged into a journal without the key, their ciphertext would be taken for
        // text. An empty journal takes it as it is: it becomes a locked clone.
        if head != nil, !store.content.codec.isEncrypted,
            try EncryptionHistory.evidence(from: theirCommit, hiding: head?.oid, in: repository).commit != nil
        {
            throw CryptError.remoteEncrypted(remote: label)
        }
        let incoming = IncomingChanges(repository: repository, content: store.content)
        if let head { try incoming.refuseEncryptionChange(ours: head, theirs: theirs, remote: label) }
        let ourTree = try head?.tree()
        // What may not come in is left out in a commit of its own on top of theirs, so
        // the history says what was not taken, and the merge (or fast-forward) below
        // works on that.
        let leftOut = try incoming.unsafeChanges(from: ourTree, to: theirCommit.tree(), remote: label, tip: theirs)
        if !leftOut.isEmpty {
            theirCommit = try leaveOut(leftOut, of: theirCommit, keeping: ourTree, incoming: incoming, from: label)
        }
        let theirTree = try theirCommit.tree()
        guard let ours = head, let ourTree else {
            return Plan(
                base: nil,
                move: .checkout(tree: theirTree, commit: theirCommit.oid, reflog: "ilgi sync: take \(label)"),
                step: Step(
                    integration: .fastForward, received: try EntryChanges.between(nil, theirTree), leftOut: leftOut))
        }
        if try repository.isDescendant(theirCommit.oid, of: ours.oid) {
            let (received, words) = try incoming.refuseMassDeletion(
                from: ourTree, to: theirTree, theirs: theirs, remote: label, confirmed: confirmsRemovals)
            return Plan(
                base: ours.oid,
                move: .checkout(
                    tree: theirTree, commit: theirCommit.oid, reflog: "ilgi sync: fast-forward to \(label)"),
                step: Step(
                    integration: .fastForward, received: received,
                    leftOut: leftOut, words: words),
                label: label)
        }
        let index = try repository.mergeCommits(ours: ours, theirs: theirCommit, mergingFileContents: false)
        let conflicts = try MergePolicy(
            repository: repository, content: store.content, ours: ours, theirs: theirCommit,
            language: journal.configuration.language
        ).resolve(index)
        let tree = try index.writeTree(to: repository)
        let (received, words) = try incoming.refuseMassDeletion(
            from: ourTree, to: tree, theirs: theirs, remote: label, confirmed: confirmsRemovals)
        let message = journal.commitMessage.merge(
            changes: try repository.commitCount(from: theirs, hiding: ours.oid), from: label, conflicts: conflicts)
        return Plan(
            base: ours.oid,
            move: .merge(
                tree: tree, parents: [ours, theirCommit], message: message, reflog: "ilgi sync: merge \(label)"),
            step: Step(
                integration: .merged(commit: ""), received: received,
                conflicts: conflicts, leftOut: leftOut, words: words),
            label: label)
    }

    /// A commit on top of `theirs` whose tree is theirs with each of `leftOut` as `ours` has it
    /// (or gone): written, not checked out; the integration takes it in place of theirs.
    private func leaveOut(
        _ leftOut: [SyncReport.LeftOutPath], of theirs: Commit, keeping ours: Tree?, incoming: IncomingChanges,
        from label: String
    ) throws -> Commit {
        let tree = try incoming.tree(theirs.tree(), keeping: leftOut, from: ours)
        let signature = try repository.signature(
            fallbackName: store.fallbackAuthor.name, fallbackEmail: store.fallbackAuthor.email)
        let lines = leftOut.map { "- \($0.path): \(CoreText.leftOutReason($0.reason).text(in: .english))" }
        let message =
            IncomingChanges.leaveOutSubject + label + "\n\n"
            + "A remote may not put symbolic links or submodules where ilgi reads, nor anything in a\n"
            + ".git folder; these were not taken:\n\n" + lines.joined(separator: "\n") + "\n"
        let oid = try repository.createCommit(
            tree: tree, parents: [theirs], message: message, author: signature, committer: signature,
            updateReference: nil)
        return try repository.commit(oid)
    }

    /// In an encrypted journal, refuses to push a commit that stores plain text under an
    /// encrypted path (one the git command line made without the filter, say). A commit about
    /// to be sent is checked when it, or any commit before it, declared encryption (named
    /// git-crypt's filter or held key holders), whatever its own `.gitattributes` says now:
    /// a commit that drops the line stores its files under the same promise. Only the history
    /// from before `crypt init` goes out as it was written.
    func refusePlainText(in tip: Oid, notIn other: Oid?) throws {
        let content = store.content
        guard content.codec.isEncrypted else { return }
        let walk = try RevWalk(repository: repository, sorting: [.topological, .reverse])
        try walk.push(tip)
        if let other { try walk.hide(other) }
        var encrypted: Set<Oid> = []
        while let oid = try walk.next() {
            let commit = try repository.commit(oid)
            let tree = try commit.tree()
            let parents = try commit.parents
            let promised =
                try EncryptionHistory.declaresEncryption(tree, in: repository)
                || parents.contains { parent in
                    try encrypted.contains(parent.oid)
                        || EncryptionHistory.declaresEncryption(parent.tree(), in: repository)
                }
            guard promised else { continue }
            encrypted.insert(oid)
            let parent = parents.isEmpty ? nil : try parents[0].tree()
            for change in try repository.changes(from: parent, to: tree)
            where JournalEncryption.isEncryptedPath(change.path) {
                if let blob = change.newOid, try !content.isStoredEncrypted(blob) {
                    throw CryptError.plainTextInPush(path: change.path, commit: String(oid.hex.prefix(8)))
                }
            }
        }
    }

    private func mergedIntegration(
        _ earlier: SyncReport.Integration, _ later: SyncReport.Integration
    )
        -> SyncReport.Integration
    {
        switch (earlier, later) {
        case (.merged, .upToDate), (.fastForward, .upToDate): earlier
        default: later
        }
    }

    private func gitConfig() throws -> Config {
        try gitRead { try repository.config() }
    }

    /// Runs a read of the repository, turning a libgit2 failure into an error that names it.
    func gitRead<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as any UserFacingError {
            throw error
        } catch {
            throw IlgiError.wrapping(error, while: .sync, path: root.path)
        }
    }
}

/// One remote's fetch and push, with libgit2's failures turned into errors that say what
/// to do.
struct Transfer {
    let remote: Remote
    let name: String
    let address: RemoteAddress
    let credentials: CredentialSource
    let callbacks: RemoteCallbacks

    /// The largest file fetched from a remote folder. libgit2 sends a path's objects by reading
    /// each whole and compressing it in memory: 64 MiB of incompressible bytes costs about
    /// 130 MB at the peak, beside the 40 MB ilgi starts with, under the 200 MB any command may
    /// take. Files between `IncomingChanges.largestFile` and this are fetched and left out.
    static let largestFromFolder = 64 << 20

    func fetch() throws {
        try run(pushing: false) {
            if address.isLocal { try lookInFolderBeforeFetching() }
            try remote.fetch(callbacks: callbacks, reflogMessage: "ilgi sync: fetch \(name)")
        }
    }

    /// Stops before a fetch from a folder would read a file too large for memory (over the
    /// network, libgit2 streams each object and `IncomingChanges` leaves it out instead).
    private func lookInFolderBeforeFetching() throws {
        // Where the folder holds no repository, the fetch itself says so.
        guard let folder = try? Repository.open(at: URL(fileURLWithPath: address.path)) else { return }
        guard let large = try folder.firstBlob(largerThan: Self.largestFromFolder, missingFrom: remote.repository)
        else { return }
        throw SyncError.tooLargeInFolder(
            remote: name, path: large.path, size: large.size, commit: String(large.commit.hex.prefix(8)))
    }

    func push(_ refspec: String) throws {
        try run(pushing: true) {
            try remote.push(refspecs: [refspec], callbacks: callbacks)
        }
    }

    private func run(pushing: Bool, _ body: () throws -> Void) throws {
        credentials.beginTransfer()
        do {
            try body()
            credentials.transferSucceeded(callbacks.lastCredential)
        } catch let error as PushRejectedError {
            credentials.transferSucceeded(callbacks.lastCredential)
            throw error
        } catch let error as SyncError {
            throw error
        } catch let error as GitError {
            throw classify(error, pushing: pushing)
        } catch {
            throw SyncError.transferFailed(remote: name, pushing: pushing, detail: String(describing: error))
        }
    }

    private var url: String { address.url }

    /// A refusal's reason with what the server printed (a hook's explanation), as git shows
    /// it after "remote:"; progress lines ("Counting objects: 10% …") are left out.
    static func withServerMessage(_ reason: String, _ output: String) -> String {
        let progress = /^(Counting|Compressing|Writing|Enumerating|Total|Resolving|Delta|Unpacking)\b/
        let lines = output.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.firstMatch(of: progress) == nil }
        guard !lines.isEmpty else { return reason }
        return reason + " (remote: " + lines.suffix(3).joined(separator: " / ") + ")"
    }

    private func classify(_ error: GitError, pushing: Bool) -> SyncError {
        // libgit2 says "unsupported URL protocol" for a local path that does not exist.
        if address.isLocal, (try? JournalSync.checkLocalRepository(at: address.path)) == nil {
            return .remoteRepositoryMissing(remote: name, url: url, detail: error.message)
        }
        if error.isAuthenticationFailure {
            credentials.transferRefused()
            return .authenticationFailed(remote: name, url: url, tried: credentials.tried, detail: error.message)
        }
        let message = error.message.lowercased()
        let missingRepository = [
            "could not find repository", "repository not found", "does not appear to be a git repository",
            "not a git repository", "no such repository", "access denied or repository not exported",
            "failed to resolve path",
        ]
        if missingRepository.contains(where: message.contains) {
            return .remoteRepositoryMissing(remote: name, url: url, detail: error.message)
        }
        if error.isTransportFailure {
            return .unreachable(remote: name, url: url, detail: error.message)
        }
        return .transferFailed(remote: name, pushing: pushing, detail: error.message)
    }
}
