import OrdersPaymentButtons
import Testing

/// Only valid funding source × color × label × shape × size combinations can be built.
@Suite("Payment buttons: configuration rules")
struct ButtonConfigurationTests {
    @Test("a credit button is white or dark blue, nothing else")
    func creditColors() throws {
        for color in PaymentButtonColor.allCases {
            if color == .white || color == .darkBlue {
                #expect(try PaymentButtonConfiguration(fundingSource: .credit, color: color).color == color)
            } else {
                #expect(throws: PaymentButtonConfigurationError.colorNotAllowed(color, for: .credit, allowed: [.white, .darkBlue])) {
                    try PaymentButtonConfiguration(fundingSource: .credit, color: color)
                }
            }
        }
    }

    @Test("every funding source accepts exactly its allowed colors and labels")
    func allowedCombinations() {
        let expectedColors: [PaymentButtonFundingSource: Set<PaymentButtonColor>] = [
            .paypal: [.gold, .blue, .white, .black, .silver], .payLater: [.gold, .blue, .white, .black, .silver],
            .venmo: [.blue, .white, .black], .credit: [.white, .darkBlue],
        ]
        for source in PaymentButtonFundingSource.allCases {
            for color in PaymentButtonColor.allCases {
                for label in PaymentButtonLabel.allCases {
                    let built = try? PaymentButtonConfiguration(fundingSource: source, color: color, label: label)
                    let valid = expectedColors[source]!.contains(color) && (source == .paypal || label == .none)
                    #expect((built != nil) == valid, "\(source) \(color) \(label)")
                }
            }
        }
        #expect(PaymentButtonConfiguration.all(for: .paypal).count == 5 * 4)
        #expect(PaymentButtonConfiguration.all(for: .credit).count == 2)
    }

    @Test("labels: only PayPal buttons take one, and a mini button shows the logo only")
    func labels() throws {
        #expect(throws: PaymentButtonConfigurationError.labelNotAllowed(.buyNow, for: .venmo, allowed: [.none])) {
            try PaymentButtonConfiguration(fundingSource: .venmo, color: .blue, label: .buyNow)
        }
        #expect(throws: PaymentButtonConfigurationError.labelDoesNotFit(.checkout, size: .mini)) {
            try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: .checkout, size: .mini)
        }
        let payWith = try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: .payWith)
        #expect(payWith.content.accessibilityLabel == "Pay with PayPal")
        #expect(try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: .checkout).content.accessibilityLabel == "PayPal Checkout")
        #expect(
            try PaymentButtonConfiguration(fundingSource: .payLater, color: .white, size: .mini).content
                == PaymentButtonContent(prefix: nil, brandName: "PayPal Pay Later", suffix: nil))
        let error = PaymentButtonConfigurationError.colorNotAllowed(.gold, for: .credit, allowed: [.white, .darkBlue])
        #expect(error.errorDescription == "A PayPal Credit button cannot be gold: use white, darkBlue.")
    }

    @Test("shape and size give the geometry: pill ends are half the height")
    func geometry() throws {
        let pill = try PaymentButtonConfiguration(fundingSource: .venmo, color: .blue, shape: .pill, size: .full)
        #expect(pill.cornerRadius == 27.5)
        #expect(pill.size.fillsWidth)
        #expect(try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, shape: .rectangle).cornerRadius == 0)
        #expect(try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, shape: .rounded, size: .collapsed).cornerRadius == 4)
        #expect(PaymentButtonSize.expanded.height >= 44)
    }
}
