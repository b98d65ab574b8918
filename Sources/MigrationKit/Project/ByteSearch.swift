extension ArraySlice where Element == UInt8 {
    /// The first range of `needle` in the slice (in the slice's own indices), or `nil`.
    ///
    /// `Collection.firstRange(of:)` says the same but needs iOS 16; MigrationKit is a library product that supports
    /// the package's iOS 15 minimum. A naive search: the needles are short tag and file names.
    func firstRange(ofBytes needle: [UInt8]) -> Range<Int>? {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty ? startIndex..<startIndex : nil }
        var position = startIndex
        let last = endIndex - needle.count
        while position <= last {
            guard let candidate = self[position...last].firstIndex(of: first) else { return nil }
            if self[candidate..<candidate + needle.count].elementsEqual(needle) { return candidate..<candidate + needle.count }
            position = candidate + 1
        }
        return nil
    }
}
