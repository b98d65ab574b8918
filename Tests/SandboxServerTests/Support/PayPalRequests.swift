import Foundation
import OrdersCore

/// Builds the requests PayPal documents, against a sandbox server's URL.
struct PayPalRequests {
    let baseURL: URL

    /// `POST /v1/oauth2/token` with HTTP Basic credentials and `grant_type=client_credentials`.
    func token(clientID: String = "sandbox-client", secret: String = "sandbox-secret") -> HTTPRequest {
        HTTPRequest(
            method: "POST", url: baseURL.at("/v1/oauth2/token"),
            headers: [
                "Authorization": "Basic " + Data("\(clientID):\(secret)".utf8).base64EncodedString(),
                "Content-Type": "application/x-www-form-urlencoded",
            ],
            body: Data("grant_type=client_credentials".utf8)
        )
    }

    /// A JSON request with a bearer token.
    func json(_ method: String, _ path: String, token: String, body: String? = nil, requestID: String? = nil) -> HTTPRequest {
        var headers = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
        if let requestID { headers["PayPal-Request-Id"] = requestID }
        return HTTPRequest(method: method, url: baseURL.at(path), headers: headers, body: body.map { Data($0.utf8) })
    }

    /// A minimal valid `order_request`: one purchase unit of 10.00 USD, intent CAPTURE.
    static let orderBody = #"{"intent":"CAPTURE","purchase_units":[{"reference_id":"default","amount":{"currency_code":"USD","value":"10.00"}}]}"#
}

/// Gets an access token from the sandbox.
func accessToken(_ transport: any HTTPTransport, _ requests: PayPalRequests) async throws -> String {
    let response = try await transport.send(requests.token())
    guard response.status == 200, let token = try json(response)["access_token"]?.stringValue else {
        throw UnexpectedResponse(response)
    }
    return token
}

/// A response a test did not expect, with its status and body for the failure message.
struct UnexpectedResponse: Error, CustomStringConvertible {
    let status: Int
    let body: String

    init(_ response: HTTPResponse) {
        status = response.status
        body = String(decoding: response.body, as: UTF8.self)
    }

    var description: String { "unexpected \(status): \(body)" }
}
