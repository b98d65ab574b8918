extension RandomAccessCollection {
    /// The index of the first element for which `belongsAfter` holds, in a collection where every element for which it
    /// does not hold comes first (sorted offsets, lines, token indexes): a binary search. `endIndex` when none holds.
    @inline(__always)
    func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
