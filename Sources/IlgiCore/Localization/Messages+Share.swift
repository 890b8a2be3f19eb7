/// What `share`, `export` and `import` say, in English and Korean.
extension Messages {
    // MARK: share

    public static func copiedToClipboard(_ tool: String) -> Localized {
        Localized(en: "Copied to the clipboard (with \(tool)).", ko: "클립보드에 복사했어요 (\(tool) 사용).")
    }

    public static let noClipboardTool = Localized(
        en: "no clipboard program found; install wl-copy (wl-clipboard), xclip or xsel (or pbcopy on macOS), or use -o FILE",
        ko: "클립보드 프로그램을 찾지 못했어요. wl-copy(wl-clipboard), xclip, xsel (macOS는 pbcopy) 중 하나를 설치하거나 -o FILE을 쓰세요")

    public static func clipboardFailed(_ tool: String, _ reason: String) -> Localized {
        Localized(
            en: "the clipboard program \(tool) failed (\(reason)); use -o FILE instead",
            ko: "클립보드 프로그램 \(tool)이(가) 실패했어요 (\(reason)). 대신 -o FILE을 쓰세요")
    }

    public static let clipboardWithOutput = Localized(
        en: "--clipboard and -o cannot be used together; choose one",
        ko: "--clipboard와 -o는 함께 쓸 수 없어요. 하나만 고르세요")

    public static func wroteFile(_ path: String) -> Localized {
        Localized(en: "Wrote \(path).", ko: "\(path)에 저장했어요.")
    }

    // MARK: export

    public static func exported(_ count: Int, _ path: String) -> Localized {
        Localized(
            en: "Exported \(count) \(count == 1 ? "entry" : "entries") to \(path).",
            ko: "일기 \(count)개를 \(path)(으)로 내보냈어요.")
    }

    public static func exportProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Exporting \(done)/\(total)…", ko: "내보내는 중 \(done)/\(total)…")
    }

    public static let exportScanning = Localized(en: "Reading the journal…", ko: "일기장을 읽는 중…")

    public static let markdownFolderNeedsOutput = Localized(
        en: "a folder export needs -o FOLDER/",
        ko: "폴더로 내보내려면 -o FOLDER/가 필요해요")

    // MARK: import

    public static func imported(_ count: Int, _ source: Localized, _ alreadyThere: Int) -> Localized {
        let english = "Imported \(count) \(count == 1 ? "entry" : "entries") from \(source.english)."
        let korean = "\(source.korean)에서 일기 \(count)개를 가져왔어요."
        guard alreadyThere > 0 else { return Localized(en: english, ko: korean) }
        return Localized(
            en: english + " \(alreadyThere) already in the journal were left out.",
            ko: korean + " 이미 있는 \(alreadyThere)개는 건너뛰었어요.")
    }

    public static func nothingToImport(_ alreadyThere: Int) -> Localized {
        Localized(
            en: "Nothing to import: all \(alreadyThere) entries are already in the journal.",
            ko: "가져올 일기가 없어요: \(alreadyThere)개 모두 이미 일기장에 있어요.")
    }

    public static func importProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Importing \(done)/\(total)…", ko: "가져오는 중 \(done)/\(total)…")
    }

    public static func importFailed(_ place: String, _ reason: Localized) -> Localized {
        Localized(
            en: "\(place): \(reason.english); nothing was imported",
            ko: "\(place): \(reason.korean). 아무것도 가져오지 않았어요")
    }

    public static func importUnreadable(_ reason: String) -> Localized {
        Localized(en: "cannot read it (\(reason))", ko: "읽을 수 없어요 (\(reason))")
    }

    public static let importNotUTF8 = Localized(
        en: "this line is not UTF-8 text; convert the file to UTF-8 first",
        ko: "이 줄은 UTF-8 텍스트가 아니에요. 먼저 파일을 UTF-8로 바꾸세요")

    public static func importBadDate(_ text: String) -> Localized {
        Localized(en: "'\(text)' is not a valid date", ko: "'\(text)'는 올바른 날짜가 아니에요")
    }

    public static let importTextBeforeFirstJrnlEntry = Localized(
        en: "text before the first entry; a jrnl entry starts with a line like '[2024-01-05 09:30] Title'",
        ko: "첫 일기 앞에 글이 있어요. jrnl 일기는 '[2024-01-05 09:30] 제목' 같은 줄로 시작해요")

    public static func importNoEntries(_ format: String) -> Localized {
        Localized(
            en: "no \(format) entries found; check the file and the --from format",
            ko: "\(format) 일기를 찾지 못했어요. 파일과 --from 형식을 확인하세요")
    }

    public static let importIsZip = Localized(
        en: "this is a zip archive; unzip it and import the Journal.json inside",
        ko: "zip 압축 파일이에요. 압축을 풀고 안의 Journal.json을 가져오세요")

    public static let importBadJSON = Localized(
        en: "the JSON is malformed here",
        ko: "여기서 JSON 형식이 깨졌어요")

    public static func importNoEntriesList(_ format: String) -> Localized {
        Localized(
            en: "not a \(format) export: there is no \"entries\" list; check the --from format",
            ko: "\(format) 내보내기 파일이 아니에요: \"entries\" 목록이 없어요. --from 형식을 확인하세요")
    }

    public static let importEntryNotObject = Localized(
        en: "this entry is not a JSON object", ko: "이 일기는 JSON 객체가 아니에요")

    public static func importMissingField(_ name: String) -> Localized {
        Localized(en: "this entry has no \"\(name)\"", ko: "이 일기에 \"\(name)\" 항목이 없어요")
    }

    public static let importNeedsFolder = Localized(
        en: "--from markdown-dir needs a folder of .md or .txt files",
        ko: "--from markdown-dir에는 .md나 .txt 파일이 든 폴더가 필요해요")

    public static let importFrontMatterNotClosed = Localized(
        en: "the front matter that starts here has no closing '---' line",
        ko: "여기서 시작한 front matter에 닫는 '---' 줄이 없어요")
}
