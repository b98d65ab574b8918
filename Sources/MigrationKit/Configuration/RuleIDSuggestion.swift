/// Suggests the known rule id nearest to a misspelt one.
enum RuleIDSuggestion {
    /// The id in `known` with the smallest edit distance to `id`, if it is close enough to be a typo.
    static func closest(to id: String, in known: Set<String>) -> String? {
        let target = Array(id.utf8)
        let best = known.sorted().map { (id: $0, distance: distance(target, Array($0.utf8))) }.min { $0.distance < $1.distance }
        guard let best, best.distance <= max(3, target.count / 4) else { return nil }
        return best.id
    }

    private static func distance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        var previous = Array(0...rhs.count)
        for (row, left) in lhs.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: rhs.count)
            for (column, right) in rhs.enumerated() {
                current[column + 1] = Swift.min(previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
