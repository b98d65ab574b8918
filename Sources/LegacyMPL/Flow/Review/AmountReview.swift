import Foundation
import OrdersCore

/// The adjusted total a buyer confirms before the capture: with `dynamicAmountUpdateEnabled` the order is created
/// with PayPal's "Continue" button, the buyer picks an address at PayPal and approves, the app's delegate adjusts the
/// amounts for that address, and the order now holds a total the buyer has not seen. The approval presenter shows
/// it (``ApprovalPresenter/presentReview(_:)``); nothing is captured unless the buyer confirms. Only the flow runner makes
/// reviews; presenters read them.
public struct AmountReview: Sendable, Equatable {
    /// One receiver's amounts (one purchase unit of the order).
    public struct Line: Sendable, Equatable {
        /// The receiver's email (`nil` when the payment named none).
        public let recipient: String?
        /// The amount before tax and shipping (`PayPalAmounts.payment_amount`).
        public let subtotal: Money
        /// The tax, when there is any.
        public let tax: Money?
        /// The shipping, when there is any.
        public let shipping: Money?
        /// What this receiver is paid now: subtotal + tax + shipping.
        public let total: Money
        /// What the buyer approved at PayPal for this receiver.
        public let approvedTotal: Money
    }

    /// The order the buyer approved and that holds the adjusted amounts.
    public let orderID: String
    /// The shipping address the buyer chose at PayPal: the amounts were adjusted for it.
    public let address: Address?
    /// One line per receiver, in the order's purchase-unit order.
    public let lines: [Line]
    /// The total the capture takes.
    public let total: Money
    /// The total the buyer approved at PayPal.
    public let approvedTotal: Money
}

/// What the buyer decided on the review of an adjusted total.
public enum AmountReviewDecision: Sendable, Equatable {
    /// Pay the adjusted total: the flow runner captures it.
    case confirmed
    /// Do not pay: the payment ends with `paymentCanceled` and nothing is captured.
    case declined
}
