import OrdersPaymentButtons
import Testing

/// Light and dark mode colors: readable text, and no button that vanishes into the screen.
@Suite("Payment buttons: light and dark mode")
struct ButtonAppearanceTests {
    private static let screens: [ButtonColorScheme: RGBColor] = [.light: RGBColor(hex: 0xFFFFFF), .dark: RGBColor(hex: 0x000000)]

    @Test("in both modes every valid button's text is readable (contrast ≥ 4.5) and it stands out from the screen")
    func readable() {
        for source in PaymentButtonFundingSource.allCases {
            for configuration in PaymentButtonConfiguration.all(for: source) {
                for scheme in ButtonColorScheme.allCases {
                    let palette = configuration.palette(for: scheme)
                    #expect(palette.text.contrast(with: palette.background) >= 4.5, "\(source) \(configuration.color) \(scheme)")
                    let screen = Self.screens[scheme]!
                    let standsOut = palette.background.contrast(with: screen) > 1.1 || palette.border != nil
                    #expect(standsOut, "\(source) \(configuration.color) in \(scheme) mode vanishes into the screen")
                }
            }
        }
    }

    @Test("dark mode swaps white and black where allowed; a chosen dark color must be allowed too")
    func darkModeColors() throws {
        #expect(try PaymentButtonConfiguration(fundingSource: .paypal, color: .white).darkModeColor == .black)
        #expect(try PaymentButtonConfiguration(fundingSource: .venmo, color: .black).darkModeColor == .white)
        #expect(try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold).darkModeColor == .gold)
        #expect(try PaymentButtonConfiguration(fundingSource: .credit, color: .white).darkModeColor == .white)
        #expect(try PaymentButtonConfiguration(fundingSource: .credit, color: .white, darkModeColor: .darkBlue).darkModeColor == .darkBlue)
        #expect(throws: PaymentButtonConfigurationError.colorNotAllowed(.black, for: .credit, allowed: [.white, .darkBlue])) {
            try PaymentButtonConfiguration(fundingSource: .credit, color: .white, darkModeColor: .black)
        }
        let white = try PaymentButtonConfiguration(fundingSource: .paypal, color: .white)
        #expect(white.palette(for: .light).background == RGBColor(hex: 0xFFFFFF))
        #expect(white.palette(for: .dark).background == RGBColor(hex: 0x000000))
        #expect(white.palette(for: .light).border != nil)
    }

    @Test("Venmo blue is Venmo's, PayPal blue is PayPal's; colors print as hex")
    func brandBlues() throws {
        let venmo = try PaymentButtonConfiguration(fundingSource: .venmo, color: .blue).palette(for: .light)
        let paypal = try PaymentButtonConfiguration(fundingSource: .paypal, color: .blue).palette(for: .light)
        #expect(venmo.background.description == "#0074DE")
        #expect(paypal.background.description == "#0070E0")
        #expect(RGBColor(hex: 0x0A0B0C).description == "#0A0B0C")
    }
}
