import Foundation

extension LegacyCallbackDelivery {
    /// Runs `body` where delegate callbacks run (per the policy) and returns its answer to the engine's task.
    func ask<Answer: Sendable>(_ body: @escaping @Sendable () -> Answer) async -> Answer {
        let queue = currentQueue
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body()) }
        }
    }
}
