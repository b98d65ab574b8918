import CMPLEngine
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
        payment.paymentCurrency = string(object[MPLEngineKeyPaymentCurrency])
        fillCommonFields(of: payment, from: object)
        payment.ipnUrl = string(object[MPLEngineKeyIpnUrl])
        payment.memo = string(object[MPLEngineKeyMemo])
        return payment
    }

    /// The fields a simple payment and a receiver share (the same names in both 2011 classes).
    private static func fillCommonFields(of target: some LegacyPaymentFields, from object: Object) {
        target.recipient = string(object[MPLEngineKeyRecipient])
        target.subTotal = decimal(object[MPLEngineKeySubTotal])
        target.paymentType = PayPalPaymentType(rawValue: int32(object[MPLEngineKeyPaymentType]) ?? TYPE_NOT_SET.rawValue)
        target.paymentSubType = PayPalPaymentSubType(rawValue: int32(object[MPLEngineKeyPaymentSubType]) ?? SUBTYPE_NOT_SET.rawValue)
        target.invoiceData = (object[MPLEngineKeyInvoiceData] as? Object).map(invoiceData)
        if let note = string(object[MPLEngineKeyNote]) { target.description = note }
        target.customId = string(object[MPLEngineKeyCustomId])
        target.merchantName = string(object[MPLEngineKeyMerchantName])
    }

    /// A `PayPalAdvancedPayment` (parallel or chained checkout).
    static func advancedPayment(_ object: Object) -> PayPalAdvancedPayment {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = string(object[MPLEngineKeyPaymentCurrency])
        payment.merchantName = string(object[MPLEngineKeyMerchantName])
        payment.ipnUrl = string(object[MPLEngineKeyIpnUrl])
        payment.memo = string(object[MPLEngineKeyMemo])
        payment.receiverPaymentDetails = (object[MPLEngineKeyReceiverPaymentDetails] as? [Any]).map { entries in
            NSMutableArray(array: entries.map { ($0 as? Object).map(receiver) ?? NSNull() })
        }
        return payment
    }

    /// One `PayPalReceiverPaymentDetails`.
    static func receiver(_ object: Object) -> PayPalReceiverPaymentDetails {
        let receiver = PayPalReceiverPaymentDetails()
        fillCommonFields(of: receiver, from: object)
        receiver.isPrimary = (object[MPLEngineKeyIsPrimary] as? Bool) ?? false
        return receiver
    }

    /// A `PayPalInvoiceData` with its items (an entry that is not an item stays a foreign object, as in the app).
    static func invoiceData(_ object: Object) -> PayPalInvoiceData {
        let data = PayPalInvoiceData()
        data.totalTax = decimal(object[MPLEngineKeyTotalTax])
        data.totalShipping = decimal(object[MPLEngineKeyTotalShipping])
        data.invoiceItems = (object[MPLEngineKeyInvoiceItems] as? [Any]).map { entries in
            NSMutableArray(
                array: entries.map { entry -> Any in
                    guard let item = entry as? Object else { return NSNull() }
                    let invoiceItem = PayPalInvoiceItem()
                    invoiceItem.name = string(item[MPLEngineKeyName])
                    invoiceItem.itemId = string(item[MPLEngineKeyItemId])
                    invoiceItem.totalPrice = decimal(item[MPLEngineKeyTotalPrice])
                    invoiceItem.itemPrice = decimal(item[MPLEngineKeyItemPrice])
                    invoiceItem.itemCount = decimal(item[MPLEngineKeyItemCount])
                    return invoiceItem
                })
        }
        return data
    }

    /// `PayPal.payment` (an advanced payment; the engine wraps a simple one) for the Objective-C layer, in the form
    /// ``advancedPayment(_:)`` reads (a receiver that is not a `PayPalReceiverPaymentDetails` is null).
    static func object(of payment: PayPalAdvancedPayment) -> Object {
        var object: Object = [:]
        object[MPLEngineKeyPaymentCurrency] = payment.paymentCurrency
        object[MPLEngineKeyMerchantName] = payment.merchantName
        object[MPLEngineKeyIpnUrl] = payment.ipnUrl
        object[MPLEngineKeyMemo] = payment.memo
        object[MPLEngineKeyReceiverPaymentDetails] = payment.receiverPaymentDetails.map { receivers in
            receivers.map { entry -> Any in (entry as? PayPalReceiverPaymentDetails).map(object(ofReceiver:)) ?? NSNull() }
        }
        return object
    }

    /// One receiver, in the form ``receiver(_:)`` reads.
    static func object(ofReceiver receiver: PayPalReceiverPaymentDetails) -> Object {
        var object: Object = [MPLEngineKeyIsPrimary: receiver.isPrimary]
        object[MPLEngineKeyRecipient] = receiver.recipient
        object[MPLEngineKeySubTotal] = receiver.subTotal.map(text)
        object[MPLEngineKeyPaymentType] = Int(receiver.paymentType.rawValue)
        object[MPLEngineKeyPaymentSubType] = Int(receiver.paymentSubType.rawValue)
        object[MPLEngineKeyInvoiceData] = receiver.invoiceData.map(object(ofInvoiceData:))
        object[MPLEngineKeyNote] = receiver.paymentNote
        object[MPLEngineKeyCustomId] = receiver.customId
        object[MPLEngineKeyMerchantName] = receiver.merchantName
        return object
    }

    /// Invoice data and its items, in the form ``invoiceData(_:)`` reads (an entry that is not an item is null).
    static func object(ofInvoiceData data: PayPalInvoiceData) -> Object {
        var object: Object = [:]
        object[MPLEngineKeyTotalTax] = data.totalTax.map(text)
        object[MPLEngineKeyTotalShipping] = data.totalShipping.map(text)
        object[MPLEngineKeyInvoiceItems] = data.invoiceItems.map { items in
            items.map { entry -> Any in
                guard let item = entry as? PayPalInvoiceItem else { return NSNull() }
                var object: Object = [:]
                object[MPLEngineKeyName] = item.name
                object[MPLEngineKeyItemId] = item.itemId
                object[MPLEngineKeyTotalPrice] = item.totalPrice.map(text)
                object[MPLEngineKeyItemPrice] = item.itemPrice.map(text)
                object[MPLEngineKeyItemCount] = item.itemCount.map(text)
                return object
            }
        }
        return object
    }

    /// The request of `MPLEngineCallbacks.adjustAmounts`: the address, the currency and the amounts (null when nil).
    static func adjustRequest(
        address: PayPalAddress?, currency: String?, amount: NSDecimalNumber?, tax: NSDecimalNumber?, shipping: NSDecimalNumber?
    ) -> Object {
        [
            MPLEngineKeyAddress: object(of: address), MPLEngineKeyCurrency: currency ?? "",
            MPLEngineKeyAmount: amount.map(text) ?? NSNull(), MPLEngineKeyTax: tax.map(text) ?? NSNull(),
            MPLEngineKeyShipping: shipping.map(text) ?? NSNull(),
        ]
    }

    /// The request of `MPLEngineCallbacks.adjustAmountsAdvanced`: the address, the currency and each receiver's amounts.
    static func adjustAdvancedRequest(address: PayPalAddress?, currency: String?, receiverAmounts: NSMutableArray?) -> Object {
        [
            MPLEngineKeyAddress: object(of: address), MPLEngineKeyCurrency: currency ?? "",
            MPLEngineKeyReceiverAmounts: (receiverAmounts.map { Array($0) } ?? []).map(object(ofReceiverAmounts:)),
        ]
    }

    /// The preapproval details the Objective-C layer shows: the merchant's name and whether the buyer approved.
    static func object(of details: PayPalPreapprovalDetails) -> Object {
        var object: Object = [MPLEngineKeyApproved: details.approved]
        object[MPLEngineKeyMerchantName] = details.merchantName
        return object
    }

    /// The pay button the Objective-C layer makes: its size, title and state.
    static func object(of button: PayButtonDescriptor) -> Object {
        [MPLEngineKeyWidth: button.width, MPLEngineKeyHeight: button.height, MPLEngineKeyTitle: button.title, MPLEngineKeyEnabled: button.isEnabled]
    }

    /// The buyer's address, for the Objective-C delegate.
    static func object(of address: PayPalAddress?) -> Object {
        guard let address else { return [:] }
        let fields: [(String, String?)] = [
            (MPLEngineKeyName, address.name), (MPLEngineKeyStreet1, address.street1), (MPLEngineKeyStreet2, address.street2),
            (MPLEngineKeyCity, address.city), (MPLEngineKeyState, address.state), (MPLEngineKeyPostalCode, address.postalcode),
            (MPLEngineKeyCountryCode, address.countrycode),
        ]
        return Dictionary(uniqueKeysWithValues: fields.compactMap { key, value in value.map { (key, $0 as Any) } })
    }

    /// `PayPalAmounts` as JSON.
    static func object(of amounts: PayPalAmounts?) -> Any {
        guard let amounts else { return NSNull() }
        var object: Object = [:]
        object[MPLEngineKeyCurrency] = amounts.currency
        object[MPLEngineKeyPaymentAmount] = amounts.payment_amount.map(text)
        object[MPLEngineKeyTax] = amounts.tax.map(text)
        object[MPLEngineKeyShipping] = amounts.shipping.map(text)
        return object
    }

    /// `PayPalAmounts` from JSON.
    static func amounts(_ object: Object) -> PayPalAmounts {
        let amounts = PayPalAmounts()
        amounts.currency = string(object[MPLEngineKeyCurrency])
        amounts.payment_amount = decimal(object[MPLEngineKeyPaymentAmount])
        amounts.tax = decimal(object[MPLEngineKeyTax])
        amounts.shipping = decimal(object[MPLEngineKeyShipping])
        return amounts
    }

    /// `PayPalReceiverAmounts` as JSON (a foreign entry becomes null).
    static func object(ofReceiverAmounts entry: Any) -> Any {
        guard let receiver = entry as? PayPalReceiverAmounts else { return NSNull() }
        var object: Object = [MPLEngineKeyAmounts: Self.object(of: receiver.amounts)]
        object[MPLEngineKeyRecipient] = receiver.recipient
        return object
    }

    /// `PayPalReceiverAmounts` from JSON (null stays a foreign entry, which the engine refuses as the Swift side would).
    static func receiverAmounts(_ entry: Any) -> Any {
        guard let object = entry as? Object else { return NSNull() }
        let receiver = PayPalReceiverAmounts()
        receiver.recipient = string(object[MPLEngineKeyRecipient])
        receiver.amounts = (object[MPLEngineKeyAmounts] as? Object).map(amounts)
        return receiver
    }

    /// A decimal (or any number, as `-descriptionWithLocale:nil` writes it in Objective-C) as text with the POSIX
    /// separator (never through `Double`).
    static func text(_ number: NSNumber) -> String {
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
