import IlgiCore

/// The command line's words about drafts, in English and Korean (the core keeps the
/// messages of its own errors in `IlgiCore/Localization/Messages+Drafts.swift`).
extension Messages {
    static func draftKeptAt(_ name: String, _ path: String) -> Localized {
        Localized(
            en: "nothing was saved, and your text is kept in \(path) (save it with: ilgi drafts restore \(name))",
            ko: "저장하지 않았고, 쓴 내용은 \(path)에 남아 있어요 (저장하려면: ilgi drafts restore \(name))")
    }

    static func editRefusedDraftKept(_ name: String, _ path: String) -> Localized {
        Localized(
            en:
                "the entry was changed by another ilgi while you were editing; nothing was overwritten, and your version is kept in \(path) (see it with 'ilgi drafts', save it over the other with 'ilgi drafts restore \(name) --force')",
            ko:
                "편집하는 동안 다른 ilgi가 이 일기를 바꿨어요. 덮어쓰지 않았고, 고친 내용은 \(path)에 남아 있어요 ('ilgi drafts'로 보고, 'ilgi drafts restore \(name) --force'로 덮어쓸 수 있어요)"
        )
    }

    static func earlierDrafts(_ short: String, _ count: Int) -> Localized {
        Localized(
            en: "\(short) has \(count) unsaved draft(s) from an earlier edit; they are kept (see 'ilgi drafts').",
            ko: "\(short) 일기에 전에 편집하다 저장하지 못한 초안이 \(count)개 있어요. 그대로 두었어요('ilgi drafts'로 보세요).")
    }

    static func browserDraft(_ short: String, _ name: String) -> Localized {
        Localized(
            en:
                "\(short) has unsaved text typed in the browser (ilgi serve); it is kept: 'ilgi drafts restore \(name)' saves it, 'ilgi serve' shows it in the editor.",
            ko:
                "\(short) 일기에 브라우저(ilgi serve)에서 쓰고 저장하지 않은 글이 있어요. 그대로 두었어요. 'ilgi drafts restore \(name)'로 저장하거나 'ilgi serve' 편집기에서 볼 수 있어요."
        )
    }

    static let noDrafts = Localized(en: "No drafts.", ko: "초안이 없어요.")

    /// The entry column of `ilgi drafts` for a draft of a new entry.
    static let draftForNewEntry = Localized(en: "new", ko: "새 일기")

    static func draftAge(seconds: Int) -> Localized {
        switch seconds {
        case ..<60: Localized(en: "just now", ko: "방금")
        case ..<3600: Localized(en: "\(seconds / 60) min ago", ko: "\(seconds / 60)분 전")
        case ..<86_400: Localized(en: "\(seconds / 3600) h ago", ko: "\(seconds / 3600)시간 전")
        default: Localized(en: "\(seconds / 86_400) days ago", ko: "\(seconds / 86_400)일 전")
        }
    }

    static func confirmDiscardDraft(_ name: String, _ firstLine: String) -> Localized {
        Localized(
            en: "Discard draft \(name) (\"\(firstLine)\")? Its text will be gone. [y/N]",
            ko: "초안 \(name)(\"\(firstLine)\")을 버릴까요? 내용이 사라져요. [y/N]")
    }

    static func discardNeedsConfirmation(_ name: String) -> Localized {
        Localized(
            en:
                "discarding a draft asks first, and there is no terminal to ask on; run 'ilgi drafts discard \(name) --yes'",
            ko: "초안을 버리기 전에 물어봐야 하는데 물어볼 터미널이 없어요. 'ilgi drafts discard \(name) --yes'로 실행하세요")
    }

    static let draftNotDiscarded = Localized(en: "Not discarded.", ko: "버리지 않았어요.")

    static func draftDiscarded(_ name: String) -> Localized {
        Localized(en: "Discarded draft \(name).", ko: "초안 \(name)을 버렸어요.")
    }

    static func doctorMendedSplitTrailers(_ count: Int) -> Localized {
        Localized(
            en: "Repaired: put the trailers of \(count) entry(ies) back in place.",
            ko: "고쳤어요: 일기 \(count)개의 트레일러를 제자리에 돌려놓았어요.")
    }
}

extension Help {
    static let drafts = Localized(
        en: "List the texts kept after a failed editor or a refused save: name, age, entry, first line.",
        ko: "편집기가 실패하거나 저장이 거절되어 남은 글을 보여 줘요: 이름, 경과 시간, 일기, 첫 줄.")

    static let draftsDiscussion = Localized(
        en: """
            A draft lives in .git/ilgi/drafts/ until its text is saved or you discard it: no \
            later edit deletes it. 'ilgi drafts restore NAME' saves it (a new entry, or the \
            entry it edits, refused when that entry was saved again meanwhile); 'ilgi drafts \
            discard NAME' throws it away. NAME may be shortened to a unique start.
            """,
        ko: """
            초안은 저장하거나 직접 버릴 때까지 .git/ilgi/drafts/에 남아요. 나중에 편집해도 지워지지 \
            않아요. 'ilgi drafts restore 이름'은 초안을 저장하고(새 일기, 또는 고치던 일기. 그 사이 \
            일기가 다시 저장되었으면 거절해요), 'ilgi drafts discard 이름'은 버려요. 이름은 겹치지 \
            않는 앞부분만 써도 돼요.
            """)

    static let draftsList = Localized(en: "List the drafts.", ko: "초안 목록을 보여 줘요.")

    static let draftsRestore = Localized(
        en: "Save a draft: as a new entry, or onto the entry it edits.",
        ko: "초안을 저장해요: 새 일기로, 또는 고치던 일기에.")

    static let draftsDiscard = Localized(
        en: "Throw a draft away (asks first).",
        ko: "초안을 버려요 (먼저 물어봐요).")

    static let draftArgument = Localized(
        en: "The draft's name as 'ilgi drafts' shows it, or a unique start of it.",
        ko: "'ilgi drafts'에 나오는 초안 이름, 또는 겹치지 않는 앞부분")

    static let draftForceFlag = Localized(
        en: "Save it even though the entry was saved again since the draft was made.",
        ko: "초안을 만든 뒤 일기가 다시 저장되었어도 저장해요")

    static let draftYesFlag = Localized(en: "Do not ask for confirmation.", ko: "묻지 않고 바로 버려요")

    static let editDateOption = Localized(
        en:
            "Give the entry a new date (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday) without opening the editor; its file stays where it is.",
        ko: "편집기를 열지 않고 일기의 날짜를 바꿔요 (YYYY-MM-DD, 'YYYY-MM-DD HH:MM', yesterday, 어제). 파일은 그 자리에 있어요")
}

extension Messages {
    static func redated(_ short: String, _ title: String, _ date: String) -> Localized {
        Localized(
            en: "Redated \(short): \(title), now \(date).",
            ko: "\(short) 일기의 날짜를 바꿨어요: \(title), 이제 \(date).")
    }
}
