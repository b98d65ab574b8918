/// Interns the identifiers the scanner cares about: each gets a small integer symbol, so the scanner compares
/// integers, and looking a token up costs one short hash over its bytes and no allocation.
public struct NameTable: Sendable {
    /// Every name's bytes, one after another.
    private var storage: [UInt8] = []
    /// Per symbol: where its bytes start in `storage`, and its length.
    private var offsets: [Int32] = []
    private var lengths: [Int32] = []
    /// Per symbol: the words ``words(_:_:_:)`` reads from its bytes, so that a name of up to 16 bytes is compared in two
    /// word compares.
    private var heads: [UInt64] = []
    private var tails: [UInt64] = []
    private var slots: [Int32]
    private var mask: Int
    /// A 64 Ki-bit filter over every name's (length, first byte, last byte): most identifiers of a file, which
    /// no rule names, are rejected by one bit test before any hashing.
    private var shapeFilter = [UInt64](repeating: 0, count: 1024)

    /// An empty table sized for about `capacity` names.
    public init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// The number of names.
    public var count: Int { offsets.count }

    /// The symbol of `name`, adding it when new.
    @discardableResult
    public mutating func intern(_ name: String) -> Int32 {
        let bytes = Array(name.utf8)
        if let existing = bytes.withUnsafeBufferPointer({ lookup($0, 0, $0.count) }) { return existing }
        if (count + 1) * 2 >= slots.count { grow() }
        let symbol = Int32(count)
        offsets.append(Int32(storage.count))
        lengths.append(Int32(bytes.count))
        storage += bytes
        let words = bytes.withUnsafeBufferPointer { Self.words($0, 0, $0.count) }
        heads.append(words.head)
        tails.append(words.tail)
        insert(symbol, hash: Self.mix(words, length: bytes.count))
        if let first = bytes.first, let last = bytes.last {
            let bit = Self.shapeBit(length: bytes.count, first: first, last: last)
            shapeFilter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        return symbol
    }

    /// The symbol of `name`, or `nil`.
    public func symbol(of name: String) -> Int32? {
        let bytes = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { lookup($0, 0, $0.count) }
    }

    /// The name of `symbol`.
    public func name(of symbol: Int32) -> String {
        let start = Int(offsets[Int(symbol)])
        return String(decoding: storage[start..<(start + Int(lengths[Int(symbol)]))], as: UTF8.self)
    }

    /// The symbol of the bytes `buffer[start..<end]`, or `nil`.
    @inline(__always)
    public func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32? {
        let length = end - start
        var slot = Int(truncatingIfNeeded: Self.hash(buffer, start, end)) & mask
        return slots.withUnsafeBufferPointer { slots in
            lengths.withUnsafeBufferPointer { lengths in
                while true {
                    let symbol = slots[slot]
                    if symbol < 0 { return nil }
                    if Int(lengths[Int(symbol)]) == length && matches(symbol, buffer, start, length) { return symbol }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The filter bit of a name of `length` bytes from `first` to `last`.
    @inline(__always)
    static func shapeBit(length: Int, first: UInt8, last: UInt8) -> Int {
        (Int(first) &* 31 &+ Int(last) &* 7 &+ length &* 1_031) & 0xFFFF
    }

    /// Runs `body` with a ``NameLookup`` over this table's storage (valid only inside `body`).
    func withLookup<Result>(_ body: (NameLookup) -> Result) -> Result {
        slots.withUnsafeBufferPointer { slots in
            lengths.withUnsafeBufferPointer { lengths in
                offsets.withUnsafeBufferPointer { offsets in
                    storage.withUnsafeBufferPointer { storage in
                        shapeFilter.withUnsafeBufferPointer { filter in
                            heads.withUnsafeBufferPointer { heads in
                                tails.withUnsafeBufferPointer { tails in
                                    body(
                                        NameLookup(
                                            slots: slots, lengths: lengths, offsets: offsets, storage: storage, heads: heads, tails: tails,
                                            mask: mask, shapeFilter: filter))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func matches(_ symbol: Int32, _ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        storage.withUnsafeBufferPointer { stored in
            let offset = Int(offsets[Int(symbol)])
            var index = 0
            while index < length {
                if stored[offset + index] != buffer[start + index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func insert(_ symbol: Int32, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = symbol
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for symbol in 0..<count {
            let start = Int(offsets[symbol])
            let end = start + Int(lengths[symbol])
            insert(Int32(symbol), hash: storage.withUnsafeBufferPointer { Self.hash($0, start, end) })
        }
    }

    /// A short hash of `buffer[start..<end]`: the length and up to 8 bytes from each end, mixed.
    @inline(__always)
    public static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        mix(words(buffer, start, end), length: end - start)
    }

    /// The first and last eight bytes of `buffer[start..<end]` as words (a name shorter than eight bytes: its bytes, the
    /// rest zero, and that word shifted by a byte), the same wherever the bytes lie. Two names of one length are equal
    /// when their words are and, past 16 bytes, their middle bytes.
    @inline(__always)
    static func words(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (head: UInt64, tail: UInt64) {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        let length = end - start
        if length >= 8, let base = buffer.baseAddress {
            head = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            tail = UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self)
        } else if length > 0, start + 8 <= buffer.count, let base = buffer.baseAddress {
            // A short name with eight bytes readable from its start: one load, the bytes past the name masked off (the
            // same value as the loop below, which reads a name at the end of the buffer).
            head = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) & (UInt64.max >> (64 - 8 * UInt64(length)))
            tail = head >> 8
        } else {
            var index = 0
            while index < length {
                head |= UInt64(buffer[start + index]) << (UInt64(index) << 3)
                index += 1
            }
            tail = head >> 8
        }
        return (head, tail)
    }

    /// The hash of a name of `length` bytes whose ``words(_:_:_:)`` are `words`.
    @inline(__always)
    static func mix(_ words: (head: UInt64, tail: UInt64), length: Int) -> UInt64 {
        var hash = (words.head ^ (words.tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 31
        return hash
    }
}

/// A ``NameTable`` seen through raw buffers for the lexers' hot loop: one lookup is a hash and a probe, with
/// no reference counting. Valid only inside ``NameTable/withLookup(_:)``.
struct NameLookup {
    let slots: UnsafeBufferPointer<Int32>
    let lengths: UnsafeBufferPointer<Int32>
    let offsets: UnsafeBufferPointer<Int32>
    let storage: UnsafeBufferPointer<UInt8>
    let heads: UnsafeBufferPointer<UInt64>
    let tails: UnsafeBufferPointer<UInt64>
    let mask: Int
    let shapeFilter: UnsafeBufferPointer<UInt64>

    /// The symbol of `buffer[start..<end]`, or -1.
    @inline(__always)
    func symbol(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let length = end - start
        guard length > 0, mayKnow(length: length, first: buffer[start], last: buffer[end - 1]) else { return -1 }
        return symbol(passingFilter: buffer, start, end)
    }

    /// Whether the table may know a name of `length` bytes from `first` to `last`: most names of a file are rejected
    /// here, by one bit test, and ``symbol(passingFilter:_:_:)`` is asked only about the others.
    @inline(__always)
    func mayKnow(length: Int, first: UInt8, last: UInt8) -> Bool {
        let bit = NameTable.shapeBit(length: length, first: first, last: last)
        return shapeFilter[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// The symbol of the non-empty `buffer[start..<end]`, which ``mayKnow(length:first:last:)`` let through, or -1.
    func symbol(passingFilter buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let length = end - start
        let words = NameTable.words(buffer, start, end)
        var slot = Int(truncatingIfNeeded: NameTable.mix(words, length: length)) & mask
        while true {
            let symbol = slots[slot]
            if symbol < 0 { return -1 }
            let known = Int(symbol)
            if heads[known] == words.head && tails[known] == words.tail && Int(lengths[known]) == length
                && (length <= 16 || middleMatches(known, buffer, start, length))
            {
                return symbol
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the bytes of `buffer` from `start` match those of symbol `known` (of the same `length`, over 16 bytes, its
    /// first and last eight already equal) between the first and the last eight.
    private func middleMatches(_ known: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        let offset = Int(offsets[known])
        var index = 8
        while index < length - 8 && storage[offset + index] == buffer[start + index] { index += 1 }
        return index == length - 8
    }
}
