import Foundation

extension PayPalPayment {
    /// Checks the payment offline, as `checkoutWithPayment(_:)` does before any network call.
    ///
    /// - Throws: ``LegacyValidationError`` listing every problem, each with its property path, what is
    ///   wrong and how to fix it.
    public func validate() throws(LegacyValidationError) {
        try LegacyValidator.validate(LegacyPaymentSnapshot(self))
    }

    /// Every problem ``validate()`` would throw; empty when the payment can be sent.
    public var validationProblems: [LegacyValidationProblem] {
        LegacyValidator.problems(in: LegacyPaymentSnapshot(self))
    }
}

extension PayPalAdvancedPayment {
    /// Checks the payment offline, as `advancedCheckoutWithPayment(_:)` does before any network call:
    /// receiver counts and primaries, and every receiver as a simple payment is checked.
    ///
    /// - Throws: ``LegacyValidationError`` listing every problem, with paths such as
    ///   `receiverPaymentDetails[2].subTotal`.
    public func validate() throws(LegacyValidationError) {
        try LegacyValidator.validate(LegacyPaymentSnapshot(self))
    }

    /// Every problem ``validate()`` would throw; empty when the payment can be sent.
    public var validationProblems: [LegacyValidationProblem] {
        LegacyValidator.problems(in: LegacyPaymentSnapshot(self))
    }
}
