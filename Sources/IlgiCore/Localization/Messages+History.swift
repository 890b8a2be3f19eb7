/// What `log`, `show --at`, `diff`, `restore`, `deleted` and `git` say, in English and Korean.
extension Messages {
    // MARK: Errors

    public static func unknownEntry(_ query: String) -> Localized {
        Localized(
            en: "no entry, present or deleted, has the id '\(query)'; see ids with 'ilgi list' and 'ilgi deleted'",
            ko: "'\(query)' ID의 일기가 없어요 (지운 일기 중에도 없어요). 'ilgi list'와 'ilgi deleted'로 ID를 확인하세요")
    }

    public static func unknownRevision(_ revision: String) -> Localized {
        Localized(
            en:
                "'\(revision)' names no commit of the journal; use a commit id from 'ilgi log', HEAD~N or a date (YYYY-MM-DD)",
            ko: "'\(revision)'에 해당하는 커밋이 일기장에 없어요. 'ilgi log'의 커밋 ID, HEAD~N, 또는 날짜(YYYY-MM-DD)를 쓰세요")
    }

    public static func ambiguousRevision(_ revision: String) -> Localized {
        Localized(
            en: "'\(revision)' matches more than one commit; give more characters of the commit id",
            ko: "'\(revision)'에 해당하는 커밋이 여러 개예요. 커밋 ID를 더 길게 입력하세요")
    }

    public static func noCommitBefore(_ date: String) -> Localized {
        Localized(
            en: "the journal has no commit on or before \(date); its history starts later (see 'ilgi log')",
            ko: "\(date) 또는 그 전에 만든 커밋이 없어요. 일기장의 기록은 그 뒤에 시작돼요 ('ilgi log'로 확인하세요)")
    }

    public static let noHistoryError = Localized(
        en: "the journal has no history yet; write an entry with 'ilgi new' first",
        ko: "일기장에 아직 기록이 없어요. 먼저 'ilgi new'로 일기를 써 보세요")

    public static func notInRevision(_ id: String, _ revision: String, _ commit: String) -> Localized {
        let at = revision.hasPrefix(commit) ? commit : "\(revision) (\(commit))"
        return Localized(
            en: "entry \(id) is not in the journal at \(at); see the commits that have it with 'ilgi log \(id)'",
            ko: "\(at) 시점의 일기장에는 \(id) 일기가 없어요. 'ilgi log \(id)'로 이 일기가 있는 커밋을 확인하세요")
    }

    public static func notDeleted(_ id: String) -> Localized {
        Localized(
            en: "entry \(id) is not deleted; to roll it back, name a version with --at (see 'ilgi log \(id)')",
            ko: "\(id) 일기는 지워지지 않았어요. 예전 버전으로 되돌리려면 --at으로 버전을 지정하세요 ('ilgi log \(id)' 참고)")
    }

    public static func uncommittedChanges(_ id: String, _ path: String) -> Localized {
        Localized(
            en:
                "entry \(id) has changes that are not committed (\(path)); commit them first ('ilgi git commit -a') so restoring does not lose them",
            ko: "\(id) 일기에 커밋하지 않은 변경이 있어요 (\(path)). 복원하면 사라지니 먼저 커밋하세요 ('ilgi git commit -a')")
    }

    public static func emptyVersion(_ id: String, _ commit: String) -> Localized {
        Localized(
            en: "the version of \(id) in \(commit) has no title and no text; nothing was restored",
            ko: "\(commit)의 \(id) 버전은 제목도 내용도 없어요. 복원하지 않았어요")
    }

    public static let gitNotFound = Localized(
        en: "git was not found on PATH; install git to use 'ilgi git'",
        ko: "PATH에서 git을 찾을 수 없어요. 'ilgi git'을 쓰려면 git을 설치하세요")

    public static func gitDidNotStart(_ reason: String) -> Localized {
        Localized(en: "could not run git (\(reason))", ko: "git을 실행할 수 없어요 (\(reason))")
    }

    // MARK: Notices

    public static func restored(_ short: String, _ title: String) -> Localized {
        Localized(en: "Restored \(short): \(title)", ko: "되살렸어요 \(short): \(title)")
    }

    /// How `deleted` and ambiguous-id lists mark an entry that was deleted.
    public static let deletedMark = Localized(en: "(deleted)", ko: "(지움)")

    /// The action column of `ilgi log`.
    public static func action(_ action: HistoryAction) -> Localized {
        switch action {
        case .add: Localized(en: "Add", ko: "추가")
        case .edit: Localized(en: "Edit", ko: "수정")
        case .delete: Localized(en: "Delete", ko: "삭제")
        case .restore: Localized(en: "Restore", ko: "복원")
        case .merge: Localized(en: "Merge", ko: "병합")
        case .import: Localized(en: "Import", ko: "가져오기")
        }
    }
}
