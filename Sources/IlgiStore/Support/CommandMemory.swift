import CLinux
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// How a process that lives for one command keeps its memory. A search that prints 6,700
/// hits at 10,000 entries allocates about 15 MB in a few milliseconds, and every 4 KB page of
/// it was a page fault (a fifth of the search's time went to faults): its heaps are grown
/// in large steps and backed with 2 MB pages. Set by the command line's `main`; a server,
/// which lives for days and frees as much as it takes, keeps glibc's defaults.
public enum CommandMemory {
    private static let isShortLived = Atomic(false)

    /// How far beyond what it needs each heap grows (M_TOP_PAD); also how far past the program
    /// break the main heap's advice reaches, the span its first growth fills.
    static let heapPad = 16 << 20
    /// glibc's largest thread heap on 64-bit Linux (2 × its 32 MB largest mmap threshold): the
    /// span of one thread's heap.
    static let threadHeapMaximum = 64 << 20

    /// For this process and every thread that works for it from now on (`adviseThisThread`):
    /// call it first, before the threads start.
    public static func keepForOneCommand() {
        // Each heap grows 16 MB beyond what it needs (a thread's heap otherwise grew a page at
        // a time, one mprotect(2) each: 1,720 of them in that search), a block under 32 MB is
        // carved from a heap rather than mapped on its own, and a heap shrinks only once 64 MB
        // at its top are free.
        _ = clinux_keep_heap_memory(Int32(heapPad), 32 << 20, 64 << 20)
        isShortLived.store(true, ordering: .relaxed)
        adviseThisThread()
    }

    /// Backs the calling thread's heap with 2 MB pages, where `keepForOneCommand` was called;
    /// for a thread about to allocate much (each of `concurrentMap`'s). One system call.
    package static func adviseThisThread() {
        guard isShortLived.load(ordering: .relaxed) else { return }
        adviseThisThreadsHeap()
    }

    /// The advice itself, whatever the process: one `madvise` of the calling thread's heap,
    /// found from a block malloc hands it (and takes back at once).
    static func adviseThisThreadsHeap() {
        guard let block = malloc(1) else { return }
        defer { free(block) }
        adviseHeap(holding: block)
    }

    /// The advice for the heap that holds `block`, whichever thread allocates from it.
    static func adviseHeap(holding block: UnsafeRawPointer) {
        _ = clinux_advise_huge_pages_for_heap_holding(block, threadHeapMaximum, heapPad)
    }
}
