extension UnsafeBufferPointer {
    /// Whether the elements stand in `areInIncreasingOrder`'s order, read where they lie: no element is copied (a
    /// finding's copy retains every string in it).
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}

extension Array {
    /// Sorts by `areInIncreasingOrder` unless the elements are in order already (checked in place, as they mostly are
    /// where findings are made in file order).
    mutating func sortUnlessSorted(by areInIncreasingOrder: (Element, Element) -> Bool) {
        if !withUnsafeBufferPointer({ $0.isSorted(by: areInIncreasingOrder) }) { sort(by: areInIncreasingOrder) }
    }
}
