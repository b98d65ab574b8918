import Foundation
import OrdersCore

extension LegacyValidator {
    /// The payment's currency: `USD` when `nil` (the guide's default), otherwise one of Appendix A.
    mutating func checkCurrency(_ code: String?, at path: String) -> Currency? {
        guard let code else { return .usd }
        guard !code.trimmingCharacters(in: .whitespaces).isEmpty else {
            add(
                path, .missingRequiredField, "\(path) is empty.",
                fix: "Set an ISO-4217 code such as \"USD\", or leave it nil for the default USD.")
            return nil
        }
        // Any case, as 2011's library took it ("usd"): the translator sends it upper-cased, with a note.
        let upper = code.trimmingCharacters(in: .whitespaces).uppercased()
        if Self.appendixACurrencyCodes.contains(upper), let currency = try? Currency(code: upper) { return currency }
        let today = Currency.supported.contains { $0.code == upper } ? " (PayPal accepts it today, but MPL never did)" : ""
        add(
            path, .unsupportedCurrency,
            "\(path) \"\(code)\" is not a currency of the MPL guide's Appendix A\(today).",
            fix: "Use one of: \(Self.appendixACurrencyCodes.joined(separator: ", ")).")
        return nil
    }
}
