import Foundation
import IlgiCore

/// English: every key of `TransferText`, which the compiler holds this table to.
extension TransferText {
    public var english: String {
        switch self {
        case .importTextBeforeFirstJrnlEntry(let format):
            return
                "text before the first entry; with the time format '\(format)' a jrnl entry starts with a line like '[\(format)] Title' (check --time-format or the jrnl config's timeformat)"
        case .importNotAJrnlFolder:
            return "no jrnl day files (YYYY/MM/DD.txt) in this folder; give a jrnl journal file or folder journal"
        case .importBadJrnlConfig:
            return "this line of the jrnl config is not 'key: value'; check the file or give --time-format instead"
        case .importCannotTell(let path):
            return
                "cannot tell what kind of journal \(path) is; say it with --from jrnl, jrnl-json, dayone, dayone-classic or markdown-dir"
        case .importNoDayOneJSON:
            return
                "no Day One journal (.json) in this folder; give the export's .zip, its unzipped folder or its Journal.json"
        case .importNoDoentries:
            return "no Day One Classic entries (entries/*.doentry) in this folder"
        case .importBadPropertyList:
            return "not a Day One Classic entry (a property list with 'Creation Date' and 'Entry Text')"
        case .importBadZip:
            return "cannot unzip it; check that it is the .zip Day One exported"
        case .importUnsafeArchive(let refusal):
            let size = { (bytes: UInt64) in ByteSize.words(Int(clamping: bytes)) }
            return switch refusal {
            case .unsafeName(let path):
                "its entry '\(path)' names a place outside the archive (an absolute path or '..')"
            case .link(let path):
                "its entry '\(path)' is a symbolic link, which no export holds"
            case .tooManyEntries(let count, let limit):
                "it holds \(count) entries, more than the \(limit) an import unzips"
            case .tooLarge(let total, let limit):
                "it unpacks to more than \(size(limit)) (\(size(total)) so far), more than an import unzips"
            case .noSpace(let needed, let free):
                "it unpacks to \(size(needed)) and the temporary folder has \(size(free)) free; free some space or set TMPDIR to a larger disk"
            case .bomb(let path, let ratio):
                "its entry '\(path)' would unpack to \(ratio) times its packed size, as a zip bomb does"
            case .longerThanDeclared(let path):
                "its entry '\(path)' unpacks to more bytes than the archive declares for it; the unzip was stopped"
            }
        case .importUnknownTimeFormat(let date):
            return
                "'\(date)' is not in a time format ilgi knows; give the journal's timeformat with --time-format (e.g. '%d.%m.%Y %H:%M') or --jrnl-config"
        case .exported(let count, let path):
            return "Exported \(EnglishPlural.count(count, "entry", "entries")) to \(path)."
        case .imported(let count, let source, let alreadyThere):
            let english =
                "Imported \(EnglishPlural.count(count, "entry", "entries")) from \(source.text(in: .english))."
            guard alreadyThere > 0 else { return english }
            return english + " \(alreadyThere) already in the journal were left out."
        case .importUnreadable(let reason):
            return "cannot read it (\(reason))"
        case .importNotUTF8:
            return "this line is not UTF-8 text; convert the file to UTF-8 first"
        case .importWrongJrnlPassword:
            return "wrong password for this encrypted jrnl journal"
        case .importDamagedJrnlEncryption:
            return "the header of this encrypted jrnl journal is damaged"
        case .importJrnlNeedsPassword:
            return "this jrnl journal is encrypted; give its password (--password-file FILE, or type it on a terminal)"
        case .importBadDate(let text):
            return "'\(text)' is not a valid date"
        case .importTextBeforeFirstJrnlEntryInDefaultFormat:
            return "text before the first entry; a jrnl entry starts with a line like '[2024-01-05 09:30] Title'"
        case .importNoEntries(let format):
            return "no \(format) entries found; check the file and the --from format"
        case .importIsZip:
            return "this is a zip archive; unzip it and import the Journal.json inside"
        case .importBadJSON:
            return "the JSON is malformed here"
        case .importNoEntriesList(let format):
            return "not a \(format) export: there is no \"entries\" list; check the --from format"
        case .importEntryNotObject:
            return "this entry is not a JSON object"
        case .importMissingField(let name):
            return "this entry has no \"\(name)\""
        case .importNeedsFolder:
            return "--from markdown-dir needs a folder of .md or .txt files"
        case .importFrontMatterNotClosed:
            return "the front matter that starts here has no closing '---' line"
        case .markdownFiles:
            return "Markdown files"
        }
    }
}
