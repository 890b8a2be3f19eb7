import CLibGit2

/// The one error type of GitKit: a libgit2 failure with libgit2's own words.
public struct GitError: Error, CustomStringConvertible, Sendable, Equatable {
    /// libgit2's return code (`GIT_ENOTFOUND`, `GIT_EEXISTS`, …), always negative.
    public let code: Int32
    /// libgit2's error class (`GIT_ERROR_OS`, `GIT_ERROR_REFERENCE`, …), or 0 when none was set.
    public let errorClass: Int32
    /// libgit2's message, or a generic one when libgit2 set none.
    public let message: String

    public init(code: Int32, errorClass: Int32 = 0, message: String) {
        self.code = code
        self.errorClass = errorClass
        self.message = message
    }

    public var description: String { message }

    public var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }
    /// A repository another user owns, which git opens only when `safe.directory` names it.
    public var isOwnedByAnotherUser: Bool { code == GIT_EOWNER.rawValue }
    public var isLocked: Bool { code == GIT_ELOCKED.rawValue }
    public var isModified: Bool { code == GIT_EMODIFIED.rawValue }
    public var isConflict: Bool { code == GIT_ECONFLICT.rawValue || code == GIT_EMERGECONFLICT.rawValue }
    public var isAuthenticationFailure: Bool { code == GIT_EAUTH.rawValue }
    public var isCertificateFailure: Bool { code == GIT_ECERTIFICATE.rawValue }
    public var isUnbornBranch: Bool { code == GIT_EUNBORNBRANCH.rawValue }
    public var isUser: Bool { code == GIT_EUSER.rawValue }
}

/// The single place that turns a libgit2 return code into Swift: a negative code becomes a
/// thrown `GitError` built from `git_error_last()`, which is then cleared. Zero and positive
/// codes are results, not errors, and are returned.
@discardableResult
func check(_ code: Int32) throws -> Int32 {
    guard code < 0 else { return code }
    let message: String
    let errorClass: Int32
    if let last = git_error_last(), let text = last.pointee.message {
        message = String(cString: text).trimmingTrailingNewlines()
        errorClass = last.pointee.klass
    } else {
        message = "libgit2 error \(code)"
        errorClass = 0
    }
    git_error_clear()
    throw GitError(code: code, errorClass: errorClass, message: message)
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
