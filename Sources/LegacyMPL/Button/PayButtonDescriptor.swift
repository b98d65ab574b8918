import Foundation

/// Everything about a Pay with PayPal button except the view: size, text, localized title, enabled state
/// and action. Built by `PayPal.getPayButtonWithTarget(...)`; a `UIButton` is made from it on iOS,
/// and it is what Linux tests check.
public struct PayButtonDescriptor: Sendable, Equatable {
    /// The size constant.
    public let buttonType: PayPalButtonType
    /// PAY or DONATE.
    public let buttonText: PayPalButtonText
    /// The width in points (152, 194, 278 or 294).
    public let width: Int
    /// The height in points (33, 37 or 43).
    public let height: Int
    /// The locale of the title, one of ``PayButtonLocalization/supportedLocales``.
    public let locale: String
    /// The localized "Pay with PayPal" or "Donate with PayPal".
    public let title: String
    /// Whether the button can be touched: only after initialization succeeded (the guide).
    public let isEnabled: Bool
    /// The name of the action the button sends, for example `payWithPayPal`.
    public let actionName: String

    /// Describes a button; `nil` when `buttonType` is not one of the four sizes (for example `BUTTON_TYPE_COUNT`).
    public init?(
        buttonType: PayPalButtonType, buttonText: PayPalButtonText = BUTTON_TEXT_PAY, lang: String? = nil,
        deviceLocale: Locale = .current, isEnabled: Bool, actionName: String
    ) {
        guard let size = Self.size(of: buttonType) else { return nil }
        self.buttonType = buttonType
        self.buttonText = buttonText == BUTTON_TEXT_DONATE ? BUTTON_TEXT_DONATE : BUTTON_TEXT_PAY
        width = size.width
        height = size.height
        locale = PayButtonLocalization.resolveLocale(lang: lang, deviceLocale: deviceLocale)
        title = PayButtonLocalization.title(for: self.buttonText, locale: locale)
        self.isEnabled = isEnabled
        self.actionName = actionName
    }

    /// The size in points of a button type (the constant's name: `BUTTON_278x43` is 278 × 43), or `nil`.
    public static func size(of buttonType: PayPalButtonType) -> (width: Int, height: Int)? {
        switch buttonType {
        case BUTTON_152x33: return (152, 33)
        case BUTTON_194x37: return (194, 37)
        case BUTTON_278x43: return (278, 43)
        case BUTTON_294x43: return (294, 43)
        default: return nil
        }
    }

    /// The same button, enabled or not.
    public func enabled(_ isEnabled: Bool) -> PayButtonDescriptor {
        PayButtonDescriptor(
            buttonType: buttonType, buttonText: buttonText, lang: locale, isEnabled: isEnabled, actionName: actionName)!
    }
}
