import Foundation

/// The buyer pages' form tokens (CSRF): each form carries the HMAC-SHA256 of the resource it acts on, under a
/// secret of this simulator derived from its seed. A page's token fits only its own order or setup token, and a
/// form posted from another site cannot carry one.
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
