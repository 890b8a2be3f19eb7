import Foundation
import IlgiCore
import IlgiEntry
import IlgiStore
import Synchronization

/// The browsers paired with `ilgi serve --pair` (a phone), each let in by a long-lived cookie
/// without the session's token, and the assistants' tokens made with `ilgi serve --mcp-token`.
/// Kept in `$XDG_CONFIG_HOME/ilgi/devices` as JSON with each token's SHA-256, never the token
/// itself: the file read by someone else lets no one in. `ilgi serve --devices` lists them and
/// `--revoke` takes one back; a running server sees either at its next request (it reads the
/// file again when it changes).
public final class DeviceRegistry: Sendable {
    /// What a device's token opens.
    public enum Grant: String, Codable, Sendable {
        /// The pages, by the device cookie (a paired phone); and, read-only, the assistants'
        /// endpoint.
        case browser
        /// Only the assistants' endpoint (`/mcp`), reading.
        case assistantReading = "assistant-read"
        /// Only the assistants' endpoint, reading and writing (`--mcp-token --allow-write`).
        case assistantWriting = "assistant-write"
    }

    public struct Device: Codable, Sendable, Equatable {
        /// 8 hex digits, for `--revoke`.
        public let id: String
        /// What the browser said it is ("iPhone, Safari"), or the name given to a token.
        public let name: String
        public let paired: Date
        let tokenHash: String
        /// Absent from the devices paired before assistants had tokens: those are browsers.
        let grant: Grant?

        /// What its token opens.
        public var access: Grant { grant ?? .browser }

        /// When its cookie stops letting it in: a year after it was paired, as the cookie's own
        /// Max-Age says, so a cookie copied off a lost phone does not work forever.
        public var expires: Date { paired.addingTimeInterval(DeviceRegistry.lifetime) }
    }

    /// How long a paired device stays paired.
    public static let lifetime: TimeInterval = 365 * 24 * 60 * 60

    public let file: URL
    private let cache = Mutex<(stamp: Date?, devices: [Device])>((nil, []))

    public init(file: URL) {
        self.file = file
    }

    /// The registry of the user whose environment this is.
    public convenience init(environment: [String: String]) {
        self.init(file: BaseDirectories.configHome(environment).appendingPathComponent("ilgi/devices"))
    }

    /// The paired devices, oldest first.
    public func devices() -> [Device] {
        let stamp = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
        return cache.withLock { cached in
            if cached.stamp != stamp || stamp == nil {
                let data = try? Data(contentsOf: file)  // border: the config folder
                cached = (stamp, data.flatMap { try? Self.decoder.decode([Device].self, from: $0) } ?? [])
            }
            return cached.devices
        }
    }

    /// The device whose cookie is `token` and whose pairing has not expired at `now`, or nil.
    public func device(token: String, now: Date = Date()) -> Device? {
        let hash = IlgiStore.SHA256.hex(token)
        return devices().first { Token.equal($0.tokenHash, hash) && $0.expires > now }
    }

    /// Pairs a new device named `name` (a browser unless `grant` says otherwise): returns it
    /// and the token that lets it in, which is kept nowhere else.
    public func pair(
        name: String, grant: Grant = .browser, now: Date = Date()
    ) throws -> (
        device: Device, token: String
    ) {
        let token = Token.make()
        let device = Device(
            id: String(Token.make().prefix(8)), name: name, paired: now,
            tokenHash: IlgiStore.SHA256.hex(token), grant: grant)
        try save(devices() + [device])
        return (device, token)
    }

    /// Takes back the device whose id starts with `id`, or whose name is `id`; returns it.
    public func revoke(_ id: String) throws -> Device {
        let all = devices()
        let matches = all.filter { $0.id.hasPrefix(id.lowercased()) || $0.name == id }
        guard matches.count == 1, let device = matches.first else {
            throw IlgiError.invalidInput(
                Localized(matches.isEmpty ? ServerText.noSuchDevice(id, all.map(\.id)) : ServerText.ambiguousDevice(id))
            )
        }
        try save(all.filter { $0.id != device.id })
        return device
    }

    private func save(_ devices: [Device]) throws {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try PrivateFile.write(encoder.encode(devices), to: file)
        } catch {
            throw IlgiError.wrapping(error, while: .saveSettings, path: file.path)
        }
        cache.withLock { $0 = (nil, []) }
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// "iPhone, Safari", "Android, Chrome", from a User-Agent; "a browser" when it says nothing known.
    public static func name(userAgent: String?) -> String {
        let agent = userAgent ?? ""
        let system = [
            ("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("Mac OS X", "Mac"),
            ("Windows", "Windows"), ("Linux", "Linux"),
        ].first { agent.contains($0.0) }?.1
        let browser = [("Firefox/", "Firefox"), ("Edg/", "Edge"), ("Chrome/", "Chrome"), ("Safari/", "Safari")]
            .first { agent.contains($0.0) }?.1
        let parts = [system, browser].compactMap { $0 }
        return parts.isEmpty ? "a browser" : parts.joined(separator: ", ")
    }
}

/// The one-time codes `ilgi serve --pair` shows in its QR code: each works once, for five
/// minutes; and how many tries the pairing page takes, at most ten a minute from one client
/// (its address), so a code cannot be guessed and a stranger's wrong tries never lock out the
/// phone with the right one. The clock is given, so tests never wait.
public final class PairingCodes: Sendable {
    public static let lifetime: TimeInterval = 5 * 60
    public static let triesPerMinute = 10

    private let state = Mutex<(codes: [String: Date], tries: [String: [Date]])>(([:], [:]))
    private let clock: @Sendable () -> Date

    public init(clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
    }

    /// A new code: 10 letters and digits that read unambiguously (no 0/O, 1/I/L).
    public func issue() -> String {
        let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        let code = String((0..<10).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
        let now = clock()
        state.withLock { $0.codes[code] = now.addingTimeInterval(Self.lifetime) }
        return code
    }

    public enum Outcome: Sendable, Equatable { case paired, refused, tooManyTries }

    /// Uses `code` up: `.paired` once while it is fresh, `.refused` after (or for a wrong
    /// one), `.tooManyTries` past ten tries in a minute from `client`, right or wrong.
    public func redeem(_ code: String, from client: String = "") -> Outcome {
        let now = clock()
        return state.withLock { state in
            state.tries = state.tries.compactMapValues { times in
                let recent = times.filter { now.timeIntervalSince($0) < 60 }
                return recent.isEmpty ? nil : recent
            }
            guard state.tries[client, default: []].count < Self.triesPerMinute else { return .tooManyTries }
            state.tries[client, default: []].append(now)
            state.codes = state.codes.filter { $0.value > now }
            guard state.codes.removeValue(forKey: code.uppercased()) != nil else { return .refused }
            return .paired
        }
    }
}
