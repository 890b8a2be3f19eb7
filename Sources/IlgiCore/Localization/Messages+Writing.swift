import Foundation

extension Messages {
    // MARK: Templates

    public static let settingDefaultTemplate = Localized(
        en: "the template 'ilgi new' starts from when no weekday names one (see 'ilgi templates')",
        ko: "요일별 템플릿이 없을 때 'ilgi new'가 쓸 템플릿 ('ilgi templates' 참고)")
    static func settingWeekdayTemplate(_ day: String) -> Localized {
        let index = EntryTemplates.weekdayKeys.firstIndex(of: day) ?? 0
        let name = EntryTemplates.weekdayNames[index]
        return Localized(
            en: "the template 'ilgi new' starts from on a \(name.english)",
            ko: "\(name.korean)에 'ilgi new'가 쓸 템플릿")
    }
    public static let expectedTemplateName = Localized(
        en: "a template's name: letters, digits, '-', '_' or '.', such as daily",
        ko: "템플릿 이름: 글자, 숫자, '-', '_', '.' (예: daily)")
}
