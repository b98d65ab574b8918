import Foundation
import OrdersCore

/// The problems found while reading a request, and the readers of its typed fields, each reporting what is wrong
/// with its field the way Adaptive Payments did (580029 missing, 580001 not allowed).
struct AdaptiveProblems {
    /// The problems, in the order found.
    private(set) var errors: [AdaptiveError] = []

    /// Adds a problem.
    mutating func add(_ id: AdaptiveError.ID, _ message: String, _ parameter: String) {
        errors.append(AdaptiveError(id, message, parameter: parameter))
    }

    /// Throws every problem found, if any.
    func throwIfAny() throws(AdaptiveFailure) {
        if !errors.isEmpty { throw AdaptiveFailure(errors) }
    }

    /// What is thrown when readers that found no problem returned nothing (a bug of the reader, never a request's).
    var unexpected: AdaptiveFailure { AdaptiveFailure(.internalError, "Internal error: a field passed its checks but was not read.") }

    /// `requestEnvelope.errorLanguage`, which every Adaptive request carries (`en_US`).
    mutating func requireEnvelope(_ fields: AdaptiveFields) {
        if fields.text("requestEnvelope.errorLanguage") == nil {
            add(.missingParameter, "Invalid request: requestEnvelope.errorLanguage is required (en_US).", "requestEnvelope.errorLanguage")
        }
    }

    /// A required member of an enumeration.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ fields: AdaptiveFields, _ key: String, _: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        guard let text = fields.text(key) else {
            add(.missingParameter, "Invalid request: \(key) is required.", key)
            return nil
        }
        guard let value = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            add(.invalidRequest, "Invalid request: \(key) with value \(text); use one of \(allowed).", key)
            return nil
        }
        return value
    }

    /// A required ISO-4217 currency PayPal supports.
    mutating func currency(_ fields: AdaptiveFields, _ key: String) -> Currency? {
        guard let code = fields.text(key) else {
            add(.missingParameter, "Invalid request: \(key) is required.", key)
            return nil
        }
        guard let currency = try? Currency(code: code.uppercased()), code.count == 3 else {
            add(.invalidRequest, "Invalid request: \(key) with value \(code) is not a currency PayPal supports.", key)
            return nil
        }
        return currency
    }

    /// An http(s) URL, at most `maxLength` characters.
    mutating func url(_ fields: AdaptiveFields, _ key: String, required: Bool, maxLength: Int = 2048) -> URL? {
        guard let text = fields.text(key) else {
            if required { add(.missingParameter, "Invalid request: \(key) is required.", key) }
            return nil
        }
        guard text.count <= maxLength, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            add(.invalidRequest, "Invalid request: \(key) must be an http or https URL of at most \(maxLength) characters.", key)
            return nil
        }
        return url
    }

    /// Optional text of at most `maxLength` characters.
    mutating func text(_ fields: AdaptiveFields, _ key: String, maxLength: Int) -> String? {
        guard let text = fields.text(key) else { return nil }
        if text.count > maxLength {
            add(.invalidRequest, "Invalid request: \(key) is longer than \(maxLength) characters.", key)
            return nil
        }
        return text
    }

    /// An optional boolean (`true`/`false`/`1`/`0`).
    mutating func flag(_ fields: AdaptiveFields, _ key: String) -> Bool? {
        switch fields.flag(key) {
        case .absent: return nil
        case .value(let value): return value
        case .invalid(let text):
            add(.invalidRequest, "Invalid request: \(key) with value \(text); use true or false.", key)
            return nil
        }
    }

    /// A required email address (`local@domain`, at most 127 characters).
    mutating func email(_ fields: AdaptiveFields, _ key: String) -> String? {
        guard let text = fields.text(key) else {
            add(.missingParameter, "Invalid request: \(key) is required.", key)
            return nil
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard text.count <= 127, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !text.contains(where: \.isWhitespace) else {
            add(.invalidRequest, "Invalid request: \(key) with value \(text) is not an email address.", key)
            return nil
        }
        return text
    }

    /// A required positive amount in `currency`, in any decimal notation the SDKs wrote (`10`, `10.0`, `10.00`), with
    /// no more decimals than the currency has.
    /// `allowingZero` takes `0.00` too (a tax or shipping of nothing).
    mutating func amount(_ fields: AdaptiveFields, _ key: String, currency: Currency?, allowingZero: Bool = false) -> Money? {
        guard let text = fields.text(key) else {
            add(.missingParameter, "Invalid request: \(key) is required.", key)
            return nil
        }
        guard let parsed = try? DecimalText(text), parsed.decimal > 0 || (allowingZero && parsed.decimal == 0) else {
            add(.invalidRequest, "Invalid request: \(key) with value \(text); give a \(allowingZero ? "" : "positive ")decimal amount such as 10.00.", key)
            return nil
        }
        guard let currency else { return nil }
        guard let money = try? Money(parsed.decimal, currency: currency) else {
            add(
                .invalidRequest,
                "Invalid request: \(key) with value \(text) has more decimals than \(currency.code) allows (\(currency.exponent)) or is too large.", key)
            return nil
        }
        return money
    }
}
