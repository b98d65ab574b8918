import Foundation

/// The fields of a query string or an `application/x-www-form-urlencoded` body; the first value of a name wins.
struct FormFields: Sendable, Equatable {
    /// The fields.
    let values: [String: String]

    /// Parses `text` (`a=1&b=two+words`): `+` is a space, then percent-decoding; a field that does not decode is dropped.
    init(_ text: String) {
        var values: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]), values[name] == nil,
                let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            else { continue }
            values[name] = value
        }
        self.values = values
    }

    /// The fields of `url`'s query.
    init(query url: URL) { self.init(URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? "") }

    /// The fields of a form body (UTF-8).
    init(body: Data?) { self.init(String(decoding: body ?? Data(), as: UTF8.self)) }

    /// The value of `name`.
    subscript(_ name: String) -> String? { values[name] }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
