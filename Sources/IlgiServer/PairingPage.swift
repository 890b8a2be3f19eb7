import Foundation
import IlgiCore
import IlgiServeShared

/// `/pair?code=…`, where the QR code of `ilgi serve --pair` leads: the certificate's
/// fingerprint to compare with the terminal's, and a button that pairs this browser. The
/// code is checked (once, within five minutes, ten tries a minute) only when it is pressed.
enum PairingPage {
    static func show(_ context: PageContext) async throws -> WebResponse {
        let code = context.parameter("code") ?? ""
        let view = View(
            heading: context.t(ServerText.pairHeading), code: code, fingerprint: context.site.fingerprint,
            t: context.words([
                "checkFingerprint": ServerText.pairCheckFingerprint, "pair": ServerText.pairButton,
                "explain": ServerText.pairExplain,
            ]))
        return .html(
            Layout.bare(
                title: context.t(ServerText.pairHeading), content: context.render("pair", view),
                language: context.language))
    }

    static func pair(_ context: PageContext) async throws -> WebResponse {
        guard let codes = context.site.pairing, let devices = context.site.gate.devices else {
            throw PageFailure(status: 404, message: ServerText.notPairing)
        }
        switch codes.redeem(context.field("code") ?? "", from: context.client) {
        case .tooManyTries: throw PageFailure(status: 429, message: ServerText.pairTooManyTries)
        case .refused: throw PageFailure(status: 403, message: ServerText.pairRefused)
        case .paired:
            let (_, token) = try devices.pair(
                name: DeviceRegistry.name(userAgent: context.request.header("user-agent")))
            var response = WebResponse.redirect("/")
            response.headers.append(("Set-Cookie", context.site.gate.deviceCookie(token)))
            return response
        }
    }

    /// `pair.mustache`.
    struct View {
        let heading: String
        /// The code from the QR code, sent back when the button is pressed.
        let code: String
        /// The certificate's SHA-256, to compare with the terminal's (none over plain HTTP).
        let fingerprint: String?
        let t: [String: String]
    }
}
