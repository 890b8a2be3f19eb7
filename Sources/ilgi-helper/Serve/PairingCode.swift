import Foundation
import IlgiCore
import IlgiServeShared
import IlgiStore
import Subprocess

/// What `ilgi serve --pair` prints: a QR code of the pairing address (drawn by `qrencode`,
/// libqrencode's own program, when it is installed), the address and the code written out.
enum PairingCode {
    static func show(_ code: String, host: String, port: Int, secure: Bool, environment: [String: String]) async {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let address = (secure ? "https" : "http") + "://\(shownHost):\(port)/pair?code=\(code)"
        if let program = ExecutableSearch.find("qrencode", path: environment["PATH"]),
            let result = try? await Subprocess.run(
                .path(.init(program)), arguments: ["-t", "UTF8", "-m", "2", "-o", "-", address],
                output: .string(limit: 1 << 16), error: .discarded),
            result.terminationStatus.isSuccess
        {
            FileHandle.standardError.write(Data(result.standardOutput.utf8))
        } else {
            Voice.notice(ServerText.noQRCode)
        }
        Voice.notice(ServerText.pairingAddress(address, code))
    }
}
