import Foundation

/// Sends ``Endpoint``s to the configured environment with authentication, retries and error mapping.
struct RESTClient: Sendable {
    private let config: CoreConfig
    private let sender: RequestSender
    private let tokens: AccessTokenProvider?

    init(config: CoreConfig, authentication: ClientAuthentication, transport: any HTTPTransport, retryPolicy: RetryPolicy, now: @escaping @Sendable () -> Date)
    {
        self.config = config
        self.sender = RequestSender(transport: transport, retryPolicy: retryPolicy)
        switch authentication {
        case .clientID:
            tokens = nil
        case .clientCredentials(let secret):
            tokens = AccessTokenProvider(config: config, secret: secret, transport: transport, retryPolicy: retryPolicy, now: now)
        }
    }

    /// Performs `endpoint` and decodes the response body as `Response`.
    func send<Response: Decodable>(_ endpoint: Endpoint, as type: Response.Type) async throws(PaymentsError) -> Response {
        let response = try await perform(endpoint)
        do {
            return try JSONDecoder().decode(Response.self, from: response.body)
        } catch {
            throw .decoding(error, as: Response.self, response: response)
        }
    }

    /// Performs `endpoint` and returns its successful response.
    ///
    /// A bearer token PayPal refuses with 401 is dropped and the request is sent again with a new token, as many
    /// times as the retry policy allows attempts. An error after which a request that acts may have taken effect
    /// (no answer, a 5xx, or a refusal after such an attempt) is marked ``PaymentsError/outcomeUnknown``.
    func perform(_ endpoint: Endpoint) async throws(PaymentsError) -> HTTPResponse {
        var request = HTTPRequest(method: endpoint.method, url: config.environment.url(path: endpoint.path, query: endpoint.query), body: endpoint.body)
        request.headers["Accept"] = "application/json"
        if endpoint.body != nil { request.headers["Content-Type"] = "application/json" }
        if let requestID = endpoint.requestID { request.headers["PayPal-Request-Id"] = requestID }
        if endpoint.wantsRepresentation { request.headers["Prefer"] = "return=representation" }

        var refreshes = 0
        var mayHaveActed = false
        while true {
            let credential: String
            do throws(PaymentsError) {
                credential = try await authorization()
            } catch {
                throw mayHaveActed ? error.markingOutcomeUnknown() : error
            }
            request.headers["Authorization"] = credential
            let sent: (response: HTTPResponse, mayHaveActed: Bool)
            do throws(PaymentsError) {
                sent = try await sender.sendTracked(request, isRetrySafe: endpoint.isRetrySafe)
            } catch {
                throw mayHaveActed ? error.markingOutcomeUnknown() : error
            }
            mayHaveActed = mayHaveActed || sent.mayHaveActed
            let response = sent.response
            if response.isSuccess { return response }
            if response.status == 401, let tokens, refreshes < max(sender.retryPolicy.maxAttempts, 2) {
                refreshes += 1
                await tokens.invalidate(String(credential.dropFirst("Bearer ".count)))
                continue
            }
            let error = PaymentsError.from(response)
            throw mayHaveActed || (endpoint.method != "GET" && response.status >= 500) ? error.markingOutcomeUnknown() : error
        }
    }

    private func authorization() async throws(PaymentsError) -> String {
        guard let tokens else {
            return "Basic " + Data("\(config.clientID):".utf8).base64EncodedString()
        }
        return "Bearer " + (try await tokens.token())
    }
}
