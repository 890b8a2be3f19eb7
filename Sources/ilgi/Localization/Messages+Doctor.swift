import IlgiCore

/// The command line's words about doctor, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiCore/Localization/Messages+Doctor.swift`).
extension Messages {
    static let doctorHealthy = Localized(en: "The journal is healthy.", ko: "일기장에 문제가 없어요.")

    static func doctorRepaired(_ created: Int, _ temporary: Int, unlinkedAssets: Int = 0) -> Localized {
        guard unlinkedAssets > 0 else {
            return Localized(
                en: "Repaired: added Created to \(created) entry(ies), removed \(temporary) temporary file(s).",
                ko: "고쳤어요: 일기 \(created)개에 Created를 넣고 임시 파일 \(temporary)개를 지웠어요.")
        }
        return Localized(
            en:
                "Repaired: added Created to \(created) entry(ies), removed \(temporary) temporary file(s) and \(unlinkedAssets) unlinked attachment(s).",
            ko:
                "고쳤어요: 일기 \(created)개에 Created를 넣고 임시 파일 \(temporary)개와 링크 없는 첨부 파일 \(unlinkedAssets)개를 지웠어요."
        )
    }

    static func doctorClosedFolders(_ count: Int) -> Localized {
        Localized(
            en: "Closed \(count) of the journal's folders to other users.",
            ko: "일기장 폴더 \(count)개를 다른 사용자가 읽지 못하게 했어요.")
    }

    static func doctorFsckFailed(_ output: String) -> Localized {
        Localized(en: "git fsck found problems:\n\(output)", ko: "git fsck가 문제를 찾았어요:\n\(output)")
    }

    static let problemLabel = Localized(en: "problem", ko: "문제")

    static let noteLabel = Localized(en: "note", ko: "참고")
}

extension Help {
    static let doctor = Localized(
        en: "Check the journal and say how to mend what is wrong.",
        ko: "일기장을 점검하고 고칠 방법을 알려 줘요.")

    static let fixFlag = Localized(
        en: "Mend what is safe to mend: add missing Created trailers (one commit), remove leftover temporary files.",
        ko: "안전하게 고칠 수 있는 것을 고쳐요: 빠진 Created 트레일러 추가(커밋 하나), 남은 임시 파일 삭제.")
}
