import Foundation

extension LegacyCallbackDelivery {
    /// Runs `body` where delegate callbacks run (per the policy) and returns its answer to the engine's task.
    func ask<Answer: Sendable>(_ body: @escaping @Sendable () -> Answer) async -> Answer {
        switch self {
        case .direct:
            return body()
        case .queue(let queue):
            return await withCheckedContinuation { continuation in
                queue.async { continuation.resume(returning: body()) }
            }
        }
    }
}
