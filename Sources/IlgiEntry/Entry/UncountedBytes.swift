/// Byte strings in memory of their own, read through pointers: for code that reads the same
/// few strings for each of thousands of items on both cores at once, where reading an array
/// is a retain and a release of it, each a cache line taken from the other core. A search's
/// literals read for each hit that way were 3 % of `search garden`'s samples at 10,000
/// entries.
///
/// The bytes live as long as the `UncountedBytes` that holds them: an owner keeps it, and
/// a `Strings` read from it is used only while the owner is (or, made by `forever`, always).
package final class UncountedBytes: Sendable {
    /// Pointers to the strings' bytes, in the order given: a value of no reference.
    package struct Strings: @unchecked Sendable {
        package let all: UnsafeBufferPointer<UnsafeRawBufferPointer>

        package subscript(_ index: Int) -> UnsafeRawBufferPointer { all[index] }
    }

    package let strings: Strings

    package init(_ strings: [[UInt8]]) {
        let all = UnsafeMutableBufferPointer<UnsafeRawBufferPointer>.allocate(capacity: strings.count)
        for (index, string) in strings.enumerated() {
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: string.count, alignment: 1)
            string.withUnsafeBytes { bytes.copyMemory(from: $0) }
            all.initializeElement(at: index, to: UnsafeRawBufferPointer(bytes))
        }
        self.strings = Strings(all: UnsafeBufferPointer(all))
    }

    deinit {
        for bytes in strings.all { bytes.deallocate() }
        strings.all.deallocate()
    }

    /// `strings`, in memory never given back: for a constant of the program.
    package static func forever(_ strings: [[UInt8]]) -> Strings {
        Unmanaged.passRetained(UncountedBytes(strings)).takeUnretainedValue().strings
    }
}
