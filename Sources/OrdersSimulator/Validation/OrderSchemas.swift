/// The schema tables of an order request, from the 2024 spec (`checkout_orders_v2.json` 2.13).
///
/// Where newer API versions relaxed a limit (custom_id 255, item description 2048, description and
/// soft_descriptor truncated instead of refused), the simulator keeps the stricter 2024 limits: a request
/// the simulator accepts is then accepted by every API version.
enum OrderSchemas {
    static let intents: Set<String> = ["CAPTURE", "AUTHORIZE"]

    /// `order_request`.
    static let orderRequest = ObjectSchema(
        required: ["intent", "purchase_units"],
        strings: [
            StringField(name: "intent", length: 1...255, allowed: intents),
            StringField(name: "processing_instruction", length: 1...36, allowed: ["ORDER_COMPLETE_ON_PAYMENT_APPROVAL", "NO_INSTRUCTION"]),
        ])

    /// `purchase_unit_request`.
    static let purchaseUnit = ObjectSchema(
        required: ["amount"],
        strings: [
            StringField(name: "reference_id", length: 1...256),
            StringField(name: "description", length: 1...127),
            StringField(name: "custom_id", length: 1...127),
            StringField(name: "invoice_id", length: 1...127),
            StringField(name: "soft_descriptor", length: 1...22),
        ])

    /// `money` (value pattern and amounts are checked by ``MoneyRule``).
    static let money = ObjectSchema(
        required: ["currency_code", "value"],
        strings: [StringField(name: "currency_code", length: 3...3)])

    /// `item`.
    static let item = ObjectSchema(
        required: ["name", "unit_amount", "quantity"],
        strings: [
            StringField(name: "name", length: 1...127),
            StringField(name: "quantity", length: 1...10, pattern: .quantity),
            StringField(name: "description", length: 0...127),
            StringField(name: "sku", length: 0...127),
            StringField(name: "category", length: 1...20, allowed: ["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"]),
        ])

    /// `payee` (the account checks are ``PayeeRule``'s).
    static let payee = ObjectSchema(strings: [StringField(name: "email_address", length: 3...254)])

    /// `payment_instruction`.
    static let paymentInstruction = ObjectSchema(strings: [
        StringField(name: "disbursement_mode", length: 1...16, allowed: ["INSTANT", "DELAYED"]),
        StringField(name: "payee_pricing_tier_id", length: 1...20),
    ])

    /// `platform_fee`.
    static let platformFee = ObjectSchema(required: ["amount"])

    /// `shipping_detail`.
    static let shipping = ObjectSchema(strings: [
        StringField(name: "type", length: 1...255, allowed: ["SHIPPING", "PICKUP_IN_PERSON", "PICKUP_IN_STORE", "PICKUP_FROM_PERSON"])
    ])

    /// `shipping_detail.name`.
    static let shippingName = ObjectSchema(strings: [StringField(name: "full_name", length: 1...300)])

    /// `address_portable`.
    static let address = ObjectSchema(
        required: ["country_code"],
        strings: [
            StringField(name: "address_line_1", length: 0...300),
            StringField(name: "address_line_2", length: 0...300),
            StringField(name: "admin_area_2", length: 0...120),
            StringField(name: "admin_area_1", length: 0...300),
            StringField(name: "postal_code", length: 0...60),
            StringField(name: "country_code", length: 2...2, pattern: .countryCode),
        ])

    /// `paypal_wallet`.
    static let paypalWallet = ObjectSchema(strings: [
        StringField(name: "vault_id", length: 1...255, pattern: .vaultID),
        StringField(name: "email_address", length: 3...254, pattern: .email),
        StringField(name: "billing_agreement_id", length: 2...128),
    ])

    /// `paypal_wallet_experience_context`.
    static let experienceContext = ObjectSchema(strings: [
        StringField(name: "brand_name", length: 1...127),
        StringField(name: "locale", length: 2...10, pattern: .locale),
        StringField(name: "shipping_preference", length: 1...24, allowed: ["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"]),
        StringField(name: "landing_page", length: 1...13, allowed: ["LOGIN", "GUEST_CHECKOUT", "NO_PREFERENCE"]),
        StringField(name: "user_action", length: 1...8, allowed: ["CONTINUE", "PAY_NOW"]),
        StringField(name: "payment_method_preference", length: 1...255, allowed: ["UNRESTRICTED", "IMMEDIATE_PAYMENT_REQUIRED"]),
        StringField(name: "return_url", length: 10...4000),
        StringField(name: "cancel_url", length: 10...4000),
    ])

    /// The payment sources an order accepts (`payment_source` members).
    static let paymentSources: Set<String> = [
        "card", "token", "paypal", "bancontact", "blik", "eps", "giropay", "ideal", "mybank", "p24", "sofort",
        "trustly", "apple_pay", "google_pay", "venmo",
    ]
}
