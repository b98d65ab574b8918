/// Counts the requests being handled, so ``SandboxServer/stop()`` can let them finish before it
/// closes the connections.
actor InFlightRequests {
    private var count = 0

    /// A request started.
    func enter() { count += 1 }

    /// A request finished.
    func leave() { count -= 1 }

    /// Waits until no request is in flight, or until `timeout` passes.
    func waitUntilIdle(timeout: Duration) async {
        let deadline = ContinuousClock.now + timeout
        while count > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
