#if !canImport(ObjectiveC)
    /// A stand-in for Objective-C's `SEL` on platforms without the Objective-C runtime (Linux).
    ///
    /// Legacy code passes the button's action as `Selector("payWithPayPal")`
    /// (`getPayButtonWithTarget(_:andAction:andButtonType:)`); on Apple platforms that is the runtime's
    /// `Selector`, here it is this value built from the action's name, so the same source compiles on both.
    /// Without a runtime nothing can look the method up by name: the pay button records it for the app.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The selector's name, for example `payWithPayPal` or `paymentSuccessWithKey:andStatus:`.
        public let name: String

        /// Creates a selector from its name, as `Selector("payWithPayPal")` does on Apple platforms.
        public init(_ name: String) {
            self.name = name
        }

        /// Creates a selector from a string literal.
        public init(stringLiteral name: String) {
            self.init(name)
        }

        /// The selector's name.
        public var description: String { name }
    }
#endif
