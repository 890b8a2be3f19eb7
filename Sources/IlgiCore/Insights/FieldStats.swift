import Foundation
import IlgiCatalog
import IlgiEntry

/// What a journal's field looks like over time (`ilgi stats --field mood`): its average by
/// month and by weekday, and what comes with its high and low values: the tags, the weather,
/// how much was written. A scale's values are its numbers; a choice's are its place in the
/// list (low = 1, ok = 2, high = 3); a text field is counted by value only.
public struct FieldStats: Sendable {
    /// A mean of `count` values.
    public struct Mean: Sendable, Equatable {
        public var total: Double = 0
        public var count = 0
        public var value: Double { count == 0 ? 0 : total / Double(count) }

        mutating func add(_ number: Double) {
            total += number
            count += 1
        }
    }

    public let field: FieldDefinition
    /// Entries with a valid value.
    public private(set) var entries = 0
    public private(set) var overall = Mean()
    /// `2026-11` → mean, in order.
    public private(set) var byMonth: [(month: String, mean: Mean)] = []
    /// Monday … Sunday.
    public private(set) var byWeekday = Array(repeating: Mean(), count: 7)
    /// Each tag's mean over the entries that have it (two or more), highest first.
    public private(set) var tags: [(tag: String, mean: Mean)] = []
    public private(set) var weather: [(group: WeatherGroup, mean: Mean)] = []
    /// Words written on the highest and the lowest days (the top and bottom thirds of the
    /// field's range).
    public private(set) var wordsOnHighDays = Mean()
    public private(set) var wordsOnLowDays = Mean()
    /// Every value and how often it was given, most often first (every kind of field).
    public private(set) var values: [(value: String, count: Int)] = []

    /// The number a value stands for, or nil for a text field (or a value it does not take).
    public func number(_ value: String) -> Double? {
        guard let normalized = field.normalized(value) else { return nil }
        switch field.kind {
        case .scale: return Double(normalized)
        case .choice(let choices): return choices.firstIndex(of: normalized).map { Double($0 + 1) }
        case .text: return nil
        }
    }

    /// The lowest and highest numbers the field takes, or nil for a text field.
    public var range: ClosedRange<Double>? {
        switch field.kind {
        case .scale(let lower, let upper): Double(lower)...Double(upper)
        case .choice(let choices): 1...Double(choices.count)
        case .text: nil
        }
    }

    public init(field: FieldDefinition, entries list: [Entry]) {
        self.field = field
        var months: [String: Mean] = [:]
        var tagMeans: [String: Mean] = [:]
        var weatherMeans: [WeatherGroup: Mean] = [:]
        var counts: [String: Int] = [:]
        let span = range
        for entry in list {
            guard let raw = entry.document.trailer(field.trailerKey), let value = field.normalized(raw) else {
                continue
            }
            entries += 1
            counts[value, default: 0] += 1
            guard let number = number(value) else { continue }
            overall.add(number)
            months[String(entry.created.day.prefix(7)), default: Mean()].add(number)
            byWeekday[CivilDay(entry.created).weekday - 1].add(number)
            for tag in Set(entry.tags) { tagMeans[tag, default: Mean()].add(number) }
            if let code = entry.weather { weatherMeans[WeatherGroup(code), default: Mean()].add(number) }
            if let span {
                let third = (span.upperBound - span.lowerBound) / 3
                let words = Double(EntrySummary.wordCount(entry))
                if number >= span.upperBound - third { wordsOnHighDays.add(words) }
                if number <= span.lowerBound + third { wordsOnLowDays.add(words) }
            }
        }
        byMonth = months.sorted { $0.key < $1.key }.map { (month: $0.key, mean: $0.value) }
        tags = tagMeans.filter { $0.value.count >= 2 }
            .sorted { ($0.value.value, $1.key) > ($1.value.value, $0.key) }
            .map { (tag: $0.key, mean: $0.value) }
        weather = WeatherGroup.allCases.compactMap { group in weatherMeans[group].map { (group: group, mean: $0) } }
        values = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { (value: $0.key, count: $0.value) }
    }
}
