/// A growable list of token indexes for the lexers' hot loop: an append is a store and a count check, without the
/// uniqueness check an `Array` stored in the lexer (a value mutated in place on every byte) makes on each append.
/// Owned by one lexer, which calls ``release()`` once it has copied the indexes out.
struct IndexList {
    private var base: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// The number of indexes.
    private(set) var count = 0

    /// An empty list with room for `capacity` indexes before it grows.
    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Appends `index`.
    @inline(__always)
    mutating func append(_ index: Int32) {
        if count == capacity { grow() }
        (base + count).initialize(to: index)
        count += 1
    }

    /// Removes and returns the last index, or nil when the list is empty.
    @inline(__always)
    mutating func popLast() -> Int32? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// The indexes, copied into an array.
    var array: [Int32] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees the storage; the list must not be used afterwards.
    func release() {
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
