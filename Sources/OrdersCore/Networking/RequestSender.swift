import Foundation

/// Sends one request, repeating it after transient failures when it is safe to repeat.
struct RequestSender: Sendable {
    let transport: any HTTPTransport
    let retryPolicy: RetryPolicy

    /// Sends `request`. Returns the last HTTP response (successful or not); throws only when no
    /// response arrived on the last attempt (marked ``PaymentsError/outcomeUnknown`` for a request that acts).
    func send(_ request: HTTPRequest, isRetrySafe: Bool) async throws(PaymentsError) -> HTTPResponse {
        try await sendTracked(request, isRetrySafe: isRetrySafe).response
    }

    /// Like ``send(_:isRetrySafe:)``, and tells whether an attempt may have taken effect without its answer
    /// arriving (a transport failure or a 5xx), which a later refusal does not undo.
    func sendTracked(_ request: HTTPRequest, isRetrySafe: Bool) async throws(PaymentsError) -> (response: HTTPResponse, mayHaveActed: Bool) {
        let acts = request.method != "GET"
        let attempts = isRetrySafe ? retryPolicy.maxAttempts : 1
        var attempt = 0
        var mayHaveActed = false
        while true {
            attempt += 1
            let outcome: Result<HTTPResponse, PaymentsError>
            do {
                outcome = .success(try await transport.send(request))
            } catch {
                outcome = .failure(acts ? PaymentsError.transport(error).markingOutcomeUnknown() : .transport(error))
            }
            let retryAfter: String?
            switch outcome {
            case .success(let response) where response.status == 429 || response.status >= 500:
                retryAfter = response.header("Retry-After")
            case .success(let response):
                return (response, mayHaveActed)
            case .failure:
                retryAfter = nil
            }
            if acts, (try? outcome.get())?.status != 429 { mayHaveActed = true }
            guard attempt < attempts, !Task.isCancelled else {
                // A switch, not `outcome.get()`: that rethrows `any Error` where the SDK's standard library predates typed throws.
                switch outcome {
                case .success(let response): return (response, mayHaveActed)
                case .failure(let error): throw error
                }
            }
            try? await retryPolicy.delay(after: attempt, retryAfter: retryAfter).sleep()
        }
    }
}
