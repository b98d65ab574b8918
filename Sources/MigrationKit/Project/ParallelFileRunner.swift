import Foundation

/// Runs one function over many files on a bounded number of threads, keeping the results in input order.
///
/// The files are dealt largest first to `jobs` workers, which take the next file from a shared counter, so
/// one huge file does not leave the other workers idle at the end.
struct ParallelFileRunner: Sendable {
    /// The number of workers.
    let jobs: Int

    /// `transform` applied to every file, in the order of `files`.
    func map(_ files: [ProjectFile], _ transform: @escaping @Sendable (ProjectFile) -> FileOutcome) -> [FileOutcome] {
        let order = files.indices.sorted { files[$0].size > files[$1].size }
        let results = ResultSlots(count: files.count)
        let counter = WorkCounter()
        let workers = min(jobs, max(files.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let next = counter.next(below: order.count) {
                let index = order[next]
                results.store(transform(files[index]), at: index)
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

/// One slot per file; each slot is written by exactly one worker, and read after all workers finished.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileOutcome?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ outcome: FileOutcome, at index: Int) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    func values() -> [FileOutcome] {
        slots.map { $0 ?? FileOutcome() }
    }
}
