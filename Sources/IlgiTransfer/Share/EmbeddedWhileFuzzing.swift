import IlgiCore

#if ILGI_FUZZ
    /// The fuzz build (`make fuzz`) cannot run the EmbedFiles plugin's tool: libFuzzer supplies
    /// every program's `main`. No fuzz target renders HTML, so the templates are left out.
    enum Embedded {
        static let templates: [(name: String, text: String)] = []
        static let bookCSS = ""
        static let shareCSS = ""
    }
#endif
