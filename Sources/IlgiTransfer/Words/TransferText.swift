import Foundation
import IlgiCore
import IlgiEntry

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
    case importFileTooLarge(_ size: Int, _ limit: Int)
    case importNotBase64
    case importLeftOut(_ source: String, _ what: String)
    case importNotDaylioCSV
    case importCSVHasNoMedia(_ source: String)
    case importZoneAssumed(_ source: String, _ zone: String)
    case importNoTimeOfDay(_ source: String)
    case importMissingMedia(_ count: Int, _ first: String)
    indirect case importSkippedFiles(_ count: Int, _ first: String, _ reason: TransferText)
    case importNotAnEntryOf(_ source: String)
    case importNothingOfSource(_ source: String, _ pattern: String)
    case importEncryptedDiaro
    case importDiariumDatabase
    case importFieldAdded(_ name: String, _ values: String)
    case importFoldersAsTags(_ source: String)
    case importNotDiaroBackup
    case importNoHEICPreviews(_ count: Int)

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
