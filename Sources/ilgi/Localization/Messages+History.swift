import IlgiCore

/// The command line's words about history, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiCore/Localization/Messages+History.swift`).
extension Messages {
    static let noHistoryYet = Localized(
        en: "No history yet. Write your first entry with 'ilgi new'.",
        ko: "아직 기록이 없어요. 'ilgi new'로 첫 일기를 써 보세요.")

    static func restoreUnchanged(_ short: String) -> Localized {
        Localized(
            en: "Entry \(short) already reads exactly like that version; nothing was restored.",
            ko: "\(short) 일기는 이미 그 버전과 똑같아요. 되살릴 것이 없어요.")
    }

    static let noDeletedEntries = Localized(
        en: "No deleted entries.", ko: "지운 일기가 없어요.")

    static let restoreHint = Localized(
        en: "Bring one back with: ilgi restore ID",
        ko: "되살리려면: ilgi restore ID")

    static func noDifferences(_ id: String, _ commit: String?) -> Localized {
        guard let commit else {
            return Localized(en: "Entry \(id) has no changes to show.", ko: "\(id) 일기에 보여 줄 변경이 없어요.")
        }
        return Localized(
            en: "No differences in \(id) between \(commit) and now.",
            ko: "\(commit)와 지금 사이에 \(id) 일기는 달라진 곳이 없어요.")
    }

    /// "deleted November 22, 2026 at 3:45 PM"
    static func deletedOn(_ date: String) -> Localized {
        Localized(en: "deleted \(date)", ko: "\(date) 지움")
    }

    /// `show --at`: which version is on screen.
    static func versionLabel(_ commit: String, _ date: String) -> Localized {
        Localized(en: "version \(commit) of \(date)", ko: "\(date)의 \(commit) 버전")
    }
}
