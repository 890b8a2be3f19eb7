import Foundation
import Testing

/// Expects the entries jrnl lists (the `entries` of `jrnl --format json`) to be ilgi's (`list
/// --json`, reversed to oldest first): the same titles, bodies, times (jrnl's wall clock read
/// in Seoul), stars and tags.
func expectSameEntries(
    jrnl theirs: [[String: Any]], ilgi ours: [[String: Any]], sourceLocation: SourceLocation = #_sourceLocation
) {
    func field<T>(_ entries: [[String: Any]], _ value: ([String: Any]) -> T) -> [T] { entries.map(value) }
    #expect(
        field(theirs) { $0["title"] as? String } == field(ours) { $0["title"] as? String },
        sourceLocation: sourceLocation)
    #expect(
        field(theirs) { $0["body"] as? String } == field(ours) { $0["body"] as? String },
        sourceLocation: sourceLocation)
    #expect(
        field(theirs) { "\($0["date"] ?? "")T\($0["time"] ?? ""):00+09:00" }
            == field(ours) { $0["created"] as? String }, sourceLocation: sourceLocation)
    #expect(
        field(theirs) { $0["starred"] as? Bool } == field(ours) { $0["starred"] as? Bool },
        sourceLocation: sourceLocation)
    #expect(
        field(theirs) { ($0["tags"] as? [String] ?? []).map { String($0.dropFirst()) }.sorted() }
            == field(ours) { ($0["tags"] as? [String] ?? []).sorted() }, sourceLocation: sourceLocation)
}
