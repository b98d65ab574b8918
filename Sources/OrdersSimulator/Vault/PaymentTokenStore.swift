/// The vault's payment tokens by id, with each customer's tokens in the order they were saved and the payment token
/// each setup token became.
struct PaymentTokenStore: Sendable {
    private var tokens: [String: PaymentTokenRecord] = [:]
    private var idsByCustomer: [String: [String]] = [:]
    private var idBySetupToken: [String: String] = [:]

    /// The payment token `id`, if any.
    subscript(id: String) -> PaymentTokenRecord? { tokens[id] }

    /// The payment token setup token `setupID` became, if any.
    func token(fromSetupToken setupID: String) -> PaymentTokenRecord? { idBySetupToken[setupID].flatMap { tokens[$0] } }

    /// The ids of customer `customerID`'s tokens, oldest first.
    func ids(ofCustomer customerID: String) -> [String] { idsByCustomer[customerID] ?? [] }

    /// Saves `token`, made from setup token `setupID` when given.
    mutating func add(_ token: PaymentTokenRecord, fromSetupToken setupID: String? = nil) {
        tokens[token.id] = token
        idsByCustomer[token.customerID, default: []].append(token.id)
        if let setupID { idBySetupToken[setupID] = token.id }
    }

    /// Deletes payment token `id` and returns it; `nil` when there is none.
    mutating func remove(_ id: String) -> PaymentTokenRecord? {
        guard let token = tokens.removeValue(forKey: id) else { return nil }
        idsByCustomer[token.customerID]?.removeAll { $0 == id }
        return token
    }
}
