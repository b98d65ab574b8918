import Foundation
import OrdersCore
import SandboxServer
import Testing

/// The Payments v2 and Webhooks v1 routes as a careless or hostile client meets them, over a raw socket: each bad
/// input gets PayPal's error body (`name`, `message`, `debug_id`, `details[].issue`) with the spec's issue name, and
/// changes nothing.
@Suite("SandboxServer: Payments v2 and Webhooks v1 refusals, over a raw socket")
struct PaymentsConformanceTests {
    /// One raw request and the error it must get.
    struct Refusal: CustomStringConvertible, Sendable {
        let name: String
        let method: String
        /// The path; `{capture}`, `{authorization}`, `{captured-authorization}` are replaced by real ids.
        let path: String
        let body: String?
        let contentType: String
        let status: Int
        let issue: String?

        init(_ name: String, _ method: String, _ path: String, _ body: String? = nil, contentType: String = "application/json", _ status: Int, _ issue: String?)
        {
            self.name = name
            self.method = method
            self.path = path
            self.body = body
            self.contentType = contentType
            self.status = status
            self.issue = issue
        }

        /// A request without a body.
        init(_ name: String, _ method: String, _ path: String, _ status: Int, _ issue: String?) {
            self.init(name, method, path, nil, status, issue)
        }

        var description: String { name }
    }

    static func money(_ value: String, _ currency: String = "USD") -> String { #"{"amount":{"currency_code":"\#(currency)","value":"\#(value)"}}"# }

    static let refusals: [Refusal] = [
        // Ids.
        .init("an unknown capture", "GET", "/v2/payments/captures/NOSUCHCAPTURE0000", 404, "INVALID_RESOURCE_ID"),
        .init("an unknown refund", "GET", "/v2/payments/refunds/NOSUCHREFUND00000", 404, "INVALID_RESOURCE_ID"),
        .init("an unknown authorization", "GET", "/v2/payments/authorizations/NOSUCHAUTH0000000", 404, "INVALID_RESOURCE_ID"),
        .init("refund of an unknown capture", "POST", "/v2/payments/captures/NOSUCHCAPTURE0000/refund", "{}", 404, "INVALID_RESOURCE_ID"),
        .init("void of an unknown authorization", "POST", "/v2/payments/authorizations/NOSUCHAUTH0000000/void", 404, "INVALID_RESOURCE_ID"),
        .init("an unknown webhook", "GET", "/v1/notifications/webhooks/NOSUCHWEBHOOK0000", 404, "INVALID_RESOURCE_ID"),
        .init("an unknown event", "GET", "/v1/notifications/webhooks-events/WH-NOSUCHEVENT", 404, "INVALID_RESOURCE_ID"),
        .init("a method the route does not take", "DELETE", "/v2/payments/captures/{capture}", 405, nil),
        // Bodies.
        .init("a refund body that is not JSON", "POST", "/v2/payments/captures/{capture}/refund", "{amount:", 400, "MALFORMED_REQUEST_JSON"),
        .init("a refund body that is not an object", "POST", "/v2/payments/captures/{capture}/refund", "[1]", 400, "MALFORMED_REQUEST_JSON"),
        .init("a refund body not declared JSON", "POST", "/v2/payments/captures/{capture}/refund", "{}", contentType: "text/plain", 415, nil),
        .init("an amount that is not an object", "POST", "/v2/payments/captures/{capture}/refund", #"{"amount":"5.00"}"#, 400, "MALFORMED_REQUEST_JSON"),
        .init(
            "an amount without its value", "POST", "/v2/payments/captures/{capture}/refund", #"{"amount":{"currency_code":"USD"}}"#, 400,
            "MISSING_REQUIRED_PARAMETER"),
        .init(
            "an invoice_id of 128 characters", "POST", "/v2/payments/captures/{capture}/refund", #"{"invoice_id":"\#(String(repeating: "i", count: 128))"}"#,
            400, "INVALID_STRING_LENGTH"),
        .init(
            "final_capture not a boolean", "POST", "/v2/payments/authorizations/{authorization}/capture", #"{"final_capture":"true"}"#, 400,
            "INVALID_PARAMETER_SYNTAX"),
        // Amounts and currencies.
        .init("a value with a comma", "POST", "/v2/payments/captures/{capture}/refund", money("1,00"), 400, "INVALID_PARAMETER_SYNTAX"),
        .init("a zero refund", "POST", "/v2/payments/captures/{capture}/refund", money("0.00"), 422, "CANNOT_BE_ZERO_OR_NEGATIVE"),
        .init("a negative refund", "POST", "/v2/payments/captures/{capture}/refund", money("-1.00"), 422, "CANNOT_BE_ZERO_OR_NEGATIVE"),
        .init("three decimals", "POST", "/v2/payments/captures/{capture}/refund", money("1.005"), 422, "DECIMAL_PRECISION"),
        .init("decimals in JPY", "POST", "/v2/payments/captures/{capture}/refund", money("1.00", "JPY"), 422, "DECIMALS_NOT_SUPPORTED"),
        .init("a currency that does not exist", "POST", "/v2/payments/captures/{capture}/refund", money("1.00", "ZZZ"), 422, "INVALID_CURRENCY_CODE"),
        .init(
            "another currency than the capture's", "POST", "/v2/payments/captures/{capture}/refund", money("1.00", "EUR"), 422,
            "REFUND_CAPTURE_CURRENCY_MISMATCH"),
        .init(
            "another currency than the authorization's", "POST", "/v2/payments/authorizations/{authorization}/capture", money("1.00", "EUR"), 422,
            "AUTH_CAPTURE_CURRENCY_MISMATCH"),
        .init("a value over the maximum", "POST", "/v2/payments/captures/{capture}/refund", money("1000000000000000.00"), 422, "MAX_VALUE_EXCEEDED"),
        // State.
        .init("a refund above what is left", "POST", "/v2/payments/captures/{capture}/refund", money("10.01"), 422, "REFUND_AMOUNT_EXCEEDED"),
        .init(
            "a capture above what is left", "POST", "/v2/payments/authorizations/{authorization}/capture", money("10.01"), 422, "MAX_CAPTURE_AMOUNT_EXCEEDED"),
        .init("a void after capture", "POST", "/v2/payments/authorizations/{captured-authorization}/void", 422, "PREVIOUSLY_CAPTURED"),
        .init(
            "a capture of a captured authorization", "POST", "/v2/payments/authorizations/{captured-authorization}/capture", "{}", 422,
            "AUTHORIZATION_ALREADY_CAPTURED"),
        // Webhooks.
        .init("a webhook without a URL", "POST", "/v1/notifications/webhooks", #"{"event_types":[{"name":"*"}]}"#, 400, "MISSING_REQUIRED_PARAMETER"),
        .init(
            "a webhook on another host", "POST", "/v1/notifications/webhooks", #"{"url":"http://203.0.113.9/x","event_types":[{"name":"*"}]}"#, 400,
            "INVALID_PARAMETER_VALUE"),
        .init(
            "a webhook for an event type that does not exist", "POST", "/v1/notifications/webhooks",
            #"{"url":"http://127.0.0.1:9/x","event_types":[{"name":"PAYMENT.NOPE"}]}"#, 400, "INVALID_PARAMETER_VALUE"),
        .init(
            "a verification without its fields", "POST", "/v1/notifications/verify-webhook-signature", #"{"webhook_id":"X"}"#, 400, "MISSING_REQUIRED_PARAMETER"
        ),
        .init("an event list with a page_size of 0", "GET", "/v1/notifications/webhooks-events?page_size=0", 400, "INVALID_PARAMETER_VALUE"),
    ]

    @Test(arguments: refusals)
    func refused(_ refusal: Refusal) async throws {
        try await withServer { _, url, transport in
            let paypal = PayPalRequests(baseURL: url)
            let client = Client(paypal: paypal, transport: transport, token: try await accessToken(transport, paypal))
            let ids = try await Self.payments(client)
            var path = refusal.path
            for (name, id) in ids { path = path.replacingOccurrences(of: "{\(name)}", with: id) }
            var request = "\(refusal.method) \(path) HTTP/1.1\r\nHost: {sandbox}\r\nAuthorization: Bearer \(client.token)\r\nConnection: close\r\n"
            if let body = refusal.body {
                request += "Content-Type: \(refusal.contentType)\r\nContent-Length: \(body.utf8.count)\r\n"
            }
            request += "\r\n" + (refusal.body ?? "")
            let text = try await rawExchange(port: url.requiredPort, request)
            #expect(ConformanceTests.statuses(text) == [refusal.status], "\(text.prefix(800))")
            let body = try JSONValue(parsing: Data((text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")).utf8))
            #expect(body["name"]?.stringValue?.isEmpty == false && body["message"] != nil && body["debug_id"] != nil, "PayPal's error body")
            if let issue = refusal.issue {
                #expect(body["details"]?.arrayValue?.first?["issue"]?.stringValue == issue, "\(text.prefix(800))")
                #expect(body["details"]?.arrayValue?.first?["description"]?.stringValue?.isEmpty == false, "the issue is described")
            }
            // Nothing changed: the capture still has its 10.00 to refund, the authorization its 10.00 to capture.
            let capture = try json(try await client.send("GET", "/v2/payments/captures/\(ids["capture"] ?? "")"))
            #expect(capture["status"] == .string("COMPLETED"))
            let authorization = try json(try await client.send("GET", "/v2/payments/authorizations/\(ids["authorization"] ?? "")"))
            #expect(authorization["status"] == .string("CREATED"))
        }
    }

    /// A captured order's capture, a held authorization and a captured one, by placeholder name.
    static func payments(_ client: Client) async throws -> [String: String] {
        func first(_ response: HTTPResponse, _ key: String) throws -> String {
            try json(response)["purchase_units"]?.arrayValue?.first?["payments"]?[key]?.arrayValue?.first?["id"]?.stringValue ?? ""
        }
        let order = try await client.approvedOrder()
        let capture = try first(try await client.send("POST", "/v2/checkout/orders/\(order)/capture", "{}", requestID: "c"), "captures")
        let held = try await client.approvedOrder(intent: "AUTHORIZE")
        let authorization = try first(try await client.send("POST", "/v2/checkout/orders/\(held)/authorize", "{}", requestID: "a"), "authorizations")
        let other = try await client.approvedOrder(intent: "AUTHORIZE")
        let captured = try first(try await client.send("POST", "/v2/checkout/orders/\(other)/authorize", "{}", requestID: "b"), "authorizations")
        _ = try await client.send("POST", "/v2/payments/authorizations/\(captured)/capture", "{}")
        return ["capture": capture, "authorization": authorization, "captured-authorization": captured]
    }
}
