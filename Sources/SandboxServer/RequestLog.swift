import Foundation
import OrdersCore

/// Appends one JSON object per request to a file, one line each, written with a single `write(2)` so
/// another process tailing the file never sees half a line.
///
/// Fields: `time` (ISO 8601, UTC), `method`, `path`, `query` (when present), `status`, `request_id`
/// (the `PayPal-Request-Id` header, when present), `request_body` (parsed JSON when the body is JSON,
/// else the text, `null` when empty), `lost: true` / `delay_ms` for injected faults,
/// and `client_left: true` when the client closed the connection before the answer.
/// Card numbers and security codes in bodies are masked.
actor RequestLog {
    private let handle: FileHandle

    /// Opens `url` for appending, creating it when missing.
    init(url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    /// Appends the line for one exchange.
    func append(_ entry: Entry) {
        var line = entry.json.serialized()
        line.append(UInt8(ascii: "\n"))
        try? handle.write(contentsOf: line)
    }

    /// Closes the file.
    func close() {
        try? handle.close()
    }

    /// One request and what became of it.
    struct Entry: Sendable {
        var time: Date
        var method: String
        var target: String
        var status: Int
        var requestID: String?
        var body: Data?
        var lost: Bool
        var delay: TimeSpan?
        /// The client closed the connection before the answer was written.
        var clientLeft = false

        /// The JSON object written to the log.
        var json: JSONValue {
            let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            var object: [String: JSONValue] = [
                "time": .string(time.formatted(Self.timeFormat)),
                "method": .string(method),
                "path": .string(parts.first.map(String.init) ?? target),
                "status": .number(Decimal(status)),
                "request_body": Self.bodyValue(body),
            ]
            if parts.count > 1 { object["query"] = .string(String(parts[1])) }
            if let requestID { object["request_id"] = .string(requestID) }
            if lost { object["lost"] = .bool(true) }
            if clientLeft { object["client_left"] = .bool(true) }
            if let delay { object["delay_ms"] = .number(Decimal(delay.milliseconds)) }
            return .object(object)
        }

        private static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

        /// The body as JSON when it parses, else as text; `null` when empty.
        static func bodyValue(_ body: Data?) -> JSONValue {
            guard let body, !body.isEmpty else { return .null }
            if let json = try? JSONValue(parsing: body) { return SensitiveFields.redacted(json) }
            return .string(SensitiveFields.maskingCardNumbers(String(decoding: body, as: UTF8.self)))
        }
    }
}
