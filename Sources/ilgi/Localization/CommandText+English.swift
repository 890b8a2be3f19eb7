import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

extension CommandText {
    /// What answers yes to a question.
    static let englishYesAnswers = ["y", "yes"]
}

/// English: every key of `CommandText`, which the compiler holds this table to.
extension CommandText {
    public var english: String {
        switch self {
        case .emptyEntryNotSaved:
            return "The entry is empty (no title, no text), so nothing was saved."
        case .emptiedEntryNotSaved:
            return "The entry would be empty, so nothing was saved. To remove it, use 'ilgi delete'."
        case .entryShownInPart(let path, let shown, let size):
            return
                "this entry's file is \(size) MiB; ilgi reads the first \(shown) MiB of an entry, and the rest is in \(path)"
        case .controlCharacterInSystemFile(let quoted):
            return
                "\(quoted) holds a line break or another control character, which a systemd unit or a crontab line cannot hold safely; nothing was installed. Move the journal to a path without one (ilgi --journal PATH)"
        case .editorDidNotStart(let command, let reason):
            return "could not start the editor '\(command)' (\(reason)); set VISUAL or EDITOR"
        case .editorNotFound(let command):
            return "the editor '\(command)' was not found; set VISUAL or EDITOR to one you have"
        case .editorExited(let command, let status):
            return "the editor '\(command)' exited with status \(status)"
        case .editorInterrupted(let command):
            return "the editor '\(command)' was interrupted (Ctrl-C)"
        case .editorKilled(let command, let signal):
            return "the editor '\(command)' was killed by signal \(signal)"
        case .nothingSaved:
            return "nothing was saved"
        case .deleteNeedsConfirmation(let short):
            return "not deleting without confirmation: there is no terminal to ask on; run 'ilgi delete \(short) --yes'"
        case .noChanges:
            return "No changes; nothing was saved."
        case .noEntriesYet:
            return "No entries yet. Write your first with 'ilgi new'."
        case .noEntriesMatch:
            return "No entries match."
        case .confirmDelete(let title):
            return "Delete \"\(title)\"? [y/N]"
        case .notDeleted:
            return "Not deleted."
        case .encryptionTurnedOn(let files, let sharedKey):
            let stored =
                "Encryption is on: \(EnglishPlural.count(files, "file is", "files are")) now stored encrypted, and every save from now on is."
            guard !sharedKey else { return stored }
            return stored
                + " Back up the key now: ilgi crypt export-key FILE. Losing every copy of it loses the journal."
        case .rewritingHistoryProgress(let done, let total):
            return "Rewriting the history \(done)/\(total) commits…"
        case .historyRewritten(let commits, let backup):
            return
                "History rewritten: \(EnglishPlural.count(commits, "commit", "commits")) made again, encrypted and without titles. The plain history stays on this machine as \(backup) (git update-ref -d \(backup) deletes it)."
        case .historyAlreadyEncrypted:
            return "The history is already all encrypted: nothing to rewrite."
        case .confirmForcedPush(let remote, let url):
            return
                "Replace the history on \(remote) (\(url)) with the encrypted one? This is a forced push: every other clone must be cloned again. [y/N]"
        case .forcedPushDeclined(let remote):
            return
                "not pushed: \(remote) still holds the plain history, and ilgi sync refuses to merge it back; run ilgi crypt init --rewrite-history again to replace it"
        case .remoteHistoryReplaced(let remote):
            return "\(remote) now holds the encrypted history only. Clone it again on every other machine."
        case .remoteHistoryNotPlain(let remote):
            return "\(remote) holds no plain history to replace; ilgi sync sends it the rest."
        case .yesNeedsRewriteHistory:
            return "--yes only answers the question --rewrite-history asks"
        case .historyStillPlain(let commits):
            return
                "the \(commits) earlier \(commits == 1 ? "commit keeps its" : "commits keep their") text and titles in plain text, on any remote \(commits == 1 ? "it" : "they") reached"
        case .encryptionState(let state):
            return switch state {
            case .plain:
                "Not encrypted: a remote can read every entry. Turn encryption on with: ilgi crypt init"
            case .unlocked:
                "Encrypted, and unlocked on this machine (key: .git/git-crypt/keys/default)."
            case .locked:
                "Encrypted, and locked on this machine: unlock it with: ilgi crypt unlock KEYFILE"
            }
        case .encryptedFileCount(let count):
            return "\(EnglishPlural.count(count, "file is", "files are")) stored encrypted."
        case .plainCommitCount(let count):
            return
                "\(EnglishPlural.count(count, "commit", "commits")) from before encryption \(count == 1 ? "keeps" : "keep") entries in plain text."
        case .plainFilesUnderEncryption(let count):
            return
                "\(EnglishPlural.count(count, "file is", "files are")) stored as plain text where the journal is encrypted; a remote can read \(count == 1 ? "it" : "them"):"
        case .journalUnlocked(let files):
            return "Unlocked: \(EnglishPlural.count(files, "file", "files")) decrypted into the journal."
        case .journalLockedNow:
            return "Locked: the key is removed from this machine and the journal's files hold only ciphertext."
        case .keyExported(let path):
            return "Wrote the key to \(path). Keep it somewhere safe and apart from the journal: it opens every entry."
        case .encryptingProgress(let done, let total):
            return "Encrypting \(done)/\(total)…"
        case .decryptingProgress(let done, let total):
            return "Decrypting \(done)/\(total)…"
        case .lockingProgress(let done, let total):
            return "Locking \(done)/\(total)…"
        case .programFailed(let command):
            return "\(command) failed (it said why above)"
        case .gpgKeyNotFound(let query):
            return "no public key for '\(query)' in your GPG keyring; import it first: gpg --import KEYFILE"
        case .gpgKeyAmbiguous(let query):
            return "more than one public key matches '\(query)'; give its whole fingerprint"
        case .gpgKeyNotTrusted(let query):
            return
                "'\(query)' is not a whole fingerprint; give the key's 40-character fingerprint, or --trusted if you have checked that the key is theirs"
        case .gpgUserAdded(let fingerprint):
            return
                "Added the GPG key \(fingerprint): it can unlock this journal (ilgi crypt unlock, or git-crypt unlock) once you sync."
        case .noWayToUnlock:
            return
                "the journal has no passphrase and no GPG secret key on this machine opens it; give the key file: ilgi crypt unlock KEYFILE (or --identity FILE)"
        case .oneWayToUnlock:
            return "give one of a key file, --identity and --passphrase-file"
        case .passphrasePrompt:
            return "Passphrase:"
        case .passphraseAgainPrompt:
            return "The passphrase again:"
        case .passphrasesDiffer:
            return "the two passphrases differ; nothing was changed"
        case .emptyPassphrase:
            return "the passphrase is empty"
        case .passphraseNeedsTerminal:
            return "a passphrase is typed on a terminal; without one, give --passphrase-file FILE"
        case .passphraseAdded:
            return
                "Added a passphrase: once you sync, a clone unlocks with it alone (ilgi crypt unlock). A weak passphrase weakens the journal: anyone who can read the remote can try guesses."
        case .identityOpensNoCopy(let identity):
            return
                "the key is not wrapped for the age identity in \(identity); someone who holds the key adds it with: ilgi crypt add-recipient RECIPIENT"
        case .notAnAgeRecipient(let text):
            return "'\(text)' is not an age recipient; give one such as age1… (age-keygen -y IDENTITY prints it)"
        case .ageMissing:
            return "the age command line is not installed; install it (Debian: apt install age)"
        case .recipientAdded(let recipient):
            return
                "Added the age recipient \(recipient): its identity can unlock this journal (ilgi crypt unlock --identity FILE) once you sync."
        case .doctorHealthy:
            return "The journal is healthy."
        case .doctorRepaired(let created, let temporary, let unlinkedAssets):
            guard unlinkedAssets > 0 else {
                return "Repaired: added Created to \(created) entry(ies), removed \(temporary) temporary file(s)."
            }
            return
                "Repaired: added Created to \(created) entry(ies), removed \(temporary) temporary file(s) and \(unlinkedAssets) unlinked attachment(s)."
        case .doctorClosedFolders(let count):
            return "Closed \(count) of the journal's folders to other users."
        case .doctorFsckFailed(let output):
            return "git fsck found problems:\n\(output)"
        case .problemLabel:
            return "problem"
        case .noteLabel:
            return "note"
        case .draftKeptAt(let name, let path):
            return "nothing was saved, and your text is kept in \(path) (save it with: ilgi drafts restore \(name))"
        case .editRefusedDraftKept(let name, let path):
            return
                "the entry was changed by another ilgi while you were editing; nothing was overwritten, and your version is kept in \(path) (see it with 'ilgi drafts', save it over the other with 'ilgi drafts restore \(name) --force')"
        case .earlierDrafts(let short, let count):
            return "\(short) has \(count) unsaved draft(s) from an earlier edit; they are kept (see 'ilgi drafts')."
        case .browserDraft(let short, let name):
            return
                "\(short) has unsaved text typed in the browser (ilgi serve); it is kept: 'ilgi drafts restore \(name)' saves it, 'ilgi serve' shows it in the editor."
        case .noDrafts:
            return "No drafts."
        case .draftForNewEntry:
            return "new"
        case .draftAge(let seconds):
            return switch seconds {
            case ..<60: "just now"
            case ..<3600: "\(seconds / 60) min ago"
            case ..<86_400: "\(seconds / 3600) h ago"
            default: "\(seconds / 86_400) days ago"
            }
        case .confirmDiscardDraft(let name, let firstLine):
            return "Discard draft \(name) (\"\(firstLine)\")? Its text will be gone. [y/N]"
        case .discardNeedsConfirmation(let name):
            return
                "discarding a draft asks first, and there is no terminal to ask on; run 'ilgi drafts discard \(name) --yes'"
        case .draftNotDiscarded:
            return "Not discarded."
        case .draftDiscarded(let name):
            return "Discarded draft \(name)."
        case .doctorMendedSplitTrailers(let count):
            return "Repaired: put the trailers of \(count) entry(ies) back in place."
        case .redated(let short, let title, let date):
            return "Redated \(short): \(title), now \(date)."
        case .oneOutputFormat:
            return "--count, --json and --jsonl cannot be combined; pick one"
        case .invalidRegex(let pattern, let reason):
            return "'\(pattern)' is not a regular expression ilgi can use (\(reason)); check its brackets and escapes"
        case .starred(let short, let title):
            return "Starred \(short): \(title)"
        case .unstarred(let short, let title):
            return "Unstarred \(short): \(title)"
        case .alreadyStarred(let short):
            return "\(short) is already starred."
        case .notStarred(let short):
            return "\(short) is not starred."
        case .noTags:
            return "No @tags yet. Write @word in an entry to tag it."
        case .nothingOnThisDay(let day):
            return "Nothing written on \(day) in earlier years."
        case .yearsAgo(let years, let year):
            return years == 1 ? "1 year ago (\(year))" : "\(years) years ago (\(year))"
        case .calendarMonthLine(let entries, let words, let count, let written, let days):
            return "\(entries) \(count == 1 ? "entry  " : "entries")  \(words) words  \(written)/\(days) days"
        case .streakLine(let current, let longest):
            return "Streak: \(EnglishPlural.count(current, "day", "days")) now, longest \(longest)"
        case .statsEntries:
            return "Entries"
        case .statsWords:
            return "Words"
        case .statsDays:
            return "Days written"
        case .statsStarred:
            return "Starred"
        case .statsStreaks:
            return "Streaks"
        case .statsBusiestWeekday:
            return "Busiest weekday"
        case .statsBusiestHour:
            return "Busiest hour"
        case .statsTopTags:
            return "Top tags"
        case .statsWeather:
            return "Weather"
        case .statsFirst:
            return "First entry"
        case .statsLast:
            return "Last entry"
        case .unknownCommand(let word, let suggestion):
            return "unknown command '\(word)'; did you mean '\(suggestion)'?"
        case .notACommand(let text):
            let quoted = text.replacingOccurrences(of: "\"", with: "\\\"")
            return
                "unknown command '\(text)'; to write it as an entry, run: ilgi new \"\(quoted)\" ('ilgi --help' lists the commands)"
        case .deleteNeedsIDOrFilter:
            return
                "name an entry (ilgi delete 3f2a) or the entries to delete with filters (ilgi delete --on 2025-01-01)"
        case .idWithFilters:
            return "give either an id or filters (--on, --since, --tag, …), not both"
        case .deleteManyNeedsConfirmation(let count):
            return "deleting \(count) entries needs a yes: run it on a terminal, or add --yes"
        case .confirmDeleteMany(let count):
            return count == 1 ? "Delete this entry? [y/N]" : "Delete these \(count) entries? [y/N]"
        case .editingOneOf(let number, let count, let short, let title):
            return "Editing \(number) of \(count): \(short) \(title)"
        case .streakValue(let current, let longest):
            return "\(EnglishPlural.count(current, "day", "days")) now, longest \(longest)"
        case .noHistoryYet:
            return "No history yet. Write your first entry with 'ilgi new'."
        case .restoreUnchanged(let short):
            return "Entry \(short) already reads exactly like that version; nothing was restored."
        case .noDeletedEntries:
            return "No deleted entries."
        case .restoreHint:
            return "Bring one back with: ilgi restore ID"
        case .noDifferences(let id, let commit):
            guard let commit else {
                return "Entry \(id) has no changes to show."
            }
            return "No differences in \(id) between \(commit) and now."
        case .deletedOn(let date):
            return "deleted \(date)"
        case .versionLabel(let commit, let date):
            return "version \(commit) of \(date)"
        case .noHooks(let folder):
            return "No hooks in \(folder). Install the weather hook with: ilgi hooks install weather"
        case .hookNotExecutableNote:
            return "not executable"
        case .noHooksForEvent(let event, let folder):
            return "No \(event) hooks in \(folder); nothing ran."
        case .hooksRan(let count, let event, let failed):
            if failed == 0 {
                return "Ran \(count) \(event) hook\(count == 1 ? "" : "s"); all succeeded."
            }
            return "Ran \(count) \(event) hook\(count == 1 ? "" : "s"); \(failed) failed."
        case .hookChangesSaved(let short, let title):
            return "Saved what the hooks added to \(short): \(title)"
        case .hookInstalled(let name, let path):
            return "Installed the \(name) hook as \(path)."
        case .hookAlreadyInstalled(let name, let path):
            return "The \(name) hook is already installed as \(path)."
        case .weatherHookNextStep:
            return
                "New entries get the weather once a location is set: ilgi config weather.location \"37.57,126.98\" (or a city name)"
        case .settingNotSet(let key):
            return "\(key) is not set"
        case .noSettings:
            return "No settings yet. Known settings (ilgi config KEY VALUE):"
        case .configNeedsKey:
            return "give a setting to read or set (ilgi config KEY [VALUE]), or --list"
        case .configListTakesNoKey:
            return "--list takes no key or value"
        case .configUnsetTakesNoValue:
            return "--unset takes a key and no value"
        case .defaultMarker(let value):
            return "\(value) (default)"
        case .helperProgramMissing(let program):
            return
                "\(program) is missing beside ilgi (or in ../libexec/ilgi/); build or install ilgi again (make install)"
        case .weatherHelperFailed(let program, let reason):
            return "\(program) did not answer (\(reason))"
        case .weatherIconWithJSON:
            return "--icon, --json and --trailers cannot be combined; use one"
        case .jrnlPasswordPrompt(let name):
            return "Password for the jrnl journal \(name):"
        case .jrnlPasswordAgain:
            return "Wrong password; try again."
        case .importJrnl1Encryption:
            return
                "this journal is in jrnl 1's encryption, which ilgi does not read; run 'jrnl --encrypt' with jrnl 2 or later to rewrite it in the current format, then import it"
        case .importNoSuchJrnlJournal(let name, let config):
            return "no file or folder '\(name)', and no jrnl journal of that name in \(config)"
        case .importNeedsFile:
            return "give the file or folder to import (no jrnl config with a default journal was found)"
        case .importWouldImport(let count, let source, let alreadyThere):
            let english =
                "Would import \(EnglishPlural.count(count, "entry", "entries")) from \(source.text(in: .english))"
            guard alreadyThere > 0 else {
                return english + " (dry run: nothing was written)."
            }
            return english
                + "; \(alreadyThere) already in the journal would be left out (dry run: nothing was written)."
        case .importUnpacking(let done, let total):
            return "Unpacking \(done)/\(total) files…"
        case .importChecking(let percent):
            return "Checking the input… \(percent)%"
        case .importPreviewNew:
            return "new  "
        case .importPreviewKnown:
            return "there"
        case .importPreviewFiles:
            return "files"
        case .dayOneExportNeedsFile:
            return "a Day One export is a zip file: give it with -o FILE.zip"
        case .exportLeavesFilesBehind(let count, let format):
            let folder = format == .markdown ? "-o FOLDER/" : "--format markdown -o FOLDER/"
            return "note: \(EnglishPlural.count(count, "entry links photos or files", "entries link photos or files")) "
                + "that one document cannot carry; \(folder) or --format dayone -o FILE.zip takes them along"
        case .importAllJournalsTakesNoFile:
            return "--all-journals reads jrnl's config for the journals; give no file"
        case .importAllJournalsNeedsConfig:
            return
                "--all-journals needs jrnl's config with journals in it (~/.config/jrnl/jrnl.yaml, or --jrnl-config PATH)"
        case .importOtherJrnlJournals(let names):
            let list = names.joined(separator: ", ")
            return
                "jrnl's config has more journals (\(list)): 'ilgi import --all-journals' brings each as an ilgi journal."
        case .importJrnlJournalInto(let jrnlName, let name, let path):
            return name.isEmpty
                ? "jrnl's '\(jrnlName)' → this journal (\(path))"
                : "jrnl's '\(jrnlName)' → the journal '\(name)' (\(path))"
        case .catalogProgress(let done, let total):
            return "Indexing the journal \(done)/\(total)…"
        case .reindexed(let count):
            return "Indexed \(count) entries."
        case .emptyQuery:
            return "give something to search for, such as: ilgi search beach"
        case .noMatches(let query):
            return "No entry contains \"\(query)\"."
        case .copiedToClipboard(let tool):
            return "Copied to the clipboard (with \(tool))."
        case .noClipboardTool:
            return
                "no clipboard program found; install wl-copy (wl-clipboard), xclip or xsel (or pbcopy on macOS), or use -o FILE"
        case .clipboardFailed(let tool, let reason):
            return "the clipboard program \(tool) failed (\(reason)); use -o FILE instead"
        case .clipboardWithOutput:
            return "--clipboard and -o cannot be used together; choose one"
        case .wroteFile(let path):
            return "Wrote \(path)."
        case .exportProgress(let done, let total):
            return "Exporting \(done)/\(total)…"
        case .exportScanning:
            return "Reading the journal…"
        case .importFoldersOnlyDiaro:
            return "--folders-as journals is for Diaro's folders; other sources have none"
        case .importFolderInto(let folder, let journal, let path):
            if folder.isEmpty { return "Entries in no folder → this journal (\(path))" }
            return "Folder '\(folder)' → journal '\(journal)' (\(path))"
        case .importUnknownTimeZone(let zone):
            return "unknown time zone '\(zone)'; give a name such as Asia/Seoul or Europe/London"
        case .nothingToImport(let alreadyThere):
            return "Nothing to import: all \(alreadyThere) entries are already in the journal."
        case .importProgress(let done, let total):
            return "Importing \(done)/\(total)…"
        case .remoteAdded(let name, let url):
            return "Added remote \(name): \(url). Run 'ilgi sync' to send and receive entries."
        case .remoteRemoved(let name):
            return "Removed remote \(name). Nothing in the journal itself changed."
        case .upstreamMark:
            return "(upstream)"
        case .noRemotesYet:
            return "No remotes yet. Add one with 'ilgi remote add origin URL'."
        case .sshNotBuiltIn(let url):
            return
                "this ilgi's libgit2 was built without ssh support, so syncing with \(url) will fail; use a path or an https:// URL"
        case .entryConflict(let original, let copy, let title, let source):
            return
                "\(original) \"\(title)\" was edited here and on \(source) in the same place; yours stays, theirs is kept as \(copy)"
        case .fileConflict(let path, let copy):
            return "\(path) was changed on both sides; yours stays, theirs is saved as \(copy)"
        case .syncedUpToDate(let remote):
            return "Already in sync with \(remote)."
        case .syncedNothing(let remote):
            return "Nothing to sync: neither this journal nor \(remote) has entries yet."
        case .syncedReceived(let added, let changed, let removed, let otherFiles, let wordsAdded, let wordsRemoved):
            var english: [String] = []
            if added > 0 {
                english.append("\(added) new \(added == 1 ? "entry" : "entries")")
            }
            if changed > 0 {
                english.append(
                    english.isEmpty ? "\(changed) changed \(changed == 1 ? "entry" : "entries")" : "\(changed) changed")
            }
            if removed > 0 {
                english.append(
                    english.isEmpty ? "\(removed) deleted \(removed == 1 ? "entry" : "entries")" : "\(removed) deleted")
            }
            if otherFiles > 0 {
                english.append(EnglishPlural.count(otherFiles, "other file", "other files"))
            }
            var words = ""
            if let wordsAdded, let wordsRemoved {
                words =
                    " (" + EnglishPlural.count(wordsAdded, "word", "words") + " added, "
                    + EnglishPlural.count(wordsRemoved, "word", "words") + " removed)"
            }
            return "Received " + english.joined(separator: ", ") + words + "."
        case .syncedSent(let commits, let remote):
            return "Sent \(EnglishPlural.count(commits, "change", "changes")) to \(remote)."
        case .progressReceiving(let percent, let done, let total, let size):
            return "Receiving: \(percent)% (\(done)/\(total)), \(size)"
        case .progressResolving(let percent, let done, let total):
            return "Resolving: \(percent)% (\(done)/\(total))"
        case .progressSending(let percent, let done, let total, let size):
            return "Sending: \(percent)% (\(done)/\(total)), \(size)"
        case .upstreamSet(let branch, let remote):
            return "From now on 'ilgi sync' uses \(remote) (upstream of \(branch))."
        case .statusNoRemote:
            return "No remote: the journal lives on this machine only. Add one with 'ilgi remote add origin URL'."
        case .statusRemote:
            return "Remote"
        case .statusUnsent:
            return "Not sent yet"
        case .statusNotTaken:
            return "Not taken yet"
        case .statusLastSync:
            return "Last sync"
        case .statusUnreachable:
            return "Unreachable"
        case .statusConflicts:
            return "Conflicts kept"
        case .statusAutomatic:
            return "Auto-sync"
        case .statusSucceeded:
            return "succeeded"
        case .statusNever:
            return "never"
        case .statusAutoOn:
            return "on: a save syncs in the background ('ilgi config sync.auto off' turns it off)"
        case .statusAutoOff:
            return "off ('ilgi config sync.auto on' turns it on)"
        case .statusSaves(let count):
            return EnglishPlural.count(count, "save", "saves")
        case .statusChanges(let count):
            return (EnglishPlural.count(count, "change", "changes")) + " (as of the last sync)"
        case .statusFailed(let error):
            return "failed: " + error.text(in: .english)
        case .statusUnreachableSince(let since, let next):
            return "since \(since); next try after \(next)"
        case .nudge(let streak):
            guard streak > 0 else {
                return "Nothing written today yet: ilgi new"
            }
            return "Nothing written today yet. \(streak)-day streak: ilgi new"
        case .nudgeAtNeedsInstall:
            return "--at sets the time of the timer --install makes"
        case .nudgeBadTime(let text):
            return "'\(text)' is not a time of day; give it as HH:MM, e.g. 20:00"
        case .nudgeInstalled(let clock, let folder):
            return
                "A reminder at \(clock) on days with nothing written (systemd user timer ilgi-nudge.timer, in \(folder)). It never speaks twice a day. To remove it: systemctl --user disable --now ilgi-nudge.timer"
        case .syncTimerInstalled(let every, let folder):
            return
                "The journal syncs every \(every) (systemd user timer ilgi-sync.timer, in \(folder)). To stop it: systemctl --user disable --now ilgi-sync.timer"
        case .serveServiceInstalled(let folder):
            return
                "ilgi serve runs as the systemd user service ilgi-serve.service (in \(folder)), restarted if it stops; its output: journalctl --user -u ilgi-serve. To run it while you are logged out: loginctl enable-linger $USER. To stop it: systemctl --user disable --now ilgi-serve.service"
        case .serveNoSystemd:
            return
                "No systemd user session here: run the command above at boot from your init system (an @reboot crontab line, a runit or OpenRC service), restarted if it stops."
        case .everyNeedsInstall:
            return "--every goes with --install"
        case .badEvery(let text):
            return "'\(text)' is not a time between 1m and 1d, such as 15m or 1h"
        case .nudgeCronInstructions:
            return "No systemd user session here: add the line above to your crontab (crontab -e)."
        case .promptIsTheTitle:
            return "--prompt makes today's prompt the title; give the text with -m instead of a title"
        case .noSuchTemplate(let name, let known):
            return known.isEmpty
                ? "there is no template called '\(name)'; 'ilgi templates --help' says how to make one"
                : "there is no template called '\(name)'; there are: \(known.joined(separator: ", "))"
        case .configuredTemplateMissing(let key, let name):
            return "\(key) names the template '\(name)', which is not there; starting without it"
        case .entryUnreadable(let path, let reason):
            return "cannot read \(path) (\(reason)); that entry is left out until it can be read"
        case .moreEntriesUnreadable:
            return "more entry files cannot be read; they are left out too (`ls -l` shows their owners and modes)"
        case .unknownPlaceholder(let name, let template):
            return "the template '\(template)' uses {{\(name)}}, which ilgi does not fill; it is left as written"
        case .templateWeatherUnavailable(let reason):
            return "{{weather}} is left empty: \(reason.text(in: .english))"
        case .noTemplatesYet:
            return "No templates yet. 'ilgi templates add NAME FILE' adds one to the journal."
        case .templateFromJournal:
            return "journal"
        case .templateFromPerson:
            return "yours"
        case .templateUsedOn(let days):
            return "(used on: \(days.joined(separator: ", ")))"
        case .templateAdded(let name):
            return "Added the template '\(name)'."
        case .templateReplaced(let name):
            return "Replaced the template '\(name)'."
        case .templateUnchanged(let name):
            return "The template '\(name)' already says that."
        case .templateRemoved(let name):
            return "Removed the template '\(name)'."
        case .templateIsPersonal(let name, let path):
            return "'\(name)' is your own template, not the journal's; remove \(path) to remove it"
        case .invalidTemplateName:
            return "a template's name is letters, digits, '-', '_' or '.' (not first), such as daily"
        case .templateIsEmpty:
            return "the template is empty; nothing was added"
        case .entryLeftAsTemplate:
            return "The entry was left as the template made it, so nothing was saved."
        case .templateWithPrompt:
            return "--template and --prompt do not go together; put {{prompt}} in the template"
        case .jrnlTemplateUnreadable(let path):
            return "jrnl's template \(path) could not be read, so it was not brought across"
        case .jrnlTemplateAdopted(let name, let madeDefault):
            return madeDefault
                ? "Brought jrnl's template across as '\(name)'; new entries start from it (template.default)."
                : "Brought jrnl's template across as '\(name)' ('ilgi new --template \(name)')."
        case .noFieldsYet:
            return "No fields yet. 'ilgi fields add mood --scale 1-5' adds one."
        case .invalidFieldName(let name):
            return
                "'\(name)' cannot name a field: use an ASCII letter, then letters, digits or '-', and not one of ilgi's own keys (created, weather, location, starred, source)"
        case .fieldNeedsOneKind:
            return "give the field one kind: --scale 1-5, --choice low,ok,high or --text"
        case .badFieldScale(let text):
            return "'\(text)' is not a scale: write two whole numbers from 0 to 1000, the lower first, such as 1-5"
        case .badFieldChoice(let text):
            return
                "'\(text)' is not a choice: write two or more different words separated by commas, such as low,ok,high"
        case .fieldAdded(let name, let values):
            return "Added the field '\(name)': \(values.text(in: .english))."
        case .fieldChanged(let name, let values):
            return "Changed the field '\(name)': \(values.text(in: .english))."
        case .fieldRemoved(let name):
            return "Removed the field '\(name)'; entries keep the values they hold."
        case .fieldLineKeptAsText(let line):
            return "'\(line)' is not a value the field takes, so the last paragraph stays in the text"
        case .badLocation:
            return "--location takes one line naming a place, such as 'Haeundae, Busan'"
        case .journalAndName:
            return "Use --journal PATH or -j NAME, not both."
        case .journalNotCreated:
            return "not created yet"
        case .journalPlain:
            return "plain"
        case .journalEncrypted:
            return "encrypted"
        case .journalLocked:
            return "encrypted, locked"
        case .journalNoRemote:
            return "no remote"
        case .journalAdded(let name, let path):
            return "Added the journal '\(name)' (\(path)). 'ilgi -j \(name)' uses it."
        case .journalIsDefault(let name):
            return "'\(name)' is now the journal commands use when none is named."
        case .journalForgotten(let name, let path):
            return "Forgot the journal '\(name)'; its folder is still at \(path)."
        case .journalEnvironmentWins(let path):
            return "ILGI_JOURNAL is set, so commands without -j use \(path)."
        case .attachNeedsFiles:
            return "give the files to attach, or --remove NAME"
        case .attachRemoveWithFiles:
            return "--remove takes no files; attach and remove in two commands"
        case .attached(let names, let id):
            let list = names.joined(separator: ", ")
            return "Attached \(list) to \(id)."
        case .alreadyAttached(let name, let id):
            return "\(id) already has \(name); kept once."
        case .detached(let name, let id):
            return "Removed \(name) from \(id)."
        case .attachmentsHeading(let count):
            return EnglishPlural.count(count, "attachment", "attachments")
        case .attachmentMissing:
            return "missing"
        case .attachmentNotLinked:
            return "not linked"
        case .bookNeedsChromium:
            return
                "printing the book as a PDF needs Chromium, which is not installed: sudo apt install chromium (or write -o book.html and print it from a browser)"
        case .bookPrintFailed(let program, let reason):
            return "\(program) could not print the book: \(reason)"
        case .bookNeedsFile:
            return "the book is written to a file: give -o book.html or -o book.pdf"
        case .bookWritten(let entries, let photos, let path, let numbered):
            let english =
                "Wrote a book of \(EnglishPlural.count(entries, "entry", "entries")) and \(EnglishPlural.count(photos, "photo", "photos")) to \(path)."
            guard !numbered else { return english }
            return english + " Install Chromium for page numbers in its contents."
        case .linkedFromHeading(let count):
            return "Linked from (\(count))"
        case .linksHeading(let count):
            return "Links (\(count))"
        case .linkBroken:
            return "no such entry"
        case .linkAmbiguous(let count):
            return "ambiguous: \(count) entries"
        case .linkDay(let count):
            return EnglishPlural.count(count, "entry", "entries")
        case .noLinkProblems(let links):
            return "Every link resolves (\(EnglishPlural.count(links, "link", "links")))."
        case .linkProblemsHeading(let count):
            return EnglishPlural.count(count, "link does not resolve", "links do not resolve") + ":"
        case .tagRenamed(let old, let new, let entries):
            return "Renamed @\(old) to @\(new) in \(EnglishPlural.count(entries, "entry", "entries"))."
        case .noEntryTagged(let tag):
            return "No entry has @\(tag)."
        case .deleteLinkedEntry(let title, let linkingEntries):
            return
                "\(EnglishPlural.count(linkingEntries, "entry links", "entries link")) to \"\(title)\": their links will be broken until it is restored. Delete it? [y/N]"
        }
    }
}
