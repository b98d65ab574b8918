import Foundation
import OrdersSimulator

/// Where a buyer page sends the buyer when they leave it, as PayPal does: the resource's `return_url` after
/// approving (or completing 3DS), its `cancel_url` after canceling, each with PayPal's query items appended.
struct PageRedirects: Sendable, Equatable {
    /// The merchant's `return_url`, if any.
    var returnURL: String?
    /// The merchant's `cancel_url`, if any.
    var cancelURL: String?

    /// No redirects: the page shows a confirmation instead.
    init(returnURL: String? = nil, cancelURL: String? = nil) {
        self.returnURL = returnURL
        self.cancelURL = cancelURL
    }

    /// The URLs an order or setup token came with.
    init(_ urls: ReturnURLs) {
        self.init(returnURL: urls.returnURL, cancelURL: urls.cancelURL)
    }

    /// Schemes a page never redirects to (they would run or read something in the buyer's browser).
    static let refusedSchemes: Set<String> = ["javascript", "data", "vbscript", "file", "blob", "about"]

    /// `base` with `items` appended to its query (before any fragment), percent-encoded; `nil` when `base` is
    /// missing, not an absolute URL, or of a refused scheme.
    static func location(_ base: String?, adding items: [(name: String, value: String)]) -> String? {
        guard let base, var components = URLComponents(string: base), let scheme = components.scheme?.lowercased(),
            !refusedSchemes.contains(scheme)
        else { return nil }
        components.queryItems = (components.queryItems ?? []) + items.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.string
    }

    /// The CSP `form-action` sources that let the page's form redirect here: `'self'`, plus the origin of each URL
    /// (`https://shop.example`, or `myapp:` for a custom scheme).
    var formActionSources: [String] {
        var sources = ["'self'"]
        for url in [returnURL, cancelURL] {
            guard let source = Self.source(of: url), !sources.contains(source) else { continue }
            sources.append(source)
        }
        return sources
    }

    /// The CSP source expression of `url`'s origin, when it is a valid redirect target.
    private static func source(of url: String?) -> String? {
        guard location(url, adding: []) != nil, let components = url.flatMap(URLComponents.init(string:)),
            let scheme = components.scheme?.lowercased(), isPlain(scheme, extra: "+-.")
        else { return nil }
        guard scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty, isPlain(host, extra: "-.:[]") else {
            return "\(scheme):"
        }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }

    /// Whether `text` has only ASCII letters, digits and the characters of `extra`.
    private static func isPlain(_ text: String, extra: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || extra.unicodeScalars.contains($0)) }
    }
}
