/// Messages of the table of the commits that changed each entry (`PathCommits`), made on the
/// first `ilgi log ID` of a journal, in English and Korean.
extension Messages {
    public static func historyProgress(_ done: Int, _ total: Int) -> Localized {
        Localized(
            en: "Reading the journal's history \(done)/\(total)…",
            ko: "일기장 기록을 읽는 중 \(done)/\(total)…")
    }
}
