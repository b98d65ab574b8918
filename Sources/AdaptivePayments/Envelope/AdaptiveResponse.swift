import Foundation

/// An Adaptive Payments response: `responseEnvelope.*`, then the operation's fields or the error list, written in the
/// format the request asked for. Always answered with HTTP 200 and an `ack`, as PayPal did (the PHP SDK throws on any
/// other status).
public struct AdaptiveResponse: Sendable, Equatable {
    /// The flat fields (`payKey`, `paymentInfoList.paymentInfo(0).transactionId`, …), envelope first.
    public private(set) var fields: [(String, String)]

    /// A successful response with `fields`.
    public init(success fields: [(String, String)], correlationID: String, at time: Date) {
        self.fields = Self.envelope(ack: "Success", correlationID: correlationID, at: time) + fields
    }

    /// A failed response listing `failure`'s errors.
    public init(failure: AdaptiveFailure, correlationID: String, at time: Date) {
        var fields = Self.envelope(ack: "Failure", correlationID: correlationID, at: time)
        for (index, error) in failure.errors.enumerated() {
            let prefix = "error(\(index))"
            fields += [
                ("\(prefix).errorId", error.id.description), ("\(prefix).domain", "PLATFORM"), ("\(prefix).subdomain", "Application"),
                ("\(prefix).severity", error.severity), ("\(prefix).category", error.category), ("\(prefix).message", error.message),
            ]
            if let parameter = error.parameter { fields.append(("\(prefix).parameter(0)", parameter)) }
        }
        self.fields = fields
    }

    /// The value of `key`, if the response has it.
    public subscript(key: String) -> String? { fields.first { $0.0 == key }?.1 }

    /// The body in `format` (XML is never answered: the server refuses it first).
    public func body(_ format: AdaptiveFormat) -> Data {
        switch format {
        case .nv, .xml: Data(NVEncoding.write(fields).utf8)
        case .json: JSONFlattening.write(fields)
        }
    }

    public static func == (lhs: AdaptiveResponse, rhs: AdaptiveResponse) -> Bool {
        lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }

    /// `responseEnvelope`: `timestamp` in Pacific time with a `-hh:mm` offset (PHP's parser turns a `+` into a space),
    /// `ack`, `correlationId` (13 hex digits), `build`.
    static func envelope(ack: String, correlationID: String, at time: Date) -> [(String, String)] {
        [
            ("responseEnvelope.timestamp", timestamp(time)), ("responseEnvelope.ack", ack), ("responseEnvelope.correlationId", correlationID),
            ("responseEnvelope.build", "2011"),
        ]
    }

    /// PayPal's time zone, read once (a lookup reads the zone database).
    static let pacific = TimeZone(identifier: "America/Los_Angeles") ?? TimeZone(secondsFromGMT: -8 * 3600)!

    /// The Gregorian calendar in Pacific time.
    static let pacificCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = pacific
        return calendar
    }()

    /// `2011-04-19T04:32:29.469-07:00`: PayPal's Pacific time, milliseconds and offset.
    static func timestamp(_ time: Date) -> String {
        let (pacific, calendar) = (Self.pacific, Self.pacificCalendar)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: time)
        // Pacific time is always behind UTC, so the offset is `-hh:mm`; never `+`, which PHP's parser reads as a space.
        let minutes = max(0, -pacific.secondsFromGMT(for: time)) / 60
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let milliseconds = (parts.nanosecond ?? 0) / 1_000_000
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
            + ".\(pad(milliseconds, 3))-\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    }
}

/// The body formats of `X-PAYPAL-REQUEST-DATA-FORMAT` and `X-PAYPAL-RESPONSE-DATA-FORMAT`.
public enum AdaptiveFormat: String, Sendable, Equatable {
    /// Name-value pairs (what PayPal's PHP and Java SDKs send).
    case nv = "NV"
    /// JSON.
    case json = "JSON"
    /// XML (not supported: answered with an Adaptive error).
    case xml = "XML"

    /// The format a header names (any case; `NV` when absent), or `nil` for a value that is none of them.
    public init?(header: String?) {
        guard let header, !header.trimmingCharacters(in: .whitespaces).isEmpty else {
            self = .nv
            return
        }
        self.init(rawValue: header.trimmingCharacters(in: .whitespaces).uppercased())
    }
}
