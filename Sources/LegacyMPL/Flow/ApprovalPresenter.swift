import Foundation

/// What the buyer did on PayPal's approval page, as the presenter saw it.
///
/// The flow runner never trusts `.approved` on its own: it captures next, and the capture's answer
/// (for example `ORDER_NOT_APPROVED`) decides the outcome.
public enum ApprovalResult: Sendable, Equatable {
    /// The buyer came back through the return URL (or the scripted buyer approved).
    case approved
    /// The buyer canceled (the cancel URL, a closed sheet, or the scripted buyer canceled).
    case canceled
}

/// Shows PayPal's approval page for one order and reports how the buyer left it; with dynamic amounts, also shows
/// the buyer the total the app's delegate adjusted after approval, before anything is captured.
///
/// Implementations: ``DemoBuyerPresenter`` (`ENV_NONE`: the simulator's demo buyer approves and confirms),
/// ``SandboxBuyerPresenter`` (a local `orders-sandbox`), ``ScriptedApprovalPresenter`` (tests and demos) and, on
/// Apple platforms, `WebAuthenticationPresenter` (`ASWebAuthenticationSession`, and a confirmation sheet on iOS).
/// Throw to fail the payment (the delegate gets a failure).
public protocol ApprovalPresenter: Sendable {
    /// The URLs PayPal redirects to after approval and cancellation, written into the order's
    /// experience context (`return_url`, `cancel_url`), or `nil` to leave the plan's as they are.
    var redirectURLs: ApprovalRedirectURLs? { get }

    /// Presents `approvalURL` (the order's `payer-action` or `approve` link) for order `orderID`.
    func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult

    /// Shows the buyer the adjusted total of an approved order (the review step of PayPal's "Continue" flow) and
    /// returns the buyer's decision: `.confirmed` captures it, `.declined` cancels the payment with nothing captured.
    /// Called only when the amounts changed after approval; ``AmountReview/message`` has the words to show.
    func presentReview(_ review: AmountReview) async throws -> AmountReviewDecision
}

extension ApprovalPresenter {
    /// No redirect URLs by default.
    public var redirectURLs: ApprovalRedirectURLs? { nil }

    /// By default the adjusted total is confirmed on the buyer's behalf, and a warning is logged: PayPal lets an order
    /// created with "Continue" be captured at a changed total within its limit, but the buyer should see it, so
    /// presenters with a UI implement this method.
    public func presentReview(_ review: AmountReview) async throws -> AmountReviewDecision {
        LegacyLog.error(
            "warning: \(type(of: self)) shows no review of the adjusted total \(review.total) of order \(review.orderID) (approved: \(review.approvedTotal)); it was confirmed on the buyer's behalf. Implement ApprovalPresenter.presentReview(_:) to let the buyer confirm it."
        )
        return .confirmed
    }
}

/// The return and cancel URLs of an approval, usually with an app-specific scheme (`myapp://paypal/return`).
public struct ApprovalRedirectURLs: Sendable, Equatable {
    /// Where PayPal sends the buyer after approving.
    public var returnURL: URL
    /// Where PayPal sends the buyer after canceling.
    public var cancelURL: URL

    /// Creates the pair.
    public init(returnURL: URL, cancelURL: URL) {
        self.returnURL = returnURL
        self.cancelURL = cancelURL
    }
}

/// A presenter that runs closures: for tests (approve through the simulator or the sandbox's control
/// route, cancel, throw; confirm or decline the review) and for demos without UI.
public struct ScriptedApprovalPresenter: ApprovalPresenter {
    private let script: @Sendable (_ approvalURL: URL, _ orderID: String) async throws -> ApprovalResult
    private let review: @Sendable (_ review: AmountReview) async throws -> AmountReviewDecision

    /// Creates a presenter that answers approvals with `script` and reviews with `review` (by default the buyer confirms).
    public init(
        review: @escaping @Sendable (_ review: AmountReview) async throws -> AmountReviewDecision = { _ in .confirmed },
        _ script: @escaping @Sendable (_ approvalURL: URL, _ orderID: String) async throws -> ApprovalResult
    ) {
        self.script = script
        self.review = review
    }

    /// Runs the approval script.
    public func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        try await script(approvalURL, orderID)
    }

    /// Runs the review script.
    public func presentReview(_ review: AmountReview) async throws -> AmountReviewDecision {
        try await self.review(review)
    }
}
