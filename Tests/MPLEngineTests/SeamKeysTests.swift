import CMPLEngine
import Foundation
import LegacyMPL
import Testing

@testable import MPLEngine

/// The names of the fields that cross the Objective-C ↔ Swift seam (CMPLEngine's MPLEngineKeys.h): every key the
/// header declares is written and read back by the engine, and a key the engine drops fails a check that names it.
/// (Tests/ObjCTests checks the same fields from the Objective-C side, through `PayPal.payment`.)
@Suite("The seam's keys")
struct SeamKeysTests {
    typealias Object = [String: Any]

    /// Every `#define MPLEngineKey… "…"` of MPLEngineKeys.h: the macro's name and its spelling.
    static let headerKeys: [String: String] = {
        let header = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CMPLEngine/include/MPLEngineKeys.h")
        let text = (try? String(contentsOf: header, encoding: .utf8)) ?? ""
        var keys: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count == 3, words[0] == "#define", words[1].hasPrefix("MPLEngineKey") else { continue }
            keys[String(words[1])] = String(words[2].dropFirst().dropLast())
        }
        return keys
    }()

    /// The keys as Swift imports them, by the macro's name: a macro renamed or removed in the header fails to compile
    /// here; one added there is missing here (``everyHeaderKeyIsImportedAndChecked()``).
    static let importedKeys: [String: String] = [
        "MPLEngineKeyPaymentCurrency": MPLEngineKeyPaymentCurrency, "MPLEngineKeySubTotal": MPLEngineKeySubTotal,
        "MPLEngineKeyRecipient": MPLEngineKeyRecipient, "MPLEngineKeyPaymentType": MPLEngineKeyPaymentType,
        "MPLEngineKeyPaymentSubType": MPLEngineKeyPaymentSubType, "MPLEngineKeyInvoiceData": MPLEngineKeyInvoiceData,
        "MPLEngineKeyNote": MPLEngineKeyNote, "MPLEngineKeyCustomId": MPLEngineKeyCustomId,
        "MPLEngineKeyMerchantName": MPLEngineKeyMerchantName, "MPLEngineKeyIpnUrl": MPLEngineKeyIpnUrl,
        "MPLEngineKeyMemo": MPLEngineKeyMemo, "MPLEngineKeyReceiverPaymentDetails": MPLEngineKeyReceiverPaymentDetails,
        "MPLEngineKeyIsPrimary": MPLEngineKeyIsPrimary, "MPLEngineKeyTotalTax": MPLEngineKeyTotalTax,
        "MPLEngineKeyTotalShipping": MPLEngineKeyTotalShipping, "MPLEngineKeyInvoiceItems": MPLEngineKeyInvoiceItems,
        "MPLEngineKeyName": MPLEngineKeyName, "MPLEngineKeyItemId": MPLEngineKeyItemId, "MPLEngineKeyTotalPrice": MPLEngineKeyTotalPrice,
        "MPLEngineKeyItemPrice": MPLEngineKeyItemPrice, "MPLEngineKeyItemCount": MPLEngineKeyItemCount,
        "MPLEngineKeyAddress": MPLEngineKeyAddress, "MPLEngineKeyCurrency": MPLEngineKeyCurrency, "MPLEngineKeyAmount": MPLEngineKeyAmount,
        "MPLEngineKeyTax": MPLEngineKeyTax, "MPLEngineKeyShipping": MPLEngineKeyShipping,
        "MPLEngineKeyReceiverAmounts": MPLEngineKeyReceiverAmounts, "MPLEngineKeyPaymentAmount": MPLEngineKeyPaymentAmount,
        "MPLEngineKeyAmounts": MPLEngineKeyAmounts, "MPLEngineKeyStreet1": MPLEngineKeyStreet1, "MPLEngineKeyStreet2": MPLEngineKeyStreet2,
        "MPLEngineKeyCity": MPLEngineKeyCity, "MPLEngineKeyState": MPLEngineKeyState, "MPLEngineKeyPostalCode": MPLEngineKeyPostalCode,
        "MPLEngineKeyCountryCode": MPLEngineKeyCountryCode, "MPLEngineKeyWidth": MPLEngineKeyWidth, "MPLEngineKeyHeight": MPLEngineKeyHeight,
        "MPLEngineKeyTitle": MPLEngineKeyTitle, "MPLEngineKeyEnabled": MPLEngineKeyEnabled, "MPLEngineKeyApproved": MPLEngineKeyApproved,
        "MPLEngineKeySessionToken": MPLEngineKeySessionToken, "MPLEngineKeyCurrencyCode": MPLEngineKeyCurrencyCode,
        "MPLEngineKeyItemDesc": MPLEngineKeyItemDesc, "MPLEngineKeyRecipientEmail": MPLEngineKeyRecipientEmail,
        "MPLEngineKeyShippable": MPLEngineKeyShippable, "MPLEngineKeyRecipientPaysFee": MPLEngineKeyRecipientPaysFee,
        "MPLEngineKeyEnableDynamicAmountUpdate": MPLEngineKeyEnableDynamicAmountUpdate, "MPLEngineKeyEnvironment": MPLEngineKeyEnvironment,
    ]

    /// The keys the checks below found, by spelling.
    private final class Seen: @unchecked Sendable {
        var keys: Set<String> = []
    }

    /// Expects `key` in `object` with `value` (compared as JSON text, so 10 and "10" differ), and records it as checked.
    private static func expect(_ object: Object?, _ key: String, _ value: Any, _ place: String, _ seen: Seen, sourceLocation: SourceLocation = #_sourceLocation)
    {
        seen.keys.insert(key)
        let found = object?[key]
        #expect(found != nil, "\(place) lost the key \"\(key)\"", sourceLocation: sourceLocation)
        if let found {
            #expect(json(found) == json(value), "\(place): \"\(key)\" is \(json(found)), expected \(json(value))", sourceLocation: sourceLocation)
        }
    }

    private static func json(_ value: Any) -> String {
        CText.jsonText([value]) ?? "\(value)"
    }

    // The fully populated objects, as the Objective-C layer writes them (MPLCoding).
    static var item: Object {
        [
            MPLEngineKeyName: "Teddy Bear", MPLEngineKeyItemId: "TB-1", MPLEngineKeyTotalPrice: "10", MPLEngineKeyItemPrice: "5",
            MPLEngineKeyItemCount: "2",
        ]
    }
    static var invoice: Object { [MPLEngineKeyTotalTax: "0.8", MPLEngineKeyTotalShipping: "2", MPLEngineKeyInvoiceItems: [item]] }
    static var receiver: Object {
        [
            MPLEngineKeyRecipient: "merchant@example.com", MPLEngineKeySubTotal: "10", MPLEngineKeyIsPrimary: true,
            MPLEngineKeyPaymentType: Int(TYPE_SERVICE.rawValue), MPLEngineKeyPaymentSubType: Int(SUBTYPE_DONATIONS.rawValue),
            MPLEngineKeyInvoiceData: invoice, MPLEngineKeyNote: "A note", MPLEngineKeyCustomId: "custom-1",
            MPLEngineKeyMerchantName: "Receiver Merchant",
        ]
    }

    private static func checkInvoice(_ object: Object?, _ place: String, _ seen: Seen) {
        for (key, value) in invoice where key != MPLEngineKeyInvoiceItems { expect(object, key, value, place, seen) }
        seen.keys.insert(MPLEngineKeyInvoiceItems)
        let items = object?[MPLEngineKeyInvoiceItems] as? [Any]
        #expect(items?.count == 1, "\(place) lost the key \"\(MPLEngineKeyInvoiceItems)\"")
        for (key, value) in item { expect(items?.first as? Object, key, value, "\(place).\(MPLEngineKeyInvoiceItems)[0]", seen) }
    }

    private static func checkReceiver(_ object: Object?, _ expected: Object, _ place: String, _ seen: Seen) {
        for (key, value) in expected where key != MPLEngineKeyInvoiceData { expect(object, key, value, place, seen) }
        seen.keys.insert(MPLEngineKeyInvoiceData)
        checkInvoice(object?[MPLEngineKeyInvoiceData] as? Object, "\(place).\(MPLEngineKeyInvoiceData)", seen)
    }

    /// An advanced payment read from the Objective-C layer's JSON and written back for `PayPal.payment`: every key.
    private static func checkAdvancedPayment(_ seen: Seen) {
        let advanced: Object = [
            MPLEngineKeyPaymentCurrency: "EUR", MPLEngineKeyMerchantName: "Merchant", MPLEngineKeyIpnUrl: "https://example.com/ipn",
            MPLEngineKeyMemo: "A memo", MPLEngineKeyReceiverPaymentDetails: [receiver],
        ]
        let written = LegacyObjectCoding.object(of: LegacyObjectCoding.advancedPayment(advanced))
        for (key, value) in advanced where key != MPLEngineKeyReceiverPaymentDetails { expect(written, key, value, "advanced payment", seen) }
        seen.keys.insert(MPLEngineKeyReceiverPaymentDetails)
        let receivers = written[MPLEngineKeyReceiverPaymentDetails] as? [Any]
        #expect(receivers?.count == 1, "advanced payment lost the key \"\(MPLEngineKeyReceiverPaymentDetails)\"")
        checkReceiver(receivers?.first as? Object, receiver, "advanced payment.\(MPLEngineKeyReceiverPaymentDetails)[0]", seen)
    }

    /// A simple payment read from the Objective-C layer's JSON, wrapped by the engine (`PayPal.payment`) and written
    /// back: every key, where the wrapping puts it.
    private static func checkSimplePayment(_ seen: Seen) {
        var simple = receiver
        simple[MPLEngineKeyIsPrimary] = nil
        simple[MPLEngineKeyMerchantName] = "Merchant"
        simple[MPLEngineKeyPaymentCurrency] = "EUR"
        simple[MPLEngineKeyIpnUrl] = "https://example.com/ipn"
        simple[MPLEngineKeyMemo] = "A memo"
        let written = LegacyObjectCoding.object(of: PayPalAdvancedPayment(wrapping: LegacyObjectCoding.payment(simple)))
        let top: Set = [MPLEngineKeyPaymentCurrency, MPLEngineKeyMerchantName, MPLEngineKeyIpnUrl, MPLEngineKeyMemo]
        for key in top { expect(written, key, simple[key]!, "simple payment, wrapped", seen) }
        var expectedReceiver = simple.filter { !top.contains($0.key) || $0.key == MPLEngineKeyMerchantName }
        expectedReceiver[MPLEngineKeyIsPrimary] = false
        let receivers = written[MPLEngineKeyReceiverPaymentDetails] as? [Any]
        #expect(receivers?.count == 1, "the wrapped simple payment has one receiver: \(String(describing: receivers))")
        checkReceiver(receivers?.first as? Object, expectedReceiver, "simple payment, wrapped.\(MPLEngineKeyReceiverPaymentDetails)[0]", seen)
    }

    /// The dynamic-amounts requests the engine sends and the replies it reads.
    private static func checkDynamicAmounts(_ seen: Seen) {
        let address = PayPalAddress(
            name: "Ada", street1: "1 Main St", street2: "Apt 2", city: "San Jose", state: "CA", postalcode: "95131", countrycode: "US")
        let addressObject: Object = [
            MPLEngineKeyName: "Ada", MPLEngineKeyStreet1: "1 Main St", MPLEngineKeyStreet2: "Apt 2", MPLEngineKeyCity: "San Jose",
            MPLEngineKeyState: "CA", MPLEngineKeyPostalCode: "95131", MPLEngineKeyCountryCode: "US",
        ]
        let request = LegacyObjectCoding.adjustRequest(
            address: address, currency: "USD", amount: NSDecimalNumber(string: "10"), tax: NSDecimalNumber(string: "0.8"),
            shipping: NSDecimalNumber(string: "2"))
        for (key, value) in [MPLEngineKeyCurrency: "USD", MPLEngineKeyAmount: "10", MPLEngineKeyTax: "0.8", MPLEngineKeyShipping: "2"] {
            expect(request, key, value, "adjustAmounts request", seen)
        }
        seen.keys.insert(MPLEngineKeyAddress)
        for (key, value) in addressObject { expect(request[MPLEngineKeyAddress] as? Object, key, value, "adjustAmounts request.address", seen) }

        let amounts: Object = [MPLEngineKeyCurrency: "USD", MPLEngineKeyPaymentAmount: "10", MPLEngineKeyTax: "0.8", MPLEngineKeyShipping: "2"]
        let amountsBack = LegacyObjectCoding.object(of: LegacyObjectCoding.amounts(amounts)) as? Object
        for (key, value) in amounts { expect(amountsBack, key, value, "PayPalAmounts", seen) }

        let receiverAmounts: Object = [MPLEngineKeyRecipient: "merchant@example.com", MPLEngineKeyAmounts: amounts]
        let receiverBack = LegacyObjectCoding.object(ofReceiverAmounts: LegacyObjectCoding.receiverAmounts(receiverAmounts)) as? Object
        expect(receiverBack, MPLEngineKeyRecipient, "merchant@example.com", "PayPalReceiverAmounts", seen)
        seen.keys.insert(MPLEngineKeyAmounts)
        for (key, value) in amounts { expect(receiverBack?[MPLEngineKeyAmounts] as? Object, key, value, "PayPalReceiverAmounts.amounts", seen) }

        let advancedRequest = LegacyObjectCoding.adjustAdvancedRequest(
            address: address, currency: "USD", receiverAmounts: NSMutableArray(array: [LegacyObjectCoding.receiverAmounts(receiverAmounts)]))
        expect(advancedRequest, MPLEngineKeyCurrency, "USD", "adjustAmountsAdvanced request", seen)
        expect(advancedRequest, MPLEngineKeyAddress, addressObject, "adjustAmountsAdvanced request", seen)
        expect(advancedRequest, MPLEngineKeyReceiverAmounts, [receiverAmounts], "adjustAmountsAdvanced request", seen)
    }

    /// The pay button, the preapproval details and `PayPalContext`'s dictionary.
    private static func checkButtonDetailsAndContext(_ seen: Seen) {
        let button = PayButtonDescriptor(buttonType: BUTTON_278x43, lang: "en_US", isEnabled: true, actionName: "payWithPayPal")!
        let buttonObject = LegacyObjectCoding.object(of: button)
        for (key, value) in [MPLEngineKeyWidth: 278, MPLEngineKeyHeight: 43, MPLEngineKeyEnabled: true, MPLEngineKeyTitle: button.title] as Object {
            expect(buttonObject, key, value, "pay button", seen)
        }

        let details = PayPalPreapprovalDetails()
        details.merchantName = "Merchant"
        details.approved = true
        let detailsObject = LegacyObjectCoding.object(of: details)
        expect(detailsObject, MPLEngineKeyMerchantName, "Merchant", "preapproval details", seen)
        expect(detailsObject, MPLEngineKeyApproved, true, "preapproval details", seen)

        let strings: Object = [
            MPLEngineKeySessionToken: "ORDER-1", MPLEngineKeyAmount: "10.00", MPLEngineKeyTax: "0.80", MPLEngineKeyShipping: "2.00",
            MPLEngineKeyCurrencyCode: "USD", MPLEngineKeyItemDesc: "Teddy Bear", MPLEngineKeyRecipientEmail: "merchant@example.com",
            MPLEngineKeyMerchantName: "Merchant",
        ]
        var contextObject = strings
        for key in [MPLEngineKeyShippable, MPLEngineKeyRecipientPaysFee, MPLEngineKeyEnableDynamicAmountUpdate] { contextObject[key] = true }
        contextObject[MPLEngineKeyEnvironment] = Int(ENV_NONE.rawValue)
        let context = PayPalContext()
        #expect(context.deserialize(contextObject), "PayPalContext reads a dictionary with every key")
        let serialized = (context.serialize() ?? [:]).reduce(into: Object()) { result, entry in
            if let key = entry.key as? String { result[key] = entry.value }
        }
        for (key, value) in contextObject { expect(serialized, key, value, "PayPalContext", seen) }
    }

    @Test("every key of MPLEngineKeys.h is imported by Swift with the header's spelling, and written and read back by the engine")
    func everyHeaderKeyIsImportedAndChecked() {
        #expect(!Self.headerKeys.isEmpty, "MPLEngineKeys.h was read")
        for (name, spelling) in Self.headerKeys {
            #expect(Self.importedKeys[name] == spelling, "\(name) (\"\(spelling)\") is not checked here, or Swift imports it otherwise")
        }
        for name in Self.importedKeys.keys where Self.headerKeys[name] == nil {
            Issue.record("\(name) is no longer in MPLEngineKeys.h")
        }
        let spellings = Array(Self.headerKeys.values)
        #expect(Set(spellings).count == spellings.count, "one macro per key: \(spellings.sorted())")

        let seen = Seen()
        Self.checkAdvancedPayment(seen)
        Self.checkSimplePayment(seen)
        Self.checkDynamicAmounts(seen)
        Self.checkButtonDetailsAndContext(seen)
        for (name, spelling) in Self.headerKeys where !seen.keys.contains(spelling) {
            Issue.record("\(name) (\"\(spelling)\") crosses the seam but no round trip here checks it")
        }
    }
}
