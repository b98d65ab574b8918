import Foundation

/// Obtains OAuth 2 client-credentials tokens and caches each until shortly before it expires.
///
/// Many concurrent callers share one refresh: while a token request is in flight, every caller awaits it.
actor AccessTokenProvider {
    private struct CachedToken {
        let value: String
        let refreshAfter: Date
    }

    private let endpoint: URL
    private let basicCredentials: String
    private let transport: any HTTPTransport
    private let retryPolicy: RetryPolicy
    private let now: @Sendable () -> Date
    private var cached: CachedToken?
    private var inFlight: Task<CachedToken, any Error>?
    /// Tokens PayPal refused lately: never handed out again (the most recent ``rejectedMemory``).
    private var rejected: [String] = []
    private static let rejectedMemory = 32

    /// Tokens are renewed this long before PayPal says they expire (or halfway, for very short lifetimes).
    static let renewalMargin: TimeInterval = 300

    init(config: CoreConfig, secret: String, transport: any HTTPTransport, retryPolicy: RetryPolicy, now: @escaping @Sendable () -> Date) {
        self.endpoint = config.environment.url(path: "/v1/oauth2/token")
        self.basicCredentials = Data("\(config.clientID):\(secret)".utf8).base64EncodedString()
        self.transport = transport
        self.retryPolicy = retryPolicy
        self.now = now
    }

    /// A valid bearer token, from the cache or from one shared request; never one PayPal refused lately (a shared
    /// refresh that comes back with such a token is asked again, twice at most).
    func token() async throws(PaymentsError) -> String {
        if let cached, now() < cached.refreshAfter, !rejected.contains(cached.value) { return cached.value }
        cached = nil
        var token = try await sharedRefresh()
        for _ in 0..<2 where rejected.contains(token.value) {
            token = try await sharedRefresh()
        }
        if inFlight == nil { cached = token }
        return token.value
    }

    /// The result of the token request in flight, or of a new one.
    private func sharedRefresh() async throws(PaymentsError) -> CachedToken {
        let task: Task<CachedToken, any Error>
        if let inFlight {
            task = inFlight
        } else {
            task = Task { try await self.requestToken() }
            inFlight = task
        }
        do {
            let token = try await task.value
            if inFlight == task { inFlight = nil }
            return token
        } catch {
            if inFlight == task { inFlight = nil }
            throw error as? PaymentsError ?? .transport(error)
        }
    }

    /// Forgets `token` after PayPal refused it, so the next call fetches a new one and it is never handed out again.
    func invalidate(_ token: String) {
        if cached?.value == token { cached = nil }
        if !rejected.contains(token) { rejected.append(token) }
        if rejected.count > Self.rejectedMemory { rejected.removeFirst(rejected.count - Self.rejectedMemory) }
    }

    private func requestToken() async throws -> CachedToken {
        let request = HTTPRequest(
            method: "POST", url: endpoint,
            headers: [
                "Authorization": "Basic \(basicCredentials)",
                "Content-Type": "application/x-www-form-urlencoded",
                "Accept": "application/json",
            ],
            body: Data("grant_type=client_credentials".utf8))
        // The token request has no side effect on PayPal's side, so it is always safe to repeat.
        let response = try await RequestSender(transport: transport, retryPolicy: retryPolicy).send(request, isRetrySafe: true)
        guard response.isSuccess else { throw PaymentsError.from(response) }
        let issuedAt = now()
        let body: TokenResponse
        do {
            body = try JSONDecoder().decode(TokenResponse.self, from: response.body)
        } catch {
            throw PaymentsError.decoding(error, as: TokenResponse.self, response: response)
        }
        let lifetime = TimeInterval(body.expiresIn)
        let margin = min(Self.renewalMargin, lifetime / 2)
        return CachedToken(value: body.accessToken, refreshAfter: issuedAt.addingTimeInterval(lifetime - margin))
    }
}

/// PayPal's token response.
struct TokenResponse: Decodable {
    let accessToken: String
    let tokenType: String
    let expiresIn: Int

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
    }
}
