import Foundation
import IlgiCore

// `ilgi-helper`: the one program that holds ilgi's network stack, so that no other command
// loads it. `ilgi` runs it for three jobs, named by its first argument:
//
//     ilgi-helper serve …     the site (`ilgi serve` becomes it; IlgiServer, on Hummingbird)
//     ilgi-helper mcp …       the assistants' server (`ilgi mcp`; IlgiAssistant, on the MCP SDK)
//     ilgi-helper weather     asks the weather provider (`ilgi weather`; URLSession)
//
// Linked into `ilgi`, the server's 2,800 type conformances and its tens of megabytes of code
// would cost every other command at its start, and FoundationNetworking would load
// libcurl and some twenty libraries with it (bench/RESULTS.md#code-start-up). They were three programs,
// each with its own copy of Swift's runtime and Foundation (67-88 MB each); one program holds
// the three jobs with one copy (ARCHITECTURE.md, "What a package weighs").

@main
enum HelperMain {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let rest = Array(arguments.dropFirst())
        switch arguments.first.flatMap(HelperJob.init(rawValue:)) {
        case .serve: await ServeMain.main(rest)
        case .mcp: await AssistantMain.main(rest)
        case .weather: await FetchWeather.main()
        case nil:
            FileHandle.standardError.write(
                Data("usage: ilgi-helper serve|mcp|weather … (run by 'ilgi serve', 'ilgi mcp', 'ilgi weather')\n".utf8)
            )
            exit(2)
        }
    }
}
