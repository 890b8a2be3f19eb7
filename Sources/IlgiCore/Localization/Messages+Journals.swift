import Foundation

extension Messages {
    public static func unknownJournal(_ name: String, _ known: [String]) -> Localized {
        Localized(
            en: "There is no journal called '\(name)'. Known: \(known.joined(separator: ", ")). "
                + "'ilgi journals add \(name) PATH' names one.",
            ko: "'\(name)'이라는 일기장이 없어요. 있는 것: \(known.joined(separator: ", ")). "
                + "'ilgi journals add \(name) PATH'로 이름을 붙여요.")
    }
    public static func invalidJournalName(_ name: String) -> Localized {
        Localized(
            en: "'\(name)' cannot name a journal: use letters, digits, '-', '_' and '.' (not first), at most 64.",
            ko: "'\(name)'은 일기장 이름이 될 수 없어요. 글자, 숫자, '-', '_', '.'(맨 앞 말고)로 64자까지 써요.")
    }
    public static func journalNameTaken(_ name: String, _ root: String) -> Localized {
        Localized(
            en: "'\(name)' already names the journal at \(root). 'ilgi journals remove \(name)' forgets it first.",
            ko: "'\(name)'은 이미 \(root)의 일기장 이름이에요. 먼저 'ilgi journals remove \(name)'로 잊어요.")
    }
    public static func journalFolderTaken(_ name: String, _ root: String) -> Localized {
        Localized(
            en: "\(root) is already the journal '\(name)'.",
            ko: "\(root)는 이미 '\(name)' 일기장이에요.")
    }
    public static func cannotForgetStandardJournal(_ root: String) -> Localized {
        Localized(
            en:
                "'default' is the journal at \(root) unless another is added under that name; there is nothing to forget.",
            ko: "'default'는 다른 일기장을 그 이름으로 더하지 않는 한 \(root)의 일기장이라, 잊을 것이 없어요.")
    }
    public static func journalListUnreadable(_ path: String, _ reason: String) -> Localized {
        Localized(
            en: "Could not read the list of journals (\(path)): \(reason)",
            ko: "일기장 목록(\(path))을 읽지 못했어요: \(reason)")
    }
    public static func journalListUnwritable(_ path: String, _ reason: String) -> Localized {
        Localized(
            en: "Could not change the list of journals (\(path)): \(reason)",
            ko: "일기장 목록(\(path))을 바꾸지 못했어요: \(reason)")
    }
}
