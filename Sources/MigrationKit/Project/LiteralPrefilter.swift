/// A fast byte search for "does this file contain at least one of these literals?", run before lexing.
///
/// Every literal is filed under its first two bytes: a 64 Ki-entry table of 16-bit bucket numbers (128 KiB, made and
/// freed in one piece) says which bucket holds the literals that start with a pair. The search walks the bytes once,
/// looks each pair up, and compares only the literals of its bucket. A substring match is enough: the prefilter may let
/// a file through that has no finding, never the reverse.
struct LiteralPrefilter: Sendable {
    /// For each pair of bytes (first byte in the high eight bits), 0 when no literal starts with it, else 1 + the index
    /// of its bucket in `buckets`.
    private let bucketByPair: [UInt16]
    /// The literals of two bytes or more, grouped by their first two bytes.
    private let buckets: [[[UInt8]]]
    /// The literals of one byte: a file with any of these bytes passes.
    private let singleBytes: Set<UInt8>
    /// Whether every file passes: there is no literal.
    private let passesEverything: Bool

    /// A prefilter for `literals` (empty literals are ignored; with none, every file passes).
    init<Literals: Sequence<String>>(literals: Literals) {
        var table = [UInt16](repeating: 0, count: 65_536)
        var buckets: [[[UInt8]]] = []
        var singles: Set<UInt8> = []
        var any = false
        for literal in Set(literals) {
            let bytes = Array(literal.utf8)
            if bytes.isEmpty { continue }
            any = true
            if bytes.count == 1 {
                singles.insert(bytes[0])
                continue
            }
            let pair = Int(bytes[0]) << 8 | Int(bytes[1])
            if table[pair] == 0 {  // UTF-8 allows fewer than 30,000 first pairs: the numbers fit in 16 bits
                buckets.append([])
                table[pair] = UInt16(buckets.count)
            }
            buckets[Int(table[pair]) - 1].append(bytes)
        }
        bucketByPair = table
        self.buckets = buckets
        singleBytes = singles
        passesEverything = !any
    }

    /// Whether `bytes` contains at least one literal.
    func matches(_ bytes: [UInt8]) -> Bool {
        if passesEverything { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard count > 0 else { return false }
            if !singleBytes.isEmpty, buffer.contains(where: singleBytes.contains) { return true }
            return bucketByPair.withUnsafeBufferPointer { table in
                var index = 0
                var pair = Int(buffer[0])
                while index + 1 < count {
                    pair = (pair << 8 | Int(buffer[index + 1])) & 0xFFFF
                    let bucket = Int(table[pair])
                    if bucket != 0, Self.anyStarts(buckets[bucket - 1], in: buffer, at: index) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    private static func anyStarts(_ candidates: [[UInt8]], in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for literal in candidates where index + literal.count <= buffer.count {
            var offset = 2
            while offset < literal.count, buffer[index + offset] == literal[offset] {
                offset += 1
            }
            if offset == literal.count { return true }
        }
        return false
    }
}
