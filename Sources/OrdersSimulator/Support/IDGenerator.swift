/// Makes PayPal-shaped identifiers from a seeded generator: same seed, same ids.
struct IDGenerator: Sendable {
    private var random: SplitMix64

    /// Upper-case letters and digits, as in order and capture ids (`5O190127TN364715T`).
    static let upperAlphanumeric = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    /// PayPal account ids (`^[2-9A-HJ-NP-Z]{13}$`): no 0, 1, I or O.
    static let accountAlphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)
    /// Lower-case hexadecimal digits, as in debug ids (`ea226f06811eb`).
    static let hex = Array("0123456789abcdef".utf8)
    /// Lower-case letters and digits, as in vault payment token ids.
    static let lowerAlphanumeric = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    /// Letters of both cases and digits, as in vault customer ids.
    static let mixedAlphanumeric = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// Starts from `seed`.
    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// `length` characters drawn from `alphabet`.
    mutating func make(_ length: Int, from alphabet: [UInt8]) -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(length)
        for _ in 0..<length {
            bytes.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An order, capture, authorization or setup token id: 17 of `A-Z0-9`.
    mutating func resourceID() -> String { make(17, from: Self.upperAlphanumeric) }
    /// A payer or merchant account id: 13 of `[2-9A-HJ-NP-Z]`.
    mutating func accountID() -> String { make(13, from: Self.accountAlphabet) }
    /// A debug id: 13 lower-case hex digits.
    mutating func debugID() -> String { make(13, from: Self.hex) }
    /// An OAuth access token (opaque, `A21AA` prefix as PayPal's sandbox tokens have).
    mutating func accessToken() -> String { "A21AA" + make(60, from: Self.mixedAlphanumeric) }
    /// A token nonce in PayPal's `2026-01-01T00:00:00Z…` style.
    mutating func nonce(at timestamp: String) -> String { timestamp + make(43, from: Self.mixedAlphanumeric) }
    /// A vault payment token id (`vault_id`): 10 of `a-z0-9`.
    mutating func paymentTokenID() -> String { make(10, from: Self.lowerAlphanumeric) }
    /// A vault customer id: 10 of `A-Za-z0-9`.
    mutating func customerID() -> String { make(10, from: Self.mixedAlphanumeric) }
}
