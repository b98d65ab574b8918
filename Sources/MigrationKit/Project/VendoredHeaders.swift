/// What the project scan knows about the legacy library's header files.
enum VendoredHeaders {
    /// The file names of the headers the library shipped (H0, H1 and H2).
    static let fileNames: Set<String> = [
        "PayPal.h", "PayPalMEP.h", "PayPalPayment.h", "PayPalAdvancedPayment.h", "PayPalAmounts.h", "PayPalAddress.h",
        "PayPalContext.h", "PayPalInvoiceData.h", "PayPalInvoiceItem.h", "PayPalPreapprovalDetails.h",
        "PayPalReceiverAmounts.h", "PayPalReceiverPaymentDetails.h", "PPReceiverPaymentDetails.h",
    ]

    /// The names whose `@interface`/`@protocol` declaration makes a header a copy of the library's, whatever its file name.
    static let declaredNames: [String] = [
        "PayPal", "PayPalPaymentDelegate", "PayPalMEPDelegate", "PayPalPayment", "PayPalAdvancedPayment",
        "PayPalAmounts", "PayPalAddress", "PayPalContext", "PayPalInvoiceData", "PayPalInvoiceItem",
        "PayPalPreapprovalDetails", "PayPalReceiverAmounts", "PayPalReceiverPaymentDetails", "PPReceiverPaymentDetails",
        "PayPalMEPPayment", "MEPAmounts", "MEPAddress",
    ]

    /// A selector only Mobile Express Checkout declares: a header declaring it is MECL's, not the MPL's.
    static let expressCheckoutMarker = "fetchDeviceReferenceTokenWithAppID"

    /// Whether the header's bytes declare a legacy class or protocol (not a forward declaration, not a category),
    /// and are not the Mobile Express Checkout header.
    static func declaresLegacyAPI(_ bytes: [UInt8]) -> Bool {
        if !bytes.offsets(of: expressCheckoutMarker).isEmpty { return false }
        for keyword in ["@interface", "@protocol"] {
            for offset in bytes.offsets(of: keyword) where isLegacyDeclaration(bytes, after: offset + keyword.utf8.count) {
                return true
            }
        }
        return false
    }

    /// The generation a vendored header belongs to, from the declarations that changed between generations.
    static func generation(of bytes: [UInt8], fileName: String) -> HeaderGeneration? {
        if fileName == "PayPalMEP.h" || contains(bytes, "PayPalMEPDelegate") || contains(bytes, "PAYPAL_ENVIRONMENT") {
            return .h0
        }
        if ["getPayPalInst", "responseMessage", "AMOUNT_CANCEL_TXN", "PayPalReceiverPaymentDetails"].contains(where: { contains(bytes, $0) }) {
            return .h2
        }
        if ["getInstance", "PPReceiverPaymentDetails", "payPalContext"].contains(where: { contains(bytes, $0) }) {
            return .h1
        }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        !bytes.offsets(of: text).isEmpty
    }

    private static func isLegacyDeclaration(_ bytes: [UInt8], after start: Int) -> Bool {
        var index = start
        guard index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 else { return false }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        var end = index
        while end < bytes.count, bytes[end].isCIdentifierByte { end += 1 }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        guard declaredNames.contains(name) else { return false }
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard end < bytes.count else { return true }
        // `@class`-style forward declarations (`@protocol X;`, `@protocol X, Y;`) and categories (`@interface X (Extras)`) are not copies.
        return ![UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "(")].contains(bytes[end])
    }
}

extension UInt8 {
    /// Whether the byte can be part of a C identifier.
    var isCIdentifierByte: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == 0x5F
    }
}
