import CorePayments
import Foundation

extension LegacyOrderTranslator {
    /// The purchase unit paying one receiver. `path` turns `subTotal` into the receiver's full path.
    static func purchaseUnit(
        _ receiver: LegacyReceiverSnapshot, referenceId: String?, currency: Currency, options: LegacyTranslationOptions,
        memo: String?, notes: inout LegacyNotes, path: (String) -> String
    ) throws(LegacyValidationError) -> PurchaseUnit {
        let subTotal = receiver.subTotal ?? 0
        let category = itemCategory(receiver.paymentType, buttonText: options.buttonText)
        let lines = try items(receiver.invoice, currency: currency, category: category, notes: &notes) { path("invoiceData." + $0) }
        var breakdown = AmountBreakdown(itemTotal: try money(lines?.itemTotal ?? subTotal, currency, at: path("subTotal")))
        if let tax = receiver.invoice?.totalTax, tax > 0 {
            breakdown.taxTotal = try money(tax, currency, at: path("invoiceData.totalTax"))
        }
        if let shipping = receiver.invoice?.totalShipping, shipping > 0 {
            breakdown.shipping = try money(shipping, currency, at: path("invoiceData.totalShipping"))
        }
        if let discount = lines?.discount, discount > 0 {
            breakdown.discount = try money(discount, currency, at: path("invoiceData.invoiceItems"))
        }
        let amount: AmountWithBreakdown
        do {
            amount = try AmountWithBreakdown(breakdown: breakdown, currency: currency)
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
        _ invoice: LegacyInvoiceSnapshot?, currency: Currency, category: ItemCategory?, notes: inout LegacyNotes,
        path: (String) -> String
    ) throws(LegacyValidationError) -> (items: [Item], itemTotal: Decimal, discount: Decimal)? {
        guard let invoice, !invoice.items.isEmpty else { return nil }
        var items: [Item] = []
        var itemTotal = Decimal(0)
        var discount = Decimal(0)
        for (index, item) in invoice.items {
            let itemPath = path("invoiceItems[\(index)]")
            let price = item.itemPrice ?? 0
            let count = item.itemCount ?? 1
            let line = price * count
            let cut = line - (item.totalPrice ?? line)
            itemTotal += line
            if cut > 0 {
                discount += cut
                notes.add(
                    itemPath + ".totalPrice", .priceCutAsDiscount,
                    "totalPrice \(item.totalPrice ?? 0) is \(cut) below itemPrice \(price) × itemCount \(count); Orders v2 items carry unit prices only, so \(cut) was added to breakdown.discount."
                )
            }
            items.append(
                Item(
                    name: LegacyTextLimit.fit(item.name, path: itemPath + ".name", field: "items[].name", notes: &notes) ?? "",
                    unitAmount: try money(price, currency, at: itemPath + ".itemPrice"),
                    quantity: NSDecimalNumber(decimal: count).intValue,
                    sku: LegacyTextLimit.fit(item.itemId, path: itemPath + ".itemId", field: "items[].sku", notes: &notes),
                    category: category
                ))
        }
        return (items, itemTotal, discount)
    }
}
