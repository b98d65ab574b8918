extension Array {
    /// Hands every element to `body` in order, moved out rather than copied (a finding's strings are not counted again),
    /// and leaves the array empty. `placeholder`, cheap to copy and to free, stands in each emptied slot meanwhile.
    mutating func moveEach(leaving placeholder: Element, _ body: (consuming Element) -> Void) {
        withUnsafeMutableBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            for index in elements.indices {
                body((first + index).move())
                (first + index).initialize(to: placeholder)
            }
        }
        removeAll()
    }
}
