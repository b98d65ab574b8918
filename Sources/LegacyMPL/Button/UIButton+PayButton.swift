#if canImport(UIKit)
    import UIKit

    /// The type `getPayButtonWithTarget(...)` returns: `UIButton` on iOS, `LegacyPayButton` elsewhere.
    public typealias PayPalPayButton = UIButton

    extension UIButton {
        /// A button built from `descriptor`, sending `action` to `target` on touch-up-inside.
        @MainActor
        static func payPalButton(_ descriptor: PayButtonDescriptor, target: AnyObject?, action: Selector) -> UIButton {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: descriptor.width, height: descriptor.height)
            button.setTitle(descriptor.title, for: .normal)
            button.accessibilityLabel = descriptor.title
            button.isEnabled = descriptor.isEnabled
            button.addTarget(target, action: action, for: .touchUpInside)
            return button
        }
    }
#endif
