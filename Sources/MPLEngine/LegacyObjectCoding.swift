import Foundation
import LegacyMPL

/// The Objective-C value objects, as PayPalMPL's MPLCoding writes them to JSON (keys are the property names,
/// amounts decimal strings, absent keys nil), read into LegacyMPL's Swift classes and written back: the engine
/// then validates and translates them exactly as it does a Swift app's.
enum LegacyObjectCoding {
    typealias Object = [String: Any]

    /// A `PayPalPayment` (simple checkout).
    static func payment(_ object: Object) -> PayPalPayment {
        let payment = PayPalPayment()
        payment.paymentCurrency = string(object["paymentCurrency"])
        fillCommonFields(of: payment, from: object)
        payment.ipnUrl = string(object["ipnUrl"])
        payment.memo = string(object["memo"])
        return payment
    }

    /// The fields a simple payment and a receiver share (the same names in both 2011 classes).
    private static func fillCommonFields(of target: some LegacyPaymentFields, from object: Object) {
        target.recipient = string(object["recipient"])
        target.subTotal = decimal(object["subTotal"])
        target.paymentType = PayPalPaymentType(rawValue: int32(object["paymentType"]) ?? TYPE_NOT_SET.rawValue)
        target.paymentSubType = PayPalPaymentSubType(rawValue: int32(object["paymentSubType"]) ?? SUBTYPE_NOT_SET.rawValue)
        target.invoiceData = (object["invoiceData"] as? Object).map(invoiceData)
        if let note = string(object["description"]) { target.description = note }
        target.customId = string(object["customId"])
        target.merchantName = string(object["merchantName"])
    }

    /// A `PayPalAdvancedPayment` (parallel or chained checkout).
    static func advancedPayment(_ object: Object) -> PayPalAdvancedPayment {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = string(object["paymentCurrency"])
        payment.merchantName = string(object["merchantName"])
        payment.ipnUrl = string(object["ipnUrl"])
        payment.memo = string(object["memo"])
        payment.receiverPaymentDetails = (object["receiverPaymentDetails"] as? [Any]).map { entries in
            NSMutableArray(array: entries.map { ($0 as? Object).map(receiver) ?? NSNull() })
        }
        return payment
    }

    /// One `PayPalReceiverPaymentDetails`.
    static func receiver(_ object: Object) -> PayPalReceiverPaymentDetails {
        let receiver = PayPalReceiverPaymentDetails()
        fillCommonFields(of: receiver, from: object)
        receiver.isPrimary = (object["isPrimary"] as? Bool) ?? false
        return receiver
    }

    /// A `PayPalInvoiceData` with its items (an entry that is not an item stays a foreign object, as in the app).
    static func invoiceData(_ object: Object) -> PayPalInvoiceData {
        let data = PayPalInvoiceData()
        data.totalTax = decimal(object["totalTax"])
        data.totalShipping = decimal(object["totalShipping"])
        data.invoiceItems = (object["invoiceItems"] as? [Any]).map { entries in
            NSMutableArray(
                array: entries.map { entry -> Any in
                    guard let item = entry as? Object else { return NSNull() }
                    let invoiceItem = PayPalInvoiceItem()
                    invoiceItem.name = string(item["name"])
                    invoiceItem.itemId = string(item["itemId"])
                    invoiceItem.totalPrice = decimal(item["totalPrice"])
                    invoiceItem.itemPrice = decimal(item["itemPrice"])
                    invoiceItem.itemCount = decimal(item["itemCount"])
                    return invoiceItem
                })
        }
        return data
    }

    /// The buyer's address, for the Objective-C delegate.
    static func object(of address: PayPalAddress?) -> Object {
        guard let address else { return [:] }
        let fields: [(String, String?)] = [
            ("name", address.name), ("street1", address.street1), ("street2", address.street2), ("city", address.city),
            ("state", address.state), ("postalcode", address.postalcode), ("countrycode", address.countrycode),
        ]
        return Dictionary(uniqueKeysWithValues: fields.compactMap { key, value in value.map { (key, $0 as Any) } })
    }

    /// `PayPalAmounts` as JSON.
    static func object(of amounts: PayPalAmounts?) -> Any {
        guard let amounts else { return NSNull() }
        var object: Object = [:]
        object["currency"] = amounts.currency
        object["payment_amount"] = amounts.payment_amount.map(text)
        object["tax"] = amounts.tax.map(text)
        object["shipping"] = amounts.shipping.map(text)
        return object
    }

    /// `PayPalAmounts` from JSON.
    static func amounts(_ object: Object) -> PayPalAmounts {
        let amounts = PayPalAmounts()
        amounts.currency = string(object["currency"])
        amounts.payment_amount = decimal(object["payment_amount"])
        amounts.tax = decimal(object["tax"])
        amounts.shipping = decimal(object["shipping"])
        return amounts
    }

    /// `PayPalReceiverAmounts` as JSON (a foreign entry becomes null).
    static func object(ofReceiverAmounts entry: Any) -> Any {
        guard let receiver = entry as? PayPalReceiverAmounts else { return NSNull() }
        var object: Object = ["amounts": Self.object(of: receiver.amounts)]
        object["recipient"] = receiver.recipient
        return object
    }

    /// `PayPalReceiverAmounts` from JSON (null stays a foreign entry, which the engine refuses as the Swift side would).
    static func receiverAmounts(_ entry: Any) -> Any {
        guard let object = entry as? Object else { return NSNull() }
        let receiver = PayPalReceiverAmounts()
        receiver.recipient = string(object["recipient"])
        receiver.amounts = (object["amounts"] as? Object).map(amounts)
        return receiver
    }

    /// A decimal as text with the POSIX separator (never through `Double`).
    static func text(_ number: NSDecimalNumber) -> String {
        number.description(withLocale: Locale(identifier: "en_US_POSIX"))
    }

    static func string(_ value: Any?) -> String? {
        value as? String
    }

    /// A decimal string (or a JSON number, read through its text) as `NSDecimalNumber`; `nil` when absent.
    static func decimal(_ value: Any?) -> NSDecimalNumber? {
        switch value {
        case let text as String: return NSDecimalNumber(string: text, locale: Locale(identifier: "en_US_POSIX"))
        case let number as NSNumber: return NSDecimalNumber(string: number.stringValue, locale: Locale(identifier: "en_US_POSIX"))
        default: return nil
        }
    }

    static func int32(_ value: Any?) -> Int32? {
        (value as? NSNumber).map(\.int32Value)
    }
}

/// The properties `PayPalPayment` and `PayPalReceiverPaymentDetails` share, with the same names and types.
protocol LegacyPaymentFields: AnyObject {
    var recipient: String! { get set }
    var subTotal: NSDecimalNumber! { get set }
    var paymentType: PayPalPaymentType { get set }
    var paymentSubType: PayPalPaymentSubType { get set }
    var invoiceData: PayPalInvoiceData! { get set }
    var description: String { get set }
    var customId: String! { get set }
    var merchantName: String! { get set }
}

extension PayPalPayment: LegacyPaymentFields {}
extension PayPalReceiverPaymentDetails: LegacyPaymentFields {}
