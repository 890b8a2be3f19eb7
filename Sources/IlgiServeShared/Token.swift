/// The server's secrets, made and compared: the session's token, a paired device's cookie,
/// an assistant's token, an assistant's session id.
public enum Token {
    /// A new random token: 32 bytes from the system's generator, as hex.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for _ in 0..<32 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            hex += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// Compares in time that does not depend on where the strings differ.
    public static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
