/// The enums of PayPal.h and PayPalPreapprovalDetails.h (H1/H2), one rule per enum listing its constants.
extension RuleCatalog {
    /// A rule for enum `name` with `constants`, triggered by any of them (examples use the first and last).
    static func enumeration(
        _ id: String, _ name: String, _ constants: [String], _ support: Support, _ generations: Set<HeaderGeneration>,
        _ texts: RuleTexts, contextual: Bool = false, contextImport: String = "#import \"PayPalPayment.h\"\n"
    ) -> Rule {
        let prefix = contextual ? contextImport : ""
        let examples = Examples.constant(constants[0], prefix: prefix) + [Examples.objc("\(prefix)\(name) value = \(constants[constants.count - 1]);")]
        var nonTriggering = Examples.constantLookalikes(constants[0])
        if contextual { nonTriggering.append(Examples.objc("int value = \(constants[0]);  // no other sign of the library")) }
        return Rule(
            id, name, support, .enumeration(name: name, constants: constants), generations, texts,
            triggering: examples, nonTriggering: nonTriggering, requiresLegacyContext: contextual)
    }

    static var enumerationRules: [Rule] {
        let headerEnum = "The same C enum with the same values (CLegacyMPL), usable unqualified in Swift and Objective-C."
        return [
            enumeration(
                "mpl.enum.payment-status", "PayPalPaymentStatus", ["STATUS_COMPLETED", "STATUS_CREATED", "STATUS_OTHER"],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: headerEnum + " Chosen from the capture: COMPLETED → `STATUS_COMPLETED`, PENDING → `STATUS_CREATED`, else `STATUS_OTHER`.",
                    difference: "A DECLINED capture is a failure, not a success with a status.",
                    action: "Treat `STATUS_CREATED` as pending: wait for the `PAYMENT.CAPTURE.COMPLETED` webhook before fulfilling.",
                    ordersV2: "The capture's `status` (`COMPLETED`, `PENDING`).",
                    replacement: "`Order.status` / capture status from `OrdersClient.captureOrder`.")),
            enumeration(
                "mpl.enum.environment", "PayPalEnvironment", ["ENV_LIVE", "ENV_SANDBOX", "ENV_NONE"],
                .behaviourDifference, Generations.all,
                RuleTexts(
                    shim: headerEnum + " `ENV_NONE` runs against the in-process Orders v2 simulator with a demo buyer.",
                    difference:
                        "`ENV_LIVE`/`ENV_SANDBOX` need `PayPal.configureOrdersV2(clientID:…)`. H0 named the typedef `PAYPAL_ENVIRONMENT` (same values).",
                    action: "Configure the REST client id for sandbox and live.",
                    ordersV2: "The API base URL.",
                    replacement: "`CoreConfig.environment` (`.sandbox`, `.live`, `.custom(baseURL:)`).")),
            enumeration(
                "mpl.enum.button-type", "PayPalButtonType",
                ["BUTTON_152x33", "BUTTON_194x37", "BUTTON_278x43", "BUTTON_294x43", "BUTTON_TYPE_COUNT"],
                .worksUnchanged, Generations.all,
                RuleTexts(
                    shim: headerEnum,
                    difference: "In H0 the same names had other values (`BUTTON_152x33` = 3); code that stored the integers must be checked.",
                    action: "Nothing, unless the app persisted the integer values under H0.",
                    ordersV2: "None: button sizes.",
                    replacement: "OrdersPaymentButtons' sizes.")),
            enumeration(
                "mpl.enum.button-text", "PayPalButtonText", ["BUTTON_TEXT_PAY", "BUTTON_TEXT_DONATE"],
                .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: headerEnum + " DONATE also sends the items' category `DONATION`.",
                    action: "Nothing.",
                    ordersV2: "`items[].category` `DONATION` with `BUTTON_TEXT_DONATE`.",
                    replacement: "OrdersPaymentButtons' label.")),
            enumeration(
                "mpl.enum.fee-payer", "PayPalFeePayer",
                ["FEEPAYER_SENDER", "FEEPAYER_PRIMARYRECEIVER", "FEEPAYER_EACHRECEIVER", "FEEPAYER_SECONDARYONLY"],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: headerEnum
                        + " Only `FEEPAYER_EACHRECEIVER` (and `FEEPAYER_PRIMARYRECEIVER` for chained payments) match what Orders v2 does; others get a `FEE_PAYER_NOT_APPLIED` note.",
                    difference: "PayPal's fee is always the payee's.",
                    action: "Price fees into the amounts.",
                    ordersV2: "None.",
                    replacement: "None.")),
            enumeration(
                "mpl.enum.failure-type", "PayPalFailureType",
                ["SYSTEM_ERROR", "RECIPIENT_ERROR", "APPLICATION_ERROR", "CONSUMER_ERROR"],
                .worksUnchanged, Generations.all,
                RuleTexts(
                    shim: headerEnum,
                    difference: "H0 named the typedef `PAYPAL_FAILURE`.",
                    action: "Nothing.",
                    ordersV2: "The error's HTTP status and `name`.",
                    replacement: "`PaymentsError`."), contextual: true),
            enumeration(
                "mpl.enum.payment-type", "PayPalPaymentType",
                ["TYPE_NOT_SET", "TYPE_GOODS", "TYPE_SERVICE", "TYPE_PERSONAL"],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: headerEnum + " GOODS → `PHYSICAL_GOODS`, SERVICE → `DIGITAL_GOODS`; PERSONAL and NOT_SET send no category.",
                    difference: "No personal payments in Orders v2.",
                    action: "Add items so the category is sent.",
                    ordersV2: "`items[].category`.",
                    replacement: "`Item.category`.")),
            enumeration(
                "mpl.enum.payment-sub-type", "PayPalPaymentSubType",
                [
                    "SUBTYPE_NOT_SET", "SUBTYPE_AFFILIATE_PAYMENTS", "SUBTYPE_B2B", "SUBTYPE_PAYROLL", "SUBTYPE_REBATES",
                    "SUBTYPE_REFUNDS", "SUBTYPE_REIMBURSEMENTS", "SUBTYPE_DONATIONS", "SUBTYPE_UTILITIES", "SUBTYPE_TUITION",
                    "SUBTYPE_GOVERNMENT", "SUBTYPE_INSURANCE", "SUBTYPE_REMITTANCES", "SUBTYPE_RENT", "SUBTYPE_MORTGAGE",
                    "SUBTYPE_MEDICAL", "SUBTYPE_CHILD_CARE", "SUBTYPE_EVENT_PLANNING", "SUBTYPE_GENERAL_CONTRACTORS",
                    "SUBTYPE_ENTERTAINMENT", "SUBTYPE_TOURISM", "SUBTYPE_INVOICE", "SUBTYPE_TRANSFER",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: headerEnum + " Not sent: `PAYMENT_SUBTYPE_NOT_SENT` note.",
                    difference: "No Orders v2 field.",
                    action: "Remove, or keep for your records.",
                    ordersV2: "None.",
                    replacement: "None.")),
            enumeration(
                "mpl.enum.amount-error-code", "PayPalAmountErrorCode",
                ["AMOUNT_ERROR_NONE", "AMOUNT_ERROR_SERVER", "AMOUNT_ERROR_OTHER", "AMOUNT_CANCEL_TXN"],
                .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: headerEnum
                        + " `AMOUNT_ERROR_*` fail the payment with nothing captured; `AMOUNT_CANCEL_TXN` (H2 only; LegacyMPL accepts it for H1 code too) cancels.",
                    action: "Nothing.",
                    ordersV2: "No capture; the order is left to expire.",
                    replacement: "Your server decides before `OrdersClient.captureOrder`.")),
            enumeration(
                "mpl.enum.initialization-status", "PayPalInitializationStatus",
                ["STATUS_NOT_STARTED", "STATUS_COMPLETED_SUCCESS", "STATUS_COMPLETED_ERROR", "STATUS_INPROGRESS"],
                .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: headerEnum + " Reported by `initializationStatus`; the error reason is in `initializationErrorMessage`.",
                    action: "Nothing.",
                    ordersV2: "None.",
                    replacement: "None: modern clients need no initialization.")),
            enumeration(
                "mpl.enum.day-of-week", "PayPalDayOfWeek",
                [
                    "PP_DAYOFWEEK_NO_DAY_SPECIFIED", "PP_DAYOFWEEK_SUNDAY", "PP_DAYOFWEEK_MONDAY", "PP_DAYOFWEEK_TUESDAY",
                    "PP_DAYOFWEEK_WEDNESDAY", "PP_DAYOFWEEK_THURSDAY", "PP_DAYOFWEEK_FRIDAY", "PP_DAYOFWEEK_SATURDAY",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: headerEnum,
                    difference: "Vault v3 carries no schedule: PayPal does not enforce it.",
                    action: "Enforce the schedule on your server.",
                    ordersV2: "None.",
                    replacement: "Your server's charging schedule.")),
            enumeration(
                "mpl.enum.payment-period", "PayPalPaymentPeriod",
                [
                    "PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED", "PP_PAYMENTPERIOD_DAILY", "PP_PAYMENTPERIOD_WEEKLY",
                    "PP_PAYMENTPERIOD_BIWEEKLY", "PP_PAYMENTPERIOD_SEMIMONTHLY", "PP_PAYMENTPERIOD_MONTHLY",
                    "PP_PAYMENTPERIOD_ANNUALLY",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: headerEnum,
                    difference: "Vault v3 carries no period: PayPal does not enforce it.",
                    action: "Enforce the period on your server.",
                    ordersV2: "None.",
                    replacement: "Your server's charging schedule.")),
        ]
    }
}
