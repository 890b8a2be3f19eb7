import Foundation
import IlgiEntry
import IlgiStore

/// English: every key of `CoreText`, which the compiler holds this table to.
extension CoreText {
    public var english: String {
        switch self {
        case .errorLabel:
            return "error"
        case .warningLabel:
            return "warning"
        case .saved(let short, let title):
            return "Saved \(short): \(title)"
        case .deleted(let short, let title):
            return "Deleted \(short): \(title). To bring it back: ilgi restore \(short)"
        case .writingPrompt(let number):
            return Self.englishWritingPrompts[number]
        case .joined(let first, let second):
            return first.text(in: .english) + "; " + second.text(in: .english)
        case .attachNoSuchFile(let path):
            return "no such file: \(path)"
        case .attachNotAFile(let path):
            return "\(path) is not a file; attach files one by one (a folder's: ilgi attach ID folder/*)"
        case .attachTooLarge(let name, let size, let limit):
            return
                "\(name) is \(size), over the \(limit) limit: git keeps every version of every file for good and every clone copies them all; attach it anyway with --force, or keep it outside the journal and link to it"
        case .attachmentNotFound(let name, let id, let names):
            let list = names.joined(separator: ", ")
            return names.isEmpty
                ? "entry \(id) has no attachments"
                : "entry \(id) has no attachment '\(name)'; it has: \(list)"
        case .attachmentAmbiguous(let name, let stored):
            let list = stored.joined(separator: ", ")
            return "more than one attachment is called '\(name)'; give the file's own name: \(list)"
        case .doctorUnlinkedAssets(let count):
            return
                "\(count) photo(s) or attachment(s) are linked from no entry (their entry was deleted outside ilgi, or their link was edited away); 'ilgi doctor --fix' removes them (history keeps them)"
        case .importFailed(let place, let reason):
            return "\(place): \(reason.text(in: .english)); nothing was imported"
        case .importUnsafeAsset(let name):
            return "'\(name)' is not a regular file (a link or a folder); ilgi copies only files"
        case .doctorUncommitted(let count):
            return
                "\(count) file(s) differ from the last commit; keep them with 'ilgi git add -A' and 'ilgi git commit', or see them with 'ilgi git status'"
        case .doctorIndexDamaged(let reason):
            return
                "git's index (.git/index) is damaged: \(reason). It is only a cache of the last commit: 'ilgi doctor --fix' makes it again, and no entry is lost"
        case .doctorUnreadable(let count):
            return "\(count) entry file(s) cannot be read; check their permissions"
        case .doctorStatusFailed(let reason):
            return "git could not compare the files with the last commit (\(reason)); uncommitted changes are not known"
        case .doctorOversized(let count):
            return
                "\(count) entry file(s) are larger than 8 MiB: they are listed and searched by their first 8 MiB, and read whole only by show, edit and export"
        case .doctorKeptApart(let count):
            return
                "\(count) entry file(s) a remote sent as plain text were kept apart (anyone who can push could have written them); if you wrote one, take it with the command beside it, which stores it encrypted"
        case .doctorOpenFolders:
            return
                "the journal's folder can be read by other users of this machine; 'ilgi doctor --fix' makes it yours alone (chmod go-rwx)"
        case .doctorNotUTF8(let count):
            return "\(count) entry file(s) are not UTF-8; open each in an editor and save it as UTF-8"
        case .doctorMissingCreated(let count):
            return
                "\(count) entry(ies) have no readable 'Created:' trailer and are dated by file time; 'ilgi doctor --fix' adds one from history"
        case .doctorEmpty(let count):
            return "\(count) entry(ies) have no title and no text; remove them with 'ilgi delete ID'"
        case .doctorConflicts(let count):
            return
                "\(count) conflict copy(ies) from a sync wait for you: merge them into the original by hand, then delete the copy"
        case .doctorStray(let count):
            return
                "\(count) file(s) look like entries but are not named <lowercase-uuid>.txt, so ilgi ignores them; rename them to list them"
        case .doctorNoIdentity(let fallback):
            return
                "git has no user.name/user.email, so commits are signed \(fallback); set them with 'git config --global user.name \"Your Name\"' and user.email"
        case .doctorMissingAssets(let count):
            return
                "\(count) photo(s) or attachment(s) linked from entries are missing; bring them back with 'ilgi restore' or 'git checkout -- PATH', or copy them in again"
        case .draftNotFound(let query):
            return "no draft named '\(query)'; 'ilgi drafts' lists them"
        case .draftAmbiguous(let query, let names):
            let list = names.joined(separator: ", ")
            return "'\(query)' names several drafts (\(list)); give more of the name"
        case .draftEntryGone(let entry, let draft):
            return
                "the entry \(entry) of draft \(draft) is no longer in the journal; bring it back with 'ilgi restore \(entry)' first, then restore the draft"
        case .draftEntryChanged(let entry, let draft, let path):
            return
                "\(entry) was saved again since draft \(draft) was made, so nothing was overwritten and the draft is kept in \(path); compare them ('ilgi show \(entry)'), then 'ilgi drafts restore \(draft) --force' saves the draft over it (the other version stays in the history)"
        case .draftStartUnknown(let entry, let draft, let path):
            return
                "draft \(draft) was left by an older ilgi, which did not record the version of \(entry) it started from, so nothing was overwritten and the draft is kept in \(path); compare them ('ilgi show \(entry)'), then 'ilgi drafts restore \(draft) --force' saves it"
        case .doctorSplitTrailers(let count):
            return
                "\(count) entry(ies) have their trailers (Created, Weather…) in the body and a second 'Created:' block, left by an edit in an older ilgi; 'ilgi doctor --fix' puts them back, keeping every line you wrote"
        case .doctorUnsavedDrafts(let count):
            return
                "\(count) unsaved draft(s); 'ilgi drafts' lists them, 'ilgi drafts restore NAME' saves one, 'ilgi drafts discard NAME' throws one away"
        case .notATag(let name):
            return "'\(name)' is not a tag: letters and digits (with - _ + # / inside), without spaces"
        case .doctorBrokenLinks(let count):
            return
                "\(EnglishPlural.count(count, "entry has", "entries have")) a [[link]] that names no entry; 'ilgi links' lists them"
        case .doctorAmbiguousLinks(let count):
            return
                "\(EnglishPlural.count(count, "entry has", "entries have")) a [[link]] by a title that several entries share; 'ilgi links' lists them (link by id: [[id|title]])"
        case .doctorSymbolicLinks(let count):
            return
                "\(count) symbolic link(s) where entries or their folders belong; ilgi never follows them (nor lists, shows, fixes or commits what they point to): remove each with 'ilgi git rm PATH' (or rm, if it was never committed)"
        case .unknownEntry(let query):
            return "no entry, present or deleted, has the id '\(query)'; see ids with 'ilgi list' and 'ilgi deleted'"
        case .unknownRevision(let revision):
            return
                "'\(revision)' names no commit of the journal; use a commit id from 'ilgi log', HEAD~N or a date (YYYY-MM-DD)"
        case .ambiguousRevision(let revision):
            return "'\(revision)' matches more than one commit; give more characters of the commit id"
        case .noCommitBefore(let date):
            return "the journal has no commit on or before \(date); its history starts later (see 'ilgi log')"
        case .noHistoryError:
            return "the journal has no history yet; write an entry with 'ilgi new' first"
        case .notInRevision(let id, let revision, let commit):
            let at = revision.hasPrefix(commit) ? commit : "\(revision) (\(commit))"
            return "entry \(id) is not in the journal at \(at); see the commits that have it with 'ilgi log \(id)'"
        case .notDeleted(let id):
            return "entry \(id) is not deleted; to roll it back, name a version with --at (see 'ilgi log \(id)')"
        case .uncommittedChanges(let id, let path):
            return
                "entry \(id) has changes that are not committed (\(path)); commit them first ('ilgi git commit -a') so restoring does not lose them"
        case .emptyVersion(let id, let commit):
            return "the version of \(id) in \(commit) has no title and no text; nothing was restored"
        case .gitNotFound:
            return "git was not found on PATH; install git to use 'ilgi git'"
        case .gitDidNotStart(let reason):
            return "could not run git (\(reason))"
        case .restored(let short, let title):
            return "Restored \(short): \(title)"
        case .deletedMark:
            return "(deleted)"
        case .action(let action):
            return switch action {
            case .add: "Add"
            case .edit: "Edit"
            case .delete: "Delete"
            case .restore: "Restore"
            case .merge: "Merge"
            case .import: "Import"
            }
        case .hookWarning(let warning):
            let name = warning.hook
            let what =
                switch warning.problem {
                case .exited(let status):
                    "hook \(name) failed (exit status \(status))"
                case .signaled(let signal):
                    "hook \(name) was killed by signal \(signal)"
                case .timedOut(let timeout):
                    "hook \(name) did not finish within \(Self.seconds(timeout)) s and was stopped (setting hooks.timeout)"
                case .couldNotStart(let reason):
                    "hook \(name) could not be started (\(reason))"
                case .notExecutable(let path):
                    "hook \(name) is not executable, so it did not run; to run it: chmod +x \(path)"
                case .deletedFile:
                    "hook \(name) deleted the entry's file"
                case .emptiedFile:
                    "hook \(name) emptied the entry's file"
                case .notUTF8:
                    "hook \(name) left the entry's file in something other than UTF-8"
                case .changedText:
                    "hook \(name) changed the entry's title or text (hooks may only add trailers)"
                case .replacedFile:
                    "hook \(name) put something other than a file in the entry's place"
                }
            if warning.textRestored {
                return what + "; " + "its changes were undone and the entry was saved as you wrote it"
            }
            if warning.event == .postCreate {
                return what + "; " + "the entry was saved"
            }
            return what
        case .unknownHookEvent(let name):
            return "'\(name)' is not a hook event; use post-create, post-save or post-sync"
        case .hookEventNeedsEntry(let event):
            return "\(event) hooks run for one entry; give its id: ilgi hooks run \(event) ID"
        case .unknownHookName(let name, let known):
            return "there is no hook called '\(name)' to install; ilgi ships: \(known.joined(separator: ", "))"
        case .hookSourceMissing(let name, let searched):
            return
                "cannot find the \(name) hook that comes with ilgi (looked in \(searched.joined(separator: ", "))); reinstall ilgi with 'make install'"
        case .hookInstallWouldOverwrite(let path):
            return
                "\(path) exists and differs from the hook that comes with ilgi; to replace it: ilgi hooks install --force"
        case .settingHooksTimeout:
            return "seconds a hook may run before it is stopped"
        case .settingWeatherLocation:
            return "where the weather is asked for: \"lat,lon\" or a city name"
        case .settingWeatherProvider:
            return "openweathermap or open-meteo (default: openweathermap with an API key, else open-meteo)"
        case .settingWeatherAPIKey:
            return "OpenWeatherMap API key (else $OPENWEATHER_API_KEY)"
        case .settingWeatherURL:
            return "another address for the weather service (tests, proxies)"
        case .expectedSeconds:
            return "a number of seconds above 0 and at most 600, like 5 or 2.5"
        case .expectedLocation:
            return "\"latitude,longitude\" (like \"37.57,126.98\") or a place name (like Seoul)"
        case .expectedProvider:
            return "openweathermap or open-meteo"
        case .expectedAPIKey:
            return "a key without spaces"
        case .expectedURL:
            return "an http:// or https:// address, like http://127.0.0.1:8080"
        case .unknownSetting(let key, let suggestion, let known):
            if let suggestion {
                return "'\(key)' is not a setting; did you mean '\(suggestion)'? (see: ilgi config --list)"
            }
            return "'\(key)' is not a setting; known settings: \(known.joined(separator: ", "))"
        case .invalidSetting(let key, let value, let expected):
            return "'\(value)' is not a valid value for \(key); use \(expected.text(in: .english))"
        case .weatherNoLocation:
            return
                "no weather location is set; set one with: ilgi config weather.location \"37.57,126.98\" (or a city name)"
        case .weatherNoAPIKey:
            return
                "OpenWeatherMap needs an API key; set one with 'ilgi config weather.apikey KEY' or OPENWEATHER_API_KEY, or use 'ilgi config weather.provider open-meteo', which needs none"
        case .weatherBadAPIKey(let provider, let message):
            let said = message.map { " (\($0))" } ?? ""
            return "\(provider) refused the API key\(said); check it with 'ilgi config weather.apikey'"
        case .weatherBadLocation(let location, let message):
            let said = message.map { " (\($0))" } ?? ""
            return
                "the weather service does not accept the location '\(location)'\(said); set another with: ilgi config weather.location \"37.57,126.98\""
        case .weatherPlaceNotFound(let name):
            return
                "no place called '\(name)' was found; try another spelling, or coordinates: ilgi config weather.location \"37.57,126.98\""
        case .weatherServerError(let provider, let status, let message):
            let said = message.map { ": \($0)" } ?? ""
            return "\(provider) answered with HTTP \(status)\(said); try again later"
        case .weatherInvalidResponse(let provider, let detail):
            return "\(provider) sent an answer ilgi cannot read (\(detail)); check weather.url and weather.provider"
        case .weatherTimedOut(let seconds):
            return "the weather service did not answer within \(seconds) s; check your network"
        case .weatherUnreachable(let host, let reason):
            return "could not reach \(host) (\(reason.text(in: .english))); check your network"
        case .connectionRefused:
            return "connection refused"
        case .hostNotFound:
            return "host not found"
        case .noNetwork:
            return "no network"
        case .secureConnectionFailed:
            return "secure connection failed"
        case .weatherBadURL(let url):
            return "'\(url)' is not a usable address; fix it with: ilgi config weather.url http://HOST:PORT"
        case .unknownJournal(let name, let known):
            return "There is no journal called '\(name)'. Known: \(known.joined(separator: ", ")). "
                + "'ilgi journals add \(name) PATH' names one."
        case .invalidJournalName(let name):
            return "'\(name)' cannot name a journal: use letters, digits, '-', '_' and '.' (not first), at most 64."
        case .journalNameTaken(let name, let root):
            return "'\(name)' already names the journal at \(root). 'ilgi journals remove \(name)' forgets it first."
        case .journalFolderTaken(let name, let root):
            return "\(root) is already the journal '\(name)'."
        case .cannotForgetStandardJournal(let root):
            return
                "'default' is the journal at \(root) unless another is added under that name; there is nothing to forget."
        case .journalListUnreadable(let path, let reason):
            return "Could not read the list of journals (\(path)): \(reason)"
        case .journalListUnwritable(let path, let reason):
            return "Could not change the list of journals (\(path)): \(reason)"
        case .historyProgress(let done, let total):
            return "Reading the journal's history \(done)/\(total)…"
        case .reviewBadYear:
            return "give a year such as 2025"
        case .reviewHeading(let year):
            return "\(year) in the journal"
        case .reviewEmpty(let year):
            return "No entries in \(year)."
        case .reviewEntries(let count):
            return EnglishPlural.count(count, "entry", "entries")
        case .reviewWords(let count):
            return EnglishPlural.count(count, "word", "words")
        case .reviewDays(let count):
            return EnglishPlural.count(count, "day written", "days written")
        case .reviewStreak(let days):
            return "longest streak \(days) days"
        case .reviewAverage(let value):
            return "average \(value)"
        case .reviewBusiestMonth:
            return "Busiest month"
        case .reviewWeather:
            return "Weather"
        case .reviewTopTags:
            return "Top tags"
        case .reviewByMonth:
            return "Entries by month"
        case .bookContents:
            return "Contents"
        case .bookTitle(let year):
            guard let year else { return "Journal" }
            return "Journal \(year)"
        case .urlEmpty:
            return "it is empty"
        case .urlHasLineBreak:
            return "it contains a line break"
        case .urlMalformed:
            return "it is not a well-formed URL"
        case .urlNeedsHost:
            return "it names no host"
        case .urlNeedsPath:
            return "it names no repository path on the server"
        case .urlBadPort:
            return "its port is not between 1 and 65535"
        case .urlEmptyUser:
            return "the user name before '@' is empty"
        case .urlFileNeedsAbsolutePath:
            return "a file:// URL needs an absolute path, such as file:///srv/journal.git"
        case .urlUnknownScheme(let scheme):
            return "ilgi does not know the scheme '\(scheme)://'"
        case .invalidRemoteURL(let url, let reason):
            return
                "'\(url)' is not a remote ilgi can use: \(reason.text(in: .english)); give a path, file:///path, git://host/path, ssh://user@host/path, user@host:path or https://host/path"
        case .invalidRemoteName(let name):
            return "'\(name)' cannot be a remote name; use letters, digits, '-', '_' or '.', such as origin or backup"
        case .remoteExists(let name, let url):
            return
                "a remote named '\(name)' already exists (\(url)); remove it first with 'ilgi remote remove \(name)', or pick another name"
        case .remoteNotFound(let name, let known):
            if known.isEmpty {
                return
                    "there is no remote named '\(name)'; the journal has no remotes yet (add one with 'ilgi remote add NAME URL')"
            }
            let list = known.joined(separator: ", ")
            return "there is no remote named '\(name)'; the remotes are: \(list)"
        case .localRemoteMissing(let path):
            return "there is no git repository at \(path); create one first with: git init --bare -b main \(path)"
        case .chooseRemote(let names):
            let list = names.joined(separator: ", ")
            return "the journal has several remotes (\(list)) and none is its upstream yet; say which: ilgi sync NAME"
        case .noRemote:
            return "the journal has no remote to sync with; add one with 'ilgi remote add origin URL'"
        case .detachedHead:
            return
                "the journal is not on a branch (detached HEAD), so there is nothing to sync; go back with 'ilgi git switch main'"
        case .sshUnsupported(let url):
            return
                "cannot reach \(url): the libgit2 ilgi runs on was built without ssh (libssh2) support; use an https:// URL or a path, or install a libgit2 built with ssh"
        case .unreachable(let remote, let url, let detail):
            return
                "could not reach \(remote) (\(url)): \(detail); \(Self.localCommitsSafe), so check the address or your network and run 'ilgi sync' again"
        case .remoteRepositoryMissing(let remote, let url, let detail):
            return
                "\(remote) (\(url)) has no git repository there: \(detail); check the URL with 'ilgi remote list' (\(Self.localCommitsSafe))"
        case .authenticationFailed(let remote, let url, let tried, let detail):
            let triedEnglish =
                tried.isEmpty ? "no credentials were available" : "tried " + tried.joined(separator: ", ")
            return
                "\(remote) (\(url)) did not accept ilgi's credentials (\(triedEnglish); \(detail)); for ssh, load your key into ssh-agent or set 'ilgi config sshkey PATH'; for https, set ILGI_GIT_TOKEN or a git credential helper (\(Self.localCommitsSafe))"
        case .unknownHost(let host, let port, let keyType, let fingerprint):
            let name = Self.hostAndPort(host, port)
            let command = Self.keyscan(host, port)
            return
                "the ssh host \(name) is not in ~/.ssh/known_hosts (its \(keyType) key is \(fingerprint)); if that fingerprint is the server's, trust it with: \(command)"
        case .hostKeyChanged(let host, let port, let file, let fingerprint):
            let name = Self.hostAndPort(host, port)
            return
                "the ssh host key of \(name) does not match the one in \(file) (it now shows \(fingerprint)); someone may be intercepting the connection, or the server was reinstalled: ask its owner, and only then remove the old key with 'ssh-keygen -R \"\(name)\"'"
        case .pushRejected(let remote, let reference, let reason):
            return
                "\(remote) refused to update \(reference): \(reason); \(Self.localCommitsSafe) (ask the server's owner, or check its hooks and branch protection)"
        case .remoteKeepsMoving(let remote, let attempts):
            return
                "\(remote) changed again each time while syncing (\(attempts) tries); another machine is syncing right now, so run 'ilgi sync' again in a moment"
        case .remoteBusy(let remote, let file):
            return
                "another ilgi is pushing to \(remote) right now (it holds \(file)); run 'ilgi sync' again in a moment"
        case .remoteLocked(let remote, let file):
            return
                "\(remote) is locked by \(file): a push is running there now, or one on another machine stopped halfway. If no other machine is syncing with \(remote), remove that file and run 'ilgi sync' again"
        case .uncommittedChangesBeforeSync(let paths):
            let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
            return
                "the journal has changes that are not committed (\(shown)); commit them with 'ilgi git commit -am \"…\"' or undo them with 'ilgi git restore .', then sync"
        case .checkoutBlocked(let detail):
            return
                "could not bring the received files into the journal: a file not committed to git is in the way (\(detail)); move it aside and run 'ilgi sync' again"
        case .transferFailed(let remote, let pushing, let detail):
            return
                "could not \(pushing ? "push to" : "fetch from") \(remote): \(detail); \(Self.localCommitsSafe), so run 'ilgi sync' again once the problem is fixed"
        case .remoteChangesEncryption(let remote, let commit, let subject):
            let named = subject.isEmpty ? commit : "\(commit) (\"\(subject)\")"
            return
                "sync stopped: commit \(named) on \(remote) changes the encryption lines of .gitattributes, which would store entries as text; nothing was changed and the journal stays encrypted. Revert that commit on the remote, then sync again"
        case .massDeletion(let remote, let removed, let emptied, let total, let commit, let subject):
            let named = subject.isEmpty ? commit : "\(commit) (\"\(subject)\")"
            let what =
                switch (removed, emptied) {
                case (_, 0): "remove \(removed)"
                case (0, _): "empty \(emptied)"
                default: "remove \(removed) and empty \(emptied)"
                }
            let emptying = emptied == 0 ? "" : " (to empty one is to take out all or nearly all of its words)"
            return
                "sync stopped: \(remote) would \(what) of this journal's \(total) entries\(emptying), in commit \(named); nothing was changed. If that is what you meant, run 'ilgi sync --yes' (each one can be brought back with 'ilgi restore ID'); if not, revert that commit on the remote"
        case .remoteNeedsNewerFormat(let remote, let format, let needs):
            let need = StoreText.journalFormatNeeds(format, needs).text(in: .english)
            return "\(remote) holds a journal in \(need): nothing was taken; upgrade ilgi, then sync"
        case .tooLargeInFolder(let remote, let path, let size, let commit):
            let megabytes = size >> 20
            return
                "sync stopped: \(remote) holds \(path), \(megabytes) MiB (at commit \(commit)), and fetching from a folder reads each file whole; nothing was fetched or changed. Remove that file from the remote's history, or reach the remote over ssh, where it is fetched in pieces and left out"
        case .unreadableName(let remote, let commit):
            return
                "sync stopped: \(remote) holds a file whose name is not UTF-8 (at commit \(commit)); nothing was changed. Rename or remove it on the remote, then sync again"
        case .leftOutReason(let reason):
            return switch reason {
            case .symbolicLink: "a symbolic link"
            case .submodule: "a submodule"
            case .gitFolder: "inside a .git folder"
            case .plainText:
                "not encrypted with this journal's key"
            case .unverified:
                "ciphertext this journal's key does not verify"
            case .tooLarge:
                "larger than ilgi takes from a remote (16 MiB for an entry, 32 MiB for a file)"
            case .replay(let other):
                "the ciphertext of another entry (\(other)), copied here without the key"
            case .unusableName:
                "a name no file can have (.., ., an empty name, an absolute path)"
            }
        case .takeLeftOutEntry(let id, let commit):
            return "if you wrote it, take it (it is then stored encrypted): ilgi restore \(id) --at \(commit)"
        case .leftOut(let count, let remote):
            return
                "Left out \(EnglishPlural.count(count, "file", "files")) from \(remote) that ilgi never takes from a remote:"
        case .leftOutMore(let count):
            return
                "  and \(count) more; the commit that left them out names every one ('ilgi git show --stat HEAD' or 'ilgi log')"
        case .conflictCopyTitle(let title, let source, let date):
            return "\(title) (conflict from \(source), \(date))"
        case .settingSSHKey:
            return "the ssh private key 'ilgi sync' uses (instead of ~/.ssh/id_ed25519, id_ecdsa, id_rsa)"
        case .expectedKeyPath:
            return "the path of a private key file, such as ~/.ssh/journal_ed25519"
        case .settingSyncAuto:
            return "sync in the background after each save, when the journal has a remote (on or off)"
        case .settingSyncInterval:
            return "how often 'ilgi serve' syncs by itself, such as 5m or 1h (0 never)"
        case .expectedOnOff:
            return "on or off"
        case .expectedInterval:
            return "a time such as 90s, 15m or 1h (at most a day), or 0"
        case .notSentUnreachable(let count, let remote, let since):
            return
                "\(EnglishPlural.count(count, "save", "saves")) not sent yet: \(remote) unreachable since \(since); ilgi tries again later ('ilgi status')"
        case .notSentFailed(let count, let remote, let error):
            return
                "\(EnglishPlural.count(count, "save", "saves")) not sent yet: the last sync with \(remote) failed: \(error.text(in: .english))"
        case .backgroundSyncFailed(let remote, let error):
            return "a sync in the background with \(remote) failed: \(error.text(in: .english))"
        case .conflictsKeptInBackground(let paths):
            let list = paths.joined(separator: ", ")
            return
                "a sync in the background kept both versions of \(paths.count == 1 ? "an entry" : "\(paths.count) entries"), theirs as \(list); compare and keep what you want"
        case .leftOutInBackground(let paths):
            return
                "a sync in the background left out \(paths.count) file(s) from the remote: \(paths.joined(separator: ", ")) ('ilgi sync' says why)"
        case .weatherAddressNotFound(let address, let status, let message):
            let said = message.map { " (\($0))" } ?? ""
            return
                "the weather service has no page at \(address): HTTP \(status) Not Found\(said); the location is not the problem, the address is: check weather.url (set it again with 'ilgi config weather.url URL', or 'ilgi config --unset weather.url' for the provider's own) and weather.provider"
        case .settingDefaultTemplate:
            return "the template 'ilgi new' starts from when no weekday names one (see 'ilgi templates')"
        case .settingWeekdayTemplate(let day):
            let name = (Weekday.allCases.first { $0.key == day } ?? .monday).name
            return "the template 'ilgi new' starts from on a \(name.text(in: .english))"
        case .expectedTemplateName:
            return "a template's name: letters, digits, '-', '_' or '.', such as daily"
        case .fieldStatsNone(let name):
            return "No entry has a value of \(name) yet."
        case .fieldStatsSummary(let count, let average, let values):
            return
                "\(EnglishPlural.count(count, "entry", "entries")), average \(average) (\(values.text(in: .english)))"
        case .entryCount(let count):
            return "\(EnglishPlural.count(count, "entry", "entries"))"
        case .fieldStatsByMonth:
            return "By month"
        case .fieldStatsByWeekday:
            return "By weekday"
        case .fieldStatsTags:
            return "Tags on high and low days (average, entries)"
        case .fieldStatsWeather:
            return "By weather"
        case .fieldStatsWords(let high, let highCount, let low, let lowCount):
            return "Words written: \(high) on high days (\(highCount)), \(low) on low days (\(lowCount))"
        case .negativeLimit(let value):
            return "-n must be 0 or more, not \(value)"
        case .onWithRange:
            return "--on cannot be combined with --since or --until; use one or the other"
        case .unknownWeatherGroup(let text):
            return "'\(text)' is not a kind of weather; use clear, clouds, rain, storm, snow or mist"
        case .sinceAfterUntil(let since, let until):
            return "--since \(since) comes after --until \(until); swap them"
        case .badFieldCondition(let text):
            return "'\(text)' is not a field condition: write mood>=4, energy=low, place!=Busan or mood "
                + "(<, <=, >, >= compare numbers; created, weather, location and ilgi's other keys have options of their own)"
        case .unknownField(let name, let known):
            return known.isEmpty
                ? "the journal has no field '\(name)'; 'ilgi fields add \(name) --scale 1-5' declares one"
                : "the journal has no field '\(name)'; it has: \(known.joined(separator: ", "))"
        case .fieldSettingForm(let text):
            return "'\(text)' does not set a field: write NAME=VALUE, such as mood=4"
        case .badFieldValue(let value, let name, let values):
            return "'\(value)' is not a value of \(name): it takes \(values.text(in: .english))"
        }
    }

    /// ilgi's own writing prompts; `CoreText+Korean.swift` holds the same number (a test sees to it).
    static let englishWritingPrompts = [
        "What made you smile today?",
        "What did you notice today that you usually walk past?",
        "Who did you think about today, and why?",
        "What would you like to remember about this week?",
        "What tired you out today, and what gave you energy?",
        "Describe a sound, a smell or a taste from today.",
        "What did you learn today, however small?",
        "What are you looking forward to?",
        "What did you put off today? What would make it easier?",
        "Write about a conversation you had today.",
        "What is one thing you are grateful for right now?",
        "How did you take care of yourself today?",
        "What was the weather like, and how did it feel?",
        "What surprised you recently?",
        "What would you tell yourself from a year ago?",
        "Where did you go today? Describe one place.",
        "What is on your mind tonight?",
        "What did you read, watch or listen to lately that stayed with you?",
        "What went better than you expected?",
        "What would make tomorrow a good day?",
        "Write about something you made or fixed.",
        "What did you eat today, and with whom?",
        "What are you worried about, and what can you do about it?",
        "Describe this moment: where you are, what you hear.",
        "What habit are you building, and how is it going?",
        "Who helped you lately? Who did you help?",
        "What did you change your mind about?",
        "What small thing would you like to do again?",
        "Write a letter to someone you miss.",
        "What do you want to let go of?",
    ]

    /// What a failed sync leaves as it was, said in several of its messages.
    private static let localCommitsSafe = "your entries are safe in this journal"
}
