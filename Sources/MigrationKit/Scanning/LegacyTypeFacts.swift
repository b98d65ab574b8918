/// What the scanner needs to know about the legacy classes' types, beyond the catalog: the class a property
/// or class method returns, renamed classes, and the Mobile Express Checkout names that share the `PayPal` class.
enum LegacyTypeFacts {
    /// The legacy classes whose instances the scanner follows.
    static let classes = [
        "PayPal", "PayPalPayment", "PayPalAdvancedPayment", "PayPalReceiverPaymentDetails", "PayPalInvoiceData",
        "PayPalInvoiceItem", "PayPalAddress", "PayPalAmounts", "PayPalReceiverAmounts", "PayPalContext",
        "PayPalPreapprovalDetails", "PayPalMEPPayment", "MEPAmounts", "MEPAddress",
    ]

    /// Classes known under another name in another generation: H1's `PPReceiverPaymentDetails` is H2's
    /// `PayPalReceiverPaymentDetails` (same properties).
    static let aliases = ["PPReceiverPaymentDetails": "PayPalReceiverPaymentDetails"]

    /// Members whose value is an instance of a legacy class: (class, member, result class).
    static let results: [(owner: String, member: String, result: String)] = [
        ("PayPal", "getPayPalInst", "PayPal"), ("PayPal", "getInstance", "PayPal"),
        ("PayPal", "initializeWithAppID", "PayPal"), ("PayPal", "initialize", "PayPal"),
        ("PayPal", "payment", "PayPalAdvancedPayment"), ("PayPal", "preapprovalDetails", "PayPalPreapprovalDetails"),
        ("PayPal", "payPalContext", "PayPalContext"),
        ("PayPalPayment", "invoiceData", "PayPalInvoiceData"),
        ("PayPalReceiverPaymentDetails", "invoiceData", "PayPalInvoiceData"),
        ("PayPalAdvancedPayment", "singleReceiver", "PayPalReceiverPaymentDetails"),
        ("PayPalReceiverAmounts", "amounts", "PayPalAmounts"),
    ]

    /// Rules whose element Mobile Express Checkout shares (its `PayPal` class and accessor): a use that only
    /// serves MECL calls reports nothing.
    static let sharedWithExpressCheckout: Set<String> = [
        "mpl.paypal.class", "mpl.paypal.get-paypal-inst", "mpl.paypal.get-instance",
    ]

    /// Names only the successor PayPal iOS SDK 2.x declares. That SDK reuses the names `PayPalPayment` and
    /// `PayPalPaymentDelegate` (an app cannot link both libraries), so in a file using it those are its own.
    static let successorSDKNames = [
        "PayPalMobile", "PayPalPaymentViewController", "PayPalConfiguration", "PayPalFuturePaymentViewController",
        "PayPalProfileSharingViewController", "PayPalItem", "PayPalPaymentDetails", "PayPalShippingAddress",
    ]

    /// The rule-id prefixes of the elements whose names the successor SDK reuses.
    static let successorSDKSharedRulePrefixes = ["mpl.payment.", "mpl.delegate."]

    /// The first name piece of Mobile Express Checkout messages (Objective-C and Swift).
    static let expressCheckoutMembers = ["fetchDeviceReferenceTokenWithAppID", "fetchDeviceReferenceToken"]

    /// The first name pieces of the library's members that no other code is likely to declare: a header declaring or
    /// calling one is the library's, not an app's own `PayPal.h` (`getInstance`, `paymentCanceled` are too common).
    static let distinctiveMembers = [
        "getPayPalInst", "initializeWithAppID", "initializationStatus", "checkoutWithPayment", "advancedCheckoutWithPayment",
        "preapprovalWithKey", "getPayButtonWithTarget", "paymentSuccessWithKey", "paymentFailedWithCorrelationID", "paymentLibraryExit",
        "adjustAmountsForAddress", "adjustAmountsAdvancedForAddress",
    ]

    /// Objective-C messages that return an instance of their receiver's class.
    static let instanceMakers = ["alloc", "new", "init", "copy", "retain", "autorelease", "mutableCopy"]

    /// Enum constants declared by fewer generations than their enum: `AMOUNT_CANCEL_TXN` is H2 only.
    static let constantGenerations: [String: Set<HeaderGeneration>] = ["AMOUNT_CANCEL_TXN": [.h2]]

    /// Header files whose import shows the legacy library (`PayPal.h` alone does not: MECL has one too).
    static let legacyHeaders: [(name: String, generations: Set<HeaderGeneration>)] = [
        ("PayPalMEP.h", [.h0]), ("PPReceiverPaymentDetails.h", [.h1]), ("PayPalReceiverPaymentDetails.h", [.h2]),
        ("PayPalPayment.h", [.h1, .h2]), ("PayPalAdvancedPayment.h", [.h1, .h2]), ("PayPalInvoiceData.h", [.h1, .h2]),
        ("PayPalInvoiceItem.h", [.h1, .h2]), ("PayPalAddress.h", [.h1, .h2]), ("PayPalAmounts.h", [.h1, .h2]),
        ("PayPalReceiverAmounts.h", [.h1, .h2]), ("PayPalContext.h", [.h1, .h2]),
        ("PayPalPreapprovalDetails.h", [.h1, .h2]),
    ]
}
