import Foundation
import IlgiCore
import IlgiTransfer

/// English: every key of `Help`, which the compiler holds this table to.
extension Help {
    public var english: String {
        switch self {
        case .abstract:
            return "A plain-text journal that lives in a git repository."
        case .discussion:
            return """
                Every entry is a text file; every save is a git commit. With no command, ilgi lists \
                your entries. The journal lives in $XDG_DATA_HOME/ilgi (~/.local/share/ilgi) unless \
                --journal or ILGI_JOURNAL names another folder.

                Messages are in Korean when ILGI_LANG, else the first of LC_ALL, LC_MESSAGES and \
                LANG that is set, names Korean (ko_KR.UTF-8); in English otherwise. Long output goes \
                through $PAGER (less) on a terminal; ILGI_PAGER overrides it, and cat turns it off.

                Words that are not a command are refused (exit 2) with the nearest command \
                (ilgi serach → search) or, for text such as ilgi Today was good, the ilgi new line \
                that saves it: a mistyped command never becomes an entry.

                Exit codes: 0 success, 1 failure, 2 usage error or bad input.
                """
        case .journalOption:
            return
                "The journal folder (default: $ILGI_JOURNAL, else 'ilgi journals default', else $XDG_DATA_HOME/ilgi)."
        case .journalNameOption:
            return "The journal called this in 'ilgi journals'."
        case .colorOption:
            return "Colour output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never."
        case .list:
            return "List entries, newest first: id, date, weather, title and a preview."
        case .limitOption:
            return "Show at most this many entries."
        case .sinceOption:
            return "Only entries written on or after this date (YYYY-MM-DD, today, yesterday)."
        case .untilOption:
            return "Only entries written on or before this date."
        case .onOption:
            return "Only entries written on this day."
        case .tagOption:
            return "Only entries with this @tag (repeat to require several)."
        case .starredOption:
            return "Only starred entries."
        case .jsonFlag:
            return "Print JSON instead of a table (fields: id, title, body, created, weather, tags, starred, path)."
        case .new:
            return "Write a new entry: in your editor, from the arguments, or from standard input. Prints the new id."
        case .newDiscussion:
            return """
                With a title or -m, the entry is saved at once. With text piped in, the first line is \
                the title. Otherwise $VISUAL or $EDITOR opens on an empty page (ILGI_EDITOR overrides \
                both); save and quit to keep the entry. An empty page saves nothing.
                """
        case .titleArgument:
            return "The title (words are joined with spaces)."
        case .messageOption:
            return "The body text."
        case .dateOption:
            return "Backdate the entry (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday)."
        case .edit:
            return "Edit an entry in your editor (the latest when no id is given). Saves only if it changed."
        case .idArgument:
            return "The entry's id, or a unique prefix of at least 4 characters."
        case .show:
            return "Show one entry."
        case .rawFlag:
            return "Print the file exactly as stored."
        case .delete:
            return "Delete an entry, after asking. The delete is a commit, so it can be undone."
        case .yesFlag:
            return "Do not ask for confirmation."
        case .crypt:
            return "Encrypt the journal so that its remotes see only ciphertext (git-crypt's format)."
        case .cryptDiscussion:
            return """
                With encryption on, every entry and photo is stored in git encrypted, and commit \
                messages carry no titles. This machine still sees plain text: list, search and the \
                browser are as fast as before. git-crypt itself can unlock the journal, and ilgi \
                reads a repository git-crypt encrypted. A remote still sees the months (folders), \
                the sizes and times of files, who committed, and which files are equal. Losing \
                every copy of the key loses the journal: keep one with 'ilgi crypt export-key'.
                """
        case .cryptInit:
            return "Turn encryption on: make a key, and store every entry and photo encrypted from now on."
        case .cryptInitDiscussion:
            return """
                The journal's earlier commits are not changed: their text and titles stay readable \
                wherever they were pushed. --key uses another journal's key instead of a new one, \
                such as the key of the encrypted remote this journal is about to sync with.

                --rewrite-history makes every commit again as an encrypted journal would have: its \
                entries and photos stored encrypted, its message without a title, its author and \
                date as they were. The plain history stays on this machine under \
                refs/ilgi/plain-history/. Then, once you say yes (or with --yes), the remote's \
                history is replaced by the new one: a forced push, the only one ilgi makes. Every \
                other clone must then be cloned again. Until the push, ilgi sync refuses to merge \
                the plain history back; run the same command again to push. On an encrypted \
                journal it rewrites what is still plain.
                """
        case .cryptRewriteHistoryFlag:
            return
                "Make every earlier commit again, encrypted and without titles, and replace the remote's history (asks first)."
        case .cryptYesFlag:
            return "With --rewrite-history: replace the remote's history without asking."
        case .cryptKeyOption:
            return "A git-crypt key file to encrypt with instead of a new key."
        case .cryptStatus:
            return "Say whether the journal is encrypted, locked or unlocked, and name any file a remote can read."
        case .cryptUnlock:
            return
                "Unlock an encrypted journal on this machine with its key (a git-crypt key file, or - for standard input)."
        case .cryptKeyFileArgument:
            return
                "The key file (from 'ilgi crypt export-key' or 'git-crypt export-key'); - reads it from standard input."
        case .cryptLock:
            return "Lock the journal on this machine: remove the key and leave only ciphertext."
        case .cryptExportKey:
            return
                "Write a copy of the key to a new file (- for standard output), to back it up or unlock another clone."
        case .cryptExportFileArgument:
            return "The new file; it is made readable by you only."
        case .cryptClean:
            return "git's clean filter for encrypted files (git runs it)."
        case .cryptSmudge:
            return "git's smudge filter for encrypted files (git runs it)."
        case .cryptDiff:
            return "git's textconv for encrypted files (git runs it)."
        case .cryptDiffFileArgument:
            return "The file git passes."
        case .cryptAddGPGUser:
            return
                "Let a GPG key unlock the journal: the key, wrapped for it, committed where git-crypt keeps its GPG users."
        case .cryptGPGUserArgument:
            return "The GPG key's fingerprint (40 hexadecimal digits), or another name gpg knows it by with --trusted."
        case .cryptTrustedFlag:
            return "Take a key named other than by its whole fingerprint: you have checked that it is theirs."
        case .cryptUnlockDiscussion:
            return """
                Without a key file, the copy of the key wrapped for a GPG secret key on this machine \
                ('ilgi crypt add-gpg-user', or git-crypt's) is used; gpg may ask for its passphrase.
                """
        case .cryptIdentityOption:
            return "An age identity file: unlock with the copy of the key wrapped for it ('ilgi crypt add-recipient')."
        case .cryptAddRecipient:
            return "Let an age identity unlock the journal: the key, wrapped for its recipient, is committed."
        case .cryptAddRecipientDiscussion:
            return """
                The copy is .git-crypt/keys/default/0/RECIPIENT.age, made by the age command line, so \
                'age -d -i IDENTITY FILE | git-crypt unlock -' opens the journal without ilgi.
                """
        case .cryptRecipientArgument:
            return "The age recipient (age1…), which 'age-keygen -y IDENTITY' prints."
        case .passphraseFileOption:
            return "Read the passphrase from the first line of this file (- for standard input) instead of asking."
        case .cryptAddPassphrase:
            return "Let a passphrase unlock the journal: the key, sealed with it, is committed."
        case .cryptAddPassphraseDiscussion:
            return """
                The key is sealed with scrypt (2^16 rounds) and AES-256-GCM in \
                .git-crypt/keys/default/0/passphrase.scrypt. Anyone who can read the remote can try \
                passphrases against it, so choose a long one.
                """
        case .notTagOption:
            return "Leave out entries with this @tag (repeatable)."
        case .weatherOption:
            return "Only entries with this weather: clear, clouds, rain, storm, snow or mist (repeat for either)."
        case .datePhrases:
            return """
                Dates: 2026-03-05, '2026-03-05 15:45', 2026-03 (a month), 2025 (a year), today, yesterday, \
                '3 days ago', 'last week', 'this week', 'last month', 'last year', monday (the last one). \
                A phrase is a span: --on takes all of it, --since its first day, --until its last.
                """
        case .regexOption:
            return
                "A regular expression that must match (ICU syntax, case ignored); also written /regex/ among the words."
        case .wholeWordFlag:
            return "Match words and phrases only as whole words (walk does not find walked)."
        case .anyFlag:
            return "Find entries with any of the words rather than all of them."
        case .notOption:
            return "Leave out entries containing this word or phrase (repeatable)."
        case .countFlag:
            return "Print only the number of matching entries."
        case .jsonLinesFlag:
            return "Print one JSON object a line (the fields of --json)."
        case .star:
            return "Star an entry (Starred: yes), in one commit."
        case .unstar:
            return "Take the star off an entry."
        case .tags:
            return "List the @tags with how many entries carry each, most used first."
        case .tagsJSONFlag:
            return "Print JSON: [{\"tag\": …, \"count\": …}], most used first."
        case .prompt:
            return "Show today's writing prompt (the same all day; none again until all have come)."
        case .promptDiscussion:
            return """
                ilgi's own prompts, in English and Korean, then the journal's: one a line in \
                .ilgi/prompts.txt (synced with the journal; # starts a comment). 'ilgi new --prompt' \
                starts an entry with today's.
                """
        case .newPromptFlag:
            return "Start the entry with today's writing prompt as its title (see 'ilgi prompt')."
        case .nudge:
            return "Remind you to write: one line, only on a day with nothing written yet, once a day."
        case .nudgeDiscussion:
            return """
                Prints one short line (with your streak of days) when nothing was written today and it \
                has not spoken yet today; otherwise nothing, quickly: put it in a shell prompt or \
                .bashrc. --install sets up a systemd user timer that shows the reminder as a desktop \
                notification at --at (20:00 unless given), or prints the crontab line where there is no \
                systemd.
                """
        case .nudgeNotifyFlag:
            return "Show the reminder as a desktop notification (notify-send) instead of printing it."
        case .nudgeInstallFlag:
            return "Set up a daily reminder: a systemd user timer, or the crontab line without systemd."
        case .nudgeAtOption:
            return "With --install: the time of day of the reminder (default 20:00)."
        case .random:
            return "Show one entry picked at random (the filters of list narrow the choice)."
        case .onThisDay:
            return "Entries written on this month and day in earlier years, grouped by year."
        case .onThisDayDiscussion:
            return
                "Also called today-in-history. On 28 February of a year without a 29th, 29 February entries are shown too. Exits 1 when there are none."
        case .onThisDayDateOption:
            return "Another day than today (any date ilgi reads: 2026-03-05, yesterday, 월요일)."
        case .calendar:
            return
                "A month (or year) calendar: days with entries, their weather, today, streaks, entries and words per month."
        case .calendarDiscussion:
            return """
                Weeks start on Monday. A day with entries shows its number in bold and the weather of its \
                first entry (• when none was recorded); today is marked with > (and inverted in colour). \
                The current streak counts the days in a row up to today (or yesterday).
                """
        case .calendarArgument:
            return "A month (2026-03, 'last month', 지난달) or a year (2025); default: this month."
        case .stats:
            return
                "Numbers about your journal: entries, words, streaks, busiest weekday and hour, tags, weather, first and last entry."
        case .statsJSONFlag:
            return "Print JSON (fields in the README: entries, words, days, current_streak, top_tags, weather, …)."
        case .deleteDiscussion:
            return
                "With filters instead of an id (ilgi delete --on 2025-01-01), lists the matching entries and asks once for all; each is deleted in its own commit, so ilgi restore brings any of them back."
        case .editFiltersDiscussion:
            return
                "With filters instead of an id (ilgi edit --tag trip --since 2025-06), opens the matching entries one after another, oldest first, each in its own editor session and commit; it stops at the first that fails."
        case .sincePhraseOption:
            return
                "Only entries written on or after this date: 2026-03-05, 2026-03, 2025, yesterday, '3 days ago', 'last week', monday, 지난주 (a span starts on its first day)."
        case .untilPhraseOption:
            return
                "Only entries written on or before this date (a span ends on its last day: --until 2025 takes all of 2025)."
        case .onPhraseOption:
            return
                "Only entries written on this day, or in this span: 2026-03 (a month), 2025 (a year), 'last week', 지난달."
        case .review:
            return "A year of the journal on one screen: its numbers, a heat map, months, weather, tags and fields."
        case .reviewDiscussion:
            return """
                Entries, words, days written and the longest streak; a heat map of the year's days (weeks \
                across, Monday to Sunday down; · no entry, ░▒▓█ more and more words); the busiest month, \
                the weather, the top tags, and each field (mood …) with its average by month. \
                'ilgi serve' shows the same at /review, with charts.

                Examples:
                  ilgi review          this year
                  ilgi review 2025
                """
        case .reviewYearArgument:
            return "The year (this year by default)."
        case .log:
            return "Show the journal's history, or one entry's, newest first."
        case .logDiscussion:
            return """
                Each line is a commit: its short id, when it was made, what it did and the entry's \
                title. With an id, only the commits that changed that entry are listed, deleted \
                entries included. --oneline prints what 'git log --oneline' prints.
                """
        case .logIDArgument:
            return "An entry's id or unique prefix (a deleted entry's too); without it, the whole journal."
        case .historyIDArgument:
            return "The entry's id or unique prefix (a deleted entry's too)."
        case .onelineFlag:
            return "One short line per commit: id and message, as 'git log --oneline'."
        case .logLimitOption:
            return "Show at most this many commits."
        case .atOption:
            return
                "The version in this commit: a commit id (full or short), HEAD~3, or a date (YYYY-MM-DD: the last commit that day or before)."
        case .diff:
            return "Show what changed in an entry, as a unified diff."
        case .diffDiscussion:
            return """
                Compares the entry now with its version in REV, or, without REV, with its previous \
                version. Coloured on a terminal; plain when piped, as a patch git can apply: \
                'ilgi diff ID REV | ilgi git apply -R' takes the file back to REV without a commit.
                """
        case .diffRevisionArgument:
            return "The older version: a commit id, HEAD~N or a date (default: the previous version)."
        case .restore:
            return "Bring back a deleted entry, or roll an entry back to an older version."
        case .restoreDiscussion:
            return """
                Without --at, a deleted entry comes back as it was when it was deleted. With --at, \
                the entry becomes what it was in that commit. Either way it is one new commit, \
                'Restore <id>: <title>', so the restore itself can be undone.
                """
        case .restoreIDArgument:
            return "The entry's id or unique prefix; deleted entries are found too."
        case .deleted:
            return "List deleted entries that can be restored, most recently deleted first."
        case .deletedFlag:
            return "List deleted entries instead (as 'ilgi deleted')."
        case .git:
            return "Run git inside the journal, for everything ilgi does not wrap."
        case .gitDiscussion:
            return """
                Everything after 'git' goes to git unchanged, with your terminal; ilgi exits with \
                git's status. ilgi's own options go before 'git'. Examples: ilgi git log --stat -3; \
                ilgi --journal ~/work-journal git status
                """
        case .gitArguments:
            return "Arguments for git."
        case .hooks:
            return "List, install and try the programs ilgi runs around saves."
        case .hooksDiscussion:
            return """
                Hooks are executables in $XDG_CONFIG_HOME/ilgi/hooks (~/.config/ilgi/hooks), named after \
                their event or placed in EVENT.d/ (run in name order): post-create runs after a new \
                entry is written and before it is committed, and may add trailers to it; post-save runs \
                after each commit; post-sync after a sync. They get ILGI_JOURNAL, ILGI_ENTRY_ID, \
                ILGI_ENTRY_PATH and ILGI_EVENT and run in the journal folder. A hook that fails, hangs \
                (stopped after hooks.timeout, 5 s) or damages the entry never costs you the entry: it \
                is saved as you wrote it, with a warning.
                """
        case .hooksList:
            return "Show the installed hooks, by event."
        case .hooksInstall:
            return "Install a hook that comes with ilgi (weather) as a post-create hook."
        case .hookNameArgument:
            return "The hook to install: weather."
        case .forceFlag:
            return "Replace a different file of the same name."
        case .hooksRun:
            return "Run the hooks of one event now, to try them (post-create changes are saved as an edit)."
        case .eventArgument:
            return "post-create, post-save or post-sync."
        case .hookEntryArgument:
            return "The entry's id (not for post-sync)."
        case .config:
            return "Read or change a setting of this journal (kept in its git config, never synced)."
        case .configDiscussion:
            return """
                Settings: hooks.timeout (seconds, default 5), weather.location ("lat,lon" or a city), \
                weather.provider (openweathermap or open-meteo), weather.apikey, weather.url. They are \
                stored as ilgi.KEY in the journal's .git/config; ilgi.KEY in ~/.gitconfig applies to \
                every journal.
                """
        case .configKeyArgument:
            return "The setting, like weather.location."
        case .configValueArgument:
            return "The new value; without it the value is printed."
        case .configListFlag:
            return "List the settings that are set."
        case .configUnsetFlag:
            return "Remove the setting."
        case .weather:
            return "Show the weather now at the configured location (what the weather hook records)."
        case .iconFlag:
            return "Print only the OpenWeatherMap icon code, like 10d."
        case .weatherJSONFlag:
            return "Print JSON (code, condition, temperature, latitude, longitude, place, provider)."
        case .weatherTrailersFlag:
            return
                "Print the trailers the weather hook adds: 'Weather: 10d' and 'Location: PLACE' (the place the provider names, else weather.location)."
        case .importMoreDiscussion:
            return """
                Without --from, the kind is told from the input: a .zip or a folder with a Journal.json \
                is a Day One export (photos come along); a folder with entries/*.doentry is Day One \
                Classic (photos from photos/); a folder of YYYY/MM/DD.txt is a jrnl folder journal; a \
                .json file is jrnl's JSON export; other folders are Markdown notes (daily notes named \
                2025-03-14.md or 2025/03/14.md take that date; YAML front matter date, title, tags; the \
                first '# heading' is the title; #tags become @tags); other files are jrnl text. jrnl's \
                config (--jrnl-config, else ~/.config/jrnl/jrnl.yaml when it exists) gives each \
                journal's path and timeformat: the file may be a journal's name there, and with no \
                file its default journal is read. Photos and attachments are copied beside their \
                entry, YYYY/MM/<id>.assets/NAME, and linked from its text. Entries written in the same \
                minute keep their order, and entries that ilgi's own jrnl export wrote are recognised \
                and not added twice. A journal jrnl encrypted (jrnl 2 and later) is decrypted with its \
                password, typed on the terminal or read from --password-file; its text is never \
                written anywhere but the journal. --dry-run lists what would be imported and writes \
                nothing.

                Other apps, each told from what its export holds (a folder, its zip, or a file):
                  apple-journal  AppleJournalEntries/ or its zip: Entries/*.html, Resources/ (photos, \
                video, audio; the place; the state of mind as State-Of-Mind:; dated at noon: the export \
                has no times)
                  journey        the export zip or folder: <id>.json per entry and its photos (mood, \
                place, weather, tags, favourite)
                  daylio         a .daylio backup (photos and audio) or the CSV export (no media): \
                moods, activities as @tags, notes
                  diaro          the backup zip (DiaroBackup.xml, media/) or the XML: folders and tags \
                as @tags (--folders-as journals: each folder into a journal of its name), moods, places, attachments; an encrypted .denc backup is refused
                  diarium        the JSON export (local times: read in --tz)
                  momento        the folder of day .txt files and Attachments/ (local times: --tz)
                  logseq         a graph folder (journals/YYYY_MM_DD.md): key:: value properties that \
                name a field of this journal become that field; #tags become @tags
                  obsidian       a vault: as Markdown notes, and front matter keys that name a field \
                become that field
                Moods go to the journal's 'mood' field (--mood-field NAME for another); when it has \
                none, the import adds one with the app's mood names, in the same commit. A name the \
                field does not take is kept as Mood-Name:. The source's own id is kept in Source:, so \
                a newer export of the same app adds only what is new. A zip is checked before a byte \
                is unpacked: paths outside it, links and zip bombs are refused.
                """
        case .importJrnlConfigOption:
            return
                "jrnl's config file, for each journal's path and timeformat (default: ~/.config/jrnl/jrnl.yaml when it exists)."
        case .importTimeFormatOption:
            return "The jrnl file's time format, as strftime (e.g. '%d.%m.%Y %H:%M'), when no jrnl config says it."
        case .importPasswordFileOption:
            return "The password of an encrypted jrnl journal: the first line of this file ('-' for standard input)."
        case .importDryRunFlag:
            return "Read and check everything, list what would be imported, write nothing."
        case .importAllJournalsFlag:
            return
                "Import every journal in jrnl's config: 'default' into this journal, each other into the ilgi journal of its name (made at $XDG_DATA_HOME/ilgi-NAME when there is none)."
        case .share:
            return "Make one entry ready to send: as text, Markdown, a web page or JSON."
        case .shareDiscussion:
            return """
                text (the default) is the date, the title and the body, ready to paste into a message. \
                html is one self-contained page that follows light and dark mode and prints cleanly; \
                the body is rendered as Markdown, and nothing in it can run. The output goes to \
                standard output, a file (-o) or the clipboard (--clipboard: wl-copy, xclip, xsel or pbcopy).
                """
        case .shareFormatOption:
            return "The format: text, markdown, html or json."
        case .clipboardFlag:
            return "Copy to the clipboard instead of printing."
        case .outputFileOption:
            return "Write to this file instead of standard output."
        case .export:
            return "Write the whole journal (or the entries the filters select) out, oldest first."
        case .exportDiscussion:
            return """
                json is one array with the fields of 'list --json'. markdown with -o FOLDER/ (an \
                existing folder, or a path ending in /) writes one file per entry, with front matter \
                that 'ilgi import --from markdown-dir' reads back, and the photos beside them; \
                otherwise one document. txt is every entry as 'share' writes it. jrnl is jrnl's own \
                journal format (jrnl keeps no weather and no seconds). book is one HTML made for print \
                (a cover, contents, the months as chapters, photos, page numbers), or a PDF printed by \
                headless Chromium: 'export --format book --year 2025 -o 2025.pdf'. Entries are read \
                one at a time, so any size exports.
                """
        case .exportFormatOption:
            return
                "The format: json, markdown, txt, jrnl, dayone (a Day One JSON .zip with the photos; needs -o FILE.zip) or book (a book to print; -o FILE.html or FILE.pdf)."
        case .exportOutputOption:
            return "Write to this file (or, for markdown, this folder/) instead of standard output."
        case .importCommand:
            return
                "Bring entries in from jrnl, Day One, Apple Journal, Journey, Daylio, Diaro, Diarium, Momento, Logseq, Obsidian or Markdown files, in one commit."
        case .importDiscussion:
            return """
                jrnl: the journal file itself (jrnl.txt); jrnl-json: the output of 'jrnl --format json'; \
                dayone: the Journal.json of an unzipped Day One export; markdown-dir: a folder of .md or \
                .txt files (title from front matter or the first line, date from front matter or the \
                file's time). Dates are kept in each entry's Created: trailer. Every imported entry \
                gets a Source: trailer with a hash of its content, so running the same import again \
                adds nothing. The whole input is checked first: a malformed file is reported with \
                its line and nothing is imported.
                """
        case .importFileArgument:
            return "The file (or, for markdown-dir, the folder) to import."
        case .importTimeZoneOption:
            return
                "The time zone of an export that keeps local times without one (Diarium, Momento, Daylio CSV, the day of Apple Journal and Logseq pages), such as Asia/Seoul; this machine's zone when left out."
        case .importFoldersAsOption:
            return
                "What Diaro's folders become: tags on their entries (the default), or journals, each folder's entries in the ilgi journal of its name (made and added to 'ilgi journals' when missing)."
        case .importMoodFieldOption:
            return
                "The field imported moods go to; 'mood' when left out, added with the app's mood names when the journal has none."
        case .importFromOption:
            return
                "What the file is: \(ImportSource.allCases.map(\.rawValue).joined(separator: ", ")) (told from the input when left out)."
        case .remote:
            return "Manage the git remotes the journal syncs with."
        case .remoteDiscussion:
            return """
                A remote is another copy of the journal: a folder (a USB stick, a synced drive), a \
                server reached by ssh, git:// or https. A URL may be a path, file:///path, \
                git://host/path, ssh://user@host[:port]/path, user@host:path or https://host/path.
                """
        case .remoteAdd:
            return "Add a remote."
        case .remoteList:
            return "List the remotes: name and URL, one a line; '(upstream)' marks the one 'ilgi sync' uses."
        case .remoteRemove:
            return "Remove a remote (the journal's entries are untouched)."
        case .remoteNameArgument:
            return "The remote's name, such as origin."
        case .remoteURLArgument:
            return "Where the remote is: a path or a git URL."
        case .sync:
            return "Sync with a remote: fetch its entries, merge them with yours, send yours."
        case .syncDiscussion:
            return """
                Without a name, ilgi syncs with the branch's upstream (set by the first sync), else \
                'origin', else the only remote. Nothing is lost: an entry edited on both machines is \
                merged line by line; where both changed the same lines, yours stays and theirs is \
                saved as a new entry marked "(conflict from …)". An entry edited on one machine and \
                deleted on the other stays. ssh uses ssh-agent, then ~/.ssh/id_ed25519, id_ecdsa, \
                id_rsa (or the key set with 'ilgi config sshkey PATH') and checks ~/.ssh/known_hosts; https \
                uses ILGI_GIT_TOKEN, then your git credential helper. A remote is not trusted: \
                symbolic links and submodules it puts where ilgi reads, and anything in a .git \
                folder, are left out (and named); in an encrypted journal a change to the \
                encryption lines of .gitattributes stops the sync; so does a change that would \
                remove many entries at once, until you say --yes. With a remote, every save starts a             sync in the background (turn it off with 'ilgi config sync.auto off'); 'ilgi status'             says where the journal stands, and --install syncs on a timer besides.
                """
        case .syncRemoteArgument:
            return "The remote to sync with (default: the upstream, else origin)."
        case .syncYesFlag:
            return """
                Take the remote's changes even when they remove many entries at once (more than 10, \
                or more than a tenth of them): without it, such a sync stops and says so.
                """
        case .quietFlag:
            return "Say nothing unless something needs attention."
        case .syncInstallFlag:
            return "Sync on a timer: write and start a systemd user timer (or print the crontab line)."
        case .syncEveryOption:
            return "With --install: how often, such as 15m or 1h (default 15m)."
        case .syncBackgroundFlag:
            return "Sync quietly, as after a save: wait after failures, join a sync already running."
        case .status:
            return "Show where the journal stands with its remote: saves not sent, the last sync, conflicts kept."
        case .statusJSONFlag:
            return "Print it as one JSON object."
        case .templates:
            return "List the templates a new entry can start from; show, add or remove one."
        case .templatesDiscussion:
            return """
                A template is a text file: the first line is the title, and {{date}}, {{time}}, \
                {{weekday}}, {{prompt}} (today's prompt) and {{weather}} are filled in when it is \
                used. A journal's templates are .ilgi/templates/NAME.txt, synced with it ('ilgi \
                templates add' commits one); your own are in $XDG_CONFIG_HOME/ilgi/templates \
                (~/.config/ilgi/templates) and serve every journal. 'ilgi new --template NAME' \
                starts from one; 'ilgi config template.default NAME' (or template.monday …) picks \
                one for every new entry. An entry left as the template made it is not saved. \
                Templates are text: nothing in them is ever run.
                """
        case .templatesList:
            return "List the templates: name, where it is, its first line."
        case .templatesShow:
            return "Print a template filled in as 'ilgi new' would now."
        case .templatesAdd:
            return "Add or replace one of the journal's templates from a file (or standard input), in one commit."
        case .templatesRemove:
            return "Remove one of the journal's templates, in one commit."
        case .templateNameArgument:
            return "The template's name."
        case .templateFileArgument:
            return "The file to read the template from; '-' or nothing for standard input."
        case .templateOption:
            return "Start the entry from this template (see 'ilgi templates')."
        case .noTemplateFlag:
            return "Start from an empty entry, even where the journal names a default template."
        case .fieldFilterOption:
            return "Only entries whose field holds: mood>=4, energy=low, place!=Busan, or mood (has one) (repeatable)."
        case .fields:
            return "List the fields the journal tracks beside the text (mood, energy …); add or remove one."
        case .fieldsDiscussion:
            return """
                A field is kept in each entry as a trailer (Mood: 4) and declared in .ilgi/fields, \
                synced with the journal. Set one with 'ilgi new --field mood=4', in the editor (the \
                last paragraph lists the fields: fill them in or leave them empty), or with 'ilgi \
                edit ID --field mood=4'. Filter with 'list --field mood>=4' and chart with 'ilgi \
                stats --field mood'. A last paragraph is read as fields only when every line is a \
                declared field with a value it takes: "Mood: great" on a 1-5 scale stays text.
                """
        case .fieldsList:
            return "List the fields and their values."
        case .fieldsAdd:
            return "Declare a field (or change one), in one commit."
        case .fieldsRemove:
            return "Stop tracking a field, in one commit; the values entries hold stay in them."
        case .fieldNameArgument:
            return "The field's name: an ASCII letter, then letters, digits or '-' (mood, sleep-hours)."
        case .fieldScaleOption:
            return "Whole numbers from low to high, such as 1-5."
        case .fieldChoiceOption:
            return "One of these words, such as low,ok,high."
        case .fieldTextFlag:
            return "Any one line of text."
        case .newFieldOption:
            return "Set a field: mood=4, energy=low, place=Busan (repeatable; see 'ilgi fields')."
        case .editFieldOption:
            return "Set a field without opening the editor: mood=4; mood= clears it (repeatable)."
        case .locationOption:
            return "Where the entry was written (a Location: trailer), such as 'Haeundae, Busan'."
        case .journals:
            return "List your journals with their entries, remotes and encryption; add one, pick the default."
        case .journalsDiscussion:
            return """
                Each journal is its own git repository, with its own remotes, encryption, templates \
                and fields; this list only names their folders ($XDG_CONFIG_HOME/ilgi/journals, in \
                git's config format). The journal at $XDG_DATA_HOME/ilgi is called 'default' unless \
                another is added under that name. '-j NAME' on any command picks a journal \
                ('--journal PATH' still names a folder); without either, $ILGI_JOURNAL, else the \
                journal 'ilgi journals default' chose. The default is marked with '*'.
                """
        case .journalsList:
            return "List the journals: name, entries, remotes, encryption, folder."
        case .journalsAdd:
            return "Name a journal folder (made now when it is missing or empty)."
        case .journalsDefault:
            return "Make a journal the one commands use when none is named."
        case .journalsRemove:
            return "Forget a journal's name; its folder and entries stay as they are."
        case .journalNameArgument:
            return "The journal's name."
        case .journalPathArgument:
            return "The journal's folder: an ilgi journal, a clone of one, or a new folder."
        case .attach:
            return "Attach photos and files to an entry, or remove one (--remove), in one commit."
        case .attachDiscussion:
            return """
                Each file is copied into the entry's folder YYYY/MM/<id>.assets/, named by its content \
                (the same photo attached twice is kept once), and linked from the end of the entry's text: \
                a Markdown image for a picture, a link for other files. 'ilgi show' lists them; \
                'ilgi attach ID --remove NAME' removes one and its link.

                Files over 20 MiB are refused unless --force: git keeps every version of every file for \
                good and every clone copies them all, so large videos are better kept outside the journal.

                Examples:
                  ilgi attach 3f2a beach.jpg menu.pdf
                  ilgi new "Jeju" --attach ~/Pictures/sunset.jpg
                  ilgi attach 3f2a --remove menu.pdf
                """
        case .attachFilesArgument:
            return "The photos or files to attach."
        case .attachRemoveOption:
            return "Remove this attachment (the name 'show' lists) and its link."
        case .attachForceFlag:
            return "Attach files over 20 MiB too."
        case .newAttachOption:
            return "A photo or file to attach (repeat for more), in the same commit."
        case .exportYearOption:
            return "Only the entries of this year (with --format book: the book of a year)."
        case .doctor:
            return "Check the journal and say how to mend what is wrong."
        case .fixFlag:
            return
                "Mend what is safe to mend: add missing Created trailers (one commit), remove leftover temporary files."
        case .drafts:
            return "List the texts kept after a failed editor or a refused save: name, age, entry, first line."
        case .draftsDiscussion:
            return """
                A draft lives in .git/ilgi/drafts/ until its text is saved or you discard it: no \
                later edit deletes it. 'ilgi drafts restore NAME' saves it (a new entry, or the \
                entry it edits, refused when that entry was saved again meanwhile); 'ilgi drafts \
                discard NAME' throws it away. NAME may be shortened to a unique start.
                """
        case .draftsList:
            return "List the drafts."
        case .draftsRestore:
            return "Save a draft: as a new entry, or onto the entry it edits."
        case .draftsDiscard:
            return "Throw a draft away (asks first)."
        case .draftArgument:
            return "The draft's name as 'ilgi drafts' shows it, or a unique start of it."
        case .draftForceFlag:
            return "Save it even though the entry was saved again since the draft was made."
        case .draftYesFlag:
            return "Do not ask for confirmation."
        case .editDateOption:
            return
                "Give the entry a new date (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday) without opening the editor; its file stays where it is."
        case .reindex:
            return "Rebuild this machine's index of the journal from the entry files."
        case .reindexDiscussion:
            return """
                ilgi keeps an index of the journal in .git/ilgi/index.sqlite so that list, search \
                and export stay fast in a journal of any size. It is never committed or synced and \
                is kept up to date by itself: after a save, a sync, a git pull, a commit made with \
                git or an edit by hand. From 20,000 entries it also holds a trigram index, made in \
                the background after the first command, so that search finds a rare word without \
                reading every entry. A missing or damaged index is rebuilt silently. reindex \
                throws it away and reads every entry again; you should never need it.
                """
        case .search:
            return "Find entries containing some words, ignoring case; matches are highlighted."
        case .searchDiscussion:
            return """
                Every word must occur, in any order, in the title or body (not the trailers); a word             also matches inside a longer one (beach finds beaches, 바다 finds 바다에서) unless -w is             given. Put a phrase in double quotes inside the argument to find it as written:             ilgi search '"old pier"' sunset. /regex/ or -e REGEX is a regular expression. --any             finds entries with any of them, --not WORD leaves entries out. Case and Unicode form             are ignored. The filters of list apply (--since, --tag, --weather, …). Exits 1 when             nothing matches, like grep.
                """
        case .queryArgument:
            return "Words to find, all of them in any order; \"a phrase\" in quotes; /a regex/."
        case .mcp:
            return "Serve the journal to an AI assistant over the Model Context Protocol (standard input and output)."
        case .mcpDiscussion:
            return """
                Assistants (Claude, ChatGPT, VS Code, Cursor, local models) can then search, list and read \
                your entries, look back on this day, and see your numbers, tags and fields. Entry text \
                reaches them marked as your data, never as instructions. With --allow-write they can also \
                write a new entry or add a paragraph to one: each write is a commit that names the assistant \
                in 'ilgi log', and 'ilgi restore' takes it back. Nothing is ever deleted or rewritten, and \
                the server itself never reaches the network (a save starts the usual background sync).

                Set it up with: ilgi mcp --print-config claude (or vscode, cursor)
                """
        case .allowWriteFlag:
            return "Let the assistant write new entries and add to existing ones (each write one commit)."
        case .printConfigOption:
            return
                "Print the snippet that adds ilgi to an assistant app's settings, and exit: claude, vscode or cursor."
        case .links:
            return "Show an entry's links and the entries that link to it; with no id, every broken or ambiguous link."
        case .linksDiscussion:
            return """
                Write a link in an entry's body as [[3f2a9c1b]] or [[3f2a9c1b|Evening walk]] (an id, or a \
                unique prefix of 8 or more characters, and a label), [[Evening walk]] (the one entry with \
                that title, in any case) or [[2026-11-22]] (that day's entries). A link inside `code` or a \
                fenced block is text. ilgi never rewrites a link: a link by id survives a new title, \
                'edit --date', an import and a sync. A title that two entries share is ambiguous, and \
                ilgi says so rather than guess.
                """
        case .linksIDArgument:
            return
                "The entry's id, or a unique prefix of at least 4 characters. Leave it out to check the whole journal."
        case .showJSONFlag:
            return "Print the entry as JSON, with its links and the entries that link to it (backlinks)."
        case .linksToOption:
            return "Only entries that link to this entry (its id or a unique prefix)."
        case .lsp:
            return "Run a language server for your editor (standard input and output): links, tags, fields."
        case .lspDiscussion:
            return """
                Editors that speak the Language Server Protocol (Neovim, Helix, VS Code, Emacs, Zed) then \
                complete [[links]] by title and @tags by use, show a linked entry on hover, go to a link's \
                entry, list the entries that link to this one, underline broken and ambiguous links and \
                unknown fields, and rename a tag across the journal. It answers only for files of the \
                journal it serves, and never writes a file itself: a rename is an edit your editor shows \
                and applies.

                Set it up with: ilgi lsp --print-config nvim (or helix, vscode, emacs, zed)
                """
        case .tagsRename:
            return "Rename a tag in every entry that has it, in one commit."
        case .tagsRenameOld:
            return "The tag to rename (with or without @)."
        case .tagsRenameNew:
            return "Its new name."
        case .lspPrintConfigOption:
            return
                "Print the snippet that makes an editor use ilgi's language server, and exit: nvim, helix, vscode, emacs or zed."
        }
    }
}
