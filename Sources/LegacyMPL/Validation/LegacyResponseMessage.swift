import Foundation

/// The H2 `PayPal.responseMessage` dictionary: the details of the last failure, read by a delegate
/// after `paymentFailedWithCorrelationID(_:)` (keys `severity`, `category`, `errorId`, `message`,
/// as Adaptive Payments' `ErrorData` had them).
public struct LegacyResponseMessage: Sendable, Equatable {
    /// `Error` or `Warning`.
    public var severity: String
    /// `Application` (the app's data was refused) or `System` (PayPal or the network failed).
    public var category: String
    /// The error's identifier (also the H1 `errorCode`).
    public var errorId: String
    /// A readable message: what went wrong and how to fix it.
    public var message: String

    /// Creates a response message.
    public init(severity: String, category: String, errorId: String, message: String) {
        self.severity = severity
        self.category = category
        self.errorId = errorId
        self.message = message
    }

    /// The dictionary with the four legacy keys.
    public var dictionary: [String: String] {
        ["severity": severity, "category": category, "errorId": errorId, "message": message]
    }

    /// The dictionary as the legacy `NSMutableDictionary`.
    public var mutableDictionary: NSMutableDictionary {
        let result = NSMutableDictionary()
        for (key, value) in dictionary { result[key] = value }
        return result
    }
}
