/// A part of the catalog with its own documentation page (`Migration/rules/<page>.md`).
public struct RuleArea: Sendable, Hashable {
    /// The rule-id prefix of the area's rules (`mpl.paypal.`).
    public let prefix: String
    /// The page's file name, without `.md`.
    public let page: String
    /// The page's title.
    public let title: String
    /// One sentence on what the area covers.
    public let summary: String

    /// The areas, in documentation order; a rule belongs to the first whose prefix its id starts with.
    public static let all: [RuleArea] = [
        RuleArea(
            prefix: "mpl.paypal.", page: "paypal", title: "The PayPal class",
            summary: "`PayPal` (PayPal.h): initialization, the singleton, the pay button, checkout and preapproval, and its properties."),
        RuleArea(
            prefix: "mpl.delegate.", page: "delegate", title: "PayPalPaymentDelegate",
            summary: "The callbacks an app implements, deprecated variants included."),
        RuleArea(
            prefix: "mpl.payment.", page: "payment", title: "PayPalPayment",
            summary: "A simple payment (one recipient)."),
        RuleArea(
            prefix: "mpl.advanced-payment.", page: "advanced-payment", title: "PayPalAdvancedPayment",
            summary: "Parallel and chained payments."),
        RuleArea(
            prefix: "mpl.receiver.", page: "receiver", title: "PPReceiverPaymentDetails / PayPalReceiverPaymentDetails",
            summary: "A receiver of an advanced payment (renamed in H2)."),
        RuleArea(
            prefix: "mpl.invoice-", page: "invoice", title: "PayPalInvoiceData and PayPalInvoiceItem",
            summary: "Tax, shipping and items."),
        RuleArea(
            prefix: "mpl.address.", page: "address", title: "PayPalAddress",
            summary: "The buyer's shipping address given to dynamic-amount delegates."),
        RuleArea(
            prefix: "mpl.amounts.", page: "amounts", title: "PayPalAmounts",
            summary: "Adjusted amounts returned by dynamic-amount delegates."),
        RuleArea(
            prefix: "mpl.receiver-amounts.", page: "receiver-amounts", title: "PayPalReceiverAmounts",
            summary: "Adjusted amounts per receiver."),
        RuleArea(
            prefix: "mpl.context.", page: "context", title: "PayPalContext",
            summary: "An in-flight payment kept across restarts (H1)."),
        RuleArea(
            prefix: "mpl.preapproval.", page: "preapproval", title: "PayPalPreapprovalDetails",
            summary: "The terms of a preapproval."),
        RuleArea(
            prefix: "mpl.enum.", page: "enums", title: "Enums",
            summary: "The C enums of PayPal.h and PayPalPreapprovalDetails.h, one rule per enum."),
        RuleArea(
            prefix: "mpl.h0.", page: "h0", title: "H0 (PayPalMEP.h, 2009)",
            summary: "The first generation's elements, which LegacyMPL does not declare."),
        RuleArea(
            prefix: "mpl.import.", page: "imports", title: "Imports",
            summary: "`#import`, `#include` and `@import` of the legacy headers in Objective-C and C/C++ sources."),
        RuleArea(
            prefix: "mpl.project.", page: "project-files", title: "Project files",
            summary:
                "The static library, the pod, vendored headers, bridging headers (by name, or named by `SWIFT_OBJC_BRIDGING_HEADER` in a `project.pbxproj` or `.xcconfig`) and Cordova `plugin.xml` files."
        ),
        RuleArea(
            prefix: "mpl.android.library.", page: "android-library", title: "Android: the PayPal class",
            summary: "`com.paypal.android.MEP`: the package import, `PayPal`, its static and instance methods, and its constants."),
        RuleArea(
            prefix: "mpl.android.checkout.", page: "android-checkout", title: "Android: checkout and results",
            summary: "`PayPalActivity` and its extras, `CheckoutButton`, and the `PayPalResultDelegate` and `PaymentAdjuster` an app implements."),
        RuleArea(
            prefix: "mpl.android.values.", page: "android-values", title: "Android: value classes",
            summary:
                "`PayPalPayment`, `PayPalAdvancedPayment`, `PayPalReceiverDetails`, invoices, `PayPalPreapproval`, `MEPAddress`, `MEPAmounts`, `MEPReceiverAmounts`."
        ),
        RuleArea(
            prefix: "mpl.android.project.", page: "android-project-files", title: "Android: project files",
            summary: "`PayPal_MPL.jar`, a Gradle, Eclipse or Cordova `plugin.xml` dependency on it, and `PayPalActivity` in the manifest."),
    ]

    /// The area of `rule`, if any.
    public static func of(_ rule: Rule) -> RuleArea? {
        all.first { rule.id.hasPrefix($0.prefix) }
    }
}
