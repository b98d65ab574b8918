import Foundation
import OrdersCore

/// Checks a dynamic-amount delegate's answer against the order before anything is patched: one entry per
/// receiver (matched by recipient, each exactly once), one currency PayPal accepts for every receiver (the order's
/// when the delegate leaves it `nil`; another one is allowed, as the guide allows, and makes a new order), a payment
/// amount that is present, non-negative and has no more decimals than that currency allows (HUF, JPY, TWD: none), the
/// same for tax and shipping, and a total above zero.
enum DynamicAmountValidator {
    /// The adjusted amounts per unit, or every problem found (each a sentence saying what to fix).
    static func validate(_ received: [LegacyReceivedAmounts], against units: [LegacyUnitAmounts]) -> Result<[LegacyUnitAmounts], DynamicAmountProblems> {
        var problems: [String] = []
        guard received.count == units.count else {
            return .failure(
                DynamicAmountProblems(messages: [
                    "The delegate returned \(received.count) receiver amount(s) for \(units.count) receiver(s): return one PayPalReceiverAmounts per receiver."
                ]))
        }
        var adjusted: [LegacyUnitAmounts] = []
        var used = Set<Int>()
        for (position, entry) in received.enumerated() {
            let label = units.count == 1 && entry.recipient == nil ? "adjusted amounts" : "receiver amounts [\(position)]"
            guard let index = match(entry, position: position, units: units, used: used) else {
                problems.append(
                    "\(label): recipient '\(entry.recipient ?? "nil")' is not a receiver of this payment, or is listed twice; keep each receiver's recipient as passed in."
                )
                continue
            }
            used.insert(index)
            if let unit = check(entry, label: label, unit: units[index], problems: &problems) { adjusted.append(unit) }
        }
        let currencies = Set(adjusted.map(\.currency.code))
        if currencies.count > 1 {
            problems.append(
                "The receivers' amounts are in \(currencies.sorted().joined(separator: " and ")): an order has one currency, so return every receiver's amounts in the same one."
            )
        }
        if problems.isEmpty, adjusted.allSatisfy({ $0.total > 0 }) == false {
            problems.append("The adjusted total is zero: a payment must be above zero; cancel with AMOUNT_CANCEL_TXN instead.")
        }
        return problems.isEmpty ? .success(adjusted) : .failure(DynamicAmountProblems(messages: problems))
    }

    /// The unit `entry` belongs to: by recipient (case-insensitive), or the only unit for the simple form.
    private static func match(_ entry: LegacyReceivedAmounts, position: Int, units: [LegacyUnitAmounts], used: Set<Int>) -> Int? {
        guard let recipient = entry.recipient else { return units.count == 1 && !used.contains(0) ? 0 : nil }
        let wanted = recipient.trimmingCharacters(in: .whitespaces).lowercased()
        return units.indices.first { !used.contains($0) && units[$0].recipient?.lowercased() == wanted }
    }

    private static func check(_ entry: LegacyReceivedAmounts, label: String, unit: LegacyUnitAmounts, problems: inout [String]) -> LegacyUnitAmounts? {
        guard !entry.malformed else {
            problems.append("\(label): no PayPalAmounts; set amounts on every PayPalReceiverAmounts.")
            return nil
        }
        let before = problems.count
        let code = entry.currency?.trimmingCharacters(in: .whitespaces).uppercased() ?? unit.currency.code
        guard let currency = try? Currency(code: code) else {
            problems.append(
                "\(label): currency \(entry.currency ?? "") is not one PayPal accepts; return a supported ISO-4217 code such as \(unit.currency.code).")
            return nil
        }
        if entry.amount == nil {
            problems.append("\(label): payment_amount is nil; set the amount before tax and shipping.")
        }
        for (name, value) in [("payment_amount", entry.amount), ("tax", entry.tax), ("shipping", entry.shipping)] {
            guard let value else { continue }
            do throws(MoneyError) {
                _ = try Money(value, currency: currency)
            } catch {
                problems.append("\(label): \(name) \(value) is refused: \(error.errorDescription ?? "\(error)").")
            }
        }
        guard problems.count == before, let amount = entry.amount else { return nil }
        return LegacyUnitAmounts(
            referenceId: unit.referenceId, recipient: unit.recipient, currency: currency,
            subtotal: amount, tax: entry.tax, shipping: entry.shipping)
    }
}

/// Why a delegate's adjusted amounts were refused.
struct DynamicAmountProblems: Error, Sendable, Equatable {
    /// One sentence per problem.
    var messages: [String]
}
