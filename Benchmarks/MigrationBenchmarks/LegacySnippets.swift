/// The lines the generator sprinkles through app code (Objective-C, Swift, Java, Kotlin): legacy uses, each with the
/// findings it must produce, and decoys (the same names in comments and strings, the app's own same-named methods,
/// `getInstance()` of another class) that must produce none.
enum LegacySnippets {
    /// A finding a planted use must produce: the rule, and the text whose first occurrence starts the finding.
    struct Expectation {
        let rule: String
        let anchor: String
    }

    /// One planted line of legacy code and the findings it must produce.
    struct Use {
        let line: String
        let expectations: [Expectation]

        init(_ line: String, _ expectations: [(rule: String, anchor: String)]) {
            self.line = line
            self.expectations = expectations.map { Expectation(rule: $0.rule, anchor: $0.anchor) }
        }

        /// The 1-based byte column of each expected finding.
        var expectedFindings: [(rule: String, column: Int)] {
            expectations.map { expectation in
                guard let range = line.range(of: expectation.anchor) else {
                    fatalError("anchor \(expectation.anchor) is not in \(line)")
                }
                return (expectation.rule, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
    }

    /// The rule of every Objective-C file's `#import "PayPal.h"`.
    static let importRule = "mpl.import.legacy-header"

    /// The rule of every Java and Kotlin file's two `import com.paypal.android.MEP.…` lines.
    static let androidImportRule = "mpl.android.library.import"

    /// Every rule a planted use expects (checked against the catalog before the run).
    static var expectedRules: Set<String> {
        Set(SourceKind.allCases.flatMap(\.uses).flatMap { $0.expectations.map(\.rule) } + [importRule, androidImportRule])
    }

    static let objectiveCUses: [Use] = [
        Use(
            "    [[PayPal getPayPalInst] checkoutWithPayment:self.payment];",
            [
                ("mpl.paypal.checkout-with-payment", "[[PayPal"), ("mpl.paypal.get-paypal-inst", "[PayPal getPayPalInst]"),
            ]),
        Use(
            "    [PayPal getPayPalInst].shippingEnabled = TRUE;",
            [
                ("mpl.paypal.get-paypal-inst", "[PayPal getPayPalInst]"), ("mpl.paypal.shipping-enabled", "shippingEnabled"),
            ]),
        Use(
            "    [PayPal initializeWithAppID:@\"APP-80W284485P519543T\" forEnvironment:ENV_SANDBOX];",
            [
                ("mpl.paypal.initialize-with-app-id-for-environment", "[PayPal initializeWithAppID"), ("mpl.enum.environment", "ENV_SANDBOX"),
            ]),
        Use(
            "    PayPalPayment *payment = [[[PayPalPayment alloc] init] autorelease];",
            [
                ("mpl.payment.class", "PayPalPayment")
            ]),
    ]

    static let swiftUses: [Use] = [
        Use(
            "        PayPal.getPayPalInst().checkoutWithPayment(payment)",
            [
                ("mpl.paypal.get-paypal-inst", "getPayPalInst()"), ("mpl.paypal.checkout-with-payment", "checkoutWithPayment("),
            ]),
        Use(
            "        PayPal.getPayPalInst().checkout(with: payment)",
            [
                ("mpl.paypal.get-paypal-inst", "getPayPalInst()"), ("mpl.paypal.checkout-with-payment", "checkout(with:"),
            ]),
        Use(
            "        PayPal.getPayPalInst().shippingEnabled = true",
            [
                ("mpl.paypal.get-paypal-inst", "getPayPalInst()"), ("mpl.paypal.shipping-enabled", "shippingEnabled"),
            ]),
        Use(
            "        PayPal.initialize(withAppID: \"APP-80W284485P519543T\", forEnvironment: ENV_SANDBOX)",
            [
                ("mpl.paypal.initialize-with-app-id-for-environment", "initialize(withAppID"), ("mpl.enum.environment", "ENV_SANDBOX"),
            ]),
        Use("        let payment = PayPalPayment()", [("mpl.payment.class", "PayPalPayment")]),
    ]

    static let objectiveCDecoys: [[String]] = [
        ["    // was: [[PayPal getPayPalInst] checkoutWithPayment:payment];"],
        ["    NSLog(@\"checkoutWithPayment: is done by PayPal on the server now\");"],
        ["    [cart checkoutWithPayment:self.order];"],
        ["    /* ENV_SANDBOX and PayPalPayment were the 2011 names */"],
    ]

    static let swiftDecoys: [[String]] = [
        ["        // was: PayPal.getPayPalInst().checkout(with: payment)"],
        ["        print(\"PayPal.initialize(withAppID:) is gone; ENV_SANDBOX too\")"],
        ["        cart.checkoutWithPayment(order)"],
        ["        let note = \"\"\"", "            PayPalPayment moved to the server", "            \"\"\""],
    ]

    static let javaUses: [Use] = [
        Use(
            "        PayPal.getInstance().checkout(payment, this);",
            [
                ("mpl.android.library.get-instance", "getInstance"), ("mpl.android.library.checkout", "checkout("),
            ]),
        Use(
            "        PayPal.getInstance().setShippingEnabled(true);",
            [
                ("mpl.android.library.get-instance", "getInstance"), ("mpl.android.library.shipping-enabled", "setShippingEnabled"),
            ]),
        Use(
            "        PayPal.initWithAppID(this, \"APP-80W284485P519543T\", PayPal.ENV_SANDBOX);",
            [
                ("mpl.android.library.init-with-app-id", "initWithAppID"), ("mpl.android.library.env", "ENV_SANDBOX"),
            ]),
        Use("        PayPalPayment payment = new PayPalPayment();", [("mpl.android.values.payment", "PayPalPayment")]),
    ]

    static let kotlinUses: [Use] = [
        Use(
            "        PayPal.getInstance().checkout(payment, this)",
            [
                ("mpl.android.library.get-instance", "getInstance"), ("mpl.android.library.checkout", "checkout("),
            ]),
        Use(
            "        PayPal.getInstance().shippingEnabled = true",
            [
                ("mpl.android.library.get-instance", "getInstance"), ("mpl.android.library.shipping-enabled", "shippingEnabled"),
            ]),
        Use(
            "        PayPal.initWithAppID(this, \"APP-80W284485P519543T\", PayPal.ENV_SANDBOX)",
            [
                ("mpl.android.library.init-with-app-id", "initWithAppID"), ("mpl.android.library.env", "ENV_SANDBOX"),
            ]),
        Use("        val payment = PayPalPayment()", [("mpl.android.values.payment", "PayPalPayment")]),
    ]

    static let javaDecoys: [[String]] = [
        ["        // was: PayPal.getInstance().checkout(payment, this);"],
        ["        Log.d(\"Shop\", \"PayPal.getInstance() is gone; ENV_SANDBOX too\");"],
        ["        cart.checkout(order, this);"],
        ["        long now = Calendar.getInstance().getTimeInMillis();"],
    ]

    static let kotlinDecoys: [[String]] = [
        ["        // was: PayPal.getInstance().checkout(payment, this)"],
        ["        Log.d(\"Shop\", \"PayPal.getInstance() is gone: ${cart.size} ENV_SANDBOX\")"],
        ["        cart.checkout(order, this)"],
        ["        val note = \"\"\"", "            PayPalPayment moved to the server", "            \"\"\""],
    ]
}
