import CorePayments
import Foundation

extension OrdersSimulator {
    /// The scopes an issued token carries.
    static let tokenScope = [
        "https://uri.paypal.com/services/payments/payment",
        "https://uri.paypal.com/services/payments/initiatepayment",
        "https://uri.paypal.com/services/payments/orders/client-side-integration",
        "https://uri.paypal.com/services/vault/payment-tokens/read",
        "https://uri.paypal.com/services/vault/payment-tokens/readwrite",
    ].joined(separator: " ")

    /// `POST /v1/oauth2/token`: HTTP Basic `client_id:secret`, form body `grant_type=client_credentials`.
    /// Bad credentials → 401 `invalid_client`; another grant → 400 `unsupported_grant_type` (OAuth error shape).
    func issueToken(_ request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
        guard case .basic(let clientID, let secret) = Credentials.parse(request.header("Authorization")),
            !secret.isEmpty, isKnown(clientID: clientID, secret: secret)
        else {
            return oauthError(401, "invalid_client", "Client Authentication failed")
        }
        let form = Self.formFields(request.body ?? Data())
        guard let grant = form["grant_type"] else {
            return oauthError(400, "unsupported_grant_type", "Grant Type is NULL")
        }
        guard grant == "client_credentials" else {
            return oauthError(400, "unsupported_grant_type", "unsupported grant_type")
        }
        let token = ids.accessToken()
        tokens.issue(token, expiry: clock.now.addingTimeInterval(TimeInterval(configuration.tokenLifetime)))
        stats.tokensIssued += 1
        let body: JSONValue = .object([
            "scope": .string(Self.tokenScope),
            "access_token": .string(token),
            "token_type": .string("Bearer"),
            "app_id": .string("APP-80W284485P519543T"),
            "expires_in": .number(Decimal(configuration.tokenLifetime)),
            "nonce": .string(ids.nonce(at: timestamp)),
        ])
        return jsonResponse(200, body)
    }

    /// An OAuth-shaped error `{"error", "error_description"}` with a debug id header.
    func oauthError(_ status: Int, _ error: String, _ description: String) -> HTTPResponse {
        jsonResponse(status, .object(["error": .string(error), "error_description": .string(description)]))
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
