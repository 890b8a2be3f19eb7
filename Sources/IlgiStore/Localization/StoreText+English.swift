import Foundation
import IlgiEntry

/// English: every key of `StoreText`, which the compiler holds this table to.
extension StoreText {
    public var english: String {
        switch self {
        case .journalIsFile(let path):
            return "the journal path \(path) is a file, not a folder; pass --journal with a folder"
        case .journalNotARepository(let path):
            return
                "\(path) holds other files and is not a git repository; use an empty folder, or run 'git init' there first"
        case .journalIsBare(let path):
            return
                "\(path) is a bare git repository; a journal needs a work tree, so clone it: git clone \(path) NEW-FOLDER"
        case .journalOwnedByAnotherUser(let path):
            return
                "the journal at \(path) belongs to another user; run ilgi as that user, or trust it with: git config --global --add safe.directory \(path)"
        case .journalNotWritable(let path, let reason):
            return "cannot write to the journal at \(path) (\(reason)); check its permissions"
        case .journalBusy(let path):
            return "another ilgi is still saving to this journal (lock \(path)); try again in a moment"
        case .entryNotFound(let query):
            return "no entry has the id '\(query)'; run 'ilgi list' to see ids"
        case .idTooShort(let query):
            return "'\(query)' is too short to name an entry; give at least 4 characters of its id"
        case .ambiguousID(let query, let candidates):
            let list = candidates.map { "\n  " + $0 }.joined()
            return "'\(query)' matches \(candidates.count) entries; give more of the id:\(list)"
        case .noEntries:
            return "the journal has no entries yet; write one with 'ilgi new'"
        case .entryChangedWhileEditing(let draft):
            return
                "the entry was changed by another ilgi while you were editing; nothing was overwritten, and your version is kept at \(draft)"
        case .systemReason(let reason):
            return switch reason {
            case "Permission denied": reason
            case "Operation not permitted": reason
            case "Read-only file system": reason
            case "No space left on device": reason
            case "No such file or directory": reason
            case "Is a directory": reason
            case "Not a directory": reason
            default: reason
            }
        case .gitFailed(let operation, let message):
            return "git failed to \(operation.name.text(in: .english)): \(message)"
        case .fileSystemFailed(let path, let message):
            return "could not use \(path): \(message)"
        case .operation(let operation):
            return operation.rawValue
        case .journalLocked(let path):
            return
                "the journal at \(path) is encrypted and this machine has no key; unlock it: ilgi crypt unlock KEYFILE"
        case .lockedRefusesPlainText:
            return
                "the journal is locked, so ilgi will not store plain text in it; unlock it first: ilgi crypt unlock KEYFILE"
        case .blobTampered(let path):
            return
                "\(path) in git does not match its check: someone without the key changed it, or another key made it; ilgi will not show it (ilgi crypt status lists such files)"
        case .keyVersionMissing:
            return
                "the journal's key has no version 0, which git-crypt's files are decrypted with; unlock with the journal's first key"
        case .fileTooLargeToEncrypt(let path):
            return "\(path) is 64 GiB or more, too large for git-crypt's format to encrypt safely"
        case .badKeyFile(let path, let problem):
            return switch problem {
            case .malformed:
                "\(path) is not a git-crypt key file (a key from git-crypt before 0.4 must first be converted: git-crypt migrate-key OLD NEW)"
            case .incompatible:
                "\(path) is a git-crypt key in a newer format than ilgi reads; update ilgi"
            case .empty:
                "\(path) is a git-crypt key file with no key in it"
            }
        case .unreadableKeyFile(let path, let reason):
            return "cannot read the key file \(path) (\(reason))"
        case .namedGitCryptKey(let name):
            return "this is git-crypt's key named '\(name)'; an ilgi journal is encrypted with git-crypt's default key"
        case .wrongKey(let path):
            return "the key \(path) does not decrypt this journal; nothing was changed. Is it this journal's key?"
        case .alreadyEncrypted:
            return "the journal is already encrypted (ilgi crypt status says how)"
        case .alreadyUnlocked:
            return "the journal is already unlocked on this machine"
        case .alreadyLocked:
            return "the journal is already locked on this machine"
        case .notEncrypted:
            return "the journal is not encrypted; turn encryption on with: ilgi crypt init"
        case .unsavedWorkBeforeLock(let paths):
            let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
            return
                "the journal has text that is not committed (\(shown)); save or discard it before locking, or it would be lost"
        case .plainTextInPush(let path, let commit):
            return
                "commit \(commit) stores \(path) as plain text where the journal is encrypted; nothing was pushed. Commit it again through ilgi (ilgi crypt status names such files)"
        case .keyFileExists(let path):
            return "\(path) already exists; give a new file name for the key"
        case .filterOutsideRepository:
            return "git runs this filter inside a repository; no .git was found here or above"
        case .remoteHoldsPlainHistory(let remote):
            return
                "\(remote) still holds the plain history this journal's was rewritten from; nothing was changed. Replace it with: ilgi crypt init --rewrite-history (a forced push; other clones must clone again)"
        case .remoteHistoryRewritten(let remote):
            return
                "the history on \(remote) was rewritten encrypted on another machine and shares no commit with this journal's; nothing was changed. Clone it again (git clone, then ilgi crypt unlock); entries written only here come along with ilgi export and ilgi import"
        case .remoteMovedSinceRewrite(let remote):
            return
                "\(remote) has commits made on the plain history since it was rewritten here (another clone's); a forced push would lose them, so nothing was pushed. Go back to the plain history (git reset --hard refs/ilgi/plain-history/…), run ilgi sync, then ilgi crypt init --rewrite-history again"
        case .remoteEncrypted(let remote):
            return
                "the journal on \(remote) is encrypted and this one is not; nothing was changed. Encrypt this one with that journal's key first: ilgi crypt init --key KEYFILE"
        case .fileStillEncrypted(let path):
            return
                "\(path) holds ciphertext, not text: the journal is locked, or an unlock did not finish; run ilgi crypt unlock KEYFILE"
        case .wrongPassphrase:
            return "that passphrase does not open the journal's key; nothing was changed"
        case .noPassphrase:
            return
                "the journal has no passphrase; unlock it with its key file, or add one where it is unlocked: ilgi crypt add-passphrase"
        case .journalFormatTooNew(let format, let needs):
            let need = StoreText.journalFormatNeeds(format, needs).text(in: .english)
            return "this journal is written in \(need): upgrade ilgi to write here (reading still works)"
        case .journalFormatNeeds(let format, let needs):
            let which = format == 0 ? "a format this ilgi cannot read" : "format \(format)"
            let newer = needs.map { "ilgi \($0) or newer" } ?? "a newer ilgi"
            return "\(which) (.ilgi/format), which needs \(newer); this ilgi writes format \(JournalFormat.current)"
        case .fileTooLarge(let path, let size, let limit):
            return
                "\(path) is \(size >> 20) MiB, more than ilgi reads whole (\(limit >> 20) MiB): it is shown by its first part and cannot be edited here; change the file itself and commit it with 'ilgi git commit'"
        case .symbolicLinkRefused(let path):
            return
                "\(path) is a symbolic link; ilgi never follows it: remove it with 'ilgi git rm' (or rm, if it was never committed)"
        case .diskFull(let path):
            return
                "no space left on the device that holds the journal at \(path); nothing was saved and nothing was left behind. Free some space (df -h shows it) and try again"
        case .diskFullDraftKept(let path, let draft):
            return
                "no space left on the device that holds the journal at \(path); the entry was not changed and your text is kept in \(draft). Free some space (df -h shows it) and run the edit again"
        case .gitLockHeld(let lockFile, let process):
            let who = process.map { " (process \($0))" } ?? ""
            return
                "a running git\(who) is using the journal and holds \(lockFile); wait for it to finish and try again, or, if no git is running there, remove that file"
        case .interrupted:
            return "stopped by an interrupt; the journal is as it was before this command began"
        case .syncRunning(let path):
            return "another ilgi sync of the journal at \(path) is still running; wait for it to finish and try again"
        case .rebuiltIndex(let reason):
            return
                "git's index (.git/index) was damaged (\(reason)); made it again from the last commit. No entry was lost"
        case .removedStaleLock(let path):
            return "removed \(path), a git lock file left by an interrupted write"
        case .recoveredTransaction(let operation, let completed, let files):
            return completed
                ? "finished an interrupted write (\(operation.name.text(in: .english))): its commit had been made, and \(EnglishPlural.count(files, "file was", "files were")) brought in step with it"
                : "rolled back an interrupted write (\(operation.name.text(in: .english))): it was never committed, and \(EnglishPlural.count(files, "file was", "files were")) put back as before"
        }
    }
}
