import IlgiCore
import IlgiTransfer

/// The command line's words about import, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiTransfer/Words/Messages+Import.swift`).
extension Messages {
    static func jrnlPasswordPrompt(_ name: String) -> Localized {
        Localized(en: "Password for the jrnl journal \(name):", ko: "jrnl 일기장 \(name)의 비밀번호:")
    }

    static let jrnlPasswordAgain = Localized(en: "Wrong password; try again.", ko: "비밀번호가 맞지 않아요. 다시 입력하세요.")

    static let importJrnl1Encryption = Localized(
        en:
            "this journal is in jrnl 1's encryption, which ilgi does not read; run 'jrnl --encrypt' with jrnl 2 or later to rewrite it in the current format, then import it",
        ko:
            "jrnl 1의 암호화 형식이라 ilgi가 읽지 못해요. jrnl 2 이상에서 'jrnl --encrypt'로 지금 형식으로 다시 쓴 뒤 가져오세요")

    static func importNoSuchJrnlJournal(_ name: String, _ config: String) -> Localized {
        Localized(
            en: "no file or folder '\(name)', and no jrnl journal of that name in \(config)",
            ko: "'\(name)' 파일이나 폴더가 없고, \(config)에도 그 이름의 jrnl 일기장이 없어요")
    }

    static let importNeedsFile = Localized(
        en: "give the file or folder to import (no jrnl config with a default journal was found)",
        ko: "가져올 파일이나 폴더를 주세요 (기본 일기장이 있는 jrnl 설정을 찾지 못했어요)")

    static func importWouldImport(_ count: Int, _ source: Localized, _ alreadyThere: Int) -> Localized {
        let english = "Would import \(count) \(count == 1 ? "entry" : "entries") from \(source.english)"
        let korean = "\(source.korean)에서 일기 \(count)개를 가져올 거예요"
        guard alreadyThere > 0 else {
            return Localized(en: english + " (dry run: nothing was written).", ko: korean + " (시험 실행: 아무것도 쓰지 않았어요).")
        }
        return Localized(
            en: english + "; \(alreadyThere) already in the journal would be left out (dry run: nothing was written).",
            ko: korean + ". 이미 있는 \(alreadyThere)개는 건너뛸 거예요 (시험 실행: 아무것도 쓰지 않았어요).")
    }

    static func importChecking(_ percent: Int) -> Localized {
        Localized(en: "Checking the input… \(percent)%", ko: "입력을 확인하는 중… \(percent)%")
    }

    static let importPreviewNew = Localized(en: "new  ", ko: "새 일기")

    static let importPreviewKnown = Localized(en: "there", ko: "이미 있음")

    static let importPreviewFiles = Localized(en: "files", ko: "파일")

    static let dayOneExportNeedsFile = Localized(
        en: "a Day One export is a zip file: give it with -o FILE.zip",
        ko: "Day One 내보내기는 zip 파일이에요. -o FILE.zip으로 주세요")

    /// One document links the entries' photos and files but cannot carry them.
    static func exportLeavesFilesBehind(_ count: Int, _ format: ExportFormat) -> Localized {
        let folder = format == .markdown ? "-o FOLDER/" : "--format markdown -o FOLDER/"
        return Localized(
            en: "note: \(count) \(count == 1 ? "entry links photos or files" : "entries link photos or files") "
                + "that one document cannot carry; \(folder) or --format dayone -o FILE.zip takes them along",
            ko: "참고: 일기 \(count)개에 사진이나 파일이 연결되어 있는데, 문서 하나에는 담을 수 없어요. "
                + "\(folder) 또는 --format dayone -o FILE.zip으로 내보내면 함께 담겨요")
    }

    static let importAllJournalsTakesNoFile = Localized(
        en: "--all-journals reads jrnl's config for the journals; give no file",
        ko: "--all-journals는 jrnl 설정에서 일기장을 찾아요. 파일은 주지 마세요")
    static let importAllJournalsNeedsConfig = Localized(
        en: "--all-journals needs jrnl's config with journals in it (~/.config/jrnl/jrnl.yaml, or --jrnl-config PATH)",
        ko: "--all-journals에는 일기장이 적힌 jrnl 설정이 필요해요 (~/.config/jrnl/jrnl.yaml, 또는 --jrnl-config 경로)")
    static func importOtherJrnlJournals(_ names: [String]) -> Localized {
        let list = names.joined(separator: ", ")
        return Localized(
            en:
                "jrnl's config has more journals (\(list)): 'ilgi import --all-journals' brings each as an ilgi journal.",
            ko: "jrnl 설정에 일기장이 더 있어요 (\(list)). 'ilgi import --all-journals'로 각각 ilgi 일기장으로 가져와요.")
    }
    static func importJrnlJournalInto(_ jrnlName: String, _ name: String, _ path: String) -> Localized {
        name.isEmpty
            ? Localized(
                en: "jrnl's '\(jrnlName)' → this journal (\(path))", ko: "jrnl의 '\(jrnlName)' → 이 일기장 (\(path))")
            : Localized(
                en: "jrnl's '\(jrnlName)' → the journal '\(name)' (\(path))",
                ko: "jrnl의 '\(jrnlName)' → '\(name)' 일기장 (\(path))")
    }
}
