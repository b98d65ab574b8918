import Foundation
import OrdersCore

/// Checks `payment_source.card` of confirm-payment-source, create-order and setup-token requests, with
/// PayPal's issue names. The number, security code and name are never echoed in `details[].value`.
///
/// - 400: `INVALID_STRING_LENGTH` (number not 13–19 digits long, name not 1–300), `INVALID_PARAMETER_SYNTAX`
///   (number not digits, expiry not `YYYY-MM`, security code not 3–4 digits), `INVALID_PARAMETER_VALUE`
///   (number failing the Luhn check — an assumption: PayPal documents no dedicated issue —, unknown
///   verification method or vault instruction), `MALFORMED_REQUEST_JSON` (wrong JSON types).
/// - 422: `CARD_NUMBER_REQUIRED`, `CARD_EXPIRY_REQUIRED`, `INVALID_SECURITY_CODE_LENGTH` (3 digits, 4 for
///   American Express), `CARD_EXPIRED`, `INVALID_EXPIRY_DATE` (more than 20 years ahead).
enum CardSchema {
    /// The verification methods PayPal takes (`attributes.verification.method`, `verification_method`).
    static let verificationMethods: Set<String> = ["SCA_ALWAYS", "SCA_WHEN_REQUIRED"]

    /// Checks `value` (the `card` member) at `path`; `now` dates the expiry check; `forVault` selects the
    /// setup-token shape (`verification_method`, vault `experience_context`).
    static func check(_ value: JSONValue, at path: FieldPath, now: Date?, forVault: Bool = false, into report: inout ValidationReport) {
        guard let card = value.objectValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: path)
            return
        }
        if card["vault_id"] == nil { checkNumber(card["number"], at: path.child("number"), into: &report) }
        if card["vault_id"] == nil { checkExpiry(card["expiry"], at: path.child("expiry"), now: now, into: &report) }
        checkSecurityCode(card["security_code"], number: card["number"]?.stringValue ?? "", at: path.child("security_code"), into: &report)
        if let name = card["name"], name != .null {
            if let text = name.stringValue {
                if !(1...300).contains(text.utf16.count) { report.schema("INVALID_STRING_LENGTH", at: path.child("name")) }
            } else {
                report.schema("MALFORMED_REQUEST_JSON", at: path.child("name"))
            }
        }
        if let address = card["billing_address"], address != .null {
            OrderSchemas.address.check(address, at: path.child("billing_address"), into: &report)
        }
        if forVault {
            if let method = card["verification_method"], method != .null {
                StringField(name: "verification_method", length: 1...255, allowed: verificationMethods).check(
                    method, at: path.child("verification_method"), into: &report)
            }
            if let context = card["experience_context"], context != .null {
                VaultSchemas.experienceContext.check(context, at: path.child("experience_context"), into: &report)
            }
        } else {
            checkAttributes(card["attributes"], at: path.child("attributes"), into: &report)
            if let context = card["experience_context"], context != .null {
                experienceContext.check(context, at: path.child("experience_context"), into: &report)
            }
        }
    }

    /// `card_experience_context`: the 3DS return and cancel URLs.
    static let experienceContext = ObjectSchema(strings: [
        StringField(name: "return_url", length: 10...4000),
        StringField(name: "cancel_url", length: 10...4000),
    ])

    private static func checkNumber(_ value: JSONValue?, at path: FieldPath, into report: inout ValidationReport) {
        guard let value, value != .null else { return report.business("CARD_NUMBER_REQUIRED", at: path) }
        guard let number = value.stringValue else { return report.schema("MALFORMED_REQUEST_JSON", at: path) }
        let bytes = Array(number.utf8)
        if !(13...19).contains(bytes.count) {
            report.schema("INVALID_STRING_LENGTH", at: path)
        } else if !bytes.allSatisfy(\.isDigit) {
            report.schema("INVALID_PARAMETER_SYNTAX", at: path)
        } else if !number.hasPrefix("62"), !passesLuhn(bytes) {
            report.schema("INVALID_PARAMETER_VALUE", at: path)
        }
    }

    private static func checkExpiry(_ value: JSONValue?, at path: FieldPath, now: Date?, into report: inout ValidationReport) {
        guard let value, value != .null else { return report.business("CARD_EXPIRY_REQUIRED", at: path) }
        guard let expiry = value.stringValue else { return report.schema("MALFORMED_REQUEST_JSON", at: path) }
        guard let (year, month) = yearMonth(expiry) else { return report.schema("INVALID_PARAMETER_SYNTAX", at: path, value: expiry) }
        guard let now else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = calendar.dateComponents([.year, .month], from: now)
        let ahead = (year - (today.year ?? 0)) * 12 + (month - (today.month ?? 0))
        if ahead < 0 { report.business("CARD_EXPIRED", at: path, value: expiry) }
        if ahead > 240 { report.business("INVALID_EXPIRY_DATE", at: path, value: expiry) }
    }

    private static func checkSecurityCode(_ value: JSONValue?, number: String, at path: FieldPath, into report: inout ValidationReport) {
        guard let value, value != .null else { return }
        guard let code = value.stringValue else { return report.schema("MALFORMED_REQUEST_JSON", at: path) }
        let bytes = Array(code.utf8)
        guard (3...4).contains(bytes.count), bytes.allSatisfy(\.isDigit) else { return report.schema("INVALID_PARAMETER_SYNTAX", at: path) }
        let isAmex = number.hasPrefix("34") || number.hasPrefix("37")
        if bytes.count != (isAmex ? 4 : 3) { report.business("INVALID_SECURITY_CODE_LENGTH", at: path) }
    }

    private static func checkAttributes(_ value: JSONValue?, at path: FieldPath, into report: inout ValidationReport) {
        guard let value, value != .null else { return }
        guard let attributes = value.objectValue else { return report.schema("MALFORMED_REQUEST_JSON", at: path) }
        if let verification = attributes["verification"], verification != .null {
            ObjectSchema(strings: [StringField(name: "method", length: 1...255, allowed: verificationMethods)])
                .check(verification, at: path.child("verification"), into: &report)
        }
        if let vault = attributes["vault"], vault != .null {
            ObjectSchema(strings: [StringField(name: "store_in_vault", length: 1...255, allowed: ["ON_SUCCESS"])])
                .check(vault, at: path.child("vault"), into: &report)
        }
        if let customer = attributes["customer"], customer != .null {
            VaultSchemas.customer.check(customer, at: path.child("customer"), into: &report)
        }
    }

    /// `YYYY-MM` as numbers, when it matches `^[0-9]{4}-(0[1-9]|1[0-2])$`.
    static func yearMonth(_ text: String) -> (Int, Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), bytes[0..<4].allSatisfy(\.isDigit), bytes[5...].allSatisfy(\.isDigit),
            let year = Int(text.prefix(4)), let month = Int(text.suffix(2)), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }

    private static func passesLuhn(_ digits: [UInt8]) -> Bool {
        var sum = 0
        for (offset, byte) in digits.reversed().enumerated() {
            let digit = Int(byte - UInt8(ascii: "0"))
            sum += offset.isMultiple(of: 2) ? digit : (digit * 2 > 9 ? digit * 2 - 9 : digit * 2)
        }
        return sum.isMultiple(of: 10)
    }
}
