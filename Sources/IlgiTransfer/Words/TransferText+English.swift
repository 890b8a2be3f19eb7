import Foundation
import IlgiCore
import IlgiEntry

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
                "cannot tell what kind of journal \(path) is; say it with --from \(ImportSource.allCases.map(\.rawValue).joined(separator: ", "))"
        case .importFileTooLarge(let size, let limit):
            return
                "it is \(ByteSize.words(size)); an export file is read whole, and one larger than \(ByteSize.words(limit)) is refused"
        case .importNotBase64:
            return "this is not a Daylio backup: backup.daylio should be base64 text"
        case .importLeftOut(let source, let what):
            return "\(source)'s \(what) are not entries and were not imported."
        case .importNotDaylioCSV:
            return "this CSV has no full_date column; give Daylio's CSV export (full_date,date,weekday,time,mood,…)"
        case .importCSVHasNoMedia(let source):
            return "\(source)'s CSV export has no photos or audio; import its backup to bring them too."
        case .importZoneAssumed(let source, let zone):
            return "\(source) keeps times without a time zone: they were read as \(zone) (give --tz to choose another)."
        case .importNoTimeOfDay(let source):
            return "\(source) keeps only the day of each entry, not the time: each is dated at noon that day."
        case .importMissingMedia(let count, let first):
            return
                "\(EnglishPlural.count(count, "file", "files")) the export names \(count == 1 ? "is" : "are") not in it (first: \(first)); the entries came without \(count == 1 ? "it" : "them")."
        case .importSkippedFiles(let count, let first, let reason):
            return
                "\(EnglishPlural.count(count, "file was", "files were")) left out (first: \(first): \(reason.english))."
        case .importNotAnEntryOf(let source):
            return "not a \(source) entry"
        case .importNothingOfSource(let source, let pattern):
            return "no \(source) entries (\(pattern)) in this folder"
        case .importEncryptedDiaro:
            return
                "this is an encrypted Diaro backup (.denc), which only Diaro can open; in Diaro make a backup without encryption (Settings → Backup & Restore) and import that .zip"
        case .importDiariumDatabase:
            return "this is Diarium's own database; in Diarium choose Export → JSON and import that file"
        case .importFieldAdded(let name, let values):
            return "The moods went into a new field '\(name)' (\(values)); see them with: ilgi stats --field \(name)"
        case .importFoldersAsTags(let source):
            return "\(source)'s folders became tags (@folder-name)."
        case .importNotDiaroBackup:
            return "no DiaroBackup.xml here; give the backup .zip Diaro made, or the XML in it"
        case .importNoHEICPreviews(let count):
            return
                "\(EnglishPlural.count(count, "HEIC photo has", "HEIC photos have")) no preview a browser can show: heif-convert (Debian: libheif-examples) was not installed, or could not read \(count == 1 ? "it" : "them"). The photos themselves came in whole."
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
