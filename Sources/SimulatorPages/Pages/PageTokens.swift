import Foundation
import OrdersSimulator

/// The buyer pages' form tokens (CSRF): each form carries the HMAC-SHA256 of the resource it acts on, under a
/// secret of this simulator (from ``OrdersSimulator/Configuration/pageSecretSeed``, else its seed; `orders-sandbox`
/// draws a random one per run). A page's token fits only its own order or setup token, and a site that cannot read
/// the page (the same-origin policy) cannot forge one. It does not stop whoever can read the page or its URL (a
/// script on the same origin, another program on the machine, anyone who knows the secret's seed), nor a replay of
/// the same form (the order's state refuses a second approval), nor a request that needs no form (the API itself
/// takes client credentials, which the sandbox accepts from anyone on loopback).
struct PageTokens: Sendable {
    private let secret: [UInt8]

    /// The tokens of a simulator seeded with `seed` (the same seed, the same tokens).
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x5041_4745_5345_4352)
        secret = (0..<4).flatMap { _ in withUnsafeBytes(of: random.next().bigEndian, Array.init) }
    }

    /// The token of `resource`: 43 characters of base64url.
    func token(for resource: PageResource) -> String {
        Self.base64URL(HMACSHA256.code(key: secret, message: Array(resource.signedText.utf8)))
    }

    /// Whether `token` is the token of `resource` (compared in constant time).
    func verify(_ token: String?, for resource: PageResource) -> Bool {
        guard let token else { return false }
        return HMACSHA256.equal(Array(token.utf8), Array(self.token(for: resource).utf8))
    }

    /// The `approval_token_id` a vault approval returns with: 20 upper-case hexadecimal digits fixed per setup token.
    func approvalTokenID(for setupTokenID: String) -> String {
        let code = HMACSHA256.code(key: secret, message: Array("approval:\(setupTokenID)".utf8))
        return code.prefix(10).map { String(format: "%02X", $0) }.joined()
    }

    /// Base64url without padding (RFC 4648 §5).
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
