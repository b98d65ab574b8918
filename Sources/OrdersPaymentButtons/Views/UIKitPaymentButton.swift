#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A payment button for UIKit: colors follow light and dark mode, text and size follow the configuration.
    ///
    /// Add a target for `.touchUpInside` and start the checkout there. Hide it (or keep its space) according
    /// to the ``PaymentButtonState`` from ``PaymentButtonEligibility``.
    @MainActor
    public final class UIKitPaymentButton: UIButton {
        /// The look.
        public let buttonConfiguration: PaymentButtonConfiguration

        /// Creates a button.
        public init(_ configuration: PaymentButtonConfiguration) {
            buttonConfiguration = configuration
            super.init(frame: .zero)
            let light = configuration.palette(for: .light)
            let dark = configuration.palette(for: .dark)
            backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark.background) : UIColor(light.background) }
            setTitleColor(UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark.text) : UIColor(light.text) }, for: .normal)
            setTitle(configuration.content.accessibilityLabel, for: .normal)
            titleLabel?.font = .preferredFont(forTextStyle: .headline)
            titleLabel?.adjustsFontForContentSizeCategory = true
            accessibilityLabel = configuration.content.accessibilityLabel
            layer.cornerRadius = CGFloat(configuration.cornerRadius)
            layer.masksToBounds = true
            translatesAutoresizingMaskIntoConstraints = false
            heightAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(configuration.size.height)).isActive = true
            if !configuration.size.showsText { widthAnchor.constraint(equalTo: heightAnchor).isActive = true }
        }

        /// Not supported: create buttons in code from a configuration.
        public required init?(coder: NSCoder) { nil }

        /// Re-resolves the border for the current light or dark mode.
        public override func layoutSubviews() {
            super.layoutSubviews()
            let scheme: ButtonColorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
            if let border = buttonConfiguration.palette(for: scheme).border {
                layer.borderWidth = 1
                layer.borderColor = UIColor(border).cgColor
            } else {
                layer.borderWidth = 0
            }
        }
    }

    extension UIColor {
        fileprivate convenience init(_ color: RGBColor) {
            self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: 1)
        }
    }
#endif
