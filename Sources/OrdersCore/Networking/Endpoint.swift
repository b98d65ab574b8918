import Foundation

/// One REST operation to perform: method, path, body and PayPal's headers.
struct Endpoint: Sendable {
    var method: String
    var path: String
    var query: [URLQueryItem] = []
    var body: Data?
    /// The `PayPal-Request-Id`; makes a `POST` idempotent and so safe to retry.
    var requestID: String?
    /// Ask for the full resource (`Prefer: return=representation`) instead of the minimal one.
    var wantsRepresentation = false

    /// Whether repeating the request cannot act twice.
    var isRetrySafe: Bool { method == "GET" || method == "DELETE" || (method == "POST" && requestID != nil) }

    /// A `GET` of `path`.
    static func get(_ path: String, query: [URLQueryItem] = []) -> Endpoint {
        Endpoint(method: "GET", path: path, query: query)
    }

    /// A `POST` of `body` as JSON with a request id and `Prefer: return=representation`.
    static func post(_ path: String, json body: some Encodable, requestID: String) throws(PaymentsError) -> Endpoint {
        Endpoint(method: "POST", path: path, body: try encode(body), requestID: requestID, wantsRepresentation: true)
    }

    /// A `PATCH` of `operations` (JSON Patch).
    static func patch(_ path: String, operations: [PatchOperation]) throws(PaymentsError) -> Endpoint {
        Endpoint(method: "PATCH", path: path, body: try encode(operations))
    }

    private static func encode(_ body: some Encodable) throws(PaymentsError) -> Data {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(body)
        } catch {
            throw .configuration("Could not encode the request body: \(error)")
        }
    }
}

/// An empty JSON object body, for `POST`s such as capture that need none.
struct EmptyBody: Codable, Sendable {}
