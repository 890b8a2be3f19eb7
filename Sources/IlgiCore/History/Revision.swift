import Foundation
import GitKit
import IlgiEntry
import IlgiStore

extension JournalHistory {
    /// The commit a revision names: a full or short commit id, anything git's revision syntax
    /// takes (`HEAD~3`, `main^`), or a date, which names the last commit made on or before
    /// that day ends (`2026-11-01`, `yesterday`) or on or before that minute
    /// (`2026-11-01 18:30`), as `git rev-list -1 --before=… HEAD` would pick it.
    public func commit(forRevision revision: String) throws -> Commit {
        let text = revision.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw HistoryError.unknownRevision(revision) }
        guard !repository.isHeadUnborn else { throw HistoryError.noHistory }
        if JournalHistory.looksLikeDate(text) {
            return try lastCommit(onOrBefore: text, original: revision)
        }
        do {
            return try repository.revparseCommit(text)
        } catch let error as GitError {
            // Words git does not know may still be dates: today, yesterday, 어제.
            if (try? DateInput().timestamp(text)) != nil {
                return try lastCommit(onOrBefore: text, original: revision)
            }
            if error.isAmbiguous { throw HistoryError.ambiguousRevision(revision) }
            throw HistoryError.unknownRevision(revision)
        }
    }

    /// `YYYY-MM-DD`, with or without a time after it.
    static func looksLikeDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(10))
        guard scalars.count == 10 else { return false }
        for (position, scalar) in scalars.enumerated() {
            let isDigit = ("0"..."9").contains(scalar)
            if position == 4 || position == 7 {
                if scalar != "-" { return false }
            } else if !isDigit {
                return false
            }
        }
        return true
    }

    private func lastCommit(onOrBefore text: String, original: String) throws -> Commit {
        // A day, a week, a month, a year: every commit made before the span ends, in this
        // machine's time zone. A moment: every commit up to it.
        let cutoff = try DateInput().end(of: text)
        do {
            guard let commit = try repository.lastCommit(before: cutoff) else {
                throw HistoryError.noCommitBefore(original)
            }
            return commit
        } catch let error as GitError {
            throw IlgiError.git(operation: .readHistory, message: error.message)
        }
    }
}
