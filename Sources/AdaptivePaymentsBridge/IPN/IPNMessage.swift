import AdaptivePayments
import Foundation

/// One Adaptive IPN message: its variables in PayPal's order, where it goes, and how its delivery stands. It is
/// kept until delivered (and after, so that the listener's postback can be answered `VERIFIED`).
public struct IPNMessage: Sendable, Equatable {
    /// The message's id: the webhook event it came from and the payKey (one message per event and payment).
    public let id: String
    /// The payment's payKey.
    public let payKey: String
    /// The listener (the Pay's `ipnNotificationUrl`).
    public let url: URL
    /// The variables, decoded, in order.
    public let variables: [(String, String)]
    /// How many deliveries were tried.
    public var attempts: Int
    /// When the next delivery is due.
    public var nextAttemptAt: Date
    /// When the listener answered 2xx, once it has.
    public var deliveredAt: Date?

    /// A message.
    public init(
        id: String, payKey: String, url: URL, variables: [(String, String)], attempts: Int = 0, nextAttemptAt: Date, deliveredAt: Date? = nil
    ) {
        self.id = id
        self.payKey = payKey
        self.url = url
        self.variables = variables
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.deliveredAt = deliveredAt
    }

    /// `verify_sign`: the message's own token, by which a postback finds it.
    public var verifySign: String { variables.first { $0.0 == "verify_sign" }?.1 ?? "" }

    /// The body as PayPal posted it: brackets in keys percent-encoded (`transaction%5B0%5D.amount`), values
    /// form-encoded with `+` for a space and `/` literal, in the variables' order.
    public var body: String {
        variables.map { "\(Self.encode($0.0, key: true))=\(Self.encode($0.1, key: false))" }.joined(separator: "&")
    }

    /// The variables stored as NV (keys and values percent-encoded).
    var stored: String { NVEncoding.write(variables.map { (Self.encode($0.0, key: false), $0.1) }) }

    /// The variables of a stored NV text.
    static func variables(stored text: String) -> [(String, String)] {
        ((try? NVEncoding.read(text))?.pairs ?? []).map { ($0.0.removingPercentEncoding ?? $0.0, $0.1) }
    }

    /// `text` form-encoded the way PayPal's IPN was: letters, digits, `-._*` and (in values) `/` literal, a space `+`.
    static func encode(_ text: String, key: Bool) -> String {
        var allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._*")
        if !key { allowed.insert(charactersIn: "/") }
        return (text.addingPercentEncoding(withAllowedCharacters: allowed.union(CharacterSet(charactersIn: " "))) ?? "").replacingOccurrences(
            of: " ", with: "+")
    }

    public static func == (lhs: IPNMessage, rhs: IPNMessage) -> Bool {
        lhs.id == rhs.id && lhs.payKey == rhs.payKey && lhs.url == rhs.url && lhs.variables.map(\.0) == rhs.variables.map(\.0)
            && lhs.variables.map(\.1) == rhs.variables.map(\.1) && lhs.attempts == rhs.attempts && lhs.nextAttemptAt == rhs.nextAttemptAt
            && lhs.deliveredAt == rhs.deliveredAt
    }
}
