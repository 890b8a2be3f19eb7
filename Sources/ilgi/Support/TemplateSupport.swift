import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// Finding a template for `ilgi new` and filling it, where the environment is read.
enum TemplateSupport {
    static func templates(of journal: Journal) -> EntryTemplates {
        EntryTemplates(journal: journal.root, environment: Terminal.current.environment)
    }

    /// The template called `name`; an unknown name is an error that lists the ones there are.
    static func named(_ name: String, in journal: Journal) throws -> EntryTemplate {
        let templates = templates(of: journal)
        guard let template = templates.named(name) else {
            throw IlgiError.invalidInput(CommandText.noSuchTemplate(name, known: templates.all.map(\.name)))
        }
        return template
    }

    /// The template the journal names for `day` (`template.monday`, else `template.default`),
    /// if any. A setting naming a template that is not there is warned about and passed over,
    /// so a synced-away template never stops anyone writing.
    static func configured(for day: CivilDay, in journal: Journal) -> EntryTemplate? {
        guard let settings = try? Settings(journal: journal) else { return nil }
        // The common case, no setting, reads no template folder.
        guard EntryTemplates.settingNames(for: day).contains(where: { (try? settings.value($0)) != nil }) else {
            return nil
        }
        let (template, missing) = templates(of: journal).configured(for: day, in: settings)
        for (key, name) in missing { Diagnostics.warning(CommandText.configuredTemplateMissing(key, name)) }
        return template
    }

    /// `template` filled for a new entry written at `stamp` (now, unless `--date` says):
    /// that day's date, weekday and prompt, and the weather when the template asks for it and
    /// the weather is set up.
    static func fill(
        _ template: EntryTemplate, in journal: Journal, at stamp: Timestamp = Timestamp(date: Date())
    ) async -> String {
        for name in template.unknownPlaceholders {
            Diagnostics.warning(CommandText.unknownPlaceholder(name, template.name))
        }
        var values = TemplateValues(
            day: CivilDay(stamp), time: stamp.clockTime, language: .current,
            prompt: WritingPrompts(journal: journal.root).prompt(on: CivilDay(stamp)))
        if template.uses("weather") { values.weather = await weatherWords(for: journal) }
        return template.filled(with: values)
    }

    /// "light rain, 12°C", or nil when the weather is not set up or cannot be had (said once).
    private static func weatherWords(for journal: Journal) async -> String? {
        guard let settings = try? Settings(journal: journal).weather(environment: Terminal.current.environment),
            settings.location != nil
        else { return nil }
        do {
            let weather = try await WeatherHelper.current(WeatherRequest(settings: settings, language: .current))
            var words = [weather.condition ?? weather.weatherCode?.words.description ?? weather.code]
            if let temperature = weather.temperature { words.append("\(Int(temperature.rounded()))°C") }
            return words.joined(separator: ", ")
        } catch let error as any UserFacingError {
            Diagnostics.warning(CommandText.templateWeatherUnavailable(error.message))
            return nil
        } catch {
            return nil
        }
    }
}
