/// The mechanical change that replaces a rule's finding when it keeps the app's behaviour under LegacyMPL: what
/// `mpl-migrate fix` applies, and what the reports offer as a fix. A rule without one stays a finding to act on.
public enum RuleFix: Sendable, Hashable {
    /// Each legacy name of the finding becomes its successor (keys → values): a type, property or constant that
    /// a later header generation renamed (`PAYPAL_ENVIRONMENT` → `PayPalEnvironment`, `HARD_GOODS` → `TYPE_GOODS`).
    case rename([String: String])
    /// An `#import`/`#include` of a legacy header becomes `#import "NAME.h"` of the header `PayPalMPL` ships under
    /// that name, or of `PayPal.h` for the 2009 headers it does not ship (`"PayPalMEP.h"`, `<Lib/PayPal.h>`).
    case shippedHeader
    /// A Swift call spelled with the Swift 2 name becomes the Swift 3+ name LegacyMPL also declares: the base name
    /// and the argument labels (`checkoutWithPayment(p)` → `checkout(with: p)`). Keys and values are full names.
    case swiftName([String: String])
    /// An Objective-C method implementation gains a trailing parameter, its name and text given
    /// (`adjustAmountsForAddress:…andShipping:` gains `andErrorCode:(PayPalAmountErrorCode *)errorCode`); not
    /// offered when the file already implements the resulting method.
    case appendParameter(keyword: String, text: String)

    /// What the fix does, in one line, for docs and summaries.
    public var summary: String {
        switch self {
        case .rename(let names):
            names.sorted { $0.key < $1.key }.map { "`\($0.key)` → `\($0.value)`" }.joined(separator: ", ")
        case .shippedHeader:
            "the import names the header `PayPalMPL` ships (`#import \"PayPal.h\"`)"
        case .swiftName(let names):
            names.sorted { $0.key < $1.key }.map { "`\($0.key)` → `\($0.value)`" }.joined(separator: ", ")
        case .appendParameter(_, let text):
            "the method gains `\(text)`"
        }
    }
}

/// A rule's fix shown and tested: `before` is scanned and fixed, and must become `after`.
public struct FixExample: Sendable, Hashable {
    /// The language of both snippets.
    public let language: SourceLanguage
    /// Code with findings of the rule.
    public let before: String
    /// The same code after `mpl-migrate fix`.
    public let after: String

    /// Creates an example.
    public init(_ language: SourceLanguage, _ before: String, _ after: String) {
        self.language = language
        self.before = before
        self.after = after
    }
}
