/// What both scanners need to name things in a lexed file: a name's hash (for the app's own variables and
/// types, which the name table does not know), a filter that lets most names skip hashing, and the closer of
/// every bracket.
extension LexedSource {
    /// The FNV-1a hash of `token`'s bytes, optionally after a one-byte `prefix` (`_name`).
    func nameHash(_ token: Token, prefix: UInt8? = nil) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            if let prefix { hash = (hash ^ UInt64(prefix)) &* 0x0000_0100_0000_01b3 }
            var position = Int(token.start)
            while position < Int(token.end) {
                hash = (hash ^ UInt64(buffer[position])) &* 0x0000_0100_0000_01b3
                position += 1
            }
            return hash
        }
    }

    /// For every opener (`(`, `[`, `{`), the index of its closer, else `-1`.
    func matchingBrackets() -> [Int32] {
        [Int32](unsafeUninitializedCapacity: tokens.count) { matching, count in
            matching.initialize(repeating: -1)
            count = matching.count
            bracketPairs.withUnsafeBufferPointer { pairs in
                // The lexer pairs only its own tokens' indexes: every opener is below `tokens.count`.
                var pair = 0
                while pair + 1 < pairs.count {
                    matching[Int(pairs[pair])] = pairs[pair + 1]
                    pair += 2
                }
            }
        }
    }
}

/// A 256-bit filter over names' (length, last byte): a name that was never inserted is usually rejected
/// without hashing it; a name that was is never rejected.
struct NameFilter {
    private var bits = [UInt64](repeating: 0, count: 4)

    /// Where the filter bit of a name of `length` bytes ending in `last` stands: its word's index and its mask there
    /// (for every test and insert).
    @inline(__always)
    static func place(length: Int32, last: UInt8) -> (word: Int, mask: UInt64) {
        let bit = Int((UInt32(bitPattern: length) &* 31 &+ UInt32(last)) & 255)
        return (bit >> 6, 1 << UInt64(bit & 63))
    }

    /// The bit of a name of `length` bytes ending in `last` in a statement's signature (``LexedSource/statementSignatures``):
    /// its filter bit's place in its word, so that a filter's words, folded into one, test a signature.
    @inline(__always)
    static func signatureBit(length: Int, last: UInt8) -> UInt64 {
        1 &<< UInt64((UInt32(truncatingIfNeeded: length) &* 31 &+ UInt32(last)) & 63)
    }

    /// Whether a name inserted here may stand in statement `statement` of `source` (an index into
    /// ``LexedSource/statementEnds``), whose tokens are `range`: its signature is tested first, and only a statement it lets
    /// through has its tokens read (``mayContainAny(of:in:)``). The same answer, without reading most statements.
    @inline(__always)
    func mayContainAny(of range: Range<Int>, statement: Int, in source: LexedSource) -> Bool {
        assert(statement < source.statementEnds.count && Int(source.statementEnds[statement]) == range.upperBound, "the statement's tokens")
        if statement < source.statementSignatures.count,
            (bits[0] | bits[1] | bits[2] | bits[3]) & source.statementSignatures[statement] == 0
        {
            return false
        }
        return mayContainAny(of: range, in: source)
    }

    /// Whether one of the identifiers among the tokens `range` of `source` may have been inserted (no false negatives):
    /// ``mayContain(_:in:)`` for a run of tokens, read through raw buffers.
    @inline(__always)
    func mayContainAny(of range: Range<Int>, in source: LexedSource) -> Bool {
        bits.withUnsafeBufferPointer { bits in
            source.tokens.withUnsafeBufferPointer { tokens in
                source.bytes.withUnsafeBufferPointer { bytes in
                    for token in tokens[range] where token.kind == .identifier && token.end > token.start {
                        let place = Self.place(length: token.end - token.start, last: bytes[Int(token.end) - 1])
                        if bits[place.word] & place.mask != 0 { return true }
                    }
                    return false
                }
            }
        }
    }

    /// Whether `token` of `source` may have been inserted (no false negatives).
    @inline(__always)
    func mayContain(_ token: Token, in source: LexedSource) -> Bool {
        guard token.end > token.start else { return false }
        let place = Self.place(length: token.end - token.start, last: source.bytes[Int(token.end) - 1])
        return bits[place.word] & place.mask != 0
    }

    /// Inserts `token`'s name, with `prefixed` a one-byte prefix before it (`_name`).
    mutating func insert(_ token: Token, in source: LexedSource, prefixed: Bool = false) {
        guard token.end > token.start else { return }
        let place = Self.place(length: token.end - token.start + (prefixed ? 1 : 0), last: source.bytes[Int(token.end) - 1])
        bits[place.word] |= place.mask
    }
}

/// Reading a file's tokens by index, bounds checked: what both scanners ask of neighbouring tokens.
protocol TokenReading {
    /// The code tokens.
    var tokens: [Token] { get }
}

extension TokenReading {
    /// Whether the token at `index` exists and is the punctuation `byte`.
    @inline(__always)
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isPunctuation(byte)
    }

    /// Whether the token at `index` exists and is an identifier.
    @inline(__always)
    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }
}
