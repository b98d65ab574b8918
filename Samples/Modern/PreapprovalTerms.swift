import Foundation
import OrdersCore

/// `PayPalPreapprovalDetails`' limits → rules your server keeps and checks before charging a saved
/// method: a Vault v3 payment token carries no limits, so nothing at PayPal enforces them.
public struct PreapprovalTerms: Sendable, Equatable {
    /// `PayPalPaymentPeriod` (`PP_PAYMENTPERIOD_*`) as the length of a rolling window in days.
    public enum Period: Int, Sendable, Equatable {
        /// `DAILY`.
        case daily = 1
        /// `WEEKLY`.
        case weekly = 7
        /// `BIWEEKLY`.
        case biweekly = 14
        /// `SEMIMONTHLY`.
        case semimonthly = 15
        /// `MONTHLY`.
        case monthly = 30
        /// `ANNUALLY`.
        case annually = 365
    }

    /// `currency`.
    public var currency: Currency
    /// `maxTotalAmountOfAllPayments`.
    public var maxTotalAmountOfAllPayments: Money
    /// `maxPerPayment`.
    public var maxPerPayment: Money?
    /// `maxNumPayments`.
    public var maxNumPayments: Int?
    /// `paymentPeriod` and `maxNumPaymentsPerPeriod`.
    public var paymentPeriod: Period?
    /// `maxNumPaymentsPerPeriod`.
    public var maxNumPaymentsPerPeriod: Int?
    /// `dayOfWeek` (`PayPalDayOfWeek`) as `Calendar`'s weekday, 1 = Sunday.
    public var dayOfWeek: Int?
    /// `dateOfMonth`.
    public var dateOfMonth: Int?
    /// `startDate` and `endDate`.
    public var validity: ClosedRange<Date>

    /// Creates terms.
    public init(
        currency: Currency, maxTotalAmountOfAllPayments: Money, validity: ClosedRange<Date>, maxPerPayment: Money? = nil,
        maxNumPayments: Int? = nil, paymentPeriod: Period? = nil, maxNumPaymentsPerPeriod: Int? = nil, dayOfWeek: Int? = nil, dateOfMonth: Int? = nil
    ) {
        self.currency = currency
        self.maxTotalAmountOfAllPayments = maxTotalAmountOfAllPayments
        self.validity = validity
        self.maxPerPayment = maxPerPayment
        self.maxNumPayments = maxNumPayments
        self.paymentPeriod = paymentPeriod
        self.maxNumPaymentsPerPeriod = maxNumPaymentsPerPeriod
        self.dayOfWeek = dayOfWeek
        self.dateOfMonth = dateOfMonth
    }

    /// Whether `amount` may be charged at `date`, after the `earlier` charges (amount and date).
    public func allows(_ amount: Money, at date: Date, after earlier: [(amount: Money, date: Date)], calendar: Calendar = Calendar(identifier: .gregorian)) -> Bool {
        guard amount.currency == currency, validity.contains(date) else { return false }              // currency, startDate, endDate
        if let maxPerPayment, amount.amount > maxPerPayment.amount { return false }                  // maxPerPayment
        let total = earlier.reduce(amount.amount) { $0 + $1.amount.amount }
        guard total <= maxTotalAmountOfAllPayments.amount else { return false }                       // maxTotalAmountOfAllPayments
        if let maxNumPayments, earlier.count + 1 > maxNumPayments { return false }                    // maxNumPayments
        if let paymentPeriod, let maxNumPaymentsPerPeriod {                                           // paymentPeriod, maxNumPaymentsPerPeriod
            let windowStart = date.addingTimeInterval(-Double(paymentPeriod.rawValue) * 86_400)
            if earlier.filter({ $0.date > windowStart }).count + 1 > maxNumPaymentsPerPeriod { return false }
        }
        if let dayOfWeek, calendar.component(.weekday, from: date) != dayOfWeek { return false }      // dayOfWeek
        if let dateOfMonth, calendar.component(.day, from: date) != dateOfMonth { return false }      // dateOfMonth
        return true
    }
}

/// The other `PayPalPreapprovalDetails` fields, where the setup token and your server keep them.
public enum PreapprovalTermsSample {
    /// The setup token for terms shown to the buyer (`merchantName`, `memo`); `approved` is its status
    /// after the buyer's approval; `pinRequired`, `ipnUrl`, `senderEmail`: no field (PayPal's login and
    /// webhooks replace them).
    public static func setupToken(customerID: String, merchantServer: OrdersClient) async throws -> SetupToken {
        try await merchantServer.createSetupToken(SetupTokenRequest(
            customer: VaultCustomer(id: customerID),
            paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet(
                description: "Up to 100.00 USD a month for a year",                   // memo
                experienceContext: VaultExperienceContext(brandName: "Example Store",  // merchantName
                    returnUrl: "https://example.com/vault/return", cancelUrl: "https://example.com/vault/cancel")))))
    }

    /// Charges a saved method only when the terms allow it (`nil` when they do not: nothing is sent); an
    /// order with a `vault_id` is captured as it is created.
    public static func charge(_ amount: Money, token: PaymentToken, terms: PreapprovalTerms, history: [(amount: Money, date: Date)], now: Date, merchantServer: OrdersClient) async throws -> Order? {
        guard terms.allows(amount, at: now, after: history) else { return nil }
        return try await merchantServer.createOrder(OrderRequest(
            intent: .capture,
            purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: amount))],
            paymentSource: PaymentSource(paypal: PayPalWallet(vaultId: token.id))))   // status COMPLETED
    }
}
