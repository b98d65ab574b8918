/// Light or dark appearance.
public enum ButtonColorScheme: String, Sendable, Hashable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// Which logo artwork sits on the button.
public enum ButtonLogoVariant: String, Sendable, Hashable {
    /// The full-color logo (on gold, white, silver).
    case fullColor
    /// The white logo (on blue, black, dark blue).
    case white
}

/// The resolved colors of a button in one color scheme.
public struct PaymentButtonPalette: Sendable, Hashable {
    /// The fill.
    public let background: RGBColor
    /// The label text.
    public let text: RGBColor
    /// A hairline border, for buttons that would vanish into a same-colored screen.
    public let border: RGBColor?
    /// The logo artwork.
    public let logo: ButtonLogoVariant
}

extension PaymentButtonConfiguration {
    /// The colors to draw in `scheme` (``darkModeColor`` in dark mode).
    public func palette(for scheme: ButtonColorScheme) -> PaymentButtonPalette {
        let color = scheme == .dark ? darkModeColor : color
        let white = RGBColor(hex: 0xFFFFFF)
        let black = RGBColor(hex: 0x000000)
        switch color {
        case .gold:
            return PaymentButtonPalette(background: RGBColor(hex: 0xFFC439), text: black, border: nil, logo: .fullColor)
        case .blue:
            // Venmo's blue, darkened from #008CFF (3.4:1 with white) to reach WCAG AA's 4.5:1 for the text.
            let background = fundingSource == .venmo ? RGBColor(hex: 0x0074DE) : RGBColor(hex: 0x0070E0)
            return PaymentButtonPalette(background: background, text: white, border: nil, logo: .white)
        case .white:
            return PaymentButtonPalette(background: white, text: black, border: scheme == .light ? RGBColor(hex: 0x555555) : nil, logo: .fullColor)
        case .black:
            return PaymentButtonPalette(background: black, text: white, border: scheme == .dark ? RGBColor(hex: 0x8A8A8A) : nil, logo: .white)
        case .silver:
            return PaymentButtonPalette(background: RGBColor(hex: 0xEEEEEE), text: black, border: nil, logo: .fullColor)
        case .darkBlue:
            return PaymentButtonPalette(background: RGBColor(hex: 0x003087), text: white, border: scheme == .dark ? RGBColor(hex: 0x8A8A8A) : nil, logo: .white)
        }
    }
}
