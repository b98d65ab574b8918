import Testing

@testable import MigrationKit

/// The one binary search behind lines, token indexes and edits: it must agree with a linear search.
@Suite("Sorted search")
struct SortedSearchTests {
    @Test("the first index past a bound, in sorted arrays with repeats, empty ones and bounds outside them")
    func agreesWithALinearSearch() {
        var random = SeededRandom(state: 42)
        for _ in 0..<2_000 {
            let values = (0..<Int.random(in: 0...40, using: &random)).map { _ in Int.random(in: 0...30, using: &random) }.sorted()
            let bound = Int.random(in: -2...32, using: &random)
            #expect(values.partitioningIndex { $0 > bound } == (values.firstIndex { $0 > bound } ?? values.endIndex))
            #expect(values.dropFirst(3).partitioningIndex { $0 >= bound } == (values.dropFirst(3).firstIndex { $0 >= bound } ?? values.endIndex))
        }
    }
}
