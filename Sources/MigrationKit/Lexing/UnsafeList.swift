/// A growable list of plain values (token indexes, statements' name bits) for the lexers' hot loop: an append is a store
/// and a count check, without the uniqueness check an `Array` stored in the lexer (a value mutated in place on every byte)
/// makes on each append. Owned by one lexer, which calls ``release()`` once it has copied the values out.
struct UnsafeList<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of values.
    private(set) var count = 0

    /// An empty list with room for `capacity` values before it grows.
    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Appends `value`.
    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Removes and returns the last value, or nil when the list is empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// The values, copied into an array.
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees the storage; the list must not be used afterwards.
    func release() {
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// Token indexes, as the lexers note them.
typealias IndexList = UnsafeList<Int32>
