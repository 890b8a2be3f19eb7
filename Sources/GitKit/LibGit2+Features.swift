import CLibGit2

extension LibGit2 {
    /// What the libgit2 linked at run time was built with.
    public struct Features: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let threads = Features(rawValue: Int32(GIT_FEATURE_THREADS.rawValue))
        /// https:// remotes (a TLS library).
        public static let https = Features(rawValue: Int32(GIT_FEATURE_HTTPS.rawValue))
        /// ssh:// and user@host:path remotes (libssh2).
        public static let ssh = Features(rawValue: Int32(GIT_FEATURE_SSH.rawValue))
        public static let nanosecondTimestamps = Features(rawValue: Int32(GIT_FEATURE_NSEC.rawValue))
    }

    public static var features: Features {
        ensureInitialized()
        return Features(rawValue: git_libgit2_features())
    }
}
