import Foundation
import IlgiEntry
import IlgiStore

#if canImport(Glibc)
    import Glibc
#endif

extension Journal {
    /// Runs the hooks of `event` for `entry` and returns what went wrong, each warning also
    /// passed to `hooks.warn`. `create`, `update` and `delete` run `post-save` themselves; `sync`
    /// runs `.postSync` with no entry once the journal is up to date. Call it without
    /// holding the write lock: a hook may run ilgi. Does nothing when the journal has no runner.
    @discardableResult
    public func runHooks(_ event: HookEvent, entry: Entry? = nil) -> [HookWarning] {
        precondition(event != .postCreate, "post-create runs inside create() or rerunPostCreateHooks(on:)")
        guard let hooks else { return [] }
        let timeout = hookTimeout
        var warnings: [HookWarning] = []
        for hook in hooks.hooks(for: event) {
            let exit = hooks.run(
                hook, journal: root, entry: entry.map { ($0.id, root.appendingPathComponent($0.path)) },
                timeout: timeout)
            guard let problem = HookWarning.Problem(exit, hook: hook) else { continue }
            let warning = HookWarning(hook: hook.name, event: event, problem: problem, textRestored: false)
            hooks.warn(warning)
            warnings.append(warning)
        }
        return warnings
    }

    /// Runs the post-create hooks again on an existing entry (`ilgi hooks run post-create ID`),
    /// with the same guard as for a new one, and commits what they added as an edit.
    public func rerunPostCreateHooks(on entry: Entry) throws -> (outcome: SaveOutcome, warnings: [HookWarning]) {
        var outcome = SaveOutcome.unchanged(entry)
        var warnings: [HookWarning] = []
        try transaction(.runHooks) { tx in
            let text = try readText(at: root.appendingPathComponent(entry.path))
            // The hooks write the file themselves: it is recorded first, so a kill while they
            // run leaves it as the last commit has it.
            try tx.willWrite([entry.path])
            let before = EntryDocument(parsing: text)
            let after = try applyPostCreateHooks(
                to: before, id: entry.id, path: entry.path, in: tx, warnings: &warnings)
            guard after.rendered() != text else { return }
            let updated = Entry(id: entry.id, path: entry.path, document: after, fallbackDate: entry.created.date)
            try tx.commit(message: commitMessage.edit(updated))
            outcome = .saved(updated)
        }
        if case .saved(let updated) = outcome { warnings += runHooks(.postSave, entry: updated) }
        return (outcome, warnings)
    }

    /// The post-create step of a save: runs each post-create hook on the written file, in turn,
    /// and returns the text to commit. A hook's changes are kept only when it succeeded and left
    /// the title and body as they were (adding or changing trailers is what hooks are for);
    /// otherwise the file is put back as it was before that hook, and a warning says why.
    /// Called holding the write lock, between writing the file and committing it.
    func applyPostCreateHooks(
        to document: EntryDocument, id: EntryID, path: String, in tx: Transaction, warnings: inout [HookWarning]
    ) throws -> EntryDocument {
        guard let hooks else { return document }
        let found = hooks.hooks(for: .postCreate)
        guard !found.isEmpty else { return document }
        let url = root.appendingPathComponent(path)
        let created = document.trailer(Trailer.created)
        let timeout = hookTimeout
        var accepted = document
        for hook in found {
            let exit = hooks.run(hook, journal: root, entry: (id, url), timeout: timeout)
            var problem = HookWarning.Problem(exit, hook: hook)
            if problem == nil {
                switch PostCreateCheck.inspect(path, in: root, before: accepted) {
                case .accepted(var changed):
                    // `Created:` is written once, by ilgi; the entry's path was made from it.
                    if let created, changed.trailer(Trailer.created) != created {
                        changed.setTrailer(Trailer.created, created)
                    }
                    accepted = changed
                case .rejected(let reason):
                    problem = reason
                }
            }
            let restored = try putBack(accepted, at: url, path: path, in: tx)
            if let problem {
                let warning = HookWarning(hook: hook.name, event: .postCreate, problem: problem, textRestored: restored)
                hooks.warn(warning)
                warnings.append(warning)
            }
        }
        return accepted
    }

    /// Makes the file hold exactly `document` again; true when it had to be rewritten.
    private func putBack(_ document: EntryDocument, at url: URL, path: String, in tx: Transaction) throws -> Bool {
        let wanted = Data(document.rendered().utf8)
        if PostCreateCheck.isRegularFile(url), Beneath(root).regularFileContents(path, limit: .max) == wanted {
            return false
        }
        if !PostCreateCheck.isRegularFile(url), PostCreateCheck.exists(url) {
            // A folder or a link where the file was: move it out of the way first.
            try? FileManager.default.removeItem(at: url)
        }
        try tx.write(document.rendered(), to: path)
        return true
    }

    /// `hooks.timeout` from the journal's settings, else five seconds.
    var hookTimeout: Duration {
        (try? Settings(journal: self).hookTimeout) ?? HookRunner.defaultTimeout
    }
}

/// What a post-create hook left behind, judged against the text before it ran.
enum PostCreateCheck {
    enum Verdict {
        case accepted(EntryDocument)
        case rejected(HookWarning.Problem)
    }

    /// What the hook left at `path` (beneath `root`, read through `Beneath`: a hook that put a
    /// link there gets nothing read through it).
    static func inspect(_ path: String, in root: URL, before: EntryDocument) -> Verdict {
        let url = root.appendingPathComponent(path)
        guard exists(url) else { return .rejected(.deletedFile) }
        guard isRegularFile(url), let data = Beneath(root).regularFileContents(path, limit: .max) else {
            return .rejected(.replacedFile)
        }
        guard !data.isEmpty else { return .rejected(.emptiedFile) }
        guard let text = String(data: data, encoding: .utf8) else { return .rejected(.notUTF8) }
        let after = EntryDocument(parsing: text)
        guard after.title == before.title, after.body == before.body else { return .rejected(.changedText) }
        return .accepted(after)
    }

    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
