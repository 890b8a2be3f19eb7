import CLinux
import Dispatch
import Foundation
import Synchronization

/// `transform(0) … transform(count - 1)` on every core, results in order. Reading and
/// parsing thousands of small entry files is the cost of list, search, export and import; this
/// is the one place that spreads it.
///
/// The calling thread and threads of its own take the next index in turn: `threads` in all,
/// one per core unless the work waits on something else (`readingThreads`).
/// Not `DispatchQueue.concurrentPerform`: it runs on the dispatch pool, which holds one thread
/// per core, so where another pool thread is busy (the one that stores a cold build's rows
/// while the next batch is parsed) it left every iteration to the calling thread.
package func concurrentMap<T>(
    _ count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: @Sendable (Int) -> T?
) -> [T?] {
    var results = [T?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
        let slots = SendableBuffer(buffer)
        let next = SharedCounter()
        withoutActuallyEscaping(transform) { transform in
            let work: @Sendable () -> Void = {
                CommandMemory.adviseThisThread()
                var position = next.take()
                while position < count {
                    slots[position] = transform(position)
                    position = next.take()
                }
            }
            let helpers = (1..<max(1, min(threads, count))).map { _ in
                OnItsOwnThread(work)
            }
            work()
            for helper in helpers { helper.wait() }
        }
    }
    return results
}

/// Threads for a `concurrentMap` whose every item reads a file: four a core (at most 32). A
/// read the page cache cannot answer leaves its thread waiting on the disk (a journal not read
/// since the machine started, or whose pages the system let go), and the others parse
/// meanwhile. A cold build of 100,000 entries whose files were all on disk took 10.4-25 s
/// with one thread a core and 8.2-10.5 s with four; with the files in memory, the same
/// (bench/RESULTS.md).
package let readingThreads = min(4 * ProcessInfo.processInfo.activeProcessorCount, 32)

/// The next index of a `concurrentMap` (or of any work shared out the same way), for every
/// thread that works on it.
package final class SharedCounter: Sendable {
    private let value = Atomic(0)

    package init() {}

    package func take() -> Int { value.wrappingAdd(1, ordering: .relaxed).oldValue }

    /// Counts `amount` more; returns the count with them.
    package func add(_ amount: Int) -> Int { value.wrappingAdd(amount, ordering: .relaxed).newValue }
}

/// Lets `concurrentMap` fill distinct slots of one buffer; each slot is written by exactly
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
/// the thread that waits), whose result `wait()` returns, once. A `concurrentMap` run on one
/// lets the caller store one batch while the next is made (a cold catalog build parses on
/// every core while SQLite inserts).
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

    /// `wait()`, keeping no copy of the result: the caller's is then its only reference.
    package func take() -> T {
        done.wait()
        defer { result = nil }
        return result!
    }
}

/// Leaves `value` empty and releases what it held on a new thread, at the priority
/// `lowerThisThreadsPriority` gives: for a thread others wait for, which should not spend its
/// time in `free`. What `value` held must not be shared with the caller.
package func releaseOnAnotherThread<T: RangeReplaceableCollection>(_ value: inout T) where T: Sendable {
    let held = ReleasedElsewhere(value)
    value = T()
    Thread.detachNewThread {
        lowerThisThreadsPriority()
        held.release()
    }
}

/// What `releaseOnAnotherThread` hands to its thread.
private final class ReleasedElsewhere<T>: @unchecked Sendable {
    private var value: T?
    init(_ value: T) { self.value = value }
    func release() { value = nil }
}

/// Lowers the calling thread's priority (nice 10; Linux keeps one per thread), and so that of
/// every thread it starts from now on, which inherits it: for work made ahead of a thread
/// that waits for it. A cold catalog build parses the next chunk of files on eight threads
/// while one thread stores the last chunk; at equal priority the storing thread had a ninth
/// of the cores, fell behind, and finished each chunk alone on one core while the other
/// waited (bench/RESULTS.md).
package func lowerThisThreadsPriority() {
    _ = clinux_lower_thread_priority(10)
}
