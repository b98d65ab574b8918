import MigrationKit
import Testing

/// The catalog covers every element of ../shared/reference/mpl-api-surface.md sections 1–4 (the expected list
/// below is written from that file, so a missing rule fails) with unique, stable ids.
@Suite("Catalog coverage")
struct CatalogCoverageTests {
    static let catalog = RuleCatalog.standard

    /// Section 1: the enums (H0's typedef names and value sets included).
    static let enums = [
        "PayPalPaymentStatus", "PayPalEnvironment", "PayPalButtonType", "PayPalButtonText", "PayPalFeePayer",
        "PayPalFailureType", "PayPalPaymentType", "PayPalPaymentSubType", "PayPalAmountErrorCode",
        "PayPalInitializationStatus", "PayPalDayOfWeek", "PayPalPaymentPeriod", "PAYPAL_RESPONSE",
        "PAYPAL_ENVIRONMENT", "PAYPAL_FAILURE", "PayPalButtonType (H0 sizes)", "PayPalPaymentType (H0 values)",
    ]

    /// Section 2: the delegate protocols and methods.
    static let delegate = [
        "PayPalPaymentDelegate",
        "-[PayPalPaymentDelegate paymentSuccessWithKey:andStatus:]",
        "-[PayPalPaymentDelegate paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:]",
        "-[PayPalPaymentDelegate paymentFailedWithCorrelationID:]",
        "-[PayPalPaymentDelegate paymentCanceled]",
        "-[PayPalPaymentDelegate paymentLibraryExit]",
        "-[PayPalPaymentDelegate adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode:]",
        "-[PayPalPaymentDelegate adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:andErrorCode:]",
        "-[PayPalPaymentDelegate adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:]",
        "-[PayPalPaymentDelegate adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:]",
        "PayPalMEPDelegate",
        "-[PayPalMEPDelegate paymentSuccess:]", "-[PayPalMEPDelegate paymentCanceled]",
        "-[PayPalMEPDelegate paymentFailed:]", "-[PayPalMEPDelegate AdjustAmounts:Currency:Amount:Tax:Shipping:]",
    ]

    /// Section 3: the `PayPal` class (H1/H2, then H0).
    static let payPal = [
        "PayPal",
        "+[PayPal getInstance]", "+[PayPal getPayPalInst]", "+[PayPal initializeWithAppID:]",
        "+[PayPal initializeWithAppID:forEnvironment:]", "+[PayPal initializationStatus]", "+[PayPal buildVersion]",
        "-[PayPal getPayButtonWithTarget:andAction:andButtonType:andButtonText:]",
        "-[PayPal getPayButtonWithTarget:andAction:andButtonType:]", "-[PayPal checkoutWithPayment:]",
        "-[PayPal advancedCheckoutWithPayment:]", "-[PayPal preapprovalWithKey:andMerchantName:]",
    ] + [
        "delegate", "paymentsEnabled", "shippingEnabled", "dynamicAmountUpdateEnabled", "appID", "lang", "environment",
        "buttonText", "feePayer", "payPalContext", "payment", "preapprovalDetails", "payButtons", "responseMessage",
        // H0
        "paypalButtons", "amount", "tax", "shipping", "currencyCode", "itemDesc", "recipientEmail", "senderEmail",
        "merchantName", "errorMessage", "shippable", "recipientPaysFee", "dynamicAmountUpdate", "totalAmount",
        "paymentType", "initialized",
    ].map { "PayPal.\($0)" } + [
        "-[PayPal getPayButton:buttonType:startCheckOut:PaymentType:withLeft:withTop:]", "-[PayPal Checkout:]",
        "-[PayPal paymentFinished:]", "-[PayPal finishPayment]", "-[PayPal setDefaults]", "-[PayPal EnableShipping]",
        "-[PayPal DisableShipping]", "-[PayPal SetSenderEmailorPhone:]", "-[PayPal feePaidByReceiver]",
        "-[PayPal enableDynamicAmountUpdate]", "-[PayPal GetEnvironment]", "-[PayPal getErrorMessage]",
        "PayPalMEPPayment", "MEPAmounts", "MEPAddress", "PayPalMEPButton",
    ] + ["paymentCurrency", "paymentAmount", "itemDesc", "recipient", "merchantName"].map { "PayPalMEPPayment.\($0)" }

    /// Section 4: the value classes and every property.
    static let valueClasses: [String] = {
        let classes: [(String, [String])] = [
            ("PayPalPayment", ["paymentCurrency", "subTotal", "recipient", "paymentType", "paymentSubType", "invoiceData",
                               "description", "customId", "merchantName", "ipnUrl", "memo"]),
            ("PayPalAdvancedPayment", ["paymentCurrency", "receiverPaymentDetails", "merchantName", "ipnUrl", "memo",
                                       "subtotal", "tax", "shipping", "total", "singleReceiver", "isPersonal"]),
            ("PayPalReceiverPaymentDetails", ["recipient", "subTotal", "isPrimary", "paymentType", "paymentSubType",
                                              "invoiceData", "description", "customId", "merchantName", "total"]),
            ("PayPalInvoiceData", ["totalTax", "totalShipping", "invoiceItems"]),
            ("PayPalInvoiceItem", ["name", "itemId", "totalPrice", "itemPrice", "itemCount"]),
            ("PayPalAddress", ["name", "street1", "street2", "city", "state", "postalcode", "countrycode"]),
            ("PayPalAmounts", ["currency", "payment_amount", "tax", "shipping"]),
            ("PayPalReceiverAmounts", ["amounts", "recipient"]),
            ("PayPalContext", ["sessionToken", "amount", "tax", "shipping", "currencyCode", "itemDesc", "shippable",
                               "recipientEmail", "merchantName", "environment", "recipientPaysFee", "enableDynamicAmountUpdate"]),
            ("PayPalPreapprovalDetails", ["merchantName", "maxNumPayments", "maxPerPayment", "currency",
                                          "maxTotalAmountOfAllPayments", "startDate", "endDate", "approved", "pinRequired",
                                          "paymentPeriod", "dateOfMonth", "dayOfWeek", "maxNumPaymentsPerPeriod", "ipnUrl",
                                          "memo", "senderEmail"]),
        ]
        return classes.flatMap { owner, properties in [owner] + properties.map { "\(owner).\($0)" } }
            + ["PPReceiverPaymentDetails", "-[PayPalAdvancedPayment getMerchantName]", "-[PayPalContext serialize]",
               "-[PayPalContext deserialize:]"]
    }()

    @Test("every element of the surface reference has a rule")
    func everyElementHasARule() {
        let symbols = Set(Self.catalog.rules.map(\.element.symbol))
        let expected = Self.enums + Self.delegate + Self.payPal + Self.valueClasses
        let missing = expected.filter { !symbols.contains($0) }
        #expect(missing.isEmpty, "no rule for: \(missing)")
        #expect(Set(expected).count == expected.count, "the expected list repeats an element")
    }

    @Test("one rule per element: no element has two rules")
    func oneRulePerElement() {
        var seen: [String: String] = [:]
        for rule in Self.catalog.rules {
            #expect(seen[rule.element.symbol] == nil, "\(rule.id) and \(seen[rule.element.symbol] ?? "") share \(rule.element.symbol)")
            seen[rule.element.symbol] = rule.id
        }
    }

    @Test("ids are unique, stable in form, and found by rule(id:)")
    func uniqueIDs() {
        let ids = Self.catalog.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.hasPrefix("mpl.") && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" }, "\(id)")
            #expect(Self.catalog.rule(id: id)?.id == id)
        }
        #expect(Self.catalog.rule(id: "mpl.nothing") == nil)
    }

    @Test("severity follows support, and every rule says what to do and what replaces it")
    func severityAndTexts() {
        for rule in Self.catalog.rules {
            let expected: Severity = switch rule.support {
            case .worksUnchanged: .info
            case .behaviourDifference: .warning
            case .needsChange, .noEquivalent: .error
            }
            #expect(rule.severity == expected, "\(rule.id)")
            #expect(!rule.shimBehaviour.isEmpty && !rule.action.isEmpty && !rule.ordersV2.isEmpty && !rule.replacement.isEmpty, "\(rule.id)")
            #expect(!rule.generations.isEmpty, "\(rule.id)")
        }
    }

    @Test("the prefilter's literals include every name a finding can start from")
    func literals() {
        let literals = Self.catalog.literals
        for name in ["PayPal", "PayPalPayment", "PPReceiverPaymentDetails", "STATUS_COMPLETED", "PayPalPaymentDelegate",
                     "paymentSuccessWithKey", "paymentSuccess", "paymentCanceled", "adjustAmounts", "PayPalMEPDelegate"] {
            #expect(literals.contains(name), "\(name)")
        }
        // Every example that yields a finding contains a literal.
        for rule in Self.catalog.rules {
            for example in rule.triggeringExamples where example.fileName == nil {
                #expect(literals.contains { example.code.contains($0) }, "\(rule.id)")
            }
        }
    }
}
