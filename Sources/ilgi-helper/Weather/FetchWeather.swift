import Foundation
import IlgiCore
import IlgiWeather

/// `ilgi-helper weather`: reads a `WeatherRequest` as JSON on standard input, asks the
/// provider, and writes a `WeatherAnswer` as JSON on standard output. Run by `ilgi weather`
/// (see `WeatherRequest` for why this is not in `ilgi`); not meant to be run by hand.
enum FetchWeather {
    static func main() async {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let answer: WeatherAnswer
        do {
            let request = try JSONDecoder().decode(WeatherRequest.self, from: input)
            let client = WeatherClient(
                settings: request.settings, timeout: request.timeout, language: request.language)
            answer = .weather(try await client.current())
        } catch let error as WeatherError {
            answer = .failure(error)
        } catch {
            answer = .failure(
                .invalidResponse(provider: .openMeteo, detail: "ilgi-helper weather could not read its request"))
        }
        guard let encoded = try? JSONEncoder().encode(answer) else { exit(1) }
        FileHandle.standardOutput.write(encoded)
    }
}
