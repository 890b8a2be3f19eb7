import IlgiCore

/// Messages and help of the journal index (`ilgi reindex`, the progress of a first build), in
/// English and Korean.
extension Messages {
    public static func catalogProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(en: "Indexing the journal \(done)/\(total)…", ko: "일기장 색인을 만드는 중 \(done)/\(total)…")
    }

    public static func reindexed(_ count: Int) -> Localized {
        Localized(en: "Indexed \(count) entries.", ko: "일기 \(count)개를 색인했어요.")
    }
}

extension Help {
    public static let reindex = Localized(
        en: "Rebuild this machine's index of the journal from the entry files.",
        ko: "이 컴퓨터의 일기장 색인을 일기 파일에서 다시 만들어요.")
    public static let reindexDiscussion = Localized(
        en: """
            ilgi keeps an index of the journal in .git/ilgi/index.sqlite so that list, search \
            and export stay fast in a journal of any size. It is never committed or synced and \
            is kept up to date by itself: after a save, a sync, a git pull, a commit made with \
            git or an edit by hand. A missing or damaged index is rebuilt silently. reindex \
            throws it away and reads every entry again; you should never need it.
            """,
        ko: """
            ilgi는 일기장이 아무리 커도 list, search, export가 빠르도록 .git/ilgi/index.sqlite에 \
            색인을 둬요. 색인은 커밋되거나 동기화되지 않고, 저장, 동기화, git pull, git으로 한 \
            커밋, 손으로 고친 뒤에도 스스로 최신으로 유지돼요. 없거나 망가진 색인은 조용히 다시 \
            만들어요. reindex는 색인을 버리고 모든 일기를 다시 읽어요. 보통은 쓸 일이 없어요.
            """)
}
