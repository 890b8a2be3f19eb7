import ArgumentParser

extension Ilgi.Search {
    /// `ilgi search` given words alone, the command as argument-parser would parse it (every
    /// option at its default), made without its parse; nil for anything else (an option, `--`,
    /// an empty word, a query the command refuses), which the parse then reads and reports on.
    ///
    /// The parse reflects over each option of the command and its groups, and Swift's first
    /// look for each conformance it asks about walks every conformance in the program: the
    /// longest step before the journal opens (bench/RESULTS.md#code-start-up).
    /// `ReadingCommandParseTests` compares the two.
    init?(wordsAlone arguments: [String]) {
        guard !arguments.isEmpty, arguments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") }) else { return nil }
        self.init()
        global = .unset
        filters = .unset
        words = arguments
        regexes = []
        wholeWords = false
        any = false
        excluded = []
        linksTo = nil
        output = .unset
        guard (try? validate()) != nil else { return nil }
    }
}
