import Foundation
import IlgiCore
import IlgiEntry

/// What the language server says to the writer (diagnostics, hovers, messages), in English
/// and Korean: a key here, its words in `+English.swift` and `+Korean.swift`.
enum LanguageServerText: WordTable {
    case brokenLink(_ target: String)
    case ambiguousLink(_ target: String, _ count: Int)
    case dayLink(_ count: Int)
    case tagHover(_ tag: String, _ count: Int, lastUsed: String?)
    case unknownField(_ key: String)
    case fieldOutOfRange(_ key: String, _ value: String, _ values: String)
    case fieldHover(_ key: String, _ values: String, _ value: String?, average: String?)
    case lockedJournal(_ path: String)
    case notATag
    case entriesCount(_ count: Int)
    case notATrailerBlock
    case splitTrailerBlock
    case notAFieldName(_ name: String)
}
