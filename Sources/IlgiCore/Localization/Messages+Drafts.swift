/// Messages about drafts, text that is not UTF-8, re-dating and entries an old edit split
/// (issue 11: no text hidden, no draft destroyed).
extension Messages {
    // MARK: Drafts

    public static func draftNotFound(_ query: String) -> Localized {
        Localized(
            en: "no draft named '\(query)'; 'ilgi drafts' lists them",
            ko: "'\(query)'라는 초안이 없어요. 'ilgi drafts'로 목록을 보세요")
    }

    public static func draftAmbiguous(_ query: String, _ names: [String]) -> Localized {
        let list = names.joined(separator: ", ")
        return Localized(
            en: "'\(query)' names several drafts (\(list)); give more of the name",
            ko: "'\(query)'에 맞는 초안이 여럿이에요(\(list)). 이름을 더 길게 적으세요")
    }

    public static func draftEntryGone(_ entry: String, _ draft: String) -> Localized {
        Localized(
            en:
                "the entry \(entry) of draft \(draft) is no longer in the journal; bring it back with 'ilgi restore \(entry)' first, then restore the draft",
            ko: "초안 \(draft)의 일기 \(entry)가 일기장에 없어요. 먼저 'ilgi restore \(entry)'로 되살린 뒤 초안을 저장하세요")
    }

    public static func draftEntryChanged(_ entry: String, _ draft: String, _ path: String) -> Localized {
        Localized(
            en:
                "\(entry) was saved again since draft \(draft) was made, so nothing was overwritten and the draft is kept in \(path); compare them ('ilgi show \(entry)'), then 'ilgi drafts restore \(draft) --force' saves the draft over it (the other version stays in the history)",
            ko:
                "초안 \(draft)을 만든 뒤에 \(entry) 일기가 다시 저장되어서, 덮어쓰지 않고 초안을 \(path)에 남겨 두었어요. 비교해 본 뒤('ilgi show \(entry)') 'ilgi drafts restore \(draft) --force'로 덮어쓸 수 있어요(다른 버전은 기록에 남아요)"
        )
    }

    public static func draftStartUnknown(_ entry: String, _ draft: String, _ path: String) -> Localized {
        Localized(
            en:
                "draft \(draft) was left by an older ilgi, which did not record the version of \(entry) it started from, so nothing was overwritten and the draft is kept in \(path); compare them ('ilgi show \(entry)'), then 'ilgi drafts restore \(draft) --force' saves it",
            ko:
                "초안 \(draft)은 예전 ilgi가 남긴 것이라 \(entry) 일기의 어느 버전에서 시작했는지 몰라요. 덮어쓰지 않고 초안을 \(path)에 남겨 두었어요. 비교해 본 뒤('ilgi show \(entry)') 'ilgi drafts restore \(draft) --force'로 저장할 수 있어요"
        )
    }

    // MARK: Text that is not UTF-8

    // MARK: Doctor

    public static func doctorSplitTrailers(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) entry(ies) have their trailers (Created, Weather…) in the body and a second 'Created:' block, left by an edit in an older ilgi; 'ilgi doctor --fix' puts them back, keeping every line you wrote",
            ko:
                "일기 \(count)개에서 예전 ilgi로 편집하다 트레일러(Created, Weather…)가 본문으로 들어가고 'Created:'가 한 번 더 붙었어요. 'ilgi doctor --fix'가 쓴 줄은 그대로 두고 트레일러를 제자리에 돌려놓아요"
        )
    }

    public static func doctorUnsavedDrafts(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) unsaved draft(s); 'ilgi drafts' lists them, 'ilgi drafts restore NAME' saves one, 'ilgi drafts discard NAME' throws one away",
            ko:
                "저장하지 않은 초안이 \(count)개 있어요. 'ilgi drafts'로 목록을 보고, 'ilgi drafts restore 이름'으로 저장하거나 'ilgi drafts discard 이름'으로 버리세요"
        )
    }
}
