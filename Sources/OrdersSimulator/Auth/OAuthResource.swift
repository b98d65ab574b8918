import Foundation
import OrdersCore

/// PayPal's OAuth: `POST /v1/oauth2/token`, and whether a request's `Authorization` is acceptable. It holds the
/// access tokens it issued and the known credentials.
struct OAuthResource: Sendable {
    /// The scopes an issued token carries.
    static let tokenScope = [
        "https://uri.paypal.com/services/payments/payment",
        "https://uri.paypal.com/services/payments/initiatepayment",
        "https://uri.paypal.com/services/payments/orders/client-side-integration",
        "https://uri.paypal.com/services/vault/payment-tokens/read",
        "https://uri.paypal.com/services/vault/payment-tokens/readwrite",
    ].joined(separator: " ")

    /// Known API credentials, client id → secret; `nil` accepts any non-empty client id and secret.
    let credentials: [String: String]?
    /// The lifetime of issued access tokens, in seconds.
    let tokenLifetime: Int
    private var tokens = TokenStore()

    /// No token issued yet.
    init(credentials: [String: String]?, tokenLifetime: Int) {
        self.credentials = credentials
        self.tokenLifetime = tokenLifetime
    }

    /// `POST /v1/oauth2/token`: HTTP Basic `client_id:secret`, form body `grant_type=client_credentials`.
    /// Bad credentials → 401 `invalid_client`; another grant → 400 `unsupported_grant_type` (OAuth error shape).
    mutating func issueToken(_ request: HTTPRequest, context: inout SimulatorContext) -> HTTPResponse {
        guard case .basic(let clientID, let secret) = Credentials.parse(request.header("Authorization")),
            !secret.isEmpty, isKnown(clientID: clientID, secret: secret)
        else {
            return Self.oauthError(401, "invalid_client", "Client Authentication failed", context: &context)
        }
        let form = Self.formFields(request.body ?? Data())
        guard let grant = form["grant_type"] else {
            return Self.oauthError(400, "unsupported_grant_type", "Grant Type is NULL", context: &context)
        }
        guard grant == "client_credentials" else {
            return Self.oauthError(400, "unsupported_grant_type", "unsupported grant_type", context: &context)
        }
        let token = context.ids.accessToken()
        tokens.issue(token, expiry: context.now.addingTimeInterval(TimeInterval(tokenLifetime)))
        context.stats.tokensIssued += 1
        let body: JSONValue = .object([
            "scope": .string(Self.tokenScope),
            "access_token": .string(token),
            "token_type": .string("Bearer"),
            "app_id": .string("APP-80W284485P519543T"),
            "expires_in": .number(Decimal(tokenLifetime)),
            "nonce": .string(context.ids.nonce(at: context.timestamp)),
        ])
        return context.jsonResponse(200, body)
    }

    /// Accepts `Bearer <issued, unexpired token>`, client-id-only `Basic base64(id:)` (client-side calls),
    /// or `Basic base64(id:secret)` with valid credentials; anything else is 401 `AUTHENTICATION_FAILURE`.
    func authenticate(_ request: HTTPRequest, at now: Date) throws(SimulatedError) {
        switch Credentials.parse(request.header("Authorization")) {
        case .bearer(let token) where tokens.isValid(token, at: now):
            return
        case .basic(let clientID, let secret) where isKnown(clientID: clientID, secret: secret.isEmpty ? nil : secret):
            return
        default:
            throw SimulatedError(status: 401)
        }
    }

    /// Whether `clientID` (and `secret`, when given) are acceptable credentials.
    func isKnown(clientID: String, secret: String?) -> Bool {
        guard !clientID.isEmpty else { return false }
        guard let known = credentials else { return secret.map { !$0.isEmpty } ?? true }
        guard let expected = known[clientID] else { return false }
        return secret.map { $0 == expected } ?? true
    }

    /// Forgets every issued token: the next call with any of them gets 401.
    mutating func expireAll() { tokens.expireAll() }

    /// An OAuth-shaped error `{"error", "error_description"}` with a debug id header.
    private static func oauthError(_ status: Int, _ error: String, _ description: String, context: inout SimulatorContext) -> HTTPResponse {
        context.jsonResponse(status, .object(["error": .string(error), "error_description": .string(description)]))
    }

    /// The fields of an `application/x-www-form-urlencoded` body.
    static func formFields(_ body: Data) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text) }
            fields[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return fields
    }
}
