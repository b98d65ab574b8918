import Foundation

extension LegacyFlowSession {
    /// Runs `body` where this flow's delegate callbacks run and returns its answer to the flow runner's task.
    func ask<Answer: Sendable>(_ body: @escaping @Sendable () -> Answer) async -> Answer {
        await withCheckedContinuation { continuation in
            callbackQueue.async { continuation.resume(returning: body()) }
        }
    }
}
