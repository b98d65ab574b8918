#if !canImport(UIKit)
    import Foundation

    /// What `getPayButtonWithTarget(...)` returns where UIKit does not exist: the button's state, target and
    /// action, without a view. On iOS the method returns a `UIButton` instead (see ``PayPalPayButton``).
    public final class LegacyPayButton: NSObject {
        /// The size, title and state.
        public private(set) var descriptor: PayButtonDescriptor
        /// The object the action is sent to (not retained, like a `UIControl` target).
        public private(set) weak var target: AnyObject?
        /// The action, as given (`Selector("payWithPayPal")`).
        public let action: Selector
        /// The frame; the app moves the button by changing it (the guide). Starts at the origin with the type's size.
        public var frame: CGRect

        init(descriptor: PayButtonDescriptor, target: AnyObject?, action: Selector) {
            self.descriptor = descriptor
            self.target = target
            self.action = action
            frame = CGRect(x: 0, y: 0, width: descriptor.width, height: descriptor.height)
            super.init()
        }

        /// Whether the button can be touched (after initialization succeeded).
        public var isEnabled: Bool { descriptor.isEnabled }

        /// The localized title.
        public var title: String { descriptor.title }

        func setEnabled(_ enabled: Bool) {
            descriptor = descriptor.enabled(enabled)
        }
    }

    /// The type `getPayButtonWithTarget(...)` returns: `UIButton` on iOS, ``LegacyPayButton`` elsewhere.
    public typealias PayPalPayButton = LegacyPayButton
#endif
