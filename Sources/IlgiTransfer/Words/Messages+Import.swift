import IlgiCore

/// What `import` says about the journals it reads beyond the first formats, in English and
/// Korean.
extension Messages {
    public static func importTextBeforeFirstJrnlEntry(format: String) -> Localized {
        Localized(
            en:
                "text before the first entry; with the time format '\(format)' a jrnl entry starts with a line like '[\(format)] Title' (check --time-format or the jrnl config's timeformat)",
            ko:
                "첫 일기 앞에 글이 있어요. 시간 형식 '\(format)'이면 jrnl 일기는 '[\(format)] 제목' 같은 줄로 시작해요 (--time-format이나 jrnl 설정의 timeformat을 확인하세요)"
        )
    }

    public static let importNotAJrnlFolder = Localized(
        en: "no jrnl day files (YYYY/MM/DD.txt) in this folder; give a jrnl journal file or folder journal",
        ko: "이 폴더에 jrnl 날짜 파일(YYYY/MM/DD.txt)이 없어요. jrnl 일기장 파일이나 폴더 일기장을 주세요")
}

extension Messages {
    public static let importBadJrnlConfig = Localized(
        en: "this line of the jrnl config is not 'key: value'; check the file or give --time-format instead",
        ko: "jrnl 설정의 이 줄이 'key: value' 꼴이 아니에요. 파일을 확인하거나 --time-format을 쓰세요")

    public static func importCannotTell(_ path: String) -> Localized {
        Localized(
            en:
                "cannot tell what kind of journal \(path) is; say it with --from jrnl, jrnl-json, dayone, dayone-classic or markdown-dir",
            ko: "\(path)가 어떤 일기장인지 알 수 없어요. --from jrnl, jrnl-json, dayone, dayone-classic, markdown-dir 중 하나로 알려 주세요")
    }
}

extension Messages {
    public static let importNoDayOneJSON = Localized(
        en:
            "no Day One journal (.json) in this folder; give the export's .zip, its unzipped folder or its Journal.json",
        ko: "이 폴더에 Day One 일기장(.json)이 없어요. 내보낸 .zip이나 압축을 푼 폴더, 또는 Journal.json을 주세요")

    public static let importNoDoentries = Localized(
        en: "no Day One Classic entries (entries/*.doentry) in this folder",
        ko: "이 폴더에 Day One Classic 일기(entries/*.doentry)가 없어요")

    public static let importBadPropertyList = Localized(
        en: "not a Day One Classic entry (a property list with 'Creation Date' and 'Entry Text')",
        ko: "Day One Classic 일기(‘Creation Date’와 ‘Entry Text’가 있는 property list)가 아니에요")

    public static let importBadZip = Localized(
        en: "cannot unzip it; check that it is the .zip Day One exported",
        ko: "압축을 풀 수 없어요. Day One이 내보낸 .zip이 맞는지 확인하세요")
}

extension Messages {
    public static func importUnknownTimeFormat(_ date: String) -> Localized {
        Localized(
            en:
                "'\(date)' is not in a time format ilgi knows; give the journal's timeformat with --time-format (e.g. '%d.%m.%Y %H:%M') or --jrnl-config",
            ko:
                "'\(date)'는 ilgi가 아는 시간 형식이 아니에요. 일기장의 timeformat을 --time-format (예: '%d.%m.%Y %H:%M')이나 --jrnl-config로 알려 주세요"
        )
    }
}
