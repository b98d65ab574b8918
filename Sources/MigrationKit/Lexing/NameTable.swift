/// Interns the identifiers the scanner cares about: each gets a small integer symbol, so the scanner compares
/// integers, and looking a token up costs one hash over its bytes and no allocation.
public struct NameTable: Sendable {
    private var names: [[UInt8]] = []
    private var slots: [Int32]
    private var mask: Int

    /// An empty table sized for about `capacity` names.
    public init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// The number of names.
    public var count: Int { names.count }

    /// The symbol of `name`, adding it when new.
    @discardableResult
    public mutating func intern(_ name: String) -> Int32 {
        let bytes = Array(name.utf8)
        if let existing = bytes.withUnsafeBufferPointer({ lookup($0, 0, $0.count) }) { return existing }
        if names.count * 2 >= slots.count { grow() }
        let symbol = Int32(names.count)
        names.append(bytes)
        insert(symbol, hash: Self.hash(bytes))
        return symbol
    }

    /// The symbol of `name`, or `nil`.
    public func symbol(of name: String) -> Int32? {
        let bytes = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { lookup($0, 0, $0.count) }
    }

    /// The name of `symbol`.
    public func name(of symbol: Int32) -> String {
        String(decoding: names[Int(symbol)], as: UTF8.self)
    }

    /// The symbol of the bytes `buffer[start..<end]`, or `nil`.
    @inlinable
    public func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32? {
        lookup(buffer, start, end, hash: Self.hash(buffer, start, end))
    }

    @usableFromInline
    func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64) -> Int32? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let symbol = slots[slot]
            if symbol < 0 { return nil }
            let name = names[Int(symbol)]
            if name.count == end - start && name.withUnsafeBufferPointer({ stored in
                var index = 0
                while index < stored.count {
                    if stored[index] != buffer[start + index] { return false }
                    index += 1
                }
                return true
            }) {
                return symbol
            }
            slot = (slot + 1) & mask
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
        for (index, name) in names.enumerated() { insert(Int32(index), hash: Self.hash(name)) }
    }

    /// FNV-1a over `buffer[start..<end]`.
    @inlinable
    public static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = start
        while index < end {
            hash = (hash ^ UInt64(buffer[index])) &* 0x0000_0100_0000_01b3
            index += 1
        }
        return hash
    }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0, 0, $0.count) }
    }
}
