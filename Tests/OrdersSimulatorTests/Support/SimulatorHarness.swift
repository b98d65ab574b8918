import Foundation
import OrdersCore
import OrdersSimulator

/// Drives an ``OrdersSimulator`` with raw HTTP requests, as a client would.
struct SimulatorHarness {
    static let base = "https://api-m.sandbox.paypal.com"
    /// Client-id-only Basic authentication, as the modern mobile SDK sends it.
    static let clientIDAuth = "Basic " + Data("test-client:".utf8).base64EncodedString()

    let simulator: OrdersSimulator

    init(_ configuration: OrdersSimulator.Configuration = .init()) {
        simulator = OrdersSimulator(configuration: configuration)
    }

    /// Sends a request; `json` is the raw body text. Authenticated with the client id unless `auth` says otherwise.
    @discardableResult
    func send(
        _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:],
        auth: String? = SimulatorHarness.clientIDAuth
    ) async -> HTTPResponse {
        await reply(method, path, json: json, headers: headers, auth: auth).response
    }

    /// Sends a request and returns the whole reply (delay, lost).
    func reply(
        _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:],
        auth: String? = SimulatorHarness.clientIDAuth
    ) async -> SimulatorReply {
        var all = headers
        if let auth { all["Authorization"] = auth }
        if json != nil, all["Content-Type"] == nil { all["Content-Type"] = "application/json" }
        let request = HTTPRequest(method: method, url: URL(string: Self.base + path)!, headers: all, body: json.map { Data($0.utf8) })
        return await simulator.handle(request)
    }

    /// Creates an order from raw JSON with a request id; returns the response.
    @discardableResult
    func create(_ json: String = Orders.simple, requestID: String? = nil, representation: Bool = true) async -> HTTPResponse {
        var headers: [String: String] = [:]
        if let requestID { headers["PayPal-Request-Id"] = requestID }
        if representation { headers["Prefer"] = "return=representation" }
        return await send("POST", "/v2/checkout/orders", json: json, headers: headers)
    }

    /// Creates an order and returns its id (fails the test through an empty id when creation failed).
    func createdID(_ json: String = Orders.simple) async -> String {
        (await create(json)).json["id"]?.stringValue ?? ""
    }

    /// Creates and approves an order; returns its id.
    func approvedID(_ json: String = Orders.simple) async throws -> String {
        let id = await createdID(json)
        try await simulator.approveOrder(id: id)
        return id
    }

    /// `POST …/{id}/capture`.
    @discardableResult
    func capture(_ id: String, requestID: String? = nil) async -> HTTPResponse {
        var headers = ["Prefer": "return=representation"]
        if let requestID { headers["PayPal-Request-Id"] = requestID }
        return await send("POST", "/v2/checkout/orders/\(id)/capture", json: "{}", headers: headers)
    }

    /// `POST …/{id}/authorize`.
    @discardableResult
    func authorize(_ id: String, requestID: String? = nil) async -> HTTPResponse {
        var headers = ["Prefer": "return=representation"]
        if let requestID { headers["PayPal-Request-Id"] = requestID }
        return await send("POST", "/v2/checkout/orders/\(id)/authorize", json: "{}", headers: headers)
    }

    /// `PATCH /v2/checkout/orders/{id}` with raw operations.
    @discardableResult
    func patch(_ id: String, _ operations: String) async -> HTTPResponse {
        await send("PATCH", "/v2/checkout/orders/\(id)", json: operations)
    }

    /// `GET /v2/checkout/orders/{id}` as JSON.
    func order(_ id: String) async -> JSONValue {
        (await send("GET", "/v2/checkout/orders/\(id)")).json
    }
}

extension HTTPResponse {
    /// The body as JSON (`null` when empty or not JSON).
    var json: JSONValue { (try? JSONValue(parsing: body)) ?? .null }
    /// The `details[]` entries.
    var details: [JSONValue] { json["details"]?.arrayValue ?? [] }
    /// The issues in `details[]`, in order.
    var issues: [String] { details.compactMap { $0["issue"]?.stringValue } }
    /// The fields in `details[]`, in order.
    var fields: [String?] { details.map { $0["field"]?.stringValue } }
    /// The error `name`.
    var name: String? { json["name"]?.stringValue }
    /// The body as text, for failure messages.
    var text: String { String(decoding: body, as: UTF8.self) }
}
