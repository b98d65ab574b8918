/// A fast byte search for "does this file contain at least one of these literals?", run before lexing.
///
/// Every literal is indexed by its first two bytes in a 64 Ki-entry table; the search walks the bytes once,
/// looks each pair up, and compares only the literals that start with it. A substring match is enough: the
/// prefilter may let a file through that has no finding, never the reverse.
struct LiteralPrefilter: Sendable {
    private let candidatesByPair: [[[UInt8]]]
    private let singleBytes: Set<UInt8>
    private let isEmpty: Bool

    /// A prefilter for `literals` (empty literals are ignored; with none, every file passes).
    init<Literals: Sequence<String>>(literals: Literals) {
        var table = [[[UInt8]]](repeating: [], count: 65_536)
        var singles: Set<UInt8> = []
        var any = false
        for literal in Set(literals) {
            let bytes = Array(literal.utf8)
            if bytes.isEmpty { continue }
            any = true
            if bytes.count == 1 {
                singles.insert(bytes[0])
            } else {
                table[Int(bytes[0]) << 8 | Int(bytes[1])].append(bytes)
            }
        }
        candidatesByPair = table
        singleBytes = singles
        isEmpty = !any
    }

    /// Whether `bytes` contains at least one literal.
    func matches(_ bytes: [UInt8]) -> Bool {
        if isEmpty { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard count > 0 else { return false }
            if !singleBytes.isEmpty, buffer.contains(where: singleBytes.contains) { return true }
            return candidatesByPair.withUnsafeBufferPointer { table in
                var index = 0
                var pair = Int(buffer[0])
                while index + 1 < count {
                    pair = (pair << 8 | Int(buffer[index + 1])) & 0xFFFF
                    let candidates = table[pair]
                    if !candidates.isEmpty, Self.anyStarts(candidates, in: buffer, at: index) { return true }
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
