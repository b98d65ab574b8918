import OrdersCore

/// `PayPalPayment` with `PayPalInvoiceData` and its `PayPalInvoiceItem`s, `paymentType` and the other
/// optional fields → one purchase unit with items whose amounts reconcile exactly (money is `Decimal`).
public enum InvoiceItemsSample {
    /// Two tickets at 5.00, 1.50 tax and 1.00 shipping: 12.50 USD to one recipient.
    public static func order() throws -> OrderRequest {
        let items = [
            Item(
                name: "Concert ticket",                                             // invoiceItem.name
                unitAmount: try Money(value: "5.00", currencyCode: "USD"),          // invoiceItem.itemPrice
                quantity: 2,                                                        // invoiceItem.itemCount
                sku: "TICKET-1",                                                    // invoiceItem.itemId
                category: .digitalGoods),                                           // paymentType TYPE_GOODS (donations: .donation)
        ]
        let itemTotal = try Money.sum(try items.map { try $0.unitAmount.multiplied(by: $0.quantity) }, currency: .usd)   // Σ invoiceItem.totalPrice
        let breakdown = AmountBreakdown(
            itemTotal: itemTotal,                                                   // subTotal
            shipping: try Money(value: "1.00", currencyCode: "USD"),                // invoiceData.totalShipping
            taxTotal: try Money(value: "1.50", currencyCode: "USD"))                // invoiceData.totalTax
        return OrderRequest(intent: .capture, purchaseUnits: [
            PurchaseUnit(
                amount: try AmountWithBreakdown(breakdown: breakdown, currency: .usd),   // paymentCurrency
                payee: Payee(emailAddress: "seller@example.com"),                    // recipient
                description: "Two tickets",                                           // description, memo
                customId: "order-1042",                                               // customId
                items: items),                                                        // invoiceData.invoiceItems
        ])
        // paymentSubType, ipnUrl: no field; PayPal webhooks on your server replace IPN.
    }
}
