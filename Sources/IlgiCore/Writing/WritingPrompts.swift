import Foundation

/// Writing prompts: ilgi's own, in English and Korean (written for this project), then a
/// journal's (`.ilgi/prompts.txt`, one a line, `#` starting a comment; synced with the
/// journal). Today's prompt is the same all day, and none comes again before all have come:
/// day number `d` takes the prompt at `d × step mod count`, with `step` coprime to the count,
/// so any `count` days in a row take each prompt once. No state is kept.
public struct WritingPrompts: Sendable {
    public let prompts: [Localized]

    /// The journal's own prompts file, relative to its folder.
    public static let journalFile = ".ilgi/prompts.txt"

    public init(prompts: [Localized]) {
        self.prompts = prompts
    }

    /// The most of `.ilgi/prompts.txt` that is read: a remote's file never takes more.
    static let fileLimit = 1024 * 1024

    /// ilgi's prompts, then those of the journal at `root` (never through a link).
    public init(journal root: URL) {
        let own =
            Beneath(root).regularFileContents(Self.journalFile, limit: Self.fileLimit)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        let added = own.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { Localized(en: $0, ko: $0) }
        self.init(prompts: Self.builtIn + added)
    }

    /// The prompt of `day`.
    public func prompt(on day: CivilDay) -> Localized {
        let count = prompts.count
        let step = Self.step(for: count)
        let index = ((day.number % count) * step % count + count) % count
        return prompts[index]
    }

    /// A stride coprime to `count`, about 0.618 of it, so that neighbouring days are far apart
    /// in the list.
    static func step(for count: Int) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        var step = max(1, Int(Double(count) * 0.618))
        while gcd(step, count) != 1 { step += 1 }
        return step
    }

    /// ilgi's own prompts, written for this project.
    public static let builtIn: [Localized] = [
        Localized(en: "What made you smile today?", ko: "오늘 나를 웃게 한 건 뭐였나요?"),
        Localized(en: "What did you notice today that you usually walk past?", ko: "평소엔 지나치던 것 중 오늘 눈에 띈 건?"),
        Localized(en: "Who did you think about today, and why?", ko: "오늘 누구를 생각했나요? 왜요?"),
        Localized(en: "What would you like to remember about this week?", ko: "이번 주에서 기억하고 싶은 건 뭔가요?"),
        Localized(en: "What tired you out today, and what gave you energy?", ko: "오늘 나를 지치게 한 것과 힘이 나게 한 것은?"),
        Localized(en: "Describe a sound, a smell or a taste from today.", ko: "오늘 들은 소리, 맡은 냄새, 느낀 맛 하나를 적어 보세요."),
        Localized(en: "What did you learn today, however small?", ko: "오늘 배운 것은? 아주 작은 것이라도요."),
        Localized(en: "What are you looking forward to?", ko: "요즘 기다려지는 건 뭔가요?"),
        Localized(en: "What did you put off today? What would make it easier?", ko: "오늘 미룬 일은? 무엇이 있으면 쉬워질까요?"),
        Localized(en: "Write about a conversation you had today.", ko: "오늘 나눈 대화 하나를 적어 보세요."),
        Localized(en: "What is one thing you are grateful for right now?", ko: "지금 고마운 것 하나는?"),
        Localized(en: "How did you take care of yourself today?", ko: "오늘 나를 어떻게 돌봤나요?"),
        Localized(en: "What was the weather like, and how did it feel?", ko: "오늘 날씨는 어땠고, 어떤 기분이 들었나요?"),
        Localized(en: "What surprised you recently?", ko: "최근에 나를 놀라게 한 일은?"),
        Localized(en: "What would you tell yourself from a year ago?", ko: "1년 전의 나에게 해 주고 싶은 말은?"),
        Localized(en: "Where did you go today? Describe one place.", ko: "오늘 어디에 갔나요? 한 곳을 그려 보세요."),
        Localized(en: "What is on your mind tonight?", ko: "오늘 밤 머릿속에 맴도는 건?"),
        Localized(
            en: "What did you read, watch or listen to lately that stayed with you?", ko: "요즘 읽거나 보거나 들은 것 중 마음에 남은 건?"),
        Localized(en: "What went better than you expected?", ko: "생각보다 잘된 일은?"),
        Localized(en: "What would make tomorrow a good day?", ko: "내일을 좋은 날로 만들려면 무엇이 필요할까요?"),
        Localized(en: "Write about something you made or fixed.", ko: "내가 만들거나 고친 것에 대해 적어 보세요."),
        Localized(en: "What did you eat today, and with whom?", ko: "오늘 무엇을, 누구와 먹었나요?"),
        Localized(en: "What are you worried about, and what can you do about it?", ko: "걱정되는 건? 그에 대해 할 수 있는 일은?"),
        Localized(en: "Describe this moment: where you are, what you hear.", ko: "지금 이 순간을 그려 보세요: 있는 곳, 들리는 것."),
        Localized(en: "What habit are you building, and how is it going?", ko: "만들고 있는 습관은? 잘되고 있나요?"),
        Localized(en: "Who helped you lately? Who did you help?", ko: "최근에 나를 도와준 사람은? 내가 도운 사람은?"),
        Localized(en: "What did you change your mind about?", ko: "생각이 바뀐 일이 있나요?"),
        Localized(en: "What small thing would you like to do again?", ko: "다시 해 보고 싶은 작은 일은?"),
        Localized(en: "Write a letter to someone you miss.", ko: "보고 싶은 사람에게 편지를 써 보세요."),
        Localized(en: "What do you want to let go of?", ko: "내려놓고 싶은 건 뭔가요?"),
    ]
}
