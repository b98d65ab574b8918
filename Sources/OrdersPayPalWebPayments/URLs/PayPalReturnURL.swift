import Foundation

/// What PayPal's redirect says: approved (with the ids it carries) or canceled.
enum PayPalReturnURL: Equatable {
    /// Checkout approved: `token` (the order id) and `PayerID`.
    case checkoutApproved(payerID: String)
    /// Vault approved: `approval_token_id` for `approval_session_id`.
    case vaultApproved(approvalTokenID: String)
    /// The buyer canceled (`opType=cancel`, or a path ending in `cancel`).
    case canceled

    /// Reads a checkout redirect for order `orderID`.
    static func checkout(_ url: URL, orderID: String) throws(PayPalWebCheckoutError) -> PayPalReturnURL {
        let items = try query(of: url)
        if isCancel(url, items) { return .canceled }
        guard let token = items["token"] else { throw .malformedReturnURL(url.absoluteString, reason: "it has no 'token' (the order id)") }
        guard token == orderID else {
            throw .malformedReturnURL(url.absoluteString, reason: "its token '\(token)' is not the order being approved, \(orderID)")
        }
        guard let payerID = items["PayerID"], !payerID.isEmpty else {
            throw .malformedReturnURL(url.absoluteString, reason: "it has no 'PayerID'")
        }
        return .checkoutApproved(payerID: payerID)
    }

    /// Reads a vault redirect for setup token `setupTokenID`.
    static func vault(_ url: URL, setupTokenID: String) throws(PayPalWebCheckoutError) -> PayPalReturnURL {
        let items = try query(of: url)
        if isCancel(url, items) { return .canceled }
        guard let session = items["approval_session_id"] else {
            throw .malformedReturnURL(url.absoluteString, reason: "it has no 'approval_session_id' (the setup token id)")
        }
        guard session == setupTokenID else {
            throw .malformedReturnURL(url.absoluteString, reason: "its approval_session_id '\(session)' is not the setup token being approved, \(setupTokenID)")
        }
        guard let approval = items["approval_token_id"], !approval.isEmpty else {
            throw .malformedReturnURL(url.absoluteString, reason: "it has no 'approval_token_id'")
        }
        return .vaultApproved(approvalTokenID: approval)
    }

    private static func query(of url: URL) throws(PayPalWebCheckoutError) -> [String: String] {
        guard url.scheme == PayPalCallback.scheme, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformedReturnURL(url.absoluteString, reason: "it is not a \(PayPalCallback.scheme):// callback")
        }
        var items: [String: String] = [:]
        for item in components.queryItems ?? [] where items[item.name] == nil { items[item.name] = item.value ?? "" }
        return items
    }

    private static func isCancel(_ url: URL, _ items: [String: String]) -> Bool {
        items["opType"] == "cancel" || url.path.hasSuffix("/cancel")
    }
}
