/// HMAC with SHA-256 (RFC 2104): the buyer pages' form tokens are the HMAC of the resource they act on.
enum HMACSHA256 {
    /// The authentication code of `message` under `key`.
    static func code<Key: Collection<UInt8>, Message: Collection<UInt8>>(key: Key, message: Message) -> [UInt8] {
        var block = key.count > SHA256.blockLength ? SHA256.hash(key) : Array(key)
        block += [UInt8](repeating: 0, count: SHA256.blockLength - block.count)
        let inner = SHA256.hash(block.map { $0 ^ 0x36 } + Array(message))
        return SHA256.hash(block.map { $0 ^ 0x5c } + inner)
    }

    /// Whether two codes are equal, comparing every byte whatever the first difference (no timing hint).
    static func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
