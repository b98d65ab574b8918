import Foundation
import OrdersCore

/// The library-wide settings that shape the Orders v2 request, read from `PayPal` at checkout
/// (``PayPal/translationOptions``) or set directly to translate a payment offline.
public struct LegacyTranslationOptions: Sendable, Equatable {
    /// `PayPal.shippingEnabled` (default `true`): `GET_FROM_FILE` or `NO_SHIPPING`.
    public var shippingEnabled: Bool
    /// `PayPal.dynamicAmountUpdateEnabled` (default `false`).
    public var dynamicAmountUpdateEnabled: Bool
    /// `PayPal.feePayer` (default `FEEPAYER_EACHRECEIVER`).
    public var feePayer: PayPalFeePayer
    /// `PayPal.lang`, for example `en_US`; sent as the BCP-47 `locale` (`en-US`).
    public var lang: String?
    /// The text of the button the payment started from; `BUTTON_TEXT_DONATE` makes items `DONATION`.
    public var buttonText: PayPalButtonText
    /// Capture at approval (the legacy behaviour) or authorize.
    public var intent: OrderIntent
    /// Which PayPal account each phone-number recipient is (``LegacyBackendConfiguration/recipientMap``, the
    /// Info.plist and the environment, at checkout).
    public var recipientMap: LegacyRecipientMap

    /// Creates options; the defaults are the library's.
    public init(
        shippingEnabled: Bool = true, dynamicAmountUpdateEnabled: Bool = false, feePayer: PayPalFeePayer = FEEPAYER_EACHRECEIVER,
        lang: String? = nil, buttonText: PayPalButtonText = BUTTON_TEXT_PAY, intent: OrderIntent = .capture,
        recipientMap: LegacyRecipientMap = LegacyRecipientMap()
    ) {
        self.recipientMap = recipientMap
        self.shippingEnabled = shippingEnabled
        self.dynamicAmountUpdateEnabled = dynamicAmountUpdateEnabled
        self.feePayer = feePayer
        self.lang = lang
        self.buttonText = buttonText
        self.intent = intent
    }
}
