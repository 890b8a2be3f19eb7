import Foundation
import IlgiCore

/// A `DateStyle` that several threads may ask at once (a search renders its hits on both
/// cores): its formatters and its memo of days are used under a lock, held only for the
/// lookup.
final class SharedDateStyle: @unchecked Sendable {
    private let style: DateStyle
    private let lock = NSLock()

    init(_ style: DateStyle = DateStyle()) { self.style = style }

    func recentDate(_ stamp: Timestamp) -> String { lock.withLock { style.recentDate(stamp) } }
}
