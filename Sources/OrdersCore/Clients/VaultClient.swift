import Foundation

/// Reads a customer's saved payment methods (Vault v3 payment tokens) as typed values.
///
/// Listing needs a full-scope server credential at PayPal: call it from your server, or in tests
/// against the simulator. Every page is fetched (`GET /v3/vault/payment-tokens?customer_id=…`, one
/// round trip per page of ``pageSize``).
public struct VaultClient: Sendable {
    /// The Orders and Vault client the calls go through.
    public let orders: OrdersClient
    /// Tokens per page (1 to 100).
    public let pageSize: Int

    /// Creates a client over `orders`.
    /// - Throws: ``PaymentsError`` (`.configuration`) for a page size outside 1…100.
    public init(orders: OrdersClient, pageSize: Int = 5) throws(PaymentsError) {
        guard (1...100).contains(pageSize) else {
            throw .configuration("A page size of \(pageSize) is not allowed: use 1 to 100 payment tokens per page.")
        }
        self.orders = orders
        self.pageSize = pageSize
    }

    /// Every saved payment method of `customerID`, in PayPal's order.
    /// - Throws: ``PaymentsError``; `.configuration` for a customer id that is not 7 to 36 letters,
    ///   digits, `_` or `-` (nothing is sent).
    public func paymentMethods(customerID: String) async throws(PaymentsError) -> [VaultedPaymentMethod] {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        guard (7...36).contains(customerID.count), customerID.unicodeScalars.allSatisfy(allowed.contains) else {
            throw .configuration(
                "'\(customerID)' is not a PayPal vault customer id: use the 7 to 36 letters, digits, '_' or '-' of the id you saved with the token.")
        }
        var methods: [VaultedPaymentMethod] = []
        var page = 1
        while true {
            let list = try await orders.listPaymentTokens(customerID: customerID, pageSize: pageSize, page: page)
            methods += list.paymentTokens.map(VaultedPaymentMethod.init(token:))
            guard let totalPages = list.totalPages, page < totalPages, !list.paymentTokens.isEmpty else { return methods }
            page += 1
        }
    }
}
