/// Which order fields PATCH may change and with which operations (facts §4, from the spec's description).
enum PatchableFields {
    /// Top-level order members.
    static let order: [String: Set<String>] = [
        "intent": ["replace"],
        "payer": ["replace", "add"],
        "purchase_units": ["replace", "add"],
        "application_context/client_configuration": ["replace", "add"],
    ]

    /// Purchase unit attributes (paths below the unit, joined by `/`).
    static let unit: [String: Set<String>] = [
        "custom_id": ["replace", "add", "remove"],
        "description": ["replace", "add", "remove"],
        "payee/email_address": ["replace"],
        "shipping/name": ["replace", "add"],
        "shipping/address": ["replace", "add"],
        "shipping/type": ["replace", "add"],
        "soft_descriptor": ["replace", "remove"],
        "amount": ["replace"],
        "items": ["replace", "add", "remove"],
        "invoice_id": ["replace", "add", "remove"],
        "payment_instruction": ["replace"],
        "payment_instruction/disbursement_mode": ["replace"],
        "payment_instruction/platform_fees": ["replace", "add", "remove"],
        "supplementary_data/airline": ["replace", "add", "remove"],
        "supplementary_data/card": ["replace", "add", "remove"],
    ]
}
