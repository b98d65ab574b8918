import OrdersCore

/// What a payment button pays with.
public enum PaymentButtonFundingSource: String, Sendable, Hashable, CaseIterable {
    /// The PayPal wallet.
    case paypal
    /// Venmo.
    case venmo
    /// Pay Later.
    case payLater
    /// PayPal Credit.
    case credit

    /// The funding source whose eligibility decides whether the button shows.
    public var fundingSource: FundingSource {
        switch self {
        case .paypal: .paypal
        case .venmo: .venmo
        case .payLater: .paylater
        case .credit: .credit
        }
    }

    /// The brand name read out and shown as the logo's text.
    public var brandName: String {
        switch self {
        case .paypal: "PayPal"
        case .venmo: "Venmo"
        case .payLater: "PayPal Pay Later"
        case .credit: "PayPal Credit"
        }
    }

    /// The colors this button may have, per PayPal's brand rules (a credit button is white or dark blue).
    public var allowedColors: [PaymentButtonColor] {
        switch self {
        case .paypal, .payLater: [.gold, .blue, .white, .black, .silver]
        case .venmo: [.blue, .white, .black]
        case .credit: [.white, .darkBlue]
        }
    }

    /// The labels this button may have: only the PayPal button carries a call to action.
    public var allowedLabels: [PaymentButtonLabel] {
        switch self {
        case .paypal: PaymentButtonLabel.allCases
        case .venmo, .payLater, .credit: [.none]
        }
    }
}
