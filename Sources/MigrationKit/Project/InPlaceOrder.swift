extension UnsafeBufferPointer {
    /// Whether the elements stand in `areInIncreasingOrder`'s order, read where they lie: no element is copied (a
    /// finding's copy retains every string in it).
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}

extension Array {
    /// Sorts by `areInIncreasingOrder`, stably, as `sort` does. Elements nearly in order (as findings and evidence are,
    /// made in file order with a few added after: the includes' evidence, a file's project-file findings) are put in
    /// place by insertion, in time linear in the elements and the distances moved; past a budget of moves, `sort` takes
    /// over (from a permutation that kept equal elements in order, so the result is the same).
    mutating func sortUnlessSorted(by areInIncreasingOrder: (Element, Element) -> Bool) {
        let sorted = withUnsafeMutableBufferPointer { elements -> Bool in
            var budget = 4 * elements.count + 16
            for index in elements.indices.dropFirst() where areInIncreasingOrder(elements[index], elements[index - 1]) {
                var position = index
                repeat {
                    elements.swapAt(position, position - 1)  // swapped where they lie: nothing retained
                    position -= 1
                    budget -= 1
                    if budget < 0 { return false }
                } while position > 0 && areInIncreasingOrder(elements[position], elements[position - 1])
            }
            return true
        }
        if !sorted { sort(by: areInIncreasingOrder) }
    }
}
