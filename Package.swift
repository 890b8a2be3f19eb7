// swift-tools-version: 6.2
import PackageDescription

// Linux only (Debian in CI): no macOS version is declared because no macOS build is made or
// tested (the platform calls assume Glibc; see the README's "Code" section).

/// Warnings are errors in CI (`.ci/run` runs with CI=true), for ilgi's own targets only:
/// SwiftPM builds the dependencies with their warnings suppressed, so theirs never count.
///
/// A generic type's metadata is asked for by its types' plain calls, not by its mangled name:
/// a name makes Swift look up each of its conformances at run time, and a first look walks
/// every conformance in the program (7,800), 0.1 ms each. It took 0.6-1.7 ms of `list -n 20`'s
/// start and 3.7 ms of `--version`'s (bench/RESULTS.md). The code is a little larger.
let ownSettings: [SwiftSetting] =
    (Context.environment["CI"].map { !$0.isEmpty && $0 != "false" } == true
        ? [.treatAllWarnings(as: .error)] : [])
    + [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]

/// `make fuzz` builds with `--sanitize fuzzer`, whose libFuzzer supplies every program's `main`:
/// a build tool (embed-files) cannot run there, so the fuzz build leaves the templates out.
let fuzzing = Context.environment["ILGI_FUZZ"].map { !$0.isEmpty } == true
let embedsFiles: [Target.PluginUsage] = fuzzing ? [] : ["EmbedFiles"]
/// The same for the version stamp (stamp-version): the fuzz build makes no `ilgi`.
let stampsVersion: [Target.PluginUsage] = fuzzing ? [] : ["StampVersion"]

// No library products: every target of ilgi's own is built with an unsafe flag (above), and
// SwiftPM refuses a package whose products carry one as a dependency of another. ilgi is its
// programs; the modules are its own (ARCHITECTURE.md), not an API.
let package = Package(
    name: "ilgi",
    products: [
        .executable(name: "ilgi", targets: ["ilgi"]),
        .executable(name: "ilgi-helper", targets: ["ilgi-helper"]),
    ],
    dependencies: [
        // Pinned to the minor version whose English help and errors ilgi translates
        // (CommandText+ArgumentParser.swift; ArgumentParserPhraseTests proves every phrase still occurs).
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.0")),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // The HTML's templates (pages, the book, a shared entry): Mustache escapes every value
        // unless a template asks otherwise.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // SHA-1 (the index checksum), SHA-256 (import's Source: hashes), MD5 (Day One's photo names),
        // HMAC-SHA1 (git-crypt's nonces).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // The certificate `ilgi serve --listen` makes for the machine (self-signed, P-256).
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        // NIOThreadPool: the server's blocking work (libgit2, fsync, a sync's network) runs on
        // its threads, never on Swift's cooperative pool (two threads on a two-core machine).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // FileDescriptor.writeAll: the one loop that writes every byte, retrying on EINTR.
        .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
        // `ilgi mcp`: the Model Context Protocol's official Swift SDK (server, stdio and HTTP).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The SDK's transports name swift-log's `Logger`; `AnsweringTransport` wraps one.
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // libgit2's headers from the system (Debian: libgit2-dev). Not linked: the library is
        // loaded on first use by CLazyLibGit2 (lazy_libgit2.c says why and how).
        .systemLibrary(name: "CLibGit2"),
        .target(name: "CLazyLibGit2", dependencies: ["CLibGit2"]),
        // libgit2's load of the system's certificate authorities, put off from its set-up to
        // the first fetch or push (include/deferred_authorities.h says how and why).
        .target(name: "CDeferredAuthorities", dependencies: ["CLibGit2", "CLazyLibGit2"]),
        // RawObjects/README.md says why those parsers exist and how they are checked.
        .target(
            name: "GitKit",
            dependencies: [
                "CLibGit2", "CLazyLibGit2", "CDeferredAuthorities",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            exclude: ["RawObjects/README.md"],
            swiftSettings: ownSettings),
        // SQLite from the system (Debian: libsqlite3-dev), for the journal's catalog in
        // `.git/ilgi/index.sqlite`, and `memmem` for its scan of the folded text.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // cmark-gfm from the system (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev):
        // GitHub's CommonMark, which renders an entry's Markdown in time that grows with it.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // Linux calls Swift cannot reach through Glibc: openat2 (the kernel's way to open a path
        // beneath a folder with no link on the way, `Beneath`).
        .systemLibrary(name: "CLinux"),
        // The entry model: an entry's text, its trailers and id, dates, and the words every
        // module shows (LocalizedText, EntryText). Knows nothing of git, files or journals.
        .target(name: "IlgiEntry", dependencies: ["CPackagedICUData"], swiftSettings: ownSettings),
        // ICU's data trimmed to English and Korean, in place of Swift's whole set, in a packaged
        // build (`make deb`, `make dist`); empty in every other (packaged_icu_data.c says how).
        .target(name: "CPackagedICUData"),
        // The store: every write one transaction of files and a commit, the one seam the files'
        // bytes pass (and git-crypt's codec on it), the journal's layout, and the safe ways to
        // touch a file (never through a link) and to start a process.
        .target(
            name: "IlgiStore",
            dependencies: [
                "IlgiEntry",
                "GitKit",
                "CLinux",
                .product(name: "Crypto", package: "swift-crypto"),
                // AES-CTR and scrypt, for git-crypt's format (`Sources/IlgiStore/Crypt/`).
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: ownSettings
        ),
        // The catalog: what the journal holds, in SQLite (`.git/ilgi/index.sqlite`), made from the
        // work tree and kept in step with every save; the search syntax and its byte search.
        .target(
            name: "IlgiCatalog",
            dependencies: ["IlgiEntry", "IlgiStore", "GitKit", "CSQLite"],
            swiftSettings: ownSettings
        ),
        // The journal: Journal, reading, history, sync, hooks, crypt's commands, drafts, doctor.
        .target(
            name: "IlgiCore",
            dependencies: [
                "IlgiEntry",
                "IlgiStore",
                "IlgiCatalog",
                "GitKit",
            ],
            swiftSettings: ownSettings
        ),
        // The journal going in and out: import (jrnl, Day One, Markdown folders, ilgi's JSON),
        // export, the book, and one entry shared as text, Markdown, HTML or JSON.
        .target(
            name: "IlgiTransfer",
            dependencies: [
                "IlgiCore", "CCmarkGFM",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            exclude: ["Templates"],
            swiftSettings: ownSettings + (fuzzing ? [.define("ILGI_FUZZ")] : []),
            plugins: embedsFiles
        ),
        // `ilgi mcp`: the journal for the assistants a person chooses, over the Model Context
        // Protocol: tools that read (and, when allowed, write), resources, a prompt.
        .target(
            name: "IlgiAssistant",
            dependencies: [
                "IlgiCore", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: ownSettings
        ),
        // `ilgi lsp`: a language server for the journal's entries, written on the base
        // protocol's framing and a JSON value of its own (ChimeHQ's LanguageServerProtocol and
        // swiftlang's swift-tools-protocols are not among the packages this build can fetch).
        .target(
            name: "IlgiLanguageServer",
            dependencies: ["IlgiCore", .product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: ownSettings
        ),
        // The network client (FoundationNetworking, so libcurl and ~30 libraries behind it), run
        // only in `ilgi-helper weather`, so no other command pays for loading it.
        // The weather client (URLSession). With the Swift runtime linked in (`make release`,
        // `--static-swift-stdlib`, which starts ilgi 5 ms sooner), FoundationNetworking's
        // static library needs libcurl named on the link line (libcurl4-openssl-dev).
        .target(
            name: "IlgiWeather", dependencies: ["IlgiCore"], swiftSettings: ownSettings,
            linkerSettings: [.linkedLibrary("curl", .when(platforms: [.linux]))]),
        // `ilgi serve`: the journal in a browser. Hummingbird stays out of IlgiCore.
        // What `ilgi serve` and the site share: their words, the paired devices and the
        // tokens. The command line links this and not IlgiServer, whose network stack only
        // the program `ilgi serve` becomes (`ilgi-helper serve`) loads.
        .target(name: "IlgiServeShared", dependencies: ["IlgiCore"], swiftSettings: ownSettings),
        .target(
            name: "IlgiServer",
            dependencies: [
                "IlgiCore", "IlgiServeShared", "IlgiTransfer", "CLinux",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["Templates"],
            swiftSettings: ownSettings,
            plugins: embedsFiles
        ),
        // The templates, script and stylesheet of a target's Templates/ folder, put into its
        // code at build time: edited as files, and the binary stays one file.
        .executableTarget(name: "embed-files", path: "Sources/embed-files"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
        // ilgi's version from the one file that holds it (VERSION) and the commit it is built
        // from, for `--version`, the man page and what `ilgi mcp` tells an assistant.
        .executableTarget(name: "stamp-version", path: "Sources/stamp-version"),
        .plugin(name: "StampVersion", capability: .buildTool(), dependencies: ["stamp-version"]),
        .executableTarget(
            name: "ilgi",
            dependencies: [
                "IlgiCore",
                "IlgiTransfer",
                "IlgiServeShared",
                "IlgiLanguageServer",
                "CLinux",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: ownSettings,
            plugins: stampsVersion
        ),
        // The one program that holds the network stack, for `ilgi serve`, `ilgi mcp` and
        // `ilgi weather` (Sources/ilgi-helper/HelperMain.swift): one copy of Swift's runtime for
        // the three, none of it loaded by any other command.
        .executableTarget(
            name: "ilgi-helper",
            dependencies: [
                "IlgiCore", "IlgiServer", "IlgiServeShared", "IlgiAssistant", "IlgiWeather",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: ownSettings),
        // Temporary folders, running git and the ilgi binary: what every test target needs.
        .target(name: "IlgiTestSupport", path: "Tests/IlgiTestSupport", swiftSettings: ownSettings),
        // A journal in a temporary folder, for the tests of IlgiCore and of what is built on it.
        .target(
            name: "IlgiJournalTestSupport", dependencies: ["IlgiCore", "IlgiEntry", "IlgiStore", "IlgiTestSupport"],
            path: "Tests/IlgiJournalTestSupport", swiftSettings: ownSettings),
        // One test target per module, as swift-nio has them: a module's tests build with it and
        // what it depends on, never the rest.
        .testTarget(
            name: "IlgiEntryTests",
            dependencies: ["IlgiEntry", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: ownSettings),
        .testTarget(
            name: "IlgiStoreTests", dependencies: ["IlgiStore", "IlgiEntry", "GitKit", "IlgiTestSupport"],
            swiftSettings: ownSettings),
        .testTarget(
            name: "IlgiCatalogTests",
            dependencies: [
                "IlgiCatalog", "IlgiStore", "IlgiEntry", "IlgiTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: ownSettings),
        .testTarget(
            name: "IlgiTransferTests",
            dependencies: [
                "IlgiTransfer", "IlgiCore", "IlgiCatalog", "IlgiStore", "IlgiEntry", "IlgiTestSupport",
                "IlgiJournalTestSupport",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: ownSettings),
        .testTarget(
            name: "GitKitTests", dependencies: ["GitKit", "CLazyLibGit2", "CDeferredAuthorities", "IlgiTestSupport"],
            swiftSettings: ownSettings),
        .testTarget(
            name: "IlgiCoreTests",
            dependencies: [
                "IlgiCore",
                "IlgiEntry",
                "IlgiStore",
                "IlgiCatalog",
                "IlgiWeather",
                "IlgiTestSupport",
                "IlgiJournalTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: ownSettings
        ),
        // Runs the built `ilgi` binary in temporary homes; depends on it so it is built first.
        .testTarget(
            name: "IlgiCLITests",
            dependencies: [
                "ilgi", "ilgi-helper", "IlgiServeShared", "IlgiTestSupport", "CLinux",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: ownSettings),
        // `ilgi serve`: the site called directly, and the built binary driven in headless Chromium.
        .testTarget(
            name: "IlgiServerTests",
            dependencies: [
                "IlgiServer", "IlgiServeShared", "IlgiTransfer", "ilgi", "ilgi-helper", "IlgiTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: ownSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz`: libFuzzer over every parser of bytes from elsewhere (Tests/Fuzz/README.md). Only
// with ILGI_FUZZ set, and built with `--sanitize fuzzer`, which supplies the program's main.
if fuzzing {
    package.targets.append(
        .executableTarget(
            name: "ilgi-fuzz",
            dependencies: ["IlgiEntry", "IlgiCore", "IlgiStore", "IlgiCatalog", "IlgiTransfer", "GitKit"],
            path: "Tests/Fuzz/IlgiFuzz",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
