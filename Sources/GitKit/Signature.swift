import CLibGit2
import Foundation

/// Who made a commit, and when. Owns its `git_signature`.
public final class Signature {
    let pointer: UnsafeMutablePointer<git_signature>

    init(pointer: UnsafeMutablePointer<git_signature>) {
        self.pointer = pointer
    }

    /// A signature for `name <email>` at the current time.
    public convenience init(name: String, email: String) throws {
        LibGit2.ensureInitialized()
        var pointer: UnsafeMutablePointer<git_signature>?
        try check(git_signature_now(&pointer, name, email))
        self.init(pointer: pointer!)  // safe: set on success
    }

    /// A signature for `name <email>` at a given time and UTC offset (in minutes).
    public convenience init(name: String, email: String, time: Date, offsetMinutes: Int) throws {
        LibGit2.ensureInitialized()
        var pointer: UnsafeMutablePointer<git_signature>?
        try check(
            git_signature_new(
                &pointer, name, email, git_time_t(time.timeIntervalSince1970), Int32(offsetMinutes)))
        self.init(pointer: pointer!)  // safe: set on success
    }

    deinit {
        git_signature_free(pointer)
    }

    public var name: String { String(cString: pointer.pointee.name) }
    public var email: String { String(cString: pointer.pointee.email) }
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(pointer.pointee.when.time)) }
}
