import Foundation

/// Polls `condition` every `interval` until it holds or `timeout` has passed, and says whether it held.
///
/// The timeout only ends a test that is broken, so it is long: while the whole suite runs in parallel on a busy
/// machine, a flow that takes milliseconds alone can wait many seconds for a turn on the cooperative pool.
public func waitUntil(
    timeout: Duration = .seconds(120), polling interval: Duration = .milliseconds(2), _ condition: () -> Bool
) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: interval)
    }
    return true
}
