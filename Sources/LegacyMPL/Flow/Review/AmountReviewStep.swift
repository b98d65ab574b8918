import Foundation

/// The review step of the "Continue" flow: the approval presenter shows the buyer an adjusted total before the capture.
enum AmountReviewStep {
    /// `nil` when the buyer confirmed `review` (capture next); otherwise how the flow ends, nothing captured: declined →
    /// canceled, a presenter that threw → `REVIEW_FAILED`.
    static func confirm(_ review: AmountReview, presenter: any ApprovalPresenter) async -> LegacyFlowOutcome? {
        do {
            return try await presenter.presentReview(review) == .confirmed ? nil : .canceled
        } catch {
            return .failed(
                LegacyFailure(
                    correlationID: nil, errorId: "REVIEW_FAILED",
                    message: "The buyer's review of the adjusted total \(review.total) of order \(review.orderID) failed (\(error)): nothing was captured."))
        }
    }
}
