import Foundation
import IlgiCore

/// What import, export and sharing say to a person, by key. Each language is a table of its
/// own (`TransferText+English.swift`, `TransferText+Korean.swift`), a `switch` over every
/// key, so a key a table lacks does not compile.
public enum TransferText: WordTable {
    // MARK: Import
    // What `import` says about the journals it reads beyond the first formats, in English and
    // Korean.

    case importTextBeforeFirstJrnlEntry(format: String)
    case importNotAJrnlFolder
    case importBadJrnlConfig
    case importCannotTell(_ path: String)
    case importNoDayOneJSON
    case importNoDoentries
    case importBadPropertyList
    case importBadZip
    case importUnsafeArchive(ArchiveRefusal)
    case importUnknownTimeFormat(_ date: String)

    // MARK: Share
    // What `share`, `export` and `import` say, in English and Korean.

    case exported(_ count: Int, _ path: String)
    case imported(_ count: Int, _ source: any LocalizedText, _ alreadyThere: Int)
    case importUnreadable(_ reason: String)
    case importNotUTF8
    case importWrongJrnlPassword
    case importDamagedJrnlEncryption
    case importJrnlNeedsPassword
    case importBadDate(_ text: String)
    case importTextBeforeFirstJrnlEntryInDefaultFormat
    case importNoEntries(_ format: String)
    case importIsZip
    case importBadJSON
    case importNoEntriesList(_ format: String)
    case importEntryNotObject
    case importMissingField(_ name: String)
    case importNeedsFolder
    case importFrontMatterNotClosed

    // MARK: Sources

    /// How messages name a folder of Markdown files as an import source.
    case markdownFiles
}
