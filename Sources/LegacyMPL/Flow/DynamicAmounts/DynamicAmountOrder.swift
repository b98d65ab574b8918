import Foundation
import OrdersCore

/// An approved order as the dynamic-amount step sees it: what the buyer approved, what the order holds, and where
/// the buyer ships to.
struct DynamicAmountOrder: Sendable {
    /// The order, read after approval.
    let order: Order
    /// The create request the buyer approved (a replacement order starts from it).
    let planned: OrderRequest
    /// The amounts the buyer approved at PayPal, per purchase unit.
    let approved: [LegacyUnitAmounts]
    /// The amounts the order holds now, per purchase unit (after a resume, possibly already adjusted).
    let current: [LegacyUnitAmounts]
    /// The shipping address the buyer chose, if any.
    let address: Address?

    /// Capture when `final` is what the buyer approved (the buyer saw that total at PayPal), else the buyer reviews it.
    func decision(for final: [LegacyUnitAmounts]) -> DynamicAmountDecision {
        let unchanged =
            final.count == approved.count
            && final.allSatisfy { unit in approved.contains { $0.referenceId == unit.referenceId && $0.sameMoney(as: unit) } }
        if unchanged { return .capture }
        do throws(MoneyError) {
            return .review(try AmountReview(orderID: order.id, address: address, adjusted: final, approved: approved))
        } catch {
            return .end(
                .failed(
                    DynamicAmountStep.invalidAmounts(
                        "The adjusted amounts of order \(order.id) cannot be shown and nothing was charged: \(error.localizedDescription)")))
        }
    }

    /// The new order for `adjusted` that the buyer approves instead of this one (never captured), or the failure that
    /// ends the payment when no such order can be made.
    func replacement(for adjusted: [LegacyUnitAmounts], reason: String) -> DynamicAmountDecision {
        do throws(DynamicAmountProblems) {
            let request = try DynamicAmountReplacement.request(planned: planned, order: order, adjusted: adjusted)
            LegacyLog.error("order \(order.id): \(reason); the buyer approves a new order for the adjusted amounts, and order \(order.id) is left uncaptured")
            return .reapprove(request)
        } catch {
            return .end(
                .failed(
                    DynamicAmountStep.invalidAmounts(
                        "The adjusted amounts need a new approval (\(reason)) but cannot be sent, and nothing was charged: "
                            + error.messages.joined(separator: " "))))
        }
    }
}
