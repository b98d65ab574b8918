import Foundation

/// The recipient map checkout uses now (``LegacyBackendConfiguration/recipientMap``, Info.plist, environment).
private var currentRecipientMap: LegacyRecipientMap {
    PayPal.shared.state.withLock { $0.translationOptions.recipientMap }
}

extension PayPalPayment {
    /// Checks the payment offline, as `checkoutWithPayment(_:)` does before any network call (phone recipients
    /// through the library's current recipient map).
    ///
    /// - Throws: ``LegacyValidationError`` listing every problem, each with its property path, what is
    ///   wrong and how to fix it.
    public func validate() throws(LegacyValidationError) {
        try LegacyValidator.validate(LegacyPaymentSnapshot(self), recipientMap: currentRecipientMap)
    }

    /// Every problem ``validate()`` would throw; empty when the payment can be sent.
    public var validationProblems: [LegacyValidationProblem] {
        LegacyValidator.problems(in: LegacyPaymentSnapshot(self), recipientMap: currentRecipientMap)
    }
}

extension PayPalAdvancedPayment {
    /// Checks the payment offline, as `advancedCheckoutWithPayment(_:)` does before any network call:
    /// receiver counts and primaries, and every receiver as a simple payment is checked.
    ///
    /// - Throws: ``LegacyValidationError`` listing every problem, with paths such as
    ///   `receiverPaymentDetails[2].subTotal`.
    public func validate() throws(LegacyValidationError) {
        try LegacyValidator.validate(LegacyPaymentSnapshot(self), recipientMap: currentRecipientMap)
    }

    /// Every problem ``validate()`` would throw; empty when the payment can be sent.
    public var validationProblems: [LegacyValidationProblem] {
        LegacyValidator.problems(in: LegacyPaymentSnapshot(self), recipientMap: currentRecipientMap)
    }
}
