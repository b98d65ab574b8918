import Foundation
import OrdersCore

/// An ``HTTPTransport`` that forwards to another one and, when a capture file is set, appends one JSON
/// line per request to it: `{"method": "POST", "path": "/v2/checkout/orders", "body": {...}}`.
///
/// `body` is the parsed JSON body and is present only when the request has one (the form-encoded
/// OAuth token request has none). CI sets `SPEC_CAPTURE_FILE` and validates every captured body
/// against PayPal's OpenAPI specs (`.ci/validate_requests.py`), so wrap every client-under-test
/// transport with this type:
///
/// ```swift
/// let transport = RecordingTransport(wrapping: SimulatorTransport(simulator: simulator))
/// ```
public struct RecordingTransport: HTTPTransport {
    /// The environment variable naming the capture file.
    public static let environmentVariable = "SPEC_CAPTURE_FILE"

    /// The transport that sends the requests.
    public let base: any HTTPTransport
    /// Where requests are recorded, or `nil` to record nothing.
    public let captureFile: URL?

    /// Wraps `base`, recording to the file named by `SPEC_CAPTURE_FILE` when it is set and not empty.
    public init(wrapping base: any HTTPTransport) {
        let path = ProcessInfo.processInfo.environment[Self.environmentVariable] ?? ""
        self.init(wrapping: base, captureFile: path.isEmpty ? nil : URL(fileURLWithPath: path))
    }

    /// Wraps `base`, recording to `captureFile` (`nil`: record nothing).
    public init(wrapping base: any HTTPTransport, captureFile: URL?) {
        self.base = base
        self.captureFile = captureFile
    }

    /// Records `request` (when capturing), then sends it through ``base``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let captureFile, let line = Self.captureLine(for: request) {
            CaptureFileWriter.append(line, to: captureFile)
        }
        return try await base.send(request)
    }

    /// The JSON line recorded for `request`, newline included.
    public static func captureLine(for request: HTTPRequest) -> Data? {
        var object: [String: JSONValue] = [
            "method": .string(request.method.uppercased()),
            "path": .string(request.url.path),
        ]
        if let body = request.body, !body.isEmpty, let json = try? JSONValue(parsing: body) {
            object["body"] = json
        }
        var line = JSONValue.object(object).serialized()
        line.append(UInt8(ascii: "\n"))
        return line
    }
}
