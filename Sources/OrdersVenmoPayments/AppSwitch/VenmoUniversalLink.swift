import Foundation
import OrdersCore

/// The Venmo app-switch universal link and the return URLs Venmo answers with.
///
/// `https://venmo.com/go/checkout` with `x-success`, `x-cancel`, `x-error` (the return URL plus
/// `/success`, `/cancel`, `/error`), `x-source` (the app's name), `resource_id` (the order id),
/// `paypal_client_id`, `paypal_environment`, `customerClient=MOBILE_APP` and
/// `integration_artifact=MOBILE_SDK`. Every parameter is required; Venmo refuses a link without one.
enum VenmoUniversalLink {
    /// The app-switch endpoint.
    static let checkoutURL = URL(string: "https://venmo.com/go/checkout")!

    /// What a return URL says.
    enum Return: Equatable {
        case success
        case cancel
        case error(String)
    }

    /// Checks that `returnURL` can carry Venmo's answer: a scheme and host, no query or fragment.
    static func validated(returnURL: URL) throws(VenmoError) -> URL {
        guard let scheme = returnURL.scheme, !scheme.isEmpty, let host = returnURL.host, !host.isEmpty else {
            throw .invalidReturnURL(returnURL.absoluteString, reason: "it needs a scheme and a host, for example https://example.com/venmo")
        }
        guard returnURL.query == nil, returnURL.fragment == nil else {
            throw .invalidReturnURL(returnURL.absoluteString, reason: "it must not have a query or fragment; Venmo appends its own")
        }
        var text = returnURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text) ?? returnURL
    }

    /// The universal link for `orderID`.
    static func link(orderID: String, returnURL: URL, appName: String, config: CoreConfig) -> URL {
        var components = URLComponents(url: checkoutURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "x-success", value: returnURL.appendingPathComponent("success").absoluteString),
            URLQueryItem(name: "x-cancel", value: returnURL.appendingPathComponent("cancel").absoluteString),
            URLQueryItem(name: "x-error", value: returnURL.appendingPathComponent("error").absoluteString),
            URLQueryItem(name: "x-source", value: appName),
            URLQueryItem(name: "resource_id", value: orderID),
            URLQueryItem(name: "paypal_client_id", value: config.clientID),
            URLQueryItem(name: "paypal_environment", value: config.environment.name == "live" ? "production" : config.environment.name),
            URLQueryItem(name: "customerClient", value: "MOBILE_APP"),
            URLQueryItem(name: "integration_artifact", value: "MOBILE_SDK"),
        ]
        return components.url!
    }

    /// Reads Venmo's return `url` for `orderID` under `returnURL`.
    static func parse(_ url: URL, returnURL: URL, orderID: String) throws(VenmoError) -> Return {
        let base = returnURL.absoluteString
        let text = url.absoluteString
        guard text.hasPrefix(base + "/"), let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformedReturnURL(text, reason: "it is not under the Venmo return URL \(base)")
        }
        var items: [String: String] = [:]
        for item in components.queryItems ?? [] where items[item.name] == nil { items[item.name] = item.value ?? "" }
        switch url.lastPathComponent {
        case "success":
            guard let resource = items["resource_id"] else { throw .malformedReturnURL(text, reason: "it has no resource_id (the order id)") }
            guard resource == orderID else {
                throw .malformedReturnURL(text, reason: "its resource_id '\(resource)' is not the order being approved, \(orderID)")
            }
            return .success
        case "cancel":
            return .cancel
        case "error":
            return .error(items["errorMessage"] ?? items["error"] ?? "no message")
        default:
            throw .malformedReturnURL(text, reason: "its path ends in '\(url.lastPathComponent)', not success, cancel or error")
        }
    }
}
