import Foundation

/// Where the REST API lives: PayPal's live or sandbox servers, or a local stand-in such as `orders-sandbox`.
public struct Environment: Sendable, Hashable, CustomStringConvertible {
    /// `live`, `sandbox` or `custom`.
    public let name: String
    /// The REST base URL, for example `https://api-m.sandbox.paypal.com`.
    public let baseURL: URL

    private init(name: String, baseURL: URL) {
        self.name = name
        self.baseURL = baseURL
    }

    /// PayPal's production servers: real money.
    public static let live = Environment(name: "live", baseURL: URL(string: "https://api-m.paypal.com")!)

    /// PayPal's sandbox servers: test accounts, no real money.
    public static let sandbox = Environment(name: "sandbox", baseURL: URL(string: "https://api-m.sandbox.paypal.com")!)

    /// Another Orders v2 endpoint, such as a local `orders-sandbox`.
    ///
    /// `https` is required, except on loopback hosts (`localhost`, `127.0.0.0/8`, `::1`) where plain `http` is allowed.
    /// - Throws: ``PaymentsError`` of kind ``PaymentsError/Kind/configuration`` for a URL without a host,
    ///   with a query or fragment, another scheme, or plain `http` to a non-loopback host.
    public static func custom(baseURL: URL) throws(PaymentsError) -> Environment {
        guard let scheme = baseURL.scheme?.lowercased(), let host = baseURL.host, !host.isEmpty else {
            throw .configuration("Base URL '\(baseURL.absoluteString)' has no scheme or host. Use for example http://127.0.0.1:8080.")
        }
        guard baseURL.query == nil, baseURL.fragment == nil else {
            throw .configuration("Base URL '\(baseURL.absoluteString)' must not contain a query or fragment.")
        }
        switch scheme {
        case "https":
            break
        case "http" where isLoopback(host):
            break
        case "http":
            throw .configuration(
                "Plain http is refused for '\(host)': payment traffic must use https. Only loopback hosts (localhost, 127.0.0.1, ::1) may use http.")
        default:
            throw .configuration("Base URL scheme '\(scheme)' is not supported. Use https (or http on a loopback host).")
        }
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        guard let normalized = URL(string: text) else {
            throw .configuration("Base URL '\(baseURL.absoluteString)' is not a valid URL.")
        }
        return Environment(name: "custom", baseURL: normalized)
    }

    /// The name and base URL.
    public var description: String { "\(name) (\(baseURL.absoluteString))" }

    /// The URL of `path` (starting with `/`) with optional query items.
    func url(path: String, query: [URLQueryItem] = []) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.percentEncodedPath = components.percentEncodedPath + path
        if !query.isEmpty { components.queryItems = query }
        return components.url!
    }

    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
