import Foundation

/// Runs `body`, which waits for a program that owns the terminal (the editor, the pager,
/// `git`), with Ctrl-C and Ctrl-\ ignored by ilgi, as system(3) ignores them: the program
/// starts with default handling (swift-subprocess resets it) and decides what they mean
/// (less stops a search), and ilgi waits for it. `ignoringBrokenPipe`: a pager that quits
/// before it has read everything must not kill ilgi with SIGPIPE. The one place the command
/// line sets a signal's handling for a child (`scripts/check-borders.sh`).
func whileAProgramOwnsTheTerminal<T>(
    ignoringBrokenPipe: Bool = false, _ body: () async throws -> T
) async rethrows -> T {
    let signals = [SIGINT, SIGQUIT] + (ignoringBrokenPipe ? [SIGPIPE] : [])
    let before = signals.map { signal($0, SIG_IGN) }
    defer { for (number, handler) in zip(signals, before) { signal(number, handler) } }
    return try await body()
}
