import MigrationKit
import Testing

/// The catalog covers every element of the 2011 headers' API surface, sections 1–4 of the surface notes (the expected lists
/// below, enum constants included, are written from that file, so a missing rule or constant fails) with
/// unique, stable ids.
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

    /// Section 1: every constant of every enum, by the rule symbol of its enum (H0's typedefs `PAYPAL_ENVIRONMENT`
    /// and `PAYPAL_FAILURE` reuse the H1/H2 constants; H0's own button sizes and payment types have their rules).
    static let enumConstants: [String: [String]] = [
        "PayPalPaymentStatus": ["STATUS_COMPLETED", "STATUS_CREATED", "STATUS_OTHER"],
        "PayPalEnvironment": ["ENV_LIVE", "ENV_SANDBOX", "ENV_NONE"],
        "PayPalButtonType": ["BUTTON_152x33", "BUTTON_194x37", "BUTTON_278x43", "BUTTON_294x43", "BUTTON_TYPE_COUNT"],
        "PayPalButtonText": ["BUTTON_TEXT_PAY", "BUTTON_TEXT_DONATE"],
        "PayPalFeePayer": ["FEEPAYER_SENDER", "FEEPAYER_PRIMARYRECEIVER", "FEEPAYER_EACHRECEIVER", "FEEPAYER_SECONDARYONLY"],
        "PayPalFailureType": ["SYSTEM_ERROR", "RECIPIENT_ERROR", "APPLICATION_ERROR", "CONSUMER_ERROR"],
        "PayPalPaymentType": ["TYPE_NOT_SET", "TYPE_GOODS", "TYPE_SERVICE", "TYPE_PERSONAL"],
        "PayPalPaymentSubType": [
            "SUBTYPE_NOT_SET", "SUBTYPE_AFFILIATE_PAYMENTS", "SUBTYPE_B2B", "SUBTYPE_PAYROLL", "SUBTYPE_REBATES", "SUBTYPE_REFUNDS",
            "SUBTYPE_REIMBURSEMENTS", "SUBTYPE_DONATIONS", "SUBTYPE_UTILITIES", "SUBTYPE_TUITION", "SUBTYPE_GOVERNMENT",
            "SUBTYPE_INSURANCE", "SUBTYPE_REMITTANCES", "SUBTYPE_RENT", "SUBTYPE_MORTGAGE", "SUBTYPE_MEDICAL", "SUBTYPE_CHILD_CARE",
            "SUBTYPE_EVENT_PLANNING", "SUBTYPE_GENERAL_CONTRACTORS", "SUBTYPE_ENTERTAINMENT", "SUBTYPE_TOURISM", "SUBTYPE_INVOICE",
            "SUBTYPE_TRANSFER",
        ],
        "PayPalAmountErrorCode": ["AMOUNT_ERROR_NONE", "AMOUNT_ERROR_SERVER", "AMOUNT_ERROR_OTHER", "AMOUNT_CANCEL_TXN"],
        "PayPalInitializationStatus": ["STATUS_NOT_STARTED", "STATUS_COMPLETED_SUCCESS", "STATUS_COMPLETED_ERROR", "STATUS_INPROGRESS"],
        "PayPalDayOfWeek": [
            "PP_DAYOFWEEK_NO_DAY_SPECIFIED", "PP_DAYOFWEEK_SUNDAY", "PP_DAYOFWEEK_MONDAY", "PP_DAYOFWEEK_TUESDAY",
            "PP_DAYOFWEEK_WEDNESDAY", "PP_DAYOFWEEK_THURSDAY", "PP_DAYOFWEEK_FRIDAY", "PP_DAYOFWEEK_SATURDAY",
        ],
        "PayPalPaymentPeriod": [
            "PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED", "PP_PAYMENTPERIOD_DAILY", "PP_PAYMENTPERIOD_WEEKLY", "PP_PAYMENTPERIOD_BIWEEKLY",
            "PP_PAYMENTPERIOD_SEMIMONTHLY", "PP_PAYMENTPERIOD_MONTHLY", "PP_PAYMENTPERIOD_ANNUALLY",
        ],
        "PAYPAL_RESPONSE": ["PAYMENT_SUCCESS", "PAYMENT_FAILED", "PAYMENT_CANCELED"],
        "PayPalButtonType (H0 sizes)": ["BUTTON_68x24", "BUTTON_68x33", "BUTTON_118x24"],
        "PayPalPaymentType (H0 values)": ["HARD_GOODS", "SERVICE", "PERSONAL", "DONATION"],
    ]

    /// Elements the reference lists that share another element's rule: H0's `-setLang:` is the setter of `lang`.
    /// Each with its Objective-C and Swift spellings (Swift imports H0's `-setLang:` as the property's setter).
    static let coveredByAnotherRule: [(element: String, symbol: String, objc: String, swift: String)] = [
        ("-[PayPal setLang:]", "PayPal.lang", "[[PayPal getInstance] setLang:@\"en_US\"];", "PayPal.getInstance().lang = \"en_US\"")
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
    static let payPal =
        [
            "PayPal",
            "+[PayPal getInstance]", "+[PayPal getPayPalInst]", "+[PayPal initializeWithAppID:]",
            "+[PayPal initializeWithAppID:forEnvironment:]", "+[PayPal initializationStatus]", "+[PayPal buildVersion]",
            "-[PayPal getPayButtonWithTarget:andAction:andButtonType:andButtonText:]",
            "-[PayPal getPayButtonWithTarget:andAction:andButtonType:]", "-[PayPal checkoutWithPayment:]",
            "-[PayPal advancedCheckoutWithPayment:]", "-[PayPal preapprovalWithKey:andMerchantName:]",
        ]
        + [
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
            (
                "PayPalPayment",
                [
                    "paymentCurrency", "subTotal", "recipient", "paymentType", "paymentSubType", "invoiceData",
                    "description", "customId", "merchantName", "ipnUrl", "memo",
                ]
            ),
            (
                "PayPalAdvancedPayment",
                [
                    "paymentCurrency", "receiverPaymentDetails", "merchantName", "ipnUrl", "memo",
                    "subtotal", "tax", "shipping", "total", "singleReceiver", "isPersonal",
                ]
            ),
            (
                "PayPalReceiverPaymentDetails",
                [
                    "recipient", "subTotal", "isPrimary", "paymentType", "paymentSubType",
                    "invoiceData", "description", "customId", "merchantName", "total",
                ]
            ),
            ("PayPalInvoiceData", ["totalTax", "totalShipping", "invoiceItems"]),
            ("PayPalInvoiceItem", ["name", "itemId", "totalPrice", "itemPrice", "itemCount"]),
            ("PayPalAddress", ["name", "street1", "street2", "city", "state", "postalcode", "countrycode"]),
            ("PayPalAmounts", ["currency", "payment_amount", "tax", "shipping"]),
            ("PayPalReceiverAmounts", ["amounts", "recipient"]),
            (
                "PayPalContext",
                [
                    "sessionToken", "amount", "tax", "shipping", "currencyCode", "itemDesc", "shippable",
                    "recipientEmail", "merchantName", "environment", "recipientPaysFee", "enableDynamicAmountUpdate",
                ]
            ),
            (
                "PayPalPreapprovalDetails",
                [
                    "merchantName", "maxNumPayments", "maxPerPayment", "currency",
                    "maxTotalAmountOfAllPayments", "startDate", "endDate", "approved", "pinRequired",
                    "paymentPeriod", "dateOfMonth", "dayOfWeek", "maxNumPaymentsPerPeriod", "ipnUrl",
                    "memo", "senderEmail",
                ]
            ),
        ]
        return classes.flatMap { owner, properties in [owner] + properties.map { "\(owner).\($0)" } }
            + [
                "PPReceiverPaymentDetails", "-[PayPalAdvancedPayment getMerchantName]", "-[PayPalContext serialize]",
                "-[PayPalContext deserialize:]",
            ]
    }()

    @Test("every element of the surface reference has a rule")
    func everyElementHasARule() {
        let symbols = Set(Self.catalog.rules.map(\.element.symbol))
        let expected = Self.enums + Self.delegate + Self.payPal + Self.valueClasses
        let missing = expected.filter { !symbols.contains($0) }
        #expect(missing.isEmpty, "no rule for: \(missing)")
        #expect(Set(expected).count == expected.count, "the expected list repeats an element")
        let constants = Set(
            Self.catalog.rules.flatMap { rule -> [String] in
                if case .enumeration(_, let constants) = rule.element { constants } else { [] }
            })
        let missingConstants = Self.enumConstants.values.joined().filter { !constants.contains($0) }
        #expect(missingConstants.isEmpty, "no enum rule lists: \(missingConstants.sorted())")
        let uncovered = Self.coveredByAnotherRule.filter { !symbols.contains($0.symbol) }.map(\.element)
        #expect(uncovered.isEmpty, "no rule covers: \(uncovered)")
    }

    @Test("every constant of every enum is its enum rule's, and a prefilter literal")
    func everyEnumConstant() {
        let catalogEnums: [String: [String]] = Dictionary(
            uniqueKeysWithValues: Self.catalog.rules.compactMap { rule in
                if case .enumeration(let name, let constants) = rule.element { (name, constants) } else { nil }
            })
        #expect(Set(catalogEnums.keys) == Set(Self.enumConstants.keys))
        for (name, constants) in Self.enumConstants {
            #expect(catalogEnums[name] == constants, "\(name): the catalog lists \(catalogEnums[name] ?? [])")
            let missing = constants.filter { !Self.catalog.literals.contains($0) }
            #expect(missing.isEmpty, "\(name): not prefilter literals: \(missing)")
        }
        let all = Array(Self.enumConstants.values.joined())
        #expect(Set(all).count == all.count, "a constant is listed under two enums")
    }

    @Test("elements covered by another element's rule: that rule exists, shows the element, and reports it")
    func elementsCoveredByAnotherRule() throws {
        for covered in Self.coveredByAnotherRule {
            let rule = try #require(Self.catalog.rules.first { $0.element.symbol == covered.symbol }, "\(covered.element)")
            for example in [RuleExample(.objectiveC, covered.objc), RuleExample(.swift, covered.swift)] {
                #expect(rule.triggeringExamples.contains(example), "\(rule.id) has no example `\(example.code)` of \(covered.element)")
                let scan = LegacyScanner().scan(Array(example.code.utf8), path: "Example", language: example.language)
                #expect(scan.findings.map(\.rule).contains(rule.id), "`\(example.code)` is not reported as \(rule.id)")
            }
        }
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
            let expected: Severity =
                switch rule.support {
                case .worksUnchanged: .info
                case .behaviourDifference: .warning
                case .needsChange, .noEquivalent: .error
                }
            #expect(rule.severity == expected, "\(rule.id)")
            #expect(!rule.shimBehaviour.isEmpty && !rule.action.isEmpty && !rule.ordersV2.isEmpty && !rule.replacement.isEmpty, "\(rule.id)")
            // iOS rules name their header generations; Android rules have none (the Android jar is one library).
            #expect(rule.generations.isEmpty == (rule.element.platform == .android), "\(rule.id)")
        }
    }

    @Test("the prefilter's literals include every name a finding can start from")
    func literals() {
        let literals = Self.catalog.literals
        for name in [
            "PayPal", "PayPalPayment", "PPReceiverPaymentDetails", "STATUS_COMPLETED", "PayPalPaymentDelegate",
            "paymentSuccessWithKey", "paymentSuccess", "paymentCanceled", "adjustAmounts", "PayPalMEPDelegate",
        ] {
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
