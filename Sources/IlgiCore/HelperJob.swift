/// The jobs of `ilgi-helper`, the one program that holds ilgi's network stack (the web server,
/// the MCP SDK, the weather client), named by its first argument. `ilgi` finds it beside
/// itself (a build folder) or in `../libexec/ilgi/` (an installation).
public enum HelperJob: String, Sendable {
    /// The site: `ilgi serve` becomes `ilgi-helper serve`.
    case serve
    /// The assistants' server: `ilgi mcp`, and each session of the site's `/mcp`.
    case mcp
    /// One question to the weather provider: `ilgi weather`.
    case weather

    /// The program's file name.
    public static let programName = "ilgi-helper"
}
