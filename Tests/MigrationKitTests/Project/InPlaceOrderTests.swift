import Testing

@testable import MigrationKit

/// `sortUnlessSorted` must give exactly what the standard library's stable `sort` gives, whatever the input's shape:
/// its insertion path (nearly in order) and its fall-back to `sort` (past the budget of moves) never give another order.
@Suite("In-place order: sort unless sorted")
struct InPlaceOrderTests {
    /// A key to sort by and a tag that shows whether equal keys kept their order.
    struct Item: Equatable {
        let key: Int
        let tag: Int
    }

    static func byKey(_ lhs: Item, _ rhs: Item) -> Bool { lhs.key < rhs.key }

    static func items(_ keys: [Int]) -> [Item] { keys.enumerated().map { Item(key: $0.element, tag: $0.offset) } }

    @Test(
        "in order, a few added after, two runs, reversed (past the budget), ties, empty and one element",
        arguments: [
            [1, 2, 2, 3, 5], [1, 3, 5, 7, 9, 2, 2], [4, 4, 6, 1, 4, 4, 9], [5, 6, 1, 2, 0, 3], Array((0..<100).reversed()),
            [3, 3, 3, 3], [2, 1], [], [7],
        ])
    func matchesStableSort(keys: [Int]) {
        var sorted = Self.items(keys)
        sorted.sortUnlessSorted(by: Self.byKey)
        #expect(sorted == Self.items(keys).sorted(by: Self.byKey))
    }

    @Test("3,000 random arrays of few distinct keys, nearly sorted or not: the stable sort's order")
    func randomShapes() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3_000 {
            var keys = (0..<Int.random(in: 0...60, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            if round % 3 != 0 {  // nearly sorted: in order, then a few more
                keys = keys.sorted() + (0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            }
            var sorted = Self.items(keys)
            sorted.sortUnlessSorted(by: Self.byKey)
            #expect(sorted == Self.items(keys).sorted(by: Self.byKey), "\(keys)")
        }
    }
}
