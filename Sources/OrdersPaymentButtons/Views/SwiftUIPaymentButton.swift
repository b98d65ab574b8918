#if canImport(SwiftUI)
    import SwiftUI

    /// A payment button for SwiftUI: colors follow the environment's color scheme.
    @available(iOS 15, macOS 13, *)
    public struct PaymentButtonView: View {
        private let configuration: PaymentButtonConfiguration
        private let action: () -> Void
        @Environment(\.colorScheme) private var colorScheme

        /// Creates a button running `action` when tapped.
        public init(_ configuration: PaymentButtonConfiguration, action: @escaping () -> Void) {
            self.configuration = configuration
            self.action = action
        }

        /// The button.
        public var body: some View {
            let palette = configuration.palette(for: colorScheme == .dark ? .dark : .light)
            let shape = RoundedRectangle(cornerRadius: configuration.cornerRadius)
            Button(action: action) {
                Text(configuration.size.showsText ? configuration.content.accessibilityLabel : String(configuration.content.brandName.prefix(1)))
                    .font(.headline)
                    .foregroundStyle(Color(rgb: palette.text))
                    .padding(.horizontal, configuration.size.showsText ? 16 : 0)
                    .frame(
                        minWidth: configuration.size.showsText ? nil : CGFloat(configuration.size.height),
                        maxWidth: configuration.size.fillsWidth ? .infinity : nil,
                        minHeight: CGFloat(configuration.size.height)
                    )
                    .background(Color(rgb: palette.background))
                    .clipShape(shape)
                    .overlay { shape.stroke(palette.border.map { Color(rgb: $0) } ?? Color.clear, lineWidth: 1) }
            }
            .buttonStyle(.plain)
            .accessibilityLabel(configuration.content.accessibilityLabel)
        }
    }

    /// A button laid out by its eligibility state: shown, blank space, or nothing.
    @available(iOS 15, macOS 13, *)
    public struct PaymentButtonSlot: View {
        private let state: PaymentButtonState
        private let action: () -> Void

        /// Creates the slot of `state`'s button.
        public init(_ state: PaymentButtonState, action: @escaping () -> Void) {
            self.state = state
            self.action = action
        }

        /// The button, an empty frame of its height, or nothing.
        public var body: some View {
            switch state.visibility {
            case .visible: PaymentButtonView(state.configuration, action: action)
            case .blank: Color.clear.frame(height: CGFloat(state.configuration.size.height))
            case .collapsed: EmptyView()
            }
        }
    }

    extension Color {
        fileprivate init(rgb: RGBColor) {
            self.init(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255)
        }
    }
#endif
