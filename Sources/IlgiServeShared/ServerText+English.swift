import Foundation
import IlgiCore
import IlgiEntry

/// English: every key of `ServerText`, which the compiler holds this table to.
extension ServerText {
    public var english: String {
        switch self {
        case .serveAbstract:
            return "Open the journal in a web browser, on this machine only."
        case .serveDiscussion:
            return """
                Starts a small web server on 127.0.0.1 and prints its address with a secret token: \
                only a browser given that address can read the journal. Every save in the page is one \
                commit, as from the command line; pages update when the journal changes underneath. \
                The name at the top is the journal the page is in; with several in 'ilgi journals', \
                it switches between them ('--journal PATH' shows that folder alone). Stop it with Ctrl-C.

                Assistants reach the first journal at /mcp (the Model Context Protocol over HTTP) \
                with a token from '--mcp-token', read-only unless it was made with '--allow-write'.
                """
        case .journalLabel:
            return "The journal this page is in"
        case .switchJournal:
            return "Switch to another journal"
        case .portOption:
            return "The port to listen on; 0 takes a free one and prints it."
        case .openFlag:
            return "Open the address in the web browser."
        case .listenOption:
            return
                "The address to listen on instead of 127.0.0.1 (0.0.0.0: every one); beyond this machine it is HTTPS only."
        case .listening:
            return "Open the address above in your browser. Press Ctrl-C to stop."
        case .listenWarning(let address):
            return
                "listening on \(address), not only this machine: anyone who can reach it and learns the token can read the journal"
        case .badListen(let address):
            return "--listen \(address) is not an IP address; give one such as 127.0.0.1 or 192.168.0.10"
        case .badPort:
            return "--port must be between 0 and 65535"
        case .couldNotOpenBrowser(let reason):
            return "could not open the browser (\(reason)); open the address yourself"
        case .couldNotListen(let address, let reason):
            return "could not listen on \(address): \(reason); try another --port"
        case .stopped:
            return "Stopped."
        case .appName:
            return "ilgi"
        case .newEntry:
            return "New entry"
        case .timeline:
            return "Timeline"
        case .search:
            return "Search"
        case .tags:
            return "Tags"
        case .calendar:
            return "Calendar"
        case .onThisDay:
            return "On this day"
        case .sync:
            return "Sync"
        case .syncing:
            return "Syncing…"
        case .installFlag:
            return
                "Run this server all the time: write and start a systemd user service with these options (port 8417 unless --port)."
        case .noEntriesYet:
            return "No entries yet. Write the first one."
        case .noEntriesMatch:
            return "No entries match."
        case .more:
            return "More"
        case .untitled:
            return "Untitled"
        case .unsavedDraft:
            return "You have text that was not saved yet."
        case .continueWriting:
            return "Continue writing"
        case .commandLineDraft(let names):
            let list = names.joined(separator: ", ")
            return
                "The command line kept unsaved text for this entry (\(list)): 'ilgi drafts' lists it, 'ilgi drafts restore \(names[0])' saves it."
        case .deletedNotice:
            return "The entry was deleted."
        case .undo:
            return "Undo"
        case .filtered(let what):
            return "Showing \(what)"
        case .showAll:
            return "Show all"
        case .starred:
            return "Starred"
        case .edit:
            return "Edit"
        case .delete:
            return "Delete"
        case .history:
            return "History"
        case .copyText:
            return "Copy as text"
        case .copyMarkdown:
            return "Copy as Markdown"
        case .linkedFrom:
            return "Linked from"
        case .brokenLink:
            return "No entry has this title or id"
        case .downloadHTML:
            return "Download HTML"
        case .copied:
            return "Copied"
        case .copyFailed:
            return "Could not copy"
        case .entryNotFound:
            return "There is no such entry."
        case .deletedEntry:
            return "This entry was deleted. Its last version is below; restore it to bring it back."
        case .restore:
            return "Restore"
        case .restoreThis:
            return "Restore this version"
        case .view:
            return "View"
        case .compareWithNow:
            return "Changes since"
        case .versionOf:
            return "Version from"
        case .compare:
            return "Compare versions"
        case .noChanges:
            return "No changes."
        case .backToEntry:
            return "Back to the entry"
        case .restored:
            return "Restored."
        case .unchangedRestore:
            return "The entry already reads like that version."
        case .shownInPart(let shown, let size):
            return
                "This entry's file is \(size) MiB; only its first \(shown) MiB are shown here. The rest is in the file:"
        case .actionName(let action):
            return switch action {
            case .add: "Written"
            case .edit: "Edited"
            case .delete: "Deleted"
            case .restore: "Restored"
            case .merge: "Merged"
            default: "Changed"
            }
        case .titlePlaceholder:
            return "Title"
        case .bodyPlaceholder:
            return "What happened today?"
        case .save:
            return "Save"
        case .cancel:
            return "Cancel"
        case .draftSaved:
            return "Draft kept"
        case .draftFailed:
            return "Could not keep the draft"
        case .draftRestored:
            return "Your unsaved text from before is back."
        case .emptyNotSaved:
            return "An empty entry is not saved: write a title or some text."
        case .changedWhileEditing:
            return
                "This entry was changed elsewhere (the command line or a sync) while you edited it, so it was not saved. Your text is kept below and as a draft. Compare with the newer version: bring what you want of it into your text, or replace it with yours (it stays in the history)."
        case .changedUnderneath:
            return "The journal changed elsewhere. Your text here is safe."
        case .seeNewerVersion:
            return "See the newer version"
        case .replaceNewerVersion:
            return "Replace the newer version with mine"
        case .editing:
            return "Edit entry"
        case .confirmDelete:
            return "Delete this entry?"
        case .confirmDeleteDetail:
            return "It stays in the journal's history; you can restore it afterwards."
        case .searchPlaceholder:
            return "Words to find"
        case .tag:
            return "Tag"
        case .since:
            return "From"
        case .until:
            return "Until"
        case .starredOnly:
            return "Starred only"
        case .find:
            return "Find"
        case .resultCount(let count):
            return EnglishPlural.count(count, "entry", "entries")
        case .noTags:
            return "No tags yet. Write @tag in an entry."
        case .nothingOnThisDay:
            return "Nothing written on this day in earlier years."
        case .calendarYear(let year):
            return String(year)
        case .daysWritten(let count):
            return EnglishPlural.count(count, "day", "days") + " written"
        case .yearsAgo(let years):
            return EnglishPlural.count(years, "year", "years") + " ago"
        case .syncDone:
            return "Synced."
        case .syncStopped:
            return "Sync stopped"
        case .syncTakeRemovals:
            return "Take it: remove those entries"
        case .received:
            return "Came in"
        case .sent:
            return "Went out"
        case .entriesAdded(let n):
            return "\(n) new"
        case .entriesChanged(let n):
            return "\(n) changed"
        case .entriesRemoved(let n):
            return "\(n) removed"
        case .commitsSent(let n):
            return EnglishPlural.count(n, "commit", "commits")
        case .nothingMoved:
            return "Nothing"
        case .conflicts(let n):
            return EnglishPlural.count(n, "conflict", "conflicts") + ": both versions were kept"
        case .refusedToken:
            return "This page needs the address ilgi serve printed (with its token). Open that address again."
        case .refusedHost:
            return "Refused: this request named another site as its host."
        case .refusedOrigin:
            return "Refused: this change came from another site."
        case .notFound:
            return "There is no such page."
        case .somethingWentWrong:
            return "Something went wrong"
        case .untouchedNotSaved:
            return "Left as the template made it: nothing saved. Write something first."
        case .todaysPrompt:
            return "Today's prompt"
        case .writeAboutThis:
            return "Write about this"
        case .templatesLabel:
            return "Templates"
        case .noTemplate:
            return "Blank"
        case .fieldsAndPlace:
            return "Fields and place"
        case .place:
            return "Place"
        case .badPlace:
            return "A place is one line."
        case .noSuchTemplate(let name):
            return "There is no template called '\(name)'."
        case .badFieldValue(let field, let value, let expected):
            return "\(field) does not take '\(value)': it takes \(expected.text(in: .english))."
        case .fieldsPage:
            return "Fields"
        case .noFieldsDeclared:
            return "This journal tracks no fields yet. 'ilgi fields add mood --scale 1-5' adds one."
        case .photos:
            return "Photos"
        case .review:
            return "Year"
        case .photosOfTheDay:
            return "This day's photos"
        case .allPhotos:
            return "All days with photos"
        case .noPhotos:
            return "No photos yet. Add some to an entry with 'Add photos', or 'ilgi attach ID photo.jpg'."
        case .addPhotos:
            return "Add photos"
        case .takePhoto:
            return "Take a photo"
        case .emptyUpload:
            return "The file sent was empty."
        case .uploading:
            return "Adding photos…"
        case .uploadFailed:
            return "A photo could not be added; try again."
        case .offlineKept:
            return "No connection: the text is kept on this page and saved when the connection is back."
        case .restoredHere:
            return "Brought back what was typed here and not saved yet."
        case .photosWaitForSave:
            return "Added when you save:"
        case .pairHeading:
            return "Pair this device"
        case .pairExplain:
            return "Pairing lets this browser open the diary from now on, without a new address each time."
        case .pairCheckFingerprint:
            return "First check that this fingerprint is the one the terminal printed:"
        case .pairButton:
            return "Pair"
        case .pairRefused:
            return "This pairing code is used or expired. Run 'ilgi serve --pair' again for a new one."
        case .pairTooManyTries:
            return "Too many tries; wait a minute."
        case .notPairing:
            return "This server pairs no devices; start it with 'ilgi serve --pair'."
        case .noSuchDevice(let id, let known):
            return known.isEmpty
                ? "no devices are paired" : "no paired device '\(id)'; paired: \(known.joined(separator: ", "))"
        case .ambiguousDevice(let id):
            return "more than one device starts with '\(id)'; give more of its id"
        case .badCertificate(let path, let reason):
            return "cannot use the certificate \(path) and its key: \(reason)"
        case .certOption:
            return "Serve HTTPS with this certificate (PEM), such as 'tailscale cert' makes; with --key."
        case .keyOption:
            return "The private key (PEM) of --cert."
        case .certWithKey:
            return "--cert and --key go together"
        case .pairFlag:
            return
                "Print a QR code that pairs a phone: the code works once, for 5 minutes; the phone then gets in without the token."
        case .devicesFlag:
            return "List the paired devices and the assistants' tokens (no server is started)."
        case .revokeOption:
            return "Take back a paired device or an assistant's token by its id (see --devices)."
        case .fingerprint(let value):
            return "HTTPS certificate SHA-256 fingerprint (check it on the phone): \(value)"
        case .noQRCode:
            return "(install qrencode for a QR code here: sudo apt install qrencode)"
        case .pairingAddress(let address, let code):
            return "Pair a phone: open \(address) (code \(code), once, within 5 minutes)"
        case .revoked(let id, let name):
            return "Revoked \(id) (\(name)): it is refused from its next request on."
        case .idleTimeoutOption:
            return "Close a connection after this many seconds without a whole request or an answer (default 30)."
        case .badIdleTimeout:
            return "--idle-timeout takes a number of seconds from 1 to 3600"
        case .deviceExpires(let date):
            return "until \(date)"
        case .noDevices:
            return "No paired devices. 'ilgi serve --pair' pairs one."
        case .mcpTokenFlag:
            return
                "Make a token for an assistant to reach /mcp with (read-only unless --allow-write), print it once, and exit."
        case .allowWriteFlag:
            return "With --mcp-token: the assistant may also create entries and append to them."
        case .tokenNameOption:
            return "With --mcp-token: a name to tell the token by in --devices (default: assistant)."
        case .allowWriteWithoutToken:
            return "--allow-write and --name go with --mcp-token."
        case .mcpTokenMade(let id, let writes):
            return "Made token \(id) for /mcp, "
                + (writes ? "reading and writing" : "read-only")
                + ". It is shown only now; 'ilgi serve --revoke \(id)' takes it back."
        case .mcpTokenUse(let token):
            return "The assistant sends it as the header: Authorization: Bearer \(token)"
        case .assistantReading:
            return "assistant, read-only"
        case .assistantWriting:
            return "assistant, may write"
        case .assistantTokenNeeded:
            return
                "/mcp is for assistants: send a token as 'Authorization: Bearer TOKEN'. 'ilgi serve --mcp-token' makes one."
        case .assistantProgramMissing:
            return "The assistants' server (ilgi-helper) is missing from ilgi's installation: reinstall ilgi."
        case .assistantMessageTooLarge:
            return "The message is too large for /mcp (at most 8 MB)."
        case .assistantNoSuchSession:
            return "There is no such session (it ended, or the server restarted): initialize again."
        case .assistantNotJSON:
            return "The message is not JSON."
        case .assistantNoBatches:
            return "Send one JSON-RPC message a request: /mcp answers no batches."
        case .assistantStartWithInitialize:
            return "The request names no session (Mcp-Session-Id): start with initialize."
        case .assistantSessionsFull:
            return "Every assistant session is busy: try again in a moment."
        case .assistantServerEnded:
            return "The assistants' server ended before it answered: initialize again."
        }
    }
}
