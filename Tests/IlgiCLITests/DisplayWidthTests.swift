import Foundation
import Testing

@testable import ilgi

@Suite struct DisplayWidthTests {
    @Test func hangulCjkAndEmojiTakeTwoColumns() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("일기") == 4)
        #expect(DisplayWidth.of("日記") == 4)
        #expect(DisplayWidth.of("にっき") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
        #expect(DisplayWidth.of("ｶﾅ") == 2)  // halfwidth katakana
        #expect(DisplayWidth.of("🌧️") == 2)
        #expect(DisplayWidth.of("☀️") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇰🇷") == 2)
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
        #expect(DisplayWidth.of("🀄") == 2)
        #expect(DisplayWidth.of("\u{3000}") == 2)  // ideographic space
        #expect(DisplayWidth.of("\u{2EBF0}") == 2)  // CJK Extension I, newer than the table
    }

    @Test func textPresentationAndAmbiguousCharactersTakeOne() {
        #expect(DisplayWidth.of("☀") == 1)  // no VS16: drawn as text
        #expect(DisplayWidth.of("☀\u{FE0E}") == 1)
        #expect(DisplayWidth.of("…") == 1)
        #expect(DisplayWidth.of("★") == 1)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("Ω") == 1)
    }

    @Test func combiningMarksAndControlsTakeNone() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("\u{301}") == 0)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // 각 as conjoining jamo
        #expect(DisplayWidth.of("\u{1161}") == 0)  // a vowel jamo on its own
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("한\u{302}") == 2)
    }

    @Test func truncationNeverSplitsACharacter() {
        #expect(DisplayWidth.truncate("일기장입니다", to: 6) == "일기…")
        #expect(DisplayWidth.truncate("일기장입니다", to: 7) == "일기장…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", to: 3) == "👨‍👩‍👧…")
        #expect(DisplayWidth.truncate("🇰🇷🇯🇵", to: 3) == "🇰🇷…")
        #expect(
            DisplayWidth.truncate("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{11A8}", to: 3)
                == "\u{1100}\u{1161}\u{11A8}…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
        #expect(DisplayWidth.truncate("일기", to: 1) == "…")
        for width in 1...12 {
            #expect(DisplayWidth.of(DisplayWidth.truncate("비가 와요 🌧️ e\u{301} 👍🏽", to: width)) <= width)
        }
    }

    @Test func padFillsToTheColumn() {
        #expect(DisplayWidth.pad("일", to: 4) == "일  ")
        #expect(DisplayWidth.pad("abcdef", to: 4) == "abcdef")
    }

    /// Every code point Unicode's EastAsianWidth.txt calls wide or fullwidth measures two
    /// columns, and every narrow or halfwidth one measures one (the Debian package
    /// unicode-data has the file; the test is skipped without it).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: UnicodeData.eastAsianWidth)))
    func widthsAgreeWithEastAsianWidthTxt() throws {
        let text = try String(contentsOfFile: UnicodeData.eastAsianWidth, encoding: .utf8)
        var checked = 0
        var wrong: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "#", maxSplits: 1).first?.split(separator: ";") ?? []
            guard fields.count == 2 else { continue }
            let width = fields[1].trimmingCharacters(in: .whitespaces)
            let bounds = fields[0].trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
            guard let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds.last ?? bounds[0], radix: 16)
            else { continue }
            let expected: Int
            switch width {
            case "W", "F": expected = 2
            case "Na", "H": expected = 1
            default: continue
            }
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .enclosingMark, .format, .control, .unassigned, .surrogate: continue
                default: break
                }
                if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { continue }
                checked += 1
                let measured = DisplayWidth.of(Character(scalar))
                if measured != expected {
                    wrong.append(String(format: "U+%04X %@ measured %d", value, width, measured))
                }
            }
        }
        #expect(checked > 100_000)
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// Every fully-qualified emoji in Unicode's emoji-test.txt is one character two columns wide.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: UnicodeData.emojiTest)))
    func everyFullyQualifiedEmojiTakesTwoColumns() throws {
        let text = try String(contentsOfFile: UnicodeData.emojiTest, encoding: .utf8)
        var checked = 0
        var wrong: [String] = []
        for line in text.split(separator: "\n") where line.contains("; fully-qualified") {
            let codes = line.split(separator: ";")[0].split(separator: " ")
            let scalars = codes.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            var emoji = ""
            emoji.unicodeScalars.append(contentsOf: scalars)
            checked += 1
            if emoji.count != 1 || DisplayWidth.of(emoji) != 2 {
                wrong.append("\(emoji) (\(codes.joined(separator: " "))) measured \(DisplayWidth.of(emoji))")
            }
        }
        #expect(checked > 3000)
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }
}

enum UnicodeData {
    static let eastAsianWidth = "/usr/share/unicode/EastAsianWidth.txt"
    static let emojiTest = "/usr/share/unicode/emoji/emoji-test.txt"
}
