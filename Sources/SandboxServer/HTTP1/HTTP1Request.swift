import Foundation

/// One complete HTTP/1.1 request as ``HTTP1RequestParser`` read it.
struct HTTP1Request: Sendable, Equatable {
    /// The method token, as sent (case-sensitive: `GET`, `POST`, …).
    var method: String
    /// The request target, as sent (`/v2/checkout/orders?x=1`).
    var target: String
    /// `1` for HTTP/1.1, `0` for HTTP/1.0.
    var minorVersion: Int
    /// The header fields in the order sent, names as spelled.
    var headers: [(name: String, value: String)]
    /// The body (de-chunked), empty when there is none.
    var body: Data

    /// The values of the fields named `name` (case-insensitive), in order.
    func values(of name: String) -> [String] {
        headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`, HTTP/1.0 only
    /// with `Connection: keep-alive` (RFC 9112 §9.3).
    var keepsAlive: Bool {
        let tokens = Set(
            values(of: "Connection").flatMap { $0.split(separator: ",") }
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    /// Header fields as one dictionary; repeated fields joined with `, ` (RFC 9110 §5.3), keyed by the spelling
    /// first seen.
    var headerDictionary: [String: String] {
        var result: [String: String] = [:]
        var names: [String: String] = [:]  // lowercased name → the spelling first seen
        for (name, value) in headers {
            let key = name.lowercased()
            if let spelling = names[key], let existing = result[spelling] {
                result[spelling] = existing + ", " + value
            } else {
                names[key] = name
                result[name] = value
            }
        }
        return result
    }

    static func == (lhs: HTTP1Request, rhs: HTTP1Request) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.minorVersion == rhs.minorVersion
            && lhs.headers.elementsEqual(rhs.headers, by: { $0.name == $1.name && $0.value == $1.value })
            && lhs.body == rhs.body
    }
}
