import Foundation
import HTTPTypes
import IlgiCore
import IlgiServeShared
import IlgiServer
import IlgiTestSupport
import Synchronization
import Testing

/// A phone paired with `ilgi serve --pair`, over HTTPS, answered without a socket: the code
/// works once and for five minutes, ten tries a minute; the device's cookie lets it in until it
/// is revoked; cookies are Secure and the origin https; the site installs on a home screen.
@Suite struct PairingSiteTests {
    let folder = TemporaryDirectory("ilgi-serve-pairing")
    let devices: DeviceRegistry
    let codes: PairingCodes
    let clock = ManualClock()
    let site: Site
    let port = 4325
    let host = "192.0.2.10"
    var authority: String { "\(host):\(port)" }

    init() throws {
        let root = folder.appending("journal")
        _ = try Journal.open(at: root)
        devices = DeviceRegistry(file: folder.appending("config/ilgi/devices"))
        let clock = self.clock
        codes = PairingCodes(clock: { clock.now })
        site = Site(
            gate: Gatekeeper(
                token: "secret-token", listen: "0.0.0.0", port: port, names: [host], devices: devices, isSecure: true),
            journals: [ServedJournal(name: "default", access: JournalAccess(root: root))], language: .english,
            pairing: codes, fingerprint: "AB:CD:EF")
    }

    func request(
        _ method: HTTPRequest.Method, _ target: String, cookie: String? = nil, body: String = "",
        origin: String? = nil
    ) async -> WebResponse {
        var headers = ["Host": authority, "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1"]
        if let cookie { headers["Cookie"] = cookie }
        if method == .post { headers["Origin"] = origin ?? "https://\(authority)" }
        return await SiteTests.respond(from: site, method, target, headers: headers, body: Data(body.utf8))
    }

    func deviceCookie(_ response: WebResponse) -> String? {
        response.headers.first { $0.0.lowercased() == "set-cookie" && $0.1.hasPrefix("ilgi-device=") }?.1
    }

    @Test func aCodePairsOnceAndTheDeviceGetsInUntilRevoked() async throws {
        let code = codes.issue()
        let page = String(decoding: await request(.get, "/pair?code=\(code)").body, as: UTF8.self)
        #expect(page.contains("<code>AB:CD:EF</code>") && page.contains("value=\"\(code)\""), "\(page)")
        #expect(await request(.get, "/").status == 403, "without the token or a device, nothing else")

        let paired = await request(.post, "/pair", body: "code=\(code)")
        #expect(paired.status == 303 && paired.header("Location") == "/")
        let cookie = try #require(deviceCookie(paired))
        #expect(cookie.contains("Max-Age=31536000") && cookie.contains("HttpOnly") && cookie.hasSuffix("; Secure"))
        let token = String(cookie.prefix { $0 != ";" })
        #expect(await request(.get, "/", cookie: token).status == 200)
        #expect(devices.devices().map(\.name) == ["iPhone, Safari"])
        #expect(
            !(try String(contentsOf: devices.file, encoding: .utf8)).contains(String(token.dropFirst(12))),
            "the file keeps the cookie's hash, not the cookie")

        #expect(await request(.post, "/pair", body: "code=\(code)").status == 403, "a code works once")
        _ = try devices.revoke(try #require(devices.devices().first).id)
        #expect(await request(.get, "/", cookie: token).status == 403, "revoked")
    }

    @Test func aCodeExpiresAfterFiveMinutesAndTriesAreLimited() async {
        let code = codes.issue()
        clock.advance(by: PairingCodes.lifetime + 1)
        #expect(await request(.post, "/pair", body: "code=\(code)").status == 403, "expired")
        let fresh = codes.issue()
        for guess in 0..<9 { _ = await request(.post, "/pair", body: "code=WRONG\(guess)") }
        #expect(
            await request(.post, "/pair", body: "code=\(fresh)").status == 429, "ten tries a minute, right or wrong")
        clock.advance(by: 61)
        #expect(await request(.post, "/pair", body: "code=\(fresh)").status == 303, "a minute later it works")
        #expect(await request(.post, "/pair", body: "code=x", origin: "https://evil.example").status == 403)
    }

    /// Issue 36: one stranger's ten wrong guesses locked the right code out for everyone.
    @Test func triesAreCountedByClientSoAStrangersGuessesLockOutNoOneElse() {
        let code = codes.issue()
        for guess in 0..<PairingCodes.triesPerMinute {
            #expect(codes.redeem("WRONG\(guess)", from: "198.51.100.7") == .refused)
        }
        #expect(codes.redeem(code, from: "198.51.100.7") == .tooManyTries)
        #expect(codes.redeem(code, from: "192.0.2.44") == .paired, "the phone with the right code still pairs")
    }

    @Test func aPairedDeviceExpiresAfterAYear() throws {
        let paired = Date(timeIntervalSince1970: 1_800_000_000)
        let (device, token) = try devices.pair(name: "iPhone, Safari", now: paired)
        #expect(device.expires == paired.addingTimeInterval(365 * 24 * 60 * 60))
        #expect(devices.device(token: token, now: paired.addingTimeInterval(24 * 60 * 60)) != nil)
        #expect(devices.device(token: token, now: device.expires.addingTimeInterval(1)) == nil, "expired")
    }

    @Test func overHTTPSCookiesAreSecureAndOnlyTheHTTPSOriginWrites() async {
        let entered = await request(.get, "/?token=secret-token")
        #expect(entered.headers.contains { $0.0 == "Set-Cookie" && $0.1.hasSuffix("; Secure") })
        let session = "ilgi-\(port)=secret-token"
        #expect(
            await request(.post, "/api/draft", cookie: session, body: "key=new&title=x", origin: "http://\(authority)")
                .status == 403, "the plain-HTTP origin is another site")
        #expect(await request(.get, "/", cookie: session).status == 200)
        let other = await SiteTests.respond(
            from: site, .get, "/", headers: ["Host": "evil.example:\(port)", "Cookie": session])
        #expect(other.status == 403, "the Host check holds for the machine's names only")
    }

    @Test func theSiteInstallsOnAHomeScreen() async throws {
        let session = "ilgi-\(port)=secret-token"
        // A browser fetches these without cookies to install the site: they hold nothing of the journal.
        let manifest = await request(.get, "/manifest.webmanifest")
        #expect(manifest.header("Content-Type") == "application/manifest+json")
        let json = try #require(try JSONSerialization.jsonObject(with: manifest.body) as? [String: Any])
        #expect(json["display"] as? String == "standalone" && json["start_url"] as? String == "/")
        let icons = try #require(json["icons"] as? [[String: String]])
        #expect(icons.map { $0["sizes"] } == ["192x192", "512x512"])
        for size in [192, 512] {
            let icon = await request(.get, "/static/icon-\(size).png")
            #expect(ImageSize(icon.body) == ImageSize(width: size, height: size))
        }
        let page = String(decoding: await request(.get, "/", cookie: session).body, as: UTF8.self)
        #expect(page.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
        #expect(
            (await request(.get, "/", cookie: session)).header("Content-Security-Policy")?.contains(
                "manifest-src 'self'")
                == true)
    }
}

/// A clock the test moves: no test waits for real time to pass.
final class ManualClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { time.withLock { $0 } }
    func advance(by seconds: TimeInterval) { time.withLock { $0 += seconds } }
}
