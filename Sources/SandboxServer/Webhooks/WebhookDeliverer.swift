import Foundation
import NIOConcurrencyHelpers
import NIOCore
import OrdersSimulator

/// Signs and sends the simulator's webhook transmissions: one queue per webhook, delivered in order, each
/// transmission tried until its listener answers `2xx` in time or the ``WebhookDeliveryPolicy``'s attempts run out,
/// with the policy's growing waits between attempts. Nothing is dropped in a burst: a queue holds every
/// transmission until it is delivered or abandoned.
final class WebhookDeliverer: WebhookDelivering {
    private struct State {
        /// Waiting transmissions, with when each was handed over, per webhook.
        var queues: [String: CircularBuffer<(WebhookTransmission, ContinuousClock.Instant)>] = [:]
        /// The workers, per webhook that has one.
        var workers: [String: Task<Void, Never>] = [:]
        var stats = WebhookDeliveryStats()
        var stopped = false
        /// Bumped by ``reset()`` and ``stop()``: a worker of an earlier generation touches nothing any more.
        var generation = 0
    }

    private let state = NIOLockedValueBox(State())
    private let signer: WebhookSigner
    private let policy: WebhookDeliveryPolicy

    /// A deliverer signing with `signer`, sending as `policy` says.
    init(signer: WebhookSigner = .shared, policy: WebhookDeliveryPolicy) {
        self.signer = signer
        self.policy = policy
    }

    var authAlgorithm: String { WebhookSigner.algorithm }
    var certificateID: String { signer.certificateID }
    var certificatePEM: String { signer.certificatePEM }

    func sign(_ text: String) -> String { signer.sign(text) }

    func deliver(_ transmission: WebhookTransmission) {
        let now = ContinuousClock.now
        state.withLockedValue { state in
            guard !state.stopped else { return }
            state.queues[transmission.webhookID, default: []].append((transmission, now))
            state.stats.pending += 1
            guard state.workers[transmission.webhookID] == nil else { return }
            let webhookID = transmission.webhookID
            let generation = state.generation
            state.workers[webhookID] = Task.detached { [self] in await self.drain(webhookID, generation: generation) }
        }
    }

    /// What the deliveries have done so far.
    var stats: WebhookDeliveryStats { state.withLockedValue { $0.stats } }

    func reset() {
        let workers = state.withLockedValue { state in
            let workers = Array(state.workers.values)
            state.generation += 1
            state.queues.removeAll()
            state.workers.removeAll()
            state.stats = WebhookDeliveryStats()
            return workers
        }
        for worker in workers { worker.cancel() }
    }

    /// Accepts transmissions again after ``stop()``, with fresh counts (the server started again).
    func reopen() {
        state.withLockedValue { state in
            state.stopped = false
            state.stats = WebhookDeliveryStats()
        }
    }

    /// Stops every worker; transmissions not yet delivered are dropped (the server is stopping).
    func stop() {
        let workers = state.withLockedValue { state in
            let workers = Array(state.workers.values)
            state.stopped = true
            state.generation += 1
            state.queues.removeAll()
            state.workers.removeAll()
            state.stats.pending = 0
            return workers
        }
        for worker in workers { worker.cancel() }
    }

    /// Delivers webhook `webhookID`'s queue in order, then ends (a new transmission starts a new worker).
    private func drain(_ webhookID: String, generation: Int) async {
        let poster = WebhookPoster()  // one keep-alive connection for the webhook's deliveries
        defer { poster.close() }
        while let (transmission, handedOver) = next(of: webhookID, generation: generation) {
            var delivered = false
            for attempt in 0..<policy.attempts {
                if attempt > 0 {
                    do { try await Task.sleep(for: policy.retryDelays[attempt - 1]) } catch { return }
                }
                if let status = await poster.post(transmission, timeout: policy.timeout), (200..<300).contains(status) {
                    delivered = true
                    break
                }
                if Task.isCancelled { return }
                state.withLockedValue { state in if state.generation == generation { state.stats.failedAttempts += 1 } }
            }
            let latency = ContinuousClock.now - handedOver
            state.withLockedValue { state in
                guard state.generation == generation else { return }
                state.stats.pending -= 1
                guard delivered else {
                    state.stats.abandoned += 1
                    return
                }
                state.stats.delivered += 1
                if state.stats.latencies.count >= 100_000 { state.stats.latencies.removeFirst(50_000) }
                state.stats.latencies.append(Double(latency.components.seconds) + Double(latency.components.attoseconds) / 1e18)
            }
        }
    }

    /// The next transmission of `webhookID`, or `nil` (and the worker is done) when its queue is empty.
    private func next(of webhookID: String, generation: Int) -> (WebhookTransmission, ContinuousClock.Instant)? {
        state.withLockedValue { state in
            guard state.generation == generation else { return nil }
            guard !state.stopped, let first = state.queues[webhookID]?.popFirst() else {
                state.workers[webhookID] = nil
                state.queues[webhookID] = nil
                return nil
            }
            return first
        }
    }
}
