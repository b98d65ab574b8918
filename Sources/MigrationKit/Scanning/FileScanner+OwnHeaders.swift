/// The app's own `PayPal.h`: a header of that name whose code names nothing of the library is the app's (a cocos2d-x
/// app's C++ `class PayPal { … }`). The project scan decides it from each `PayPal.h` (``namesTheLibrary()``) and then
/// scans the files including one knowing it (``OwnHeaders``): there the include is no import of the library, and
/// `PayPal` is the app's own type, as a C++ class declared in the file itself is (``ownTypes(in:index:language:)``).
extension FileScanner {
    /// Whether the file is one of the app's own headers (at `path`) or includes one, and names nothing of the library
    /// itself (``namesTheLibraryDistinctively(_:index:)``, no legacy type or constant): then `PayPal` is the app's class.
    static func usesOwnHeader(_ source: LexedSource, index: ScanIndex, ownHeaders: OwnHeaders, path: String, hasLegacyEvidence: Bool) -> Bool {
        if ownHeaders.isEmpty || hasLegacyEvidence { return false }
        var includesOne = ownHeaders.contains(path: path)
        let tokens = source.tokens
        for known in source.knownTokens where !includesOne {
            let position = Int(known)
            guard tokens[position].kind == .includeTarget, position > 0, tokens[position - 1].kind == .directive else { continue }
            let target = source.text(of: tokens[position])
            includesOne = LegacyHeaders.isPayPalHeader(target) && ownHeaders.names(target)
        }
        return includesOne && !namesTheLibraryDistinctively(source, index: index)
    }

    /// Whether the file names the library beyond the class name `PayPal`, which an app's own class may have: a legacy
    /// type, protocol, enum or constant that counts as evidence (`PayPalPayment`, `PayPalPaymentDelegate`, `ENV_SANDBOX`),
    /// a legacy header or `import LegacyMPL` (``hasLegacyEvidence``), an include of a `PayPal.h`, or what
    /// ``namesTheLibraryDistinctively(_:index:)`` looks for. Its comments and strings do not count. Run after ``run()``.
    func namesTheLibrary() -> Bool {
        hasLegacyEvidence || includesPayPalHeader || Self.namesTheLibraryDistinctively(source, index: index)
    }

    /// Whether the file's code has a member only the library or Mobile Express Checkout has (`getPayPalInst`,
    /// `checkoutWithPayment:`, `fetchDeviceReferenceTokenWithAppID:`), an Objective-C `@interface`, `@implementation`,
    /// `@class` or `@protocol` of `PayPal`, or `PayPalMPL` (`@import PayPalMPL`).
    static func namesTheLibraryDistinctively(_ source: LexedSource, index: ScanIndex) -> Bool {
        let tokens = source.tokens
        let keywords = index.keywords
        let objectiveCDeclarers: Set<Int32> = [keywords.interface, keywords.implementation, keywords.classWord, keywords.protocolWord]
        for known in source.knownTokens {
            let position = Int(known)
            let token = tokens[position]
            guard token.kind == .identifier, token.symbol >= 0 else { continue }
            if index.symbol(token.symbol, is: SymbolFlag.distinctiveMember | SymbolFlag.expressCheckout) || token.symbol == keywords.podModule {
                return true
            }
            if token.symbol == keywords.payPal, position >= 2, tokens[position - 2].isPunctuation(UInt8(ascii: "@")),
                tokens[position - 1].kind == .identifier, objectiveCDeclarers.contains(tokens[position - 1].symbol)
            {
                return true
            }
        }
        return false
    }
}
