import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore

/// Reads ilgi's own JSON (`export --format json`, `list --json`): an array of `EntryRecord`.
/// Each entry keeps its date with its UTC offset, its weather, star, place and fields, and its
/// id (so importing into the journal it came from finds it already there).
public struct IlgiJSONReader {
    public init() {}

    public func read(_ url: URL) throws -> [ImportedEntry] {
        let data: Data
        do {
            data = try Data(contentsOf: url)  // border: a file to import
        } catch {
            throw ImportError(file: url.path, TransferText.importUnreadable(IlgiError.describe(error)))
        }
        _ = try SourceText.decode(data, file: url.path)
        let records: [EntryRecord]
        do {
            records = try JSONDecoder().decode([EntryRecord].self, from: data)
        } catch {
            throw ImportError(file: url.path, TransferText.importBadJSON)
        }
        return try records.enumerated().map { index, record in
            guard let created = Timestamp(iso8601: record.created) else {
                throw ImportError(file: url.path, line: index + 1, TransferText.importBadDate(record.created))
            }
            var entry = ImportedEntry(
                title: record.title, body: record.body, created: created, starred: record.starred,
                source: ImportedEntry.source("ilgi", hashing: [record.id, record.created, record.title, record.body]),
                file: url.path, line: index + 1)
            entry.weather = record.weather.flatMap(WeatherCode.init)
            entry.location = record.location
            entry.id = EntryID(record.id).flatMap { $0.uuid == record.id ? $0 : nil }
            // Keys are kept as fields declare them (`Mood`), and only keys a trailer can have.
            entry.fields = record.fields.sorted { $0.key < $1.key }.compactMap { key, value in
                guard FieldDefinition.isValidName(key), !value.contains(where: \.isNewline) else { return nil }
                return Trailer(key: FieldDefinition.trailerKey(forName: key), value: value)
            }
            return entry
        }
    }
}
