import Foundation

/// Renders a report's findings in parallel: the findings are cut into chunks, each chunk is written to its own
/// bytes on a worker, and the chunks are joined in order, so the output is the same whatever the cores.
enum ParallelRendering {
    /// The bytes of `count` items, `separator` between two of them; `write(index, &output)` appends item `index`.
    static func items(count: Int, separator: [UInt8] = [], _ write: @escaping @Sendable (Int, inout [UInt8]) -> Void) -> [UInt8] {
        chunks(count: count, separator: separator, write).joined
    }

    /// ``items(count:separator:_:)`` as the chunks they were written in, not copied into one array.
    static func chunks(count: Int, separator: [UInt8] = [], _ write: @escaping @Sendable (Int, inout [UInt8]) -> Void) -> ReportBytes {
        guard count > 0 else { return ReportBytes() }
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let chunkSize = max(256, count / max(1, jobs * 4) + 1)
        let chunks = stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        let rendered = ParallelFileRunner(jobs: jobs).map(chunks, weight: { _ in 0 }) { range -> [UInt8] in
            var output: [UInt8] = []
            for index in range {
                if index > 0 { output += separator }
                write(index, &output)
                // The chunk's size, judged from its first item with a margin: one allocation, not several copies.
                if index == range.lowerBound { output.reserveCapacity(output.count * range.count * 5 / 4 + 4096) }
            }
            return output
        }
        var output = ReportBytes()
        for chunk in rendered { output.append(chunk) }
        return output
    }
}

extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    mutating func append(text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { append(contentsOf: text.utf8) }
    }

    /// Appends the decimal digits of `value`.
    mutating func append(decimal value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            append(decimal: -value)
            return
        }
        if value >= 10 { append(decimal: value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
