import Dispatch
import Foundation

/// `transform(0) … transform(count - 1)` on every core, results in order. Reading and
/// parsing thousands of small entry files is the cost of list, search, export and import; this
/// is the one place that spreads it.
package func concurrentMap<T>(_ count: Int, _ transform: @Sendable (Int) -> T?) -> [T?] {
    var results = [T?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
        let slots = SendableBuffer(buffer)
        DispatchQueue.concurrentPerform(iterations: count) { slots[$0] = transform($0) }
    }
    return results
}

/// `concurrentMap` started on another thread, so the caller can store one batch while the
/// next is made (a cold index build parses on both cores while SQLite inserts); `wait()`
/// returns its results.
package final class PendingBatch<T: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once on the worker before `group` leaves; read only after `wait`.
    private var results: [T?] = []

    package init(_ count: Int, _ transform: @escaping @Sendable (Int) -> T?) {
        DispatchQueue.global().async(group: group) { self.results = concurrentMap(count, transform) }
    }

    package func wait() -> [T?] {
        group.wait()
        return results
    }
}

/// Lets `concurrentPerform` fill distinct slots of one buffer; each slot is written by exactly
/// one iteration, so there is no race.
private struct SendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
    subscript(position: Int) -> Element {
        get { buffer[position] }
        nonmutating set { buffer[position] = newValue }
    }
}

/// Work started at once on a thread of its own (not a dispatch queue's, which may leave it to
/// the thread that waits), whose result `wait()` returns, once.
package final class OnItsOwnThread<T>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var work: (@Sendable () -> T)?
    private var result: T?

    package init(_ work: @escaping @Sendable () -> T) {
        self.work = work
        Thread.detachNewThread {
            self.run()
            self.done.signal()
        }
    }

    /// Lets go of the work before `wait()` returns: a caller may have lent it a closure that
    /// must not outlive the call (`withoutActuallyEscaping`).
    private func run() {
        result = work?()
        work = nil
    }

    package func wait() -> T {
        done.wait()
        return result!
    }
}
