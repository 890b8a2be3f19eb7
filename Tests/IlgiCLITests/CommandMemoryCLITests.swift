import Foundation
import IlgiTestSupport
import Testing

/// `ilgi` keeps a command's memory in large steps and 2 MB pages (`CommandMemory`), as its
/// editor can see while it runs.
@Suite struct CommandMemoryCLITests {
    /// Where the kernel has transparent huge pages at all (madvise refuses the advice otherwise).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
    func theHeapOfTheThreadThatRunsTheCommandIsAdvisedForHugePages() throws {
        let sandbox = Sandbox()
        let id = try sandbox.newEntry("Heap", body: "Words.")
        let seen = sandbox.home.url.appendingPathComponent("heap-flags").path
        // The editor's parents up to ilgi (a shell may run it), then the flags of each of
        // ilgi's mappings: "hg" is MADV_HUGEPAGE, which nothing but the advice sets. Which
        // heap holds it depends on the thread `main`'s first task ran on: the program's own
        // ([heap]) or a thread's.
        let editor = try sandbox.script(
            "look",
            """
            pid=$PPID
            while [ "$pid" -gt 1 ] && [ "$(cat /proc/$pid/comm)" != ilgi ]; do
                pid=$(sed 's/.*) //' /proc/$pid/stat | cut -d' ' -f2)
            done
            grep '^VmFlags:' /proc/$pid/smaps > '\(seen)'
            """)
        let edit = try sandbox.run("edit", id, environment: ["EDITOR": editor])
        #expect(edit.status == 0, "\(edit)")
        let mappings = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n")
        #expect(mappings.count > 10, "\(mappings)")
        #expect(mappings.contains { $0.split(separator: " ").contains("hg") }, "\(mappings)")
    }
}
