#if canImport(UIKit)
    import UIKit

    /// The iOS confirmation sheet of an adjusted total: the review's title and message, a pay and a cancel button.
    /// The words and the decision's meaning live in the platform-neutral ``AmountReview``.
    enum AmountReviewSheet {
        /// Presents the sheet over the topmost view controller of `anchor()`'s window and waits for the buyer's choice;
        /// declined when there is nothing to present over (nothing is captured then).
        @MainActor
        static func present(_ review: AmountReview, over anchor: @MainActor @Sendable () -> UIWindow) async -> AmountReviewDecision {
            guard let root = anchor().rootViewController else {
                LegacyLog.error("no window to show the review of order \(review.orderID) over: the payment is canceled")
                return .declined
            }
            let top = sequence(first: root, next: \.presentedViewController).reduce(root) { $1 }
            return await withCheckedContinuation { continuation in
                let sheet = UIAlertController(title: review.title, message: review.message, preferredStyle: .alert)
                sheet.addAction(UIAlertAction(title: review.declineTitle, style: .cancel) { _ in continuation.resume(returning: .declined) })
                sheet.addAction(UIAlertAction(title: review.confirmTitle, style: .default) { _ in continuation.resume(returning: .confirmed) })
                top.present(sheet, animated: true)
            }
        }
    }
#endif
