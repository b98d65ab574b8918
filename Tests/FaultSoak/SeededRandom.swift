/// A small seeded generator (SplitMix64): the same seed gives the same soak every time, on every platform.
public struct SeededRandom: Sendable {
    private var state: UInt64

    /// Creates a generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number in `0..<bound` (`bound` > 0).
    public mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    /// An amount from 1.00 to 999.99 with two decimals, as text (`"12.34"`).
    public mutating func amount() -> String {
        let cents = 100 + next(99_900)
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
