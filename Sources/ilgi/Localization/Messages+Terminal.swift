import IlgiCore

/// Words of the terminal layer: swift-argument-parser's own help and error wording in Korean,
/// and the man page.
extension Messages {
    /// One of swift-argument-parser's English phrases (a regular expression over one line)
    /// and how it reads in Korean (`$1`… are the captured groups). English output is
    /// argument-parser's own; a phrase it words differently in a later version simply stays
    /// English, never half translated.
    public struct ParserPhrase: Sendable {
        public let english: String
        public let korean: String
    }

    /// argument-parser's help headings and fixed sentences.
    public static let parserHelpPhrases: [ParserPhrase] = [
        ParserPhrase(english: "^OVERVIEW: ", korean: "개요: "),
        ParserPhrase(english: "^USAGE: ", korean: "사용법: "),
        ParserPhrase(english: "^ARGUMENTS:$", korean: "인자:"),
        ParserPhrase(english: "^OPTIONS:$", korean: "옵션:"),
        ParserPhrase(english: "^SUBCOMMANDS:$", korean: "하위 명령:"),
        ParserPhrase(
            english: "^  See '(.+) <subcommand>' for detailed help\\.$",
            korean: "  하위 명령의 자세한 도움말은 '$1 <하위 명령>'으로 볼 수 있어요."),
        ParserPhrase(english: "Show the version\\.", korean: "버전을 보여 줘요."),
        ParserPhrase(english: "Show help information\\.", korean: "도움말을 보여 줘요."),
        ParserPhrase(english: "\\(values: ([^;()]*); default: ([^()]*)\\)", korean: "(값: $1, 기본값: $2)"),
        ParserPhrase(english: "\\(values: ([^()]*)\\)", korean: "(값: $1)"),
        ParserPhrase(english: "\\(default: ([^()]*)\\)", korean: "(기본값: $1)"),
        // "(default)" is 9 columns and "(기본)" 6: three spaces keep the column.
        ParserPhrase(english: "^(  [a-z, -]+) \\(default\\)", korean: "$1 (기본)   "),
    ]

    /// argument-parser's usage errors, after its "Error: " prefix is taken off.
    public static let parserErrorPhrases: [ParserPhrase] = [
        ParserPhrase(
            english: "^Unknown option '([^']+)'\\. Did you mean '([^']+)'\\?$",
            korean: "알 수 없는 옵션이에요: '$1' (혹시 '$2'?)"),
        ParserPhrase(english: "^Unknown option '([^']+)'$", korean: "알 수 없는 옵션이에요: '$1'"),
        ParserPhrase(english: "^Missing value for '([^']+)'$", korean: "'$1' 옵션에 값이 필요해요"),
        ParserPhrase(english: "^Missing expected argument '([^']+)'$", korean: "'$1' 인자가 필요해요"),
        ParserPhrase(english: "^Missing one of: (.+)$", korean: "다음 중 하나가 필요해요: $1"),
        ParserPhrase(english: "^Unexpected argument '(.+)'$", korean: "뜻을 알 수 없는 인자예요: '$1'"),
        ParserPhrase(english: "^([0-9]+) unexpected arguments: (.+)$", korean: "뜻을 알 수 없는 인자가 $1개 있어요: $2"),
        ParserPhrase(
            english: "^The value '(.*)' is invalid for '([^']+)'\\. Please provide one of the following:$",
            korean: "'$2'에는 '$1' 값을 쓸 수 없어요. 다음 중 하나를 쓰세요:"),
        ParserPhrase(
            english: "^The value '(.*)' is invalid for '([^']+)'\\. Please provide one of (.+)\\.$",
            korean: "'$2'에는 '$1' 값을 쓸 수 없어요. 다음 중 하나를 쓰세요: $3"),
        ParserPhrase(
            english: "^The value '(.*)' is invalid for '([^']+)'(.*)$",
            korean: "'$2'에는 '$1' 값을 쓸 수 없어요$3"),
        ParserPhrase(
            english: "^The option '([^']+)' does not take any value, but '(.*)' was specified\\.$",
            korean: "'$1' 옵션은 값을 받지 않는데 '$2' 값이 주어졌어요"),
        ParserPhrase(
            english: "^Value to be set with (.+) had already been set with (.+)$",
            korean: "같은 값을 두 번 줬어요: $2, 그리고 $1"),
        ParserPhrase(english: "^Invalid option: (.+)$", korean: "잘못된 옵션이에요: $1"),
        ParserPhrase(
            english: "^Can't generate completion scripts for '(.*)'\\.$",
            korean: "'$1' 셸의 자동 완성 스크립트는 만들 수 없어요."),
        ParserPhrase(
            english: "^Please use --generate-completion-script=<shell> with one of:$",
            korean: "--generate-completion-script=<셸>에 다음 중 하나를 주세요:"),
        ParserPhrase(english: "^Help:  ", korean: "도움말:  "),
        ParserPhrase(english: "^Usage: ", korean: "사용법: "),
        ParserPhrase(english: "^  See '(.+)' for more information\\.$", korean: "  자세한 내용은 '$1'에서 볼 수 있어요."),
        // "'a', 'b' or 'c'" in the lists above.
        ParserPhrase(english: "' (or|and) '", korean: "', '"),
    ]

    static func nudge(streak: Int) -> Localized {
        guard streak > 0 else {
            return Localized(en: "Nothing written today yet: ilgi new", ko: "오늘은 아직 쓴 일기가 없어요: ilgi new")
        }
        return Localized(
            en: "Nothing written today yet. \(streak)-day streak: ilgi new",
            ko: "오늘은 아직 쓴 일기가 없어요. \(streak)일 연속으로 썼어요: ilgi new")
    }

    static let nudgeAtNeedsInstall = Localized(
        en: "--at sets the time of the timer --install makes", ko: "--at은 --install이 만드는 타이머의 시각이에요")

    static func nudgeBadTime(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a time of day; give it as HH:MM, e.g. 20:00",
            ko: "'\(text)'는 시각이 아니에요. 20:00처럼 HH:MM으로 주세요")
    }

    static func nudgeInstalled(_ clock: String, _ folder: String) -> Localized {
        Localized(
            en:
                "A reminder at \(clock) on days with nothing written (systemd user timer ilgi-nudge.timer, in \(folder)). It never speaks twice a day. To remove it: systemctl --user disable --now ilgi-nudge.timer",
            ko:
                "일기를 쓰지 않은 날 \(clock)에 알려 줘요 (systemd 사용자 타이머 ilgi-nudge.timer, \(folder)). 하루에 두 번 알리지 않아요. 없애려면: systemctl --user disable --now ilgi-nudge.timer"
        )
    }

    static func syncTimerInstalled(_ every: String, _ folder: String) -> Localized {
        Localized(
            en:
                "The journal syncs every \(every) (systemd user timer ilgi-sync.timer, in \(folder)). To stop it: systemctl --user disable --now ilgi-sync.timer",
            ko:
                "일기장을 \(every)마다 동기화해요 (systemd 사용자 타이머 ilgi-sync.timer, \(folder)). 멈추려면: systemctl --user disable --now ilgi-sync.timer"
        )
    }

    static func serveServiceInstalled(_ folder: String) -> Localized {
        Localized(
            en:
                "ilgi serve runs as the systemd user service ilgi-serve.service (in \(folder)), restarted if it stops; its output: journalctl --user -u ilgi-serve. To run it while you are logged out: loginctl enable-linger $USER. To stop it: systemctl --user disable --now ilgi-serve.service",
            ko:
                "ilgi serve가 systemd 사용자 서비스 ilgi-serve.service로 돌아요 (\(folder)). 멈추면 다시 시작해요. 출력: journalctl --user -u ilgi-serve. 로그아웃해도 돌게 하려면: loginctl enable-linger $USER. 멈추려면: systemctl --user disable --now ilgi-serve.service"
        )
    }

    static let serveNoSystemd = Localized(
        en:
            "No systemd user session here: run the command above at boot from your init system (an @reboot crontab line, a runit or OpenRC service), restarted if it stops.",
        ko:
            "여기에는 systemd 사용자 세션이 없어요. 위 명령을 부팅할 때 init 시스템으로 실행하세요 (@reboot crontab 줄, runit이나 OpenRC 서비스). 멈추면 다시 시작하게 하세요."
    )

    static let everyNeedsInstall = Localized(
        en: "--every goes with --install", ko: "--every는 --install과 함께 써요")

    static func badEvery(_ text: String) -> Localized {
        Localized(
            en: "'\(text)' is not a time between 1m and 1d, such as 15m or 1h",
            ko: "'\(text)'는 1m에서 1d 사이의 시간이 아니에요. 예: 15m, 1h")
    }

    static let nudgeCronInstructions = Localized(
        en: "No systemd user session here: add the line above to your crontab (crontab -e).",
        ko: "여기에는 systemd 사용자 세션이 없어요. 위 줄을 crontab에 넣으세요 (crontab -e).")

    static let promptIsTheTitle = Localized(
        en: "--prompt makes today's prompt the title; give the text with -m instead of a title",
        ko: "--prompt는 오늘의 글감을 제목으로 써요. 제목 대신 -m으로 내용을 주세요")
}
