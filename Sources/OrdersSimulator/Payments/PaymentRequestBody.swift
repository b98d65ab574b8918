import Foundation
import OrdersCore

/// The body of a Payments v2 POST, checked against its spec schema: `capture_request`, `reauthorize_request`,
/// `refund_request`. Schema problems are 400s (`MALFORMED_REQUEST_JSON`, `INVALID_STRING_LENGTH`,
/// `INVALID_PARAMETER_SYNTAX`, `MISSING_REQUIRED_PARAMETER`), the amount's business problems 422s, every problem of
/// the body listed at once. An empty body is an empty request (PayPal's default amounts apply).
struct PaymentRequestBody: Sendable {
    /// The body's members (empty when there was no body).
    let object: [String: JSONValue]
    /// The requested amount, when given.
    let amount: ParsedMoney?
    /// The requested platform fees' total, when a `payment_instruction` gives any.
    let platformFees: Decimal?

    /// A string member.
    func text(_ name: String) -> String? { object[name]?.stringValue }

    /// `capture_request` (authorizations capture).
    static let capture = ObjectSchema(strings: [
        StringField(name: "invoice_id", length: 1...127), StringField(name: "note_to_payer", length: 1...255),
        StringField(name: "soft_descriptor", length: 1...22),
    ])
    /// `reauthorize_request`.
    static let reauthorize = ObjectSchema()
    /// `refund_request`.
    static let refund = ObjectSchema(strings: [
        StringField(name: "invoice_id", length: 1...127), StringField(name: "custom_id", length: 1...127),
        StringField(name: "note_to_payer", length: 1...255),
    ])

    /// Reads and checks `body` against `schema` for `kind`.
    init(_ body: JSONValue?, schema: ObjectSchema, for kind: RouteKind) throws(SimulatedError) {
        guard let body, body != .null else {
            self.init(object: [:], amount: nil, platformFees: nil)
            return
        }
        var report = ValidationReport()
        guard let object = schema.check(body, at: .root, into: &report) else { throw SimulatedError(validation: report.problems, for: kind) }
        var currencies: [(code: String, path: FieldPath)] = []
        var amount: ParsedMoney?
        if let value = object["amount"], value != .null {
            amount = MoneyRule.total.check(value, at: FieldPath.root.child("amount"), into: &report, currencies: &currencies)
        }
        if let flag = object["final_capture"], flag != .null, flag.boolValue == nil {
            report.schema("INVALID_PARAMETER_SYNTAX", at: FieldPath.root.child("final_capture"))
        }
        var fees: Decimal?
        if let instruction = object["payment_instruction"], instruction != .null {
            PlatformFeeRule().check(
                instruction, at: FieldPath.root.child("payment_instruction"), unitTotal: nil, into: &report, currencies: &currencies)
            fees = (instruction["platform_fees"]?.arrayValue ?? []).reduce(Decimal(0)) { total, fee in
                total + (fee["amount"]?["value"]?.stringValue.flatMap { try? DecimalText($0).decimal } ?? 0)
            }
        }
        if !report.isEmpty { throw SimulatedError(validation: report.problems, for: kind) }
        self.init(object: object, amount: amount, platformFees: fees)
    }

    private init(object: [String: JSONValue], amount: ParsedMoney?, platformFees: Decimal?) {
        self.object = object
        self.amount = amount
        self.platformFees = platformFees
    }

    /// The requested amount in `currency`, or `fallback` when none was given; a different currency is `mismatch`.
    func amount(in currency: Currency, or fallback: Decimal, mismatch: String, for kind: RouteKind) throws(SimulatedError) -> Money {
        if let amount, amount.currencyCode != currency.code {
            throw .issue(mismatch, for: kind, field: "/amount/currency_code", value: amount.currencyCode)
        }
        // The amount passed MoneyRule for this currency, and the fallback is a remainder of valid money: both are money.
        guard let money = try? Money(amount?.amount ?? fallback, currency: currency) else { throw SimulatedError(status: 500) }
        return money
    }
}
