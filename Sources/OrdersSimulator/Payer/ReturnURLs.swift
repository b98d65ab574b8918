import OrdersCore

/// Where the payer goes back to once done at PayPal: an order's or setup token's `experience_context` `return_url`
/// and `cancel_url`, as sent (the buyer pages check them before they redirect).
package struct ReturnURLs: Sendable, Equatable {
    /// `return_url`, if any.
    package var returnURL: String?
    /// `cancel_url`, if any.
    package var cancelURL: String?

    /// The given URLs (none by default).
    package init(returnURL: String? = nil, cancelURL: String? = nil) {
        self.returnURL = returnURL
        self.cancelURL = cancelURL
    }

    /// The `return_url` and `cancel_url` of an `experience_context`.
    package init(experienceContext: [String: JSONValue]?) {
        self.init(returnURL: experienceContext?["return_url"]?.stringValue, cancelURL: experienceContext?["cancel_url"]?.stringValue)
    }
}
