import Foundation
import OrdersCore
import OrdersSimulator
import SimulatorPages

/// Drives an ``OrdersSimulator`` with its buyer pages installed (as `orders-sandbox` serves them) with raw HTTP
/// requests, as a browser and a client would.
struct PageHarness {
    static let base = "https://api-m.sandbox.paypal.com"
    /// Client-id-only Basic authentication, as the modern mobile SDK sends it.
    static let clientIDAuth = "Basic " + Data("test-client:".utf8).base64EncodedString()
    /// A valid one-unit order of 10.00 USD.
    static let simpleOrder = #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#

    let simulator: OrdersSimulator

    init(_ configuration: OrdersSimulator.Configuration = .init()) {
        simulator = OrdersSimulator(configuration: configuration, pages: BuyerPages(configuration: configuration))
    }

    /// Sends a request; `json` is the raw body text. Authenticated with the client id unless `auth` says otherwise.
    @discardableResult
    func send(
        _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:], auth: String? = PageHarness.clientIDAuth
    ) async -> HTTPResponse {
        var all = headers
        if let auth { all["Authorization"] = auth }
        if json != nil, all["Content-Type"] == nil { all["Content-Type"] = "application/json" }
        let request = HTTPRequest(method: method, url: URL(string: Self.base + path)!, headers: all, body: json.map { Data($0.utf8) })
        return await simulator.handle(request).response
    }

    /// Creates an order from raw JSON and returns its id (empty when creation failed).
    func createdID(_ json: String = PageHarness.simpleOrder) async -> String {
        (await send("POST", "/v2/checkout/orders", json: json)).json["id"]?.stringValue ?? ""
    }

    /// `POST …/{id}/capture`.
    @discardableResult
    func capture(_ id: String) async -> HTTPResponse {
        await send("POST", "/v2/checkout/orders/\(id)/capture", json: "{}", headers: ["Prefer": "return=representation"])
    }

    /// `POST …/confirm-payment-source` with a raw body, full representation.
    func confirm(_ id: String, _ body: String) async -> HTTPResponse {
        await send("POST", "/v2/checkout/orders/\(id)/confirm-payment-source", json: body, headers: ["Prefer": "return=representation"])
    }

    /// `GET /v2/checkout/orders/{id}` as JSON.
    func order(_ id: String) async -> JSONValue {
        (await send("GET", "/v2/checkout/orders/\(id)")).json
    }
}

/// Raw card JSON for the challenge pages.
enum Cards {
    /// A `card` object.
    static func card(_ number: String = TestCard.approve.rawValue, extra: String = "") -> String {
        var members = [#""number":"\#(number)""#, #""expiry":"2030-12""#, #""name":"Jane Smith""#, #""security_code":"123""#]
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ",") + "}"
    }
}

extension HTTPResponse {
    /// The body as JSON (`null` when empty or not JSON).
    var json: JSONValue { (try? JSONValue(parsing: body)) ?? .null }
    /// The error `name`.
    var name: String? { json["name"]?.stringValue }
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
