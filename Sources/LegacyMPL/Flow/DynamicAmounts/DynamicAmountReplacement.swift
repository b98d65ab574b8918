import Foundation
import OrdersCore

/// The order that replaces an approved one when PayPal will not let the buyer's approval cover the adjusted amounts
/// (a raise beyond its limit, or another currency): the create request the buyer approved, with
/// - each purchase unit's adjusted amount (``DynamicAmountPatch``); in another currency without its items, whose
///   prices are in the old one (a chained payment's platform fee cannot change currency: refused);
/// - the shipping address the buyer chose, fixed (`SET_PROVIDED_ADDRESS`): the amounts were computed for it, so the
///   buyer cannot pick another and the delegate is not asked again;
/// - `PAY_NOW`: the buyer approves the final total at PayPal, so no review follows and the order is captured next.
enum DynamicAmountReplacement {
    /// The create request of the replacement of `order` (created from `planned`) for the `adjusted` amounts.
    /// - Throws: what keeps the adjusted amounts from being sent as a new order.
    static func request(planned: OrderRequest, order: Order, adjusted: [LegacyUnitAmounts]) throws(DynamicAmountProblems) -> OrderRequest {
        var request = planned
        var problems: [String] = []
        for index in request.purchaseUnits.indices {
            var unit = request.purchaseUnits[index]
            let reference = unit.referenceId ?? "default"
            guard let new = adjusted.first(where: { $0.referenceId == reference }) else { continue }
            if new.currency != unit.amount.total.currency {
                guard unit.paymentInstruction?.platformFees?.isEmpty ?? true else {
                    problems.append(
                        "The platform fee of a chained payment is in \(unit.amount.total.currency.code) and cannot change currency: return amounts in \(unit.amount.total.currency.code)."
                    )
                    continue
                }
                unit.items = nil
                unit.amount = AmountWithBreakdown(total: unit.amount.total)
            }
            do throws(MoneyError) {
                unit.amount = try DynamicAmountPatch.amount(for: unit, adjusted: new)
            } catch {
                problems.append("Unit \(reference): \(error.errorDescription ?? "\(error)").")
            }
            if let chosen = order.purchaseUnits?.first(where: { ($0.referenceId ?? "default") == reference })?.shipping {
                unit.shipping = ShippingDetail(name: chosen.name, type: chosen.type, address: chosen.address)
            }
            request.purchaseUnits[index] = unit
        }
        guard problems.isEmpty else { throw DynamicAmountProblems(messages: problems) }
        request.updateExperienceContext { context in
            context.shippingPreference = .setProvidedAddress
            context.userAction = .payNow
        }
        return request
    }
}
