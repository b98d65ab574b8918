import Foundation
import OrdersCore

@testable import LegacyMPL

/// Builders for legacy payment objects, written as a 2011 app would fill them.
enum Fixtures {
    static func decimal(_ text: String) -> NSDecimalNumber {
        NSDecimalNumber(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    static func item(_ name: String, price: String, count: Int, total: String, id: String? = nil) -> PayPalInvoiceItem {
        let item = PayPalInvoiceItem()
        item.name = name
        item.itemId = id
        item.itemPrice = decimal(price)
        item.itemCount = NSNumber(value: count)
        item.totalPrice = decimal(total)
        return item
    }

    static func invoice(tax: String? = nil, shipping: String? = nil, items: [PayPalInvoiceItem] = []) -> PayPalInvoiceData {
        let data = PayPalInvoiceData()
        data.totalTax = tax.map(decimal)
        data.totalShipping = shipping.map(decimal)
        data.invoiceItems = NSMutableArray(array: items)
        return data
    }

    static func simplePayment(
        subTotal: String = "10.00", currency: String? = "USD", recipient: String? = "merchant@example.com"
    ) -> PayPalPayment {
        let payment = PayPalPayment()
        payment.paymentCurrency = currency
        payment.subTotal = decimal(subTotal)
        payment.recipient = recipient
        return payment
    }

    static func receiver(_ recipient: String, subTotal: String, primary: Bool = false) -> PayPalReceiverPaymentDetails {
        let details = PayPalReceiverPaymentDetails()
        details.recipient = recipient
        details.subTotal = decimal(subTotal)
        details.isPrimary = primary
        return details
    }

    static func advancedPayment(_ receivers: [PayPalReceiverPaymentDetails], currency: String = "USD") -> PayPalAdvancedPayment {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = currency
        payment.receiverPaymentDetails = NSMutableArray(array: receivers)
        return payment
    }

    static func receivers(_ count: Int, primaryAt primaries: Set<Int> = []) -> [PayPalReceiverPaymentDetails] {
        (0..<count).map { receiver("r\($0)@example.com", subTotal: "5.00", primary: primaries.contains($0)) }
    }

    /// A context with resume data (a simple payment's order, approving) saved in `ENV_LIVE`.
    static func contextSavedInLive() throws -> PayPalContext {
        let context = PayPalContext()
        context.resumePoint = LegacyResumePoint(
            requestIDPrefix: "p",
            request: try LegacyOrderTranslator.plan(for: LegacyPaymentSnapshot(simplePayment()), options: LegacyTranslationOptions()).request,
            units: [], advanced: false, orderID: "5O190127TN364715T", step: .approving)
        context.environment = ENV_LIVE
        return context
    }
}

/// JSON helpers: compare encoded requests structurally.
enum JSON {
    static func value(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    static func value(of plan: LegacyOrderPlan) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: plan.requestJSON())
    }

    static func text(of plan: LegacyOrderPlan) throws -> String {
        String(decoding: try plan.requestJSON(prettyPrinted: true), as: UTF8.self)
    }
}

extension LegacyValidationError {
    /// The (code, path) pairs, for compact assertions.
    var pairs: [String] { problems.map { "\($0.code.rawValue) \($0.path)" } }
}

/// Runs `body` and returns the validation error it throws, or `nil`.
func validationError(_ body: () throws -> Void) -> LegacyValidationError? {
    do {
        try body()
        return nil
    } catch {
        return error as? LegacyValidationError
    }
}
