// Symbolic links and the journal's own git config: what ilgi refuses and why.
extension Messages {
    /// A write (or read) refused because `path` is a symbolic link inside the journal.
    public static func symbolicLinkRefused(_ path: String) -> Localized {
        Localized(
            en:
                "\(path) is a symbolic link; ilgi never follows it: remove it with 'ilgi git rm' (or rm, if it was never committed)",
            ko: "\(path) 경로는 심볼릭 링크예요. ilgi는 링크를 따라가지 않아요. 'ilgi git rm'으로 지우세요(커밋된 적 없으면 rm)")
    }

    /// `doctor`: symbolic links where entries or their folders belong.
    public static func doctorSymbolicLinks(_ count: Int) -> Localized {
        Localized(
            en:
                "\(count) symbolic link(s) where entries or their folders belong; ilgi never follows them (nor lists, shows, fixes or commits what they point to): remove each with 'ilgi git rm PATH' (or rm, if it was never committed)",
            ko:
                "일기나 그 폴더 자리에 심볼릭 링크가 \(count)개 있어요. ilgi는 링크를 따라가지 않아요(가리키는 파일을 보여 주거나 고치거나 커밋하지 않아요). 각각 'ilgi git rm 경로'로 지우세요(커밋된 적 없으면 rm)"
        )
    }
}
