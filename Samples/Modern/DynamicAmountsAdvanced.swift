import OrdersCore
import OrdersPayPalWebPayments

/// `adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:andErrorCode:` (and its deprecated
/// form without the error code): after approval, the server patches every receiver's purchase unit for
/// the buyer's address, or does not capture at all (`AMOUNT_CANCEL_TXN`).
public enum DynamicAmountsAdvancedSample {
    /// Shipping per receiver: 1.00 to California, 2.50 elsewhere in the US; outside the US the
    /// payment is canceled (`nil`: the approved order is not captured and expires).
    public static func adjustReceivers(approved: PayPalWebCheckoutResult, merchantServer: OrdersClient) async throws -> Order? {
        let address = approved.order.purchaseUnits?.first?.shipping?.address           // inAddress
        guard let address, address.countryCode == "US" else {
            return nil                                                                  // *outErrorCode = AMOUNT_CANCEL_TXN
        }
        var operations: [PatchOperation] = []
        for unit in approved.order.purchaseUnits ?? [] {                               // receiverAmounts
            let referenceID = unit.referenceId ?? "default"                            // PayPalReceiverAmounts.recipient
            let items = unit.amount.breakdown?.itemTotal ?? unit.amount.total
            let shipping = try Money(value: address.adminArea1 == "CA" ? "1.00" : "2.50", currency: items.currency)
            let adjusted = try AmountWithBreakdown(breakdown: AmountBreakdown(itemTotal: items, shipping: shipping), currency: items.currency)
            operations.append(try .replace(PatchOperation.purchaseUnitPath(referenceID, "amount"), with: adjusted))   // PayPalReceiverAmounts.amounts
        }
        try await merchantServer.patchOrderReconciling(id: approved.orderID, operations: operations)   // AMOUNT_ERROR_SERVER: this throws
        return try await merchantServer.captureOrderReconciling(id: approved.orderID)                  // AMOUNT_ERROR_NONE
    }
}
