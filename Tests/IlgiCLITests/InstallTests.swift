import Foundation
import IlgiTestSupport
import Testing

/// `make install` from a copy of the repository without a build folder, into a temporary
/// PREFIX, then the installed ilgi, man pages and completions (scripts/test-install.sh). It
/// takes a release build of its own, so it runs only when ILGI_TEST_INSTALL is set
/// (`ILGI_TEST_INSTALL=1 swift test --filter InstallTests`, or `make check-install`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ILGI_TEST_INSTALL"] != nil, "slow: set ILGI_TEST_INSTALL=1"))
struct InstallTests {
    @Test func theInstalledIlgiWorksWithoutTheBuildFolder() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let result = try CommandRunner.run(
            "sh", [repository.appendingPathComponent("scripts/test-install.sh").path], in: repository,
            environment: ProcessInfo.processInfo.environment, timeout: 1800)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(" passed, 0 failed"), "\(result)")
    }
}
