/// A table of members (``MemberKey``) built once per ``ScanIndex`` and then only read, by every worker at once.
///
/// A `Dictionary` keyed by ``MemberKey`` hashed every looked-up key's pieces with `Hasher` (SipHash), made an array for
/// a one-piece key (a property), and each lookup retained the table's storage, a count both workers wrote. Here the
/// keys are found by a multiplicative hash of the owner, the first piece, the number of pieces and whether the member
/// takes arguments, in open addressing over memory of its own; a candidate is then compared piece by piece.
struct MemberTable<Value: Sendable>: Sendable {
    /// One key: its owner, where its pieces start in ``Storage/pieces`` and how many, whether it takes arguments, its value.
    private struct Entry {
        let owner: Int32
        let firstPiece: Int32
        let pieceCount: Int32
        let takesArguments: Bool
        let value: Value
    }

    /// The table's memory, written in `init` only and freed with the table's last copy.
    private final class Storage: @unchecked Sendable {
        /// Per slot: the index of its entry, or -1 when empty (a power-of-two count, at most half full).
        let slots: UnsafeMutableBufferPointer<Int32>
        let entries: UnsafeMutableBufferPointer<Entry>
        let entryCount: Int
        /// Every key's pieces, one key after another.
        let pieces: UnsafeMutableBufferPointer<Int32>

        init(slotCount: Int, entryCount: Int, pieceCount: Int) {
            slots = .allocate(capacity: slotCount)
            slots.initialize(repeating: -1)
            entries = .allocate(capacity: max(1, entryCount))
            self.entryCount = entryCount
            pieces = .allocate(capacity: max(1, pieceCount))
        }

        deinit {
            slots.deallocate()
            entries.baseAddress!.deinitialize(count: entryCount)
            entries.deallocate()
            pieces.deallocate()
        }
    }

    private let storage: Storage

    /// The table of `dictionary`'s keys and values.
    init(_ dictionary: [MemberKey: Value]) {
        var slotCount = 8
        while slotCount < 2 * dictionary.count { slotCount *= 2 }
        let storage = Storage(
            slotCount: slotCount, entryCount: dictionary.count, pieceCount: dictionary.keys.reduce(0) { $0 + $1.pieces.count })
        var pieceCount = 0
        for (index, (key, value)) in dictionary.enumerated() {
            (storage.entries.baseAddress! + index).initialize(
                to: Entry(
                    owner: key.owner, firstPiece: Int32(pieceCount), pieceCount: Int32(key.pieces.count), takesArguments: key.takesArguments,
                    value: value))
            for piece in key.pieces {
                storage.pieces[pieceCount] = piece
                pieceCount += 1
            }
            var slot = Self.slot(owner: key.owner, first: key.pieces.first, count: key.pieces.count, takesArguments: key.takesArguments)
            while storage.slots[slot & (slotCount - 1)] >= 0 { slot += 1 }
            storage.slots[slot & (slotCount - 1)] = Int32(index)
        }
        self.storage = storage
    }

    /// The value of the member `pieces` of `owner`.
    func value(owner: Int32, pieces: [Int32], takesArguments: Bool) -> Value? {
        pieces.withUnsafeBufferPointer { value(owner: owner, pieces: $0, takesArguments: takesArguments) }
    }

    /// The value of the one-piece member `piece` of `owner` (a property, a method's name).
    func value(owner: Int32, piece: Int32, takesArguments: Bool) -> Value? {
        withUnsafePointer(to: piece) { value(owner: owner, pieces: UnsafeBufferPointer(start: $0, count: 1), takesArguments: takesArguments) }
    }

    private func value(owner: Int32, pieces wanted: UnsafeBufferPointer<Int32>, takesArguments: Bool) -> Value? {
        let (slots, entries, pieces) = (storage.slots, storage.entries, storage.pieces)
        let mask = slots.count - 1
        var slot = Self.slot(owner: owner, first: wanted.first, count: wanted.count, takesArguments: takesArguments)
        while true {
            let index = slots[slot & mask]
            guard index >= 0 else { return nil }
            let entry = entries[Int(index)]
            if entry.owner == owner && entry.takesArguments == takesArguments && Int(entry.pieceCount) == wanted.count
                && wanted.indices.allSatisfy({ pieces[Int(entry.firstPiece) + $0] == wanted[$0] })
            {
                return entry.value
            }
            slot += 1
        }
    }

    /// The first slot to look in for a key (the table's mask not yet applied).
    private static func slot(owner: Int32, first: Int32?, count: Int, takesArguments: Bool) -> Int {
        let word = UInt64(UInt32(bitPattern: owner)) << 32 | UInt64(UInt32(bitPattern: first ?? -1))
        let mixed = (word ^ UInt64(count) << 1 ^ (takesArguments ? 1 : 0)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
