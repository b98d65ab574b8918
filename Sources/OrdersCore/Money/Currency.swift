import Foundation

/// A currency PayPal accepts for REST payments, with the number of minor-unit digits (its exponent).
///
/// Only the 25 currencies PayPal lists for REST payments exist; create one from a code with
/// ``init(code:)``, which throws ``MoneyError/unsupportedCurrency(_:)`` for any other code.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The ISO-4217 code, for example `USD`.
    public let code: String
    /// Digits after the decimal point PayPal accepts: 2 for most, 0 for HUF, JPY and TWD.
    public let exponent: Int

    private init(_ code: String, exponent: Int = 2) {
        self.code = code
        self.exponent = exponent
    }

    /// Looks up a supported currency by its ISO-4217 code (case-sensitive, as PayPal requires).
    /// - Throws: ``MoneyError/unsupportedCurrency(_:)`` when PayPal does not accept the code.
    public init(code: String) throws(MoneyError) {
        guard let known = Currency.byCode[code] else { throw .unsupportedCurrency(code) }
        self = known
    }

    /// The code, for example `USD`.
    public var description: String { code }

    /// The smallest amount the currency can express: `0.01` or `1`.
    public var minorUnit: Decimal { Decimal(sign: .plus, exponent: -exponent, significand: 1) }

    /// Australian dollar.
    public static let aud = Currency("AUD")
    /// Brazilian real (in-country accounts only).
    public static let brl = Currency("BRL")
    /// Canadian dollar.
    public static let cad = Currency("CAD")
    /// Chinese renminbi (in-country accounts only).
    public static let cny = Currency("CNY")
    /// Czech koruna.
    public static let czk = Currency("CZK")
    /// Danish krone.
    public static let dkk = Currency("DKK")
    /// Euro.
    public static let eur = Currency("EUR")
    /// Hong Kong dollar.
    public static let hkd = Currency("HKD")
    /// Hungarian forint: no decimals.
    public static let huf = Currency("HUF", exponent: 0)
    /// Israeli new shekel.
    public static let ils = Currency("ILS")
    /// Japanese yen: no decimals.
    public static let jpy = Currency("JPY", exponent: 0)
    /// Malaysian ringgit (in-country accounts only).
    public static let myr = Currency("MYR")
    /// Mexican peso.
    public static let mxn = Currency("MXN")
    /// New Taiwan dollar: no decimals.
    public static let twd = Currency("TWD", exponent: 0)
    /// New Zealand dollar.
    public static let nzd = Currency("NZD")
    /// Norwegian krone.
    public static let nok = Currency("NOK")
    /// Philippine peso.
    public static let php = Currency("PHP")
    /// Polish złoty.
    public static let pln = Currency("PLN")
    /// Pound sterling.
    public static let gbp = Currency("GBP")
    /// Russian ruble.
    public static let rub = Currency("RUB")
    /// Singapore dollar.
    public static let sgd = Currency("SGD")
    /// Swedish krona.
    public static let sek = Currency("SEK")
    /// Swiss franc.
    public static let chf = Currency("CHF")
    /// Thai baht.
    public static let thb = Currency("THB")
    /// United States dollar.
    public static let usd = Currency("USD")

    /// Every currency PayPal accepts for REST payments.
    public static let supported: [Currency] = [
        aud, brl, cad, cny, czk, dkk, eur, hkd, huf, ils, jpy, myr, mxn,
        twd, nzd, nok, php, pln, gbp, rub, sgd, sek, chf, thb, usd,
    ]

    private static let byCode = Dictionary(uniqueKeysWithValues: supported.map { ($0.code, $0) })
}

extension Currency: Codable {
    /// Decodes a currency from its code; unsupported codes fail with a ``MoneyError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        try self.init(code: container.decode(String.self))
    }

    /// Encodes the currency as its code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
