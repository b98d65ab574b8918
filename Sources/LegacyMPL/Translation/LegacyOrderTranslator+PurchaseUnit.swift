import Foundation
import OrdersCore

extension LegacyOrderTranslator {
    /// The purchase unit paying one receiver. `path` turns `subTotal` into the receiver's full path.
    static func purchaseUnit(
        _ validated: ValidatedReceiver, referenceId: String?, options: LegacyTranslationOptions, memo: String?, notes: inout LegacyNotes,
        path: (String) -> String
    ) throws(LegacyValidationError) -> PurchaseUnit {
        let receiver = validated.receiver
        let category = itemCategory(receiver.paymentType, buttonText: options.buttonText)
        let lines = try items(validated.items, category: category, notes: &notes) { path("invoiceData." + $0) }
        var breakdown = AmountBreakdown(itemTotal: lines?.itemTotal ?? validated.subTotal)
        if let tax = validated.tax, !tax.isZero { breakdown.taxTotal = tax }
        if let shipping = validated.shipping, !shipping.isZero { breakdown.shipping = shipping }
        if let discount = lines?.discount, !discount.isZero { breakdown.discount = discount }
        let amount: AmountWithBreakdown
        do {
            amount = try AmountWithBreakdown(breakdown: breakdown, currency: validated.subTotal.currency)
        } catch {
            throw LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: path("subTotal"), code: .invalidAmount, message: "The amounts do not add up: \(error.errorDescription ?? "").",
                    fix: "Correct subTotal, tax, shipping and the items.")
            ])
        }
        notes.receiverLevel(receiver, path: path, hasItems: lines != nil, category: category, options: options)
        var description = LegacyTextLimit.fit(receiver.note, path: path("description"), field: "description", notes: &notes)
        if let memo, !memo.isEmpty {
            if description == nil {
                description = LegacyTextLimit.fit(memo, path: "memo", field: "description", notes: &notes)
                notes.add("memo", .memoSentAsDescription, "memo was sent as the purchase unit's description, since description is not set.")
            } else {
                notes.add(
                    "memo", .memoNotSent,
                    "memo \"\(memo)\" has no Orders v2 field (description holds the payment note) and was not sent; keep it in your own records.")
            }
        }
        return PurchaseUnit(
            referenceId: referenceId, amount: amount, payee: payee(receiver.recipient, path: path("recipient"), options: options, notes: &notes),
            description: description, customId: receiver.customId.flatMap { $0.isEmpty ? nil : $0 },
            items: lines?.items
        )
    }

    /// The payee of `recipient`: its email address, or for a phone number the account the recipient map names
    /// (validation has made sure there is one), with a note.
    static func payee(_ recipient: String?, path: String, options: LegacyTranslationOptions, notes: inout LegacyNotes) -> Payee {
        guard let recipient, LegacyValidator.recipientKind(recipient) == .phone, let mapped = options.recipientMap.payee(for: recipient) else {
            return Payee(emailAddress: recipient)
        }
        notes.add(path, .phoneRecipientMapped, "The phone recipient \(recipient) was paid as \(mapped), as the recipient map says.")
        switch mapped {
        case .email(let email): return Payee(emailAddress: email)
        case .merchantID(let id): return Payee(merchantId: id)
        }
    }

    /// The Orders v2 item category for a payment type and button text.
    static func itemCategory(_ type: PayPalPaymentType, buttonText: PayPalButtonText) -> ItemCategory? {
        if buttonText == BUTTON_TEXT_DONATE { return .donation }
        switch type {
        case TYPE_GOODS: return .physicalGoods
        case TYPE_SERVICE: return .digitalGoods
        default: return nil
        }
    }

    /// Items with their Σ `unit_amount × quantity` and the total price cuts, or `nil` without items.
    static func items(
        _ validated: [ValidatedItem], category: ItemCategory?, notes: inout LegacyNotes, path: (String) -> String
    ) throws(LegacyValidationError) -> (items: [Item], itemTotal: Money, discount: Money)? {
        guard let currency = validated.first?.price.currency else { return nil }
        var items: [Item] = []
        var itemTotal = Money.zero(currency)
        var discount = Money.zero(currency)
        for entry in validated {
            let itemPath = path("invoiceItems[\(entry.index)]")
            let line = try amount(at: itemPath + ".itemPrice") { () throws(MoneyError) in try entry.price.multiplied(by: entry.quantity) }
            itemTotal = try amount(at: path("invoiceItems")) { () throws(MoneyError) in try itemTotal.adding(line) }
            if entry.totalPrice.amount < line.amount {
                let cut = try amount(at: itemPath + ".totalPrice") { () throws(MoneyError) in try line.subtracting(entry.totalPrice) }
                discount = try amount(at: path("invoiceItems")) { () throws(MoneyError) in try discount.adding(cut) }
                notes.add(
                    itemPath + ".totalPrice", .priceCutAsDiscount,
                    "totalPrice \(entry.totalPrice.amount) is \(cut.amount) below itemPrice \(entry.price.amount) × itemCount \(entry.quantity); Orders v2 items carry unit prices only, so \(cut.amount) was added to breakdown.discount."
                )
            }
            items.append(
                Item(
                    name: LegacyTextLimit.fit(entry.item.name, path: itemPath + ".name", field: "items[].name", notes: &notes) ?? "",
                    unitAmount: entry.price, quantity: entry.quantity,
                    sku: LegacyTextLimit.fit(entry.item.itemId, path: itemPath + ".itemId", field: "items[].sku", notes: &notes),
                    category: category
                ))
        }
        return (items, itemTotal, discount)
    }
}
