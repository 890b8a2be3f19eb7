import Foundation
import Testing

/// ilgi speaks Korean in one register, 해요체 ("저장했어요", "설정하세요"), everywhere: the
/// message and help tables of the core, the command line and the web server, and the hooks it
/// ships. A 합니다체 ("저장합니다", "확인하십시오") or 해라체 ("저장한다") sentence among them
/// reads like another program.
@Suite struct KoreanRegisterTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Endings of the formal (합니다체) and plain (해라체) registers.
    static let otherRegister = try! NSRegularExpression(
        pattern: "[가-힣](니다|니까)(?![가-힣])|십시오|(한다|된다|있다|없다|했다|이다|였다|않다|는다)(?![가-힣])")

    /// Every line of ilgi's sources and hooks that holds Korean, with its file and number;
    /// comments are left out (they are for maintainers, and quote search examples).
    static func koreanLines() throws -> [(file: String, line: Int, text: String)] {
        var found: [(String, Int, String)] = []
        let folders = ["Sources", "hooks"].map { repository.appendingPathComponent($0) }
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker {
                let isSwift = url.pathExtension == "swift"
                guard isSwift || url.deletingLastPathComponent().lastPathComponent == "hooks" else { continue }
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("//") || (!isSwift && trimmed.hasPrefix("#")) { continue }
                    guard line.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) else {
                        continue
                    }
                    let relative = String(url.path.dropFirst(repository.path.count + 1))
                    found.append((relative, number + 1, String(line)))
                }
            }
        }
        return found
    }

    static func inOtherRegister(_ text: String) -> Bool {
        otherRegister.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test func everyKoreanStringIsInHaeyoche() throws {
        let lines = try Self.koreanLines()
        #expect(lines.count > 500, "the scan found the message tables")
        let strays = lines.filter { Self.inOtherRegister($0.text) }
        #expect(strays.isEmpty, "\(strays.map { "\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n"))")
    }

    @Test func theCheckCatchesTheOtherRegisters() {
        #expect(Self.inOtherRegister(#"ko: "설정을 저장합니다.""#))
        #expect(Self.inOtherRegister(#"ko: "권한을 확인하십시오""#))
        #expect(Self.inOtherRegister(#"ko: "파일이 없습니다""#))
        #expect(Self.inOtherRegister(#"ko: "일기를 저장한다.""#))
        #expect(!Self.inOtherRegister(#"ko: "일기를 저장했어요. 권한을 확인하세요""#))
        #expect(!Self.inOtherRegister(#"ko: "찾을 말을 입력하세요. 예: ilgi search 바다""#))
    }
}
