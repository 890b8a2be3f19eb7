/// ANSI styling, on or off. Passed to whatever renders, rather than kept in a global switch, so
/// the decision is made once per command (`--color`, `NO_COLOR`, `TERM=dumb`, a terminal or
/// not) and is safe under Swift 6 strict concurrency. (Rainbow keeps that switch in global
/// mutable state, which strict concurrency rejects.)
struct Palette: Sendable {
    let isEnabled: Bool

    static let plain = Palette(isEnabled: false)

    /// Colour when `choice` says always, or when it says auto and standard output is a
    /// terminal that is not `TERM=dumb` and `NO_COLOR` is not set (https://no-color.org).
    static func resolve(_ choice: GlobalOptions.ColorChoice, terminal: Terminal) -> Palette {
        switch choice {
        case .always: return Palette(isEnabled: true)
        case .never: return .plain
        case .auto:
            let noColor = terminal.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            let dumb = terminal.environment["TERM"].map { $0.isEmpty || $0 == "dumb" } ?? true
            return Palette(isEnabled: terminal.isStandardOutputTerminal && !noColor && !dumb)
        }
    }

    /// Every SGR parameter list the palette writes: the only escape sequences `TerminalText`
    /// lets through to a terminal.
    static let codes: Set<String> = ["1", "22", "2", "33", "39", "31", "32", "36", "1;31", "22;39"]

    func bold(_ text: String) -> String { wrap(text, "1", "22") }
    func dim(_ text: String) -> String { wrap(text, "2", "22") }
    func yellow(_ text: String) -> String { wrap(text, "33", "39") }
    func red(_ text: String) -> String { wrap(text, "31", "39") }
    func green(_ text: String) -> String { wrap(text, "32", "39") }
    func cyan(_ text: String) -> String { wrap(text, "36", "39") }
    /// A search match: bold and inverted, like `grep --color`.
    func highlight(_ text: String) -> String { wrap(text, "1;31", "22;39") }

    /// `text` without the styling a palette adds (SGR escape sequences), to measure it.
    static func stripped(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                // ESC [ parameters final-byte
                while let next = scalars.next(), !(next.value >= 0x40 && next.value <= 0x7E && next != "[") {}
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    private func wrap(_ text: String, _ on: String, _ off: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}
