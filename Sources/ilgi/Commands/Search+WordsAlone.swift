import ArgumentParser

extension Ilgi.Search {
    /// `ilgi search` given words alone, the command as argument-parser would parse it (every
    /// option at its default), made without its parse; nil for anything else (an option, `--`,
    /// an empty word, a query the command refuses), which the parse then reads and reports on.
    ///
    /// The parse reflects over each option of the command and its groups, and Swift's first
    /// look for each conformance it asks about walks every conformance in the program (7,800):
    /// 2.3-3.9 ms, the longest step before the journal opens, of a search that takes 28 ms at
    /// 10,000 entries (bench/RESULTS.md). `ReadingCommandParseTests` compares the two.
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
