import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Who is writing, when git config has no `user.name`/`user.email`: `$USER@hostname`, the
/// way git itself guesses an identity.
enum Identity {
    static var userName: String {
        let environment = ProcessInfo.processInfo.environment
        for name in ["USER", "LOGNAME"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
            return String(cString: name)
        }
        return "ilgi"
    }

    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }

    static var fallbackEmail: String { "\(userName)@\(hostName)" }
}
