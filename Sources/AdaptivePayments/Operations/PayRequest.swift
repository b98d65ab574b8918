import Foundation
import OrdersCore

/// A `Pay` request, read and checked as Adaptive Payments did: every problem listed at once, each with PayPal's
/// errorId and the parameter it names.
///
/// Fields: `actionType` (PAY, CREATE, PAY_PRIMARY), `currencyCode`, `returnUrl`, `cancelUrl`,
/// `receiverList.receiver(n).{email,amount,primary,invoiceId,paymentType}` (1 to 6; at most one primary, whose amount
/// covers the others'), and the optional `memo`, `ipnNotificationUrl`, `trackingId`, `feesPayer`,
/// `reverseAllParallelPaymentsOnError`, `preapprovalKey`, `senderEmail`.
public struct PayRequest: Sendable, Equatable {
    /// What `Pay` is asked to do.
    public enum ActionType: String, Sendable, CaseIterable {
        /// Pay at once (the buyer approves, or a preapproval pays).
        case pay = "PAY"
        /// Create the payment; `ExecutePayment` pays it.
        case create = "CREATE"
        /// Pay the primary receiver of a chained payment; `ExecutePayment` pays the secondaries later.
        case payPrimary = "PAY_PRIMARY"
    }

    /// Who pays PayPal's fees (`feesPayer`).
    public enum FeesPayer: String, Sendable, CaseIterable {
        /// `SENDER`.
        case sender = "SENDER"
        /// `PRIMARYRECEIVER`.
        case primaryReceiver = "PRIMARYRECEIVER"
        /// `EACHRECEIVER`, the default.
        case eachReceiver = "EACHRECEIVER"
        /// `SECONDARYONLY`.
        case secondaryOnly = "SECONDARYONLY"
    }

    /// One receiver.
    public struct Receiver: Sendable, Equatable {
        /// The receiver's PayPal email address.
        public let email: String
        /// The amount, with the currency's exponent.
        public let amount: Money
        /// Whether it is the primary receiver of a chained payment.
        public let isPrimary: Bool
        /// The merchant's invoice id for this receiver's part.
        public let invoiceID: String?
        /// `GOODS`, `SERVICE` (the default), `PERSONAL`, `CASHADVANCE`, `DIGITALGOODS`, `BANK_MANAGED_WITHDRAWAL`.
        public let paymentType: String?
    }

    /// `actionType`.
    public let actionType: ActionType
    /// `currencyCode`.
    public let currency: Currency
    /// The receivers, in request order.
    public let receivers: [Receiver]
    /// `returnUrl`: where the buyer goes after approving.
    public let returnURL: URL
    /// `cancelUrl`: where the buyer goes after canceling.
    public let cancelURL: URL
    /// `memo`.
    public let memo: String?
    /// `ipnNotificationUrl`.
    public let ipnNotificationURL: URL?
    /// `trackingId`: the merchant's own unique id for the payment.
    public let trackingID: String?
    /// `feesPayer` (default `EACHRECEIVER`).
    public let feesPayer: FeesPayer
    /// `reverseAllParallelPaymentsOnError`.
    public let reverseAllParallelPaymentsOnError: Bool
    /// `preapprovalKey`: pay without the buyer, from a preapproval.
    public let preapprovalKey: String?
    /// `senderEmail`.
    public let senderEmail: String?

    /// The most receivers a payment may have.
    public static let maxReceivers = 6
    /// Payment types Adaptive Payments took.
    public static let paymentTypes: Set<String> = ["GOODS", "SERVICE", "PERSONAL", "CASHADVANCE", "DIGITALGOODS", "BANK_MANAGED_WITHDRAWAL"]

    /// Whether the payment is chained (it has a primary receiver).
    public var isChained: Bool { receivers.contains(where: \.isPrimary) }

    /// Reads `fields`.
    /// - Throws: ``AdaptiveFailure`` listing every problem: 580029 (a required field missing), 580001 (a value not
    ///   allowed), 579007 (more than 6 receivers), 579017 (a primary's amount below the secondaries').
    public init(_ fields: AdaptiveFields) throws(AdaptiveFailure) {
        var problems = AdaptiveProblems()
        let actionType = problems.choice(fields, "actionType", ActionType.self)
        let currency = problems.currency(fields, "currencyCode")
        let returnURL = problems.url(fields, "returnUrl", required: true)
        let cancelURL = problems.url(fields, "cancelUrl", required: true)
        let ipnURL = problems.url(fields, "ipnNotificationUrl", required: false, maxLength: 1024)
        problems.requireEnvelope(fields)
        let memo = problems.text(fields, "memo", maxLength: 1000)
        let trackingID = problems.text(fields, "trackingId", maxLength: 127)
        let feesPayer = fields.text("feesPayer") == nil ? .eachReceiver : problems.choice(fields, "feesPayer", FeesPayer.self)
        let reverse = problems.flag(fields, "reverseAllParallelPaymentsOnError")
        let receivers = Self.receivers(fields, currency: currency, problems: &problems)
        if let actionType, actionType == .payPrimary, !receivers.contains(where: \.isPrimary) {
            problems.add(.invalidRequest, "Invalid request: actionType PAY_PRIMARY needs a chained payment (one receiver with primary=true).", "actionType")
        }
        try problems.throwIfAny()
        guard let actionType, let currency, let returnURL, let cancelURL, let feesPayer else { throw problems.unexpected }
        self.actionType = actionType
        self.currency = currency
        self.receivers = receivers
        self.returnURL = returnURL
        self.cancelURL = cancelURL
        self.memo = memo
        self.ipnNotificationURL = ipnURL
        self.trackingID = trackingID
        self.feesPayer = feesPayer
        self.reverseAllParallelPaymentsOnError = reverse ?? false
        self.preapprovalKey = fields.text("preapprovalKey")
        self.senderEmail = fields.text("senderEmail")
    }

    /// `receiverList.receiver(n)`: 1 to 6, each with an email and a positive amount in `currency`; at most one primary,
    /// whose amount is at least the others' sum.
    private static func receivers(_ fields: AdaptiveFields, currency: Currency?, problems: inout AdaptiveProblems) -> [Receiver] {
        let count = fields.count(of: "receiverList.receiver")
        guard count > 0 else {
            problems.add(.missingParameter, "Invalid request: receiverList.receiver is required (1 to \(maxReceivers) receivers).", "receiverList.receiver")
            return []
        }
        guard count <= maxReceivers else {
            problems.add(.tooManyReceivers, "The maximum number of receivers is \(maxReceivers); this request has \(count).", "receiverList.receiver")
            return []
        }
        var receivers: [Receiver] = []
        for index in 0..<count {
            let prefix = "receiverList.receiver(\(index))"
            if fields.text("\(prefix).phone.phoneNumber") != nil, fields.text("\(prefix).email") == nil {
                problems.add(
                    .unsupportedValue, "A receiver named by phone number cannot be paid over Orders v2: give \(prefix).email, the receiver's PayPal email.",
                    "\(prefix).phone")
                continue
            }
            let email = problems.email(fields, "\(prefix).email")
            let amount = problems.amount(fields, "\(prefix).amount", currency: currency)
            let primary = problems.flag(fields, "\(prefix).primary") ?? false
            let paymentType = fields.text("\(prefix).paymentType")
            if let paymentType, !paymentTypes.contains(paymentType) {
                problems.add(.invalidRequest, "Invalid request: \(prefix).paymentType with value \(paymentType).", "\(prefix).paymentType")
            }
            let invoiceID = problems.text(fields, "\(prefix).invoiceId", maxLength: 127)
            guard let email, let amount else { continue }
            receivers.append(Receiver(email: email, amount: amount, isPrimary: primary, invoiceID: invoiceID, paymentType: paymentType))
        }
        let primaries = receivers.filter(\.isPrimary)
        if primaries.count > 1 {
            problems.add(.invalidRequest, "Invalid request: only one receiver can be primary; \(primaries.count) are.", "receiverList.receiver.primary")
        } else if let primary = primaries.first {
            let shares = receivers.filter { !$0.isPrimary }.reduce(Decimal(0)) { $0 + $1.amount.amount }
            if receivers.count == 1 {
                problems.add(
                    .invalidRequest, "Invalid request: a chained payment needs 1 to 5 secondary receivers beside its primary.", "receiverList.receiver")
            } else if primary.amount.amount < shares {
                problems.add(
                    .primaryTooSmall, "The primary receiver's amount (\(primary.amount)) must be at least the secondary receivers' sum (\(shares)).",
                    "receiverList.receiver.amount")
            }
        }
        if Set(receivers.map { $0.email.lowercased() }).count < receivers.count {
            problems.add(.invalidRequest, "Invalid request: each receiver may appear once in receiverList.", "receiverList.receiver.email")
        }
        return receivers
    }
}
