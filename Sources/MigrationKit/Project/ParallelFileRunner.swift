import Foundation

/// Runs one function over many items on a bounded number of threads, keeping the results in input order.
///
/// The items are dealt heaviest first to `jobs` workers, which take the next item from a shared counter, so
/// one huge file does not leave the other workers idle at the end.
struct ParallelFileRunner: Sendable {
    /// The number of workers.
    let jobs: Int

    /// `transform` applied to every file, in the order of `files` (dealt largest first).
    func map(_ files: [ProjectFile], _ transform: @escaping @Sendable (ProjectFile) -> FileOutcome) -> [FileOutcome] {
        map(files, weight: \.knownSize, transform)
    }

    /// `transform` applied to every item, in the order of `items`, dealt by decreasing `weight`.
    func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], weight: (Item) -> Int, _ transform: @escaping @Sendable (Item) -> Output
    ) -> [Output] {
        let weights = items.map(weight)  // once each: the sort must not copy the items
        let order = items.indices.sorted { weights[$0] > weights[$1] }
        let results = ResultSlots<Output>(count: items.count)
        let counter = WorkCounter()
        let workers = min(jobs, max(items.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let next = counter.next(below: order.count) {
                let index = order[next]
                results.store(transform(items[index]), at: index)
            }
        }
        return results.values()
    }
}

/// The next unclaimed position of a work list, shared by the workers.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0

    /// Claims the next position, or nil when all `count` are claimed.
    func next(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < count else { return nil }
        position += 1
        return position - 1
    }
}

/// One slot per item; each slot is written by exactly one worker, and read after all workers finished.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private var slots: [Output?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ output: Output, at index: Int) {
        lock.lock()
        slots[index] = output
        lock.unlock()
    }

    /// Every slot's output, moved out (not copied: an output's arrays and strings are not counted again); each was
    /// stored by the time the workers returned.
    func values() -> [Output] {
        var values: [Output] = []
        values.reserveCapacity(slots.count)
        slots.moveEach(leaving: nil) { values.append($0!) }
        return values
    }
}
