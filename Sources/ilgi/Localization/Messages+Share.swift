import IlgiCore

/// The command line's words about share, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiTransfer/Words/Messages+Share.swift`).
extension Messages {
    static func copiedToClipboard(_ tool: String) -> Localized {
        Localized(en: "Copied to the clipboard (with \(tool)).", ko: "클립보드에 복사했어요 (\(tool) 사용).")
    }

    static let noClipboardTool = Localized(
        en:
            "no clipboard program found; install wl-copy (wl-clipboard), xclip or xsel (or pbcopy on macOS), or use -o FILE",
        ko: "클립보드 프로그램을 찾지 못했어요. wl-copy(wl-clipboard), xclip, xsel (macOS는 pbcopy) 중 하나를 설치하거나 -o FILE을 쓰세요")

    static func clipboardFailed(_ tool: String, _ reason: String) -> Localized {
        Localized(
            en: "the clipboard program \(tool) failed (\(reason)); use -o FILE instead",
            ko: "클립보드 프로그램 \(tool)이(가) 실패했어요 (\(reason)). 대신 -o FILE을 쓰세요")
    }

    static let clipboardWithOutput = Localized(
        en: "--clipboard and -o cannot be used together; choose one",
        ko: "--clipboard와 -o는 함께 쓸 수 없어요. 하나만 고르세요")

    static func wroteFile(_ path: String) -> Localized {
        Localized(en: "Wrote \(path).", ko: "\(path)에 저장했어요.")
    }

    static func exportProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Exporting \(done)/\(total)…", ko: "내보내는 중 \(done)/\(total)…")
    }

    static let exportScanning = Localized(en: "Reading the journal…", ko: "일기장을 읽는 중…")

    static func nothingToImport(_ alreadyThere: Int) -> Localized {
        Localized(
            en: "Nothing to import: all \(alreadyThere) entries are already in the journal.",
            ko: "가져올 일기가 없어요: \(alreadyThere)개 모두 이미 일기장에 있어요.")
    }

    static func importProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Importing \(done)/\(total)…", ko: "가져오는 중 \(done)/\(total)…")
    }
}
