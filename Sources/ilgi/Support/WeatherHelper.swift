import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import Subprocess

/// Runs `ilgi-helper weather`, the job that holds ilgi's network client (`WeatherRequest`
/// says why it is separate): the request goes in on its standard input, the answer comes back
/// on its standard output. It keeps the request's time budget itself.
enum WeatherHelper {
    static func current(_ request: WeatherRequest) async throws -> CurrentWeather {
        guard let program = HelperProgram.locate() else {
            throw HelperFailure(reason: CommandText.helperProgramMissing(HelperJob.programName))
        }
        let input = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        let status: TerminationStatus
        let output: [UInt8]
        do {
            // Standard error discarded, not inherited: the hook reads ilgi's with `2>&1`.
            let result = try await Subprocess.run(
                .path(.init(program)), arguments: [HelperJob.weather.rawValue], input: .string(input),
                output: .bytes(limit: 1 << 20), error: .discarded)
            (status, output) = (result.terminationStatus, result.standardOutput)
        } catch {
            throw HelperFailure(reason: CommandText.weatherHelperFailed(program, String(describing: error)))
        }
        guard case .exited(0) = status, let answer = try? JSONDecoder().decode(WeatherAnswer.self, from: Data(output))
        else {
            throw HelperFailure(reason: CommandText.weatherHelperFailed(program, "\(status)"))
        }
        switch answer {
        case .weather(let weather): return weather
        case .failure(let error): throw error
        }
    }
}

/// The program ilgi keeps the network stack in (`ilgi-helper`, `HelperJob`): beside the
/// running ilgi in a build folder (or a `bin` it was copied to by hand), in `../libexec/ilgi/`
/// from it once installed.
enum HelperProgram {
    static func locate() -> String? {
        guard let executable = BackgroundCatalogCheck.runningIlgi else { return nil }
        let folder = (executable as NSString).deletingLastPathComponent
        let name = HelperJob.programName
        return [folder + "/" + name, folder + "/../libexec/ilgi/" + name]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Becomes the helper's `job` (`ilgi mcp`, `ilgi serve`): this process is replaced by it,
    /// run with `arguments` and `--ilgi` this binary, its standard input and output this
    /// command's, and ilgi's version in `ILGI_VERSION`. Returns only by throwing why not.
    static func become(_ job: HelperJob, arguments: [String]) throws -> Never {
        guard let program = locate() else {
            throw HelperFailure(reason: CommandText.helperProgramMissing(HelperJob.programName))
        }
        var argv = [program, job.rawValue] + arguments
        if let ilgi = BackgroundCatalogCheck.runningIlgi { argv += ["--ilgi", ilgi] }
        setenv("ILGI_VERSION", Version.ilgi, 1)
        execv(program, argv.map { strdup($0) } + [nil])
        throw IlgiError.fileSystem(path: program, message: String(cString: strerror(errno)))
    }
}

/// The helper is missing or did not answer: ilgi's installation is broken (exit 1).
struct HelperFailure: UserFacingError {
    let reason: any LocalizedText
    var message: any LocalizedText { reason }
    var exitCode: Int32 { 1 }
}
