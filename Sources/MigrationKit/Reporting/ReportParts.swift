/// A report as its three parts: the bytes before the findings, the findings (rendered in parallel chunks), and the
/// bytes after them. It is rendered into memory (``pieces()``) or written as it is rendered (``write(to:)``), the same
/// bytes either way.
struct ReportParts: Sendable {
    /// The findings of a report: how many, what stands between two, and how one is written.
    struct Items: Sendable {
        /// The number of items.
        let count: Int
        /// The bytes between two items.
        let separator: [UInt8]
        /// Makes the writer of one chunk of items, which appends item `index` (it may keep what it learns from one item
        /// for the next: it writes one chunk, on one thread).
        let chunkWriter: @Sendable () -> (Int, inout [UInt8]) -> Void

        /// Items each written by `write`.
        init(count: Int, separator: [UInt8], write: @escaping @Sendable (Int, inout [UInt8]) -> Void) {
            self.init(count: count, separator: separator, chunkWriter: { write })
        }

        /// Items written by the writers `chunkWriter` makes, one per chunk.
        init(count: Int, separator: [UInt8], chunkWriter: @escaping @Sendable () -> (Int, inout [UInt8]) -> Void) {
            self.count = count
            self.separator = separator
            self.chunkWriter = chunkWriter
        }
    }

    /// The bytes before the findings (the whole report when it has no findings part).
    var head: [UInt8]
    /// The findings.
    var items: Items?
    /// The bytes after the findings.
    var tail: [UInt8] = []

    /// A report written at once, with no findings part.
    init(whole bytes: [UInt8]) {
        head = bytes
    }

    /// A report with findings between `head` and `tail`.
    init(head: [UInt8], items: Items, tail: [UInt8]) {
        self.head = head
        self.items = items
        self.tail = tail
    }

    /// The report in memory, in the pieces it was rendered in.
    func pieces() -> ReportBytes {
        var output = ReportBytes(head)
        if let items { output.append(contentsOf: ParallelRendering.chunks(items)) }
        output.append(tail)
        return output
    }

    /// Writes the report to `descriptor` as it is rendered: the first findings are written while later ones are
    /// rendered, and few chunks are held at once. Returns the `errno` of a failed write, or nil.
    func write(to descriptor: Int32) -> Int32? {
        var failure = ReportFileWriting.write(head, to: descriptor)
        if let items {
            ParallelRendering.stream(items) { chunk in
                if failure == nil { failure = ReportFileWriting.write(chunk, to: descriptor) }
            }
        }
        if failure == nil { failure = ReportFileWriting.write(tail, to: descriptor) }
        return failure
    }
}
