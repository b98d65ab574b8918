import Foundation
import OrdersCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from a script of responses and records every request, for client unit tests.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    /// One scripted answer.
    enum Step {
        case respond(Int, String, headers: [String: String] = [:])
        case fail(URLError.Code)
    }

    private let lock = NSLock()
    private var steps: [Step]
    private var recorded: [HTTPRequest] = []
    private let tokenLifetime: Int
    private var tokensIssued = 0
    private let tokenDelay: Duration

    /// - Parameters:
    ///   - steps: answers for API requests, in order (token requests are answered separately).
    ///   - tokenLifetime: `expires_in` of issued tokens.
    ///   - tokenDelay: how long a token request takes, to let concurrent callers pile up.
    init(_ steps: [Step], tokenLifetime: Int = 32400, tokenDelay: Duration = .zero) {
        self.steps = steps
        self.tokenLifetime = tokenLifetime
        self.tokenDelay = tokenDelay
    }

    var requests: [HTTPRequest] { lock.withLock { recorded } }
    var apiRequests: [HTTPRequest] { requests.filter { $0.url.path != "/v1/oauth2/token" } }
    var tokenRequests: Int { lock.withLock { tokensIssued } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.url.path == "/v1/oauth2/token" {
            if tokenDelay > .zero { try await Task.sleep(for: tokenDelay) }
            let number = lock.withLock {
                recorded.append(request)
                tokensIssued += 1
                return tokensIssued
            }
            return HTTPResponse(
                status: 200,
                body: Data(
                    """
                    {"scope":"https://uri.paypal.com/services/payments/payment","access_token":"TOKEN-\(number)",
                     "token_type":"Bearer","app_id":"APP-1","expires_in":\(tokenLifetime),"nonce":"n"}
                    """.utf8))
        }
        let step: Step = lock.withLock {
            recorded.append(request)
            return steps.isEmpty ? .respond(500, #"{"name":"INTERNAL_SERVER_ERROR","message":"script exhausted"}"#) : steps.removeFirst()
        }
        switch step {
        case .respond(let status, let body, let headers):
            return HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
        case .fail(let code):
            throw URLError(code)
        }
    }
}

/// A fixed clock that tests move forward by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date { lock.withLock { current } }
    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

enum Fixtures {
    static let config = CoreConfig(clientID: "client-id", environment: .sandbox)
    static let orderJSON = #"{"id":"5O190127TN364715T","status":"CREATED","links":[]}"#
    static let completedJSON = """
        {"id":"5O190127TN364715T","status":"COMPLETED","purchase_units":[{"reference_id":"default",
         "amount":{"currency_code":"USD","value":"10.00"},"payments":{"captures":[{"id":"CAP1","status":"COMPLETED"}]}}]}
        """
    static let serverError = #"{"name":"INTERNAL_SERVER_ERROR","message":"An internal server error occurred.","debug_id":"90957fca61718"}"#
    static let unauthorized =
        #"{"name":"AUTHENTICATION_FAILURE","message":"Authentication failed due to missing authorization header, or invalid authentication credentials.","debug_id":"a1b2c3d4e5f60"}"#

    static func request() throws -> OrderRequest {
        OrderRequest(intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "10.00", currency: .usd)))])
    }

    static func client(_ transport: ScriptedTransport, secret: String? = "secret", clock: ManualClock = ManualClock()) -> OrdersClient {
        OrdersClient(
            config: config,
            authentication: secret.map { .clientCredentials(secret: $0) } ?? .clientID,
            transport: transport,
            retryPolicy: RetryPolicy(maxAttempts: 3, initialDelay: .zero, maximumDelay: .zero),
            now: { clock.now })
    }
}
