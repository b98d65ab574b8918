import Foundation

#if canImport(UIKit)
    import UIKit
#endif

extension PayPal {
    /// The Pay with PayPal button of size `theButtonType` and text `theButtonText`, sending `action` to
    /// `target` when touched; `target` also becomes the ``delegate``. The title follows ``lang``, else the
    /// device's locale, else `en_US`; the button stays disabled until initialization succeeds.
    /// Returns `nil` (with `responseMessage` explaining) for a type that is not one of the four sizes.
    public func getPayButtonWithTarget(
        _ target: (any PayPalPaymentDelegate)!, andAction action: Selector!, andButtonType theButtonType: PayPalButtonType,
        andButtonText theButtonText: PayPalButtonText
    ) -> PayPalPayButton! {
        guard
            let descriptor = preparePayButton(
                target: target, buttonType: theButtonType, buttonText: theButtonText, actionName: action.map(Self.name(of:)) ?? "")
        else { return nil }
        let button = makeButton(descriptor, target: target, action: action)
        state.withLock { state in
            if state.payButtons == nil { state.payButtons = NSMutableArray() }
            state.payButtons?.add(button)
        }
        return button
    }

    /// The button with text PAY (the header: "calls getPayButton with text PAY").
    public func getPayButtonWithTarget(
        _ target: (any PayPalPaymentDelegate)!, andAction action: Selector!, andButtonType theButtonType: PayPalButtonType
    ) -> PayPalPayButton! {
        getPayButtonWithTarget(target, andAction: action, andButtonType: theButtonType, andButtonText: BUTTON_TEXT_PAY)
    }

    /// What `getPayButtonWithTarget` does besides making the view: `target` becomes the delegate, the text is
    /// recorded, and the descriptor is returned; `nil` (with `responseMessage` explaining) for an invalid type.
    /// Also for the Objective-C layer, which makes its own `UIButton`.
    package func preparePayButton(
        target: Any?, buttonType: PayPalButtonType, buttonText: PayPalButtonText, actionName: String
    ) -> PayButtonDescriptor? {
        let (lang, enabled) = state.withLock { state in
            state.delegate = target
            state.buttonText = buttonText
            return (state.lang, state.initializationStatus == STATUS_COMPLETED_SUCCESS)
        }
        guard
            let descriptor = PayButtonDescriptor(
                buttonType: buttonType, buttonText: buttonText, lang: lang, isEnabled: enabled, actionName: actionName)
        else {
            responseMessage =
                LegacyResponseMessage(
                    severity: "Error", category: "Application", errorId: "INVALID_BUTTON_TYPE",
                    message: "Button type \(buttonType.rawValue) is not a button size. Use BUTTON_152x33, BUTTON_194x37, BUTTON_278x43 or BUTTON_294x43."
                ).mutableDictionary
            return nil
        }
        return descriptor
    }

    /// The descriptor of a button as `getPayButtonWithTarget` would build it now (for tests and custom buttons).
    public func payButtonDescriptor(
        buttonType: PayPalButtonType, buttonText: PayPalButtonText = BUTTON_TEXT_PAY, actionName: String
    ) -> PayButtonDescriptor? {
        let (lang, enabled) = state.withLock { ($0.lang, $0.initializationStatus == STATUS_COMPLETED_SUCCESS) }
        return PayButtonDescriptor(buttonType: buttonType, buttonText: buttonText, lang: lang, isEnabled: enabled, actionName: actionName)
    }

    private static func name(of selector: Selector) -> String {
        #if canImport(ObjectiveC)
            return NSStringFromSelector(selector)
        #else
            return selector.name
        #endif
    }

    #if canImport(UIKit)
        private func makeButton(_ descriptor: PayButtonDescriptor, target: (any PayPalPaymentDelegate)?, action: Selector?) -> PayPalPayButton {
            let selector = action ?? Selector(("payWithPayPal"))
            return MainActor.assumeIsolated { UIButton.payPalButton(descriptor, target: target, action: selector) }
        }

        func setPayButtons(_ buttons: [PayPalPayButton], enabled: Bool) {
            let update = { @MainActor in for button in buttons { button.isEnabled = enabled } }
            if Thread.isMainThread {
                MainActor.assumeIsolated { update() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { update() } }
            }
        }
    #else
        private func makeButton(_ descriptor: PayButtonDescriptor, target: (any PayPalPaymentDelegate)?, action: Selector?) -> PayPalPayButton {
            LegacyPayButton(descriptor: descriptor, target: target, action: action ?? Selector(descriptor.actionName))
        }

        func setPayButtons(_ buttons: [PayPalPayButton], enabled: Bool) {
            for button in buttons { button.setEnabled(enabled) }
        }
    #endif
}
