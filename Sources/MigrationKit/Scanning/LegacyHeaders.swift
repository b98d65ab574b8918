/// Recognises the legacy headers in `#import` targets.
enum LegacyHeaders {
    private static let headers: [(name: [UInt8], generations: Set<HeaderGeneration>)] =
        LegacyTypeFacts.legacyHeaders.map { (Array($0.name.utf8), $0.generations) }

    /// The legacy header an include target (`"PayPalPayment.h"`, `<PayPal/PayPalMEP.h>`) names, if any.
    static func header(named target: ArraySlice<UInt8>) -> (name: String, generations: Set<HeaderGeneration>)? {
        let inner = fileNameBytes(of: target)
        for header in headers where inner.elementsEqual(header.name) {
            return (String(decoding: header.name, as: UTF8.self), header.generations)
        }
        return nil
    }

    private static let payPalHeader = Array("PayPal.h".utf8)

    /// The headers `PayPalMPL` ships (`Sources/PayPalMPL/include`), as bytes for the scanner's hot path: every header
    /// of the library but H0's `PayPalMEP.h`; an app imports them as `#import "NAME.h"`.
    static let shippedNames: [[UInt8]] = VendoredHeaders.fileNames.subtracting(["PayPalMEP.h"]).sorted().map { Array($0.utf8) }

    /// Whether an include target names `PayPal.h` (the library's, or Mobile Express Checkout's of the same name).
    static func isPayPalHeader(_ target: ArraySlice<UInt8>) -> Bool {
        fileNameBytes(of: target).elementsEqual(payPalHeader)
    }

    /// The file name of an include target: `"Vendor/PayPal.h"` → `PayPal.h`.
    static func fileName(of target: ArraySlice<UInt8>) -> String {
        String(decoding: fileNameBytes(of: target), as: UTF8.self)
    }

    static func fileNameBytes(of target: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var inner = target
        if let first = inner.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "<") { inner = inner.dropFirst() }
        if let last = inner.last, last == UInt8(ascii: "\"") || last == UInt8(ascii: ">") { inner = inner.dropLast() }
        if let slash = inner.lastIndex(of: UInt8(ascii: "/")) { inner = inner[(slash + 1)...] }
        return inner
    }

    private static let successorHeader = Array("PayPalMobile.h".utf8)

    /// Whether an include target names the successor SDK 2.x's umbrella header, `PayPalMobile.h`.
    static func isSuccessorSDKHeader(_ target: ArraySlice<UInt8>) -> Bool {
        var inner = target
        if let last = inner.last, last == UInt8(ascii: "\"") || last == UInt8(ascii: ">") { inner = inner.dropLast() }
        return inner.count >= successorHeader.count && inner.suffix(successorHeader.count).elementsEqual(successorHeader)
    }
}
