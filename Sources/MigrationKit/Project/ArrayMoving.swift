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

/// Memory that several threads write at once, each only its own elements (a concatenation's runs, each moved into its
/// place by one worker): the pointer is handed to them as `Sendable`, which they make true by never sharing an element.
struct DisjointWrites<Element>: @unchecked Sendable {
    /// The first element.
    let base: UnsafeMutablePointer<Element>

    init(_ base: UnsafeMutablePointer<Element>) {
        self.base = base
    }
}
