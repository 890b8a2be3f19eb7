import CLibGit2
import Foundation

/// A unified diff between two texts, made by libgit2 from buffers (no repository needed).
/// Owns its `git_patch`.
public final class Patch {
    let pointer: OpaquePointer
    /// Copies of the two texts: libgit2's lines point into them, so they live as long as
    /// the patch and are freed with it.
    private let old: UnsafeMutableRawBufferPointer
    private let new: UnsafeMutableRawBufferPointer

    /// One line of a hunk, or a hunk's `@@ … @@` header.
    public struct Line: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case hunkHeader
            case context
            case addition
            case deletion
            /// `\ No newline at end of file`, after the line it is about.
            case noNewlineAtEnd
        }

        public let kind: Kind
        /// The line without its `+`/`-`/` ` marker and without its final "\n".
        public let content: String

        public init(kind: Kind, content: String) {
            self.kind = kind
            self.content = content
        }

        /// The line as a unified diff prints it.
        public var text: String {
            switch kind {
            case .hunkHeader, .noNewlineAtEnd: content
            case .context: " " + content
            case .addition: "+" + content
            case .deletion: "-" + content
            }
        }
    }

    /// Compares `old` with `new` (nil is an absent file, which reads as empty), line by line,
    /// with `contextLines` unchanged lines around each change. Texts are always compared as
    /// text, never reported as "binary files differ".
    public init(old: Data?, new: Data?, contextLines: Int = 3) throws {
        LibGit2.ensureInitialized()
        self.old = Patch.copy(old)
        self.new = Patch.copy(new)
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)))
        options.context_lines = UInt32(max(contextLines, 0))
        options.flags = GIT_DIFF_FORCE_TEXT.rawValue
        var patch: OpaquePointer?
        let code = git_patch_from_buffers(
            &patch, self.old.baseAddress, self.old.count, nil, self.new.baseAddress, self.new.count, nil, &options)
        do {
            try check(code)
        } catch {
            self.old.deallocate()
            self.new.deallocate()
            throw error
        }
        pointer = patch!  // safe: set on success
    }

    deinit {
        git_patch_free(pointer)
        old.deallocate()
        new.deallocate()
    }

    private static func copy(_ data: Data?) -> UnsafeMutableRawBufferPointer {
        let data = data ?? Data()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
        buffer.copyBytes(from: data)
        return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<data.count])
    }

    public var hunkCount: Int { git_patch_num_hunks(pointer) }

    /// True when the two texts are the same.
    public var isEmpty: Bool { hunkCount == 0 }

    /// Every hunk header and line, in order.
    public func lines() throws -> [Line] {
        var result: [Line] = []
        for hunkIndex in 0..<hunkCount {
            var hunk: UnsafePointer<git_diff_hunk>?
            var lineCount = 0
            try check(git_patch_get_hunk(&hunk, &lineCount, pointer, hunkIndex))
            if let hunk {
                let header = withUnsafeBytes(of: hunk.pointee.header) { bytes in
                    String(decoding: bytes.prefix(hunk.pointee.header_len), as: UTF8.self)
                }
                result.append(Line(kind: .hunkHeader, content: header.trimmingTrailingNewlines()))
            }
            for lineIndex in 0..<lineCount {
                var line: UnsafePointer<git_diff_line>?
                try check(git_patch_get_line_in_hunk(&line, pointer, hunkIndex, lineIndex))
                guard let line = line?.pointee else { continue }
                let kind: Line.Kind
                switch UInt32(bitPattern: Int32(line.origin)) {
                case GIT_DIFF_LINE_CONTEXT.rawValue: kind = .context
                case GIT_DIFF_LINE_ADDITION.rawValue: kind = .addition
                case GIT_DIFF_LINE_DELETION.rawValue: kind = .deletion
                case GIT_DIFF_LINE_CONTEXT_EOFNL.rawValue, GIT_DIFF_LINE_ADD_EOFNL.rawValue,
                    GIT_DIFF_LINE_DEL_EOFNL.rawValue:
                    result.append(Line(kind: .noNewlineAtEnd, content: "\\ No newline at end of file"))
                    continue
                default: continue
                }
                var content = ""
                if let bytes = line.content, line.content_len > 0 {
                    content = bytes.withMemoryRebound(to: UInt8.self, capacity: line.content_len) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: line.content_len), as: UTF8.self)
                    }
                }
                // safe: dropping an ASCII byte keeps UTF-8 valid
                if content.utf8.last == UInt8(ascii: "\n") { content = String(content.utf8.dropLast())! }
                result.append(Line(kind: kind, content: content))
            }
        }
        return result
    }
}
