import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A buyer for tests and demos against a local `orders-sandbox`: instead of showing the approval page it
/// approves (or cancels) through the sandbox's control routes, `POST /simulator/orders/{id}/approve` (a
/// preapproval's setup token: `/simulator/setup-tokens/{id}/approve`), as a buyer clicking the page would.
///
/// Chosen without code through `LegacyMPLSandboxBuyer` in Info.plist or `LEGACY_MPL_SANDBOX_BUYER` in the
/// environment (`approve` or `cancel`) together with a base URL (``LegacyBackendConfiguration``).
public struct SandboxBuyerPresenter: ApprovalPresenter {
    /// What the buyer does.
    public enum Action: String, Sendable {
        /// Approves every order and setup token.
        case approve
        /// Cancels every order and setup token.
        case cancel
    }

    /// The sandbox, for example `http://127.0.0.1:8080`.
    public let baseURL: URL
    /// What the buyer does.
    public let action: Action
    /// What the buyer decides when shown an adjusted total (a local step: no call to the sandbox).
    public let review: AmountReviewDecision
    /// Told of each control call: the path and the HTTP status.
    public let onCall: @Sendable (_ path: String, _ status: Int) -> Void

    /// Creates a buyer.
    public init(
        baseURL: URL, action: Action = .approve, review: AmountReviewDecision = .confirmed,
        onCall: @escaping @Sendable (_ path: String, _ status: Int) -> Void = { _, _ in }
    ) {
        self.baseURL = baseURL
        self.action = action
        self.review = review
        self.onCall = onCall
    }

    /// Approves or cancels `orderID` through the control route; `.canceled` when the sandbox refused.
    public func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        let resource = approvalURL.path.hasPrefix("/agreements") ? "setup-tokens" : "orders"
        var request = URLRequest(url: baseURL.appendingPathComponent("simulator/\(resource)/\(orderID)/\(action.rawValue)"))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        onCall(request.url?.path ?? "", status)
        return action == .approve && (200..<300).contains(status) ? .approved : .canceled
    }

    /// The buyer's ``review`` decision on an adjusted total.
    public func presentReview(_ review: AmountReview) async throws -> AmountReviewDecision {
        self.review
    }
}
