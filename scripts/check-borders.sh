#!/bin/sh
# Keeps the module borders of ARCHITECTURE.md that the compiler cannot: which modules a
# target depends on is Package.swift's (IlgiEntry depends on nothing, IlgiStore on IlgiEntry
# and GitKit, IlgiCatalog on the store, IlgiCore on both, IlgiTransfer on IlgiCore), but not
# what a module does with Foundation, nor that a module it may reach through another is left
# alone. The core modules (IlgiEntry, IlgiStore, IlgiCatalog, IlgiCore, IlgiTransfer) never
# print or read the environment, GitKit never speaks of journals, the command line's help
# lives in the command line, only JournalContent touches a blob's bytes, and only Beneath
# opens a journal's files. Run by `make test` (and so by CI); exits 1 naming every line
# that crosses a border.
set -u
cd "$(dirname "$0")/.."
status=0
core="Sources/IlgiEntry Sources/IlgiStore Sources/IlgiCatalog Sources/IlgiCore Sources/IlgiTransfer Sources/IlgiAssistant"

complain() {
    echo "check-borders: $1" >&2
    echo "$2" | sed 's/^/  /' >&2
    status=1
}

# 1. The CLI, the web server and import/export go through IlgiCore, never the git layer or
#    libgit2 itself (SwiftPM lets a target import what its dependencies depend on).
found=$(grep -rnE '^\s*(@[A-Za-z_]+\s+)?import\s+(GitKit|CLibGit2|CSQLite)\b' Sources/ilgi Sources/IlgiServer Sources/IlgiTransfer Sources/IlgiAssistant 2>/dev/null)
[ -n "$found" ] && complain "the command line imports the git layer; go through IlgiCore" "$found"

# 2. IlgiCore returns values and throws errors; printing belongs to the CLI.
found=$(grep -rnE '(^|[^A-Za-z_.])(print|debugPrint|dump)\(|FileHandle\.standard(Output|Error)|fputs\(|\bputs\(' $core | grep -v '// border: ')
[ -n "$found" ] && complain "IlgiCore prints; return a value or a message instead" "$found"

# 3. GitKit is a face of libgit2 and knows nothing of journals ("entry" is git's word too:
#    tree and index entries).
found=$(grep -rniE '\b(journals?|ilgi|diary|IlgiCore)\b' Sources/GitKit Sources/CLibGit2)
[ -n "$found" ] && complain "GitKit speaks of journals; keep that in IlgiCore" "$found"

# 4. Words live where they are shown: help, usage and argument-parser phrasing belong to the
#    command line (Sources/ilgi/Localization), not to the core.
found=$(grep -rnE '^\s*(public\s+)?(enum|extension)\s+Help\b|ParserPhrase' $core)
[ -n "$found" ] && complain "IlgiCore holds the command line's help; put it in Sources/ilgi/Localization" "$found"

# 5. Only `ilgi-helper` may load the network stack: FoundationNetworking brings libcurl and
#    ~30 libraries into a process, 14 ms of every command's start (ARCHITECTURE.md).
#    The weather client and the MCP SDK link it: only IlgiWeather, IlgiAssistant and
#    `ilgi-helper` import them.
found=$(grep -rnE 'import +(FoundationNetworking|IlgiWeather)' Sources | grep -vE '^Sources/(IlgiWeather|ilgi-helper)/')
[ -n "$found" ] && complain "the network stack is loaded outside ilgi-helper; keep it in Sources/IlgiWeather" "$found"
found=$(grep -rnE 'import +(MCP|IlgiAssistant)\b' Sources | grep -vE '^Sources/(IlgiAssistant|ilgi-helper)/')
[ -n "$found" ] && complain "the MCP SDK (and its network stack) is loaded outside ilgi-helper; keep it in Sources/IlgiAssistant" "$found"
#    The web server (Hummingbird, SwiftNIO) is `ilgi-helper serve`: the command line links
#    only what it shares with the site (IlgiServeShared).
found=$(grep -rnE 'import +(IlgiServer|Hummingbird[A-Za-z]*|NIO[A-Za-z]*)\b' Sources/ilgi Sources/IlgiCore Sources/IlgiServeShared)
[ -n "$found" ] && complain "the web server is loaded outside ilgi-helper; keep it in Sources/IlgiServer" "$found"

# 6. Configured, not ambient: the core reads no environment variable (the command line and the
#    server pass what they mean in JournalConfiguration, SyncOptions, HookRunner), not even the
#    language: whoever shows a message names it (`Localized.text(in:)`).
found=$(grep -rnE 'processInfo\.environment|getenv\(|Language\.current|\.description\b.*(Entry|Core|Transfer)Text\.' $core)
[ -n "$found" ] && complain "IlgiCore reads the environment; take the value as a parameter or in JournalConfiguration" "$found"

# 7. One seam for the files' bytes: only JournalContent makes a blob or reads one's bytes,
#    stages a work tree file, or lets libgit2 write files from blobs; everything else calls
#    it, so a codec (encryption) sees every byte that enters git or leaves it.
found=$(grep -rnE '\.createBlob\(|\.blob\([^)]*\)\.data|\.fileData\(|\.add\(path: [a-z]+\)|\bcheckout\(tree\)|git_(blob_create|checkout_)' $core Sources/IlgiServer Sources/ilgi | grep -v '^Sources/IlgiStore/Store/JournalContent.swift:')
[ -n "$found" ] && complain "entry bytes go around JournalContent; store, read and stage through it" "$found"

# 8. Every read of a journal's files goes through the one resolver, Beneath, which never
#    follows a link at any component: a file API that opens a path as it is (Data(contentsOf:),
#    String(contentsOf…), FileManager's contents(atPath:) and copyItem, fopen) is for files that
#    are not the journal's (ilgi's state in .git/ilgi, a file the user names, /proc), and the
#    line (or the line above it) says which with a `// border: ` comment.
found=$(find Sources -name '*.swift' ! -path Sources/IlgiStore/Support/Beneath.swift -exec awk '
    /Data\(contentsOf|String\(contentsOf|\.contents\(atPath|copyItem\(|fopen\(/ && !/\/\/ border: / && previous !~ /\/\/ border: / {
        print FILENAME ":" FNR ": " $0
    }
    { previous = $0 }' {} +)
[ -n "$found" ] && complain "a file is read around Beneath; read a journal's file through it (Journal.fileBytes, Beneath), or say with '// border: ' why this is not one" "$found"

# 9. One search: `SearchPlan` picks the scan, once, and `Catalog.search` is the one entry to
#    the catalog's scans; nothing else asks the query which way to go, nor calls a scan.
found=$(grep -rnE '\bisDecidedByRequiredTerms\b' Sources | grep -vE '^Sources/IlgiCatalog/Search/(SearchPlan|Catalog\+Search|SearchQuery[^/]*)\.swift:' | grep -v '///')
[ -n "$found" ] && complain "a search decides its own scan; let SearchPlan decide it" "$found"
found=$(grep -rnE '\b(forEachTransformedRow|forEachTransformedRowInWindows|handingOnWhileScanning|foundRows)\(' Sources | grep -v '///' | grep -vE '^Sources/IlgiCatalog/(Search/Catalog\+Search|Catalog/Catalog\+(Queries|Streaming))\.swift:')
[ -n "$found" ] && complain "a scan is called around Catalog.search; go through the plan" "$found"

# 10. Imports say what depends on what: no module re-exports another.
found=$(grep -rn '@_exported' Sources)
[ -n "$found" ] && complain "a module re-exports another; import what the file uses" "$found"

# 11. One way to start a process in the core: ChildProcess (posix_spawn, default signals, no
#     inherited descriptor) and its one blocking wait; the command line's programs through
#     swift-subprocess, which does the same set-up. Nothing forks, and only `ilgi-helper`'s
#     launcher replaces the process (execv, WeatherHelper).
found=$(grep -rnE '\b(posix_spawnp?|fork|vfork|waitpid|execvp?|execve)\(' Sources --include=*.swift | grep -v '///' | grep -vE '^Sources/(IlgiStore/Support/ChildProcess|ilgi/Support/WeatherHelper)\.swift:')
[ -n "$found" ] && complain "a process is started or waited for around ChildProcess" "$found"
found=$(grep -rlE '^import Subprocess' Sources | grep -vE '^Sources/(ilgi|ilgi-helper)/')
[ -n "$found" ] && complain "swift-subprocess is used in the core; start it with ChildProcess" "$found"

# 12. Bytes: a descriptor is written whole by swift-system's FileDescriptor.writeAll and read
#     by FileDescriptor.read, each retrying an interrupted call. The raw calls live in three
#     places that need them: a file's bytes in one read sized by its stat (NoFollow.readPrefix,
#     a cold build's 100,000 files), a pipe's lines (LineReader), and hits written where they
#     lie (GatheredOutput's writev). One type of each name.
found=$(grep -rnE '(^|[^A-Za-z_.])(Glibc\.)?(read|write|writev|pread|pwrite)\([A-Za-z_][A-Za-z0-9_.]*(\[[0-9]\])?, [^,:()]+, [^:]*$' Sources --include=*.swift | grep -v '///' | grep -vE '^Sources/(IlgiStore/Support/(NoFollow|LineReader)|ilgi/Terminal/(GatheredOutput|Prompt))\.swift:')
[ -n "$found" ] && complain "bytes are read or written by a loop of its own; use FileDescriptor.read/writeAll" "$found"
found=$(grep -rhoE '^(package |public )?(final )?(class|struct|enum|actor) [A-Z][A-Za-z]*' Sources --include=*.swift | awk '{print $NF}' | sort | uniq -d | grep -E 'Reader$|Writer$|Output$')
[ -n "$found" ] && complain "two types share a name; one of each" "$found"

# 13. Signals: Ctrl-C, SIGTERM and SIGHUP are held back by the counted `Interrupts` alone
#     (WriteLock.swift), and a program that owns the terminal is waited for through
#     `whileAProgramOwnsTheTerminal`; no other code sets a handler.
found=$(grep -rnE '\bsignal\(SIG' Sources --include=*.swift | grep -v '///' | grep -vE '^Sources/(IlgiStore/Support/WriteLock|ilgi/Support/TerminalOwner|ilgi/Terminal/Prompt|IlgiServer/AssistantSessions)\.swift:')
[ -n "$found" ] && complain "a signal's handler is set around Interrupts and whileAProgramOwnsTheTerminal" "$found"

# 14. One blank line: `BlankLine` says what a blank line is (spaces and tabs), for every reader
#     of lines; a line is not tested for blankness by Character.
found=$(grep -rnE '\b(line|first|last|rest)\??\.allSatisfy\(\\\.isWhitespace\)|isBlank = \{' Sources --include=*.swift)
[ -n "$found" ] && complain "a reader keeps its own rule for a blank line; ask BlankLine" "$found"

# 15. Figures go stale: a comment keeps the why and names its figure in bench/RESULTS.md by
#     anchor (`bench/RESULTS.md#code-…`), never a number of milliseconds itself.
found=$(grep -rnE '//.*[0-9][0-9.,]* ?(ms|µs|milliseconds)\b' Sources --include=*.swift --include=*.c --include=*.h)
[ -n "$found" ] && complain "a comment carries a timing; put it in bench/RESULTS.md and name its anchor" "$found"
for anchor in $(grep -rhoE 'bench/RESULTS\.md#[a-z0-9-]+' Sources | sed 's/.*#//' | sort -u); do
    grep -q "<a id=\"$anchor\"></a>" bench/RESULTS.md || complain "a comment names an anchor bench/RESULTS.md lacks" "$anchor"
done

# 16. One table of commands: the tree, the reading commands and the known names are
#     CommandTable's rows, never a list of their own.
found=$(grep -rnE 'subcommands: \[([A-Z][A-Za-z.]*\.self|$)|readingCommands: \[String|commonNames: Set<String> = \[' Sources/ilgi --include=*.swift | grep -v '^Sources/ilgi/CommandTable.swift:' | grep -vE 'Sources/ilgi/Commands/')
[ -n "$found" ] && complain "a list of commands is kept by hand beside CommandTable" "$found"

# 17. Words live in tables: Hangul in code only in a language's table (`…+Korean.swift`, the
#     `Localization/` and `Words/` folders: ParserPhrase, DateWords, WeatherWords), in a comment,
#     or in the assistant's tool descriptions, which show the model the Korean it may pass.
found=$(grep -rnP '[\x{AC00}-\x{D7A3}]' Sources --include=*.swift | grep -vP '^[^:]+:\d+:\s*//' | grep -vE '^Sources/[^:]*(\+Korean\.swift|/Localization/[^:]*|/Words/[^:]*|IlgiAssistant/(ReadingTools|WritingTools|ToolArguments)\.swift):')
[ -n "$found" ] && complain "a word of a language sits in code; put it in that language's table" "$found"

# 18. A language decides by its table, never by a test of which one it is (`language ==
#     .korean ? … : …`), and an English plural outside the English tables is said by
#     EnglishPlural (inside them, a verb or pronoun that agrees with a count may be written).
found=$(grep -rnE '== \.(korean|english) \?|[A-Za-z_.)] == 1 \? "' Sources --include=*.swift | grep -vE '^Sources/[^:]*(\+English\.swift|IlgiEntry/Words/EnglishPlural\.swift):')
[ -n "$found" ] && complain "a language or a plural decided in code; use its table or EnglishPlural" "$found"

exit $status
