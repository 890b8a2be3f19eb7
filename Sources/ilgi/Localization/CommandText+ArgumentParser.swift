import Foundation
import IlgiCore
import IlgiEntry

/// swift-argument-parser's own help and error wording, in the languages other than its
/// English: phrases matched and rewritten line by line (`ArgumentParserText`).
extension CommandText {
    /// One of swift-argument-parser's English phrases (a regular expression over one line)
    /// and how it reads in Korean (`$1`… are the captured groups). English output is
    /// argument-parser's own; a phrase it words differently in a later version simply stays
    /// English, never half translated.
    public struct ParserPhrase: Sendable {
        public let english: String
        public let korean: String

        /// What the phrase becomes in `language`; nil where argument-parser's own words stay.
        func text(in language: Language) -> String? {
            switch language {
            case .english: nil
            case .korean: korean
            }
        }
    }

    /// What `phrase` (one of `parserHelpPhrases`' English patterns) becomes in each other
    /// language, its anchors dropped.
    static func translations(ofParserPhrase phrase: String) -> [String] {
        parserHelpPhrases.filter { $0.english == phrase }.map { $0.korean }
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
}
