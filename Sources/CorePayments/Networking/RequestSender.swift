import Foundation

/// Sends one request, repeating it after transient failures when it is safe to repeat.
struct RequestSender: Sendable {
    let transport: any HTTPTransport
    let retryPolicy: RetryPolicy

    /// Sends `request`. Returns the last HTTP response (successful or not); throws only when no
    /// response arrived on the last attempt.
    func send(_ request: HTTPRequest, isRetrySafe: Bool) async throws(PaymentsError) -> HTTPResponse {
        let attempts = isRetrySafe ? retryPolicy.maxAttempts : 1
        var attempt = 0
        while true {
            attempt += 1
            let outcome: Result<HTTPResponse, PaymentsError>
            do {
                outcome = .success(try await transport.send(request))
            } catch {
                outcome = .failure(.transport(error))
            }
            let retryAfter: String?
            switch outcome {
            case .success(let response) where response.status == 429 || response.status >= 500:
                retryAfter = response.header("Retry-After")
            case .success(let response):
                return response
            case .failure:
                retryAfter = nil
            }
            guard attempt < attempts else { return try outcome.get() }
            try? await Task.sleep(for: retryPolicy.delay(after: attempt, retryAfter: retryAfter))
            if Task.isCancelled { return try outcome.get() }
        }
    }
}
