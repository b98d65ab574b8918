import Foundation

/// Renders a report's findings in parallel: the findings are cut into chunks, each chunk is written to its own bytes on
/// a worker, and the chunks are kept (or handed on) in order, so the output is the same whatever the cores.
enum ParallelRendering {
    /// The bytes of `count` items, `separator` between two of them; `write(index, &output)` appends item `index`.
    static func items(count: Int, separator: [UInt8] = [], _ write: @escaping @Sendable (Int, inout [UInt8]) -> Void) -> [UInt8] {
        chunks(ReportParts.Items(count: count, separator: separator, write: write)).joined
    }

    /// `items` rendered in parallel chunks, kept in memory in order.
    static func chunks(_ items: ReportParts.Items) -> ReportBytes {
        guard items.count > 0 else { return ReportBytes() }
        let jobs = MigrationTool.activeProcessorCount
        let ranges = chunkRanges(count: items.count, chunks: jobs * 4)
        let rendered = ParallelFileRunner(jobs: jobs).map(ranges, weight: { _ in 0 }) { range -> [UInt8] in
            var output: [UInt8] = []
            render(items, range, into: &output)
            return output
        }
        var output = ReportBytes()
        for chunk in rendered { output.append(chunk) }
        return output
    }

    /// `items` rendered in parallel chunks, each handed to `deliver` on the calling thread in order while later ones
    /// are rendered by `workers` background workers; a delivered chunk's memory is reused for a later one, so few are
    /// held at once. The caller renders a chunk itself when no worker has taken it yet, so the stream ends even if no
    /// worker ever runs (a caller on a saturated thread pool).
    static func stream(
        _ items: ReportParts.Items, workers: Int = MigrationTool.activeProcessorCount, _ deliver: ([UInt8]) -> Void
    ) {
        guard items.count > 0 else { return }
        let jobs = max(1, workers)
        // Small chunks (a 31 MB report in pieces of about 250 KB with 2 workers): the few buffers in flight are small, and
        // each fresh page of a buffer costs a page fault (swift-heavy json: 10,000 faults with 16 chunks per worker,
        // 7,850 with 64).
        let ranges = chunkRanges(count: items.count, chunks: jobs * 64)
        let pipeline = ChunkPipeline(count: ranges.count, window: jobs * 2)
        let group = DispatchGroup()
        for _ in 0..<min(workers, ranges.count) {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                while let index = pipeline.claim() {
                    var output = pipeline.freeBuffer()
                    render(items, ranges[index], into: &output)
                    pipeline.deliver(output, at: index)
                }
            }
        }
        for index in ranges.indices {
            if pipeline.claimIfNext(index) {
                var output = pipeline.freeBuffer()
                render(items, ranges[index], into: &output)
                pipeline.deliver(output, at: index)
            }
            var chunk = pipeline.awaitChunk(index)
            deliver(chunk)
            chunk.removeAll(keepingCapacity: true)
            pipeline.recycle(chunk)
        }
        group.wait()
    }

    /// About `chunks` ranges covering `0..<count` (at least 64 items each).
    private static func chunkRanges(count: Int, chunks: Int) -> [Range<Int>] {
        let size = max(64, count / max(1, chunks) + 1)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// Appends the items of `range`, each after the separator unless it is the first of all.
    private static func render(_ items: ReportParts.Items, _ range: Range<Int>, into output: inout [UInt8]) {
        let write = items.chunkWriter()
        for index in range {
            if index > 0 { output += items.separator }
            write(index, &output)
            // The chunk's size, judged from its first item with a margin: one allocation, not several copies.
            if index == range.lowerBound { output.reserveCapacity(output.count * range.count * 5 / 4 + 4096) }
        }
    }
}

/// The chunks of a streamed rendering between the workers, which claim chunks in order and render them, and the caller,
/// which takes them in order: a worker waits while it is `window` chunks ahead of the caller.
private final class ChunkPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextClaim = 0
    private var taken = 0
    private var ready: [Int: [UInt8]] = [:]
    private var free: [[UInt8]] = []

    init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
    }

    /// The next chunk to render, once it is within the window; nil when all are claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextClaim < count && nextClaim >= taken + window { condition.wait() }
        guard nextClaim < count else { return nil }
        nextClaim += 1
        return nextClaim - 1
    }

    /// Claims chunk `index` for the caller when no worker has claimed it yet (it is the next to claim).
    func claimIfNext(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard nextClaim == index else { return false }
        nextClaim += 1
        return true
    }

    /// An empty buffer, with the capacity of a chunk already taken when there is one.
    func freeBuffer() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return free.popLast() ?? []
    }

    /// Hands over the rendered chunk `index`.
    func deliver(_ chunk: [UInt8], at index: Int) {
        condition.lock()
        ready[index] = chunk
        condition.broadcast()
        condition.unlock()
    }

    /// Chunk `index`, once rendered.
    func awaitChunk(_ index: Int) -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil { condition.wait() }
        taken += 1
        condition.broadcast()
        return ready.removeValue(forKey: index)!
    }

    /// Gives back an emptied buffer for a later chunk.
    func recycle(_ buffer: [UInt8]) {
        condition.lock()
        free.append(buffer)
        condition.unlock()
    }
}
