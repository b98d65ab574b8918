import Foundation
import OrdersCore

extension OrdersSimulator {
    /// How far a PATCH may raise the amount of an order the payer has already approved; beyond it the PATCH is
    /// `422 UNPROCESSABLE_ENTITY` with `AMOUNT_CHANGE_NOT_ALLOWED` ("The amount specified is different from the
    /// amount authorized by payer.") and the buyer must approve a new order.
    ///
    /// PayPal's documented limit for raising an amount the payer approved: "up to 115% of the original authorized
    /// amount, not to exceed an increase of $75 USD" (Payments v2, `reauthorize_request`,
    /// https://developer.paypal.com/sdk/payment/v2/definitions/reauthorize_request — "the allowed amount depends on
    /// context and geography, for example in US"); the same words since the Authorization & Capture Integration
    /// Guide of June 2006 ("an amount up to 115% of the originally authorized amount (not to exceed an increase of
    /// $75 USD)"). Orders v2's "Update order details" page only says an approved order's total may change "without
    /// the payer re-approving the order" and names no other figure, so the simulator applies this rule to each
    /// purchase unit of an `APPROVED` order, measured from the amount the payer approved (never from an amount
    /// already raised by an earlier PATCH). A lower amount is always allowed; another currency never is.
    ///
    /// The simulator converts no currency: the $75 cap applies to USD amounts, and other currencies have only the
    /// percentage unless ``maximumIncrease`` names them. Deterministic: no rate, no clock.
    public struct AmountIncreaseLimit: Sendable, Equatable {
        /// How many percent an approved amount may grow by: 15 allows up to 115 %.
        public var percent: Decimal
        /// The largest increase, in major units, per currency code (PayPal: 75 USD).
        public var maximumIncrease: [String: Decimal]

        /// Creates a limit; the defaults are PayPal's documented rule.
        public init(percent: Decimal = 15, maximumIncrease: [String: Decimal] = ["USD": 75]) {
            self.percent = percent
            self.maximumIncrease = maximumIncrease
        }

        /// PayPal's rule: up to 115 %, at most 75 USD more.
        public static let payPal = AmountIncreaseLimit()

        /// The largest amount `approved` may become (exact: not rounded to the currency's decimals).
        public func limit(for approved: Money) -> Decimal {
            let byPercent = approved.amount + approved.amount * percent / 100
            guard let cap = maximumIncrease[approved.currency.code] else { return byPercent }
            return min(byPercent, approved.amount + cap)
        }

        /// Whether an approved `approved` may become `new`: the same currency and at most ``limit(for:)``.
        public func allows(_ new: Money, approved: Money) -> Bool {
            new.currency == approved.currency && new.amount <= limit(for: approved)
        }
    }
}
