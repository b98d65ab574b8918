import Foundation
import OrdersCore
import OrdersSimulator

@testable import SimulatorPages

/// Raw order JSON with an experience context, for the buyer page tests.
enum PageOrders {
    /// A one-unit order of 19.00 USD (two mugs and shipping) with `context` as `payment_source.paypal.experience_context`.
    static func order(context: String, name: String = "Mug", currency: String = "USD", extraUnit: String = "") -> String {
        let money = { (value: String) in #"{"currency_code":"\#(currency)","value":"\#(value)"}"# }
        return #"""
            {"intent":"CAPTURE","payment_source":{"paypal":{"experience_context":\#(context)}},"purchase_units":[{\#(extraUnit)\#
            "amount":{"currency_code":"\#(currency)","value":"19.00","breakdown":{"item_total":\#(money("15.00")),"shipping":\#(money("4.00"))}},\#
            "items":[{"name":\#(JSONValue.string(name).serializedText),"quantity":"2","unit_amount":\#(money("7.50"))}]}]}
            """#
    }

    /// An experience context with return and cancel URLs.
    static func context(_ extra: String = "") -> String {
        #"{"brand_name":"Joe's Bears","return_url":"https://shop.example/return?step=2","cancel_url":"https://shop.example/cancel"\#(extra.isEmpty ? "" : "," + extra)}"#
    }
}

extension JSONValue {
    /// The value as JSON text.
    var serializedText: String { String(decoding: serialized(), as: UTF8.self) }
}

extension PageHarness {
    /// `GET path` as a browser (no authentication).
    func page(_ path: String) async -> HTTPResponse {
        await send("GET", path, auth: nil)
    }

    /// `POST path` with a form body.
    func submit(_ path: String, _ fields: [String: String]) async -> HTTPResponse {
        let body = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(
            separator: "&")
        let request = HTTPRequest(
            method: "POST", url: URL(string: Self.base + path)!, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(body.utf8))
        return await simulator.handle(request).response
    }
}

extension HTTPResponse {
    /// The form token in a page.
    var csrf: String? { text.firstMatch(#"name="csrf" value="([^"]*)""#) }
    /// The `Location` header as URL components.
    var location: URLComponents? { header("Location").flatMap { URLComponents(string: $0) } }
}

extension URLComponents {
    /// The query items as a dictionary.
    var items: [String: String] { Dictionary((queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first }) }
}

extension String {
    /// The first capture group of `pattern` in the string.
    func firstMatch(_ pattern: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: self, range: NSRange(startIndex..., in: self)), match.numberOfRanges > 1,
            let range = Range(match.range(at: 1), in: self)
        else { return nil }
        return String(self[range])
    }
}
