import Foundation

extension PayPalPayment {
    /// The Orders v2 request this payment becomes, with notes on what Orders v2 carries differently;
    /// network-free, for unit tests of legacy payment objects.
    ///
    /// - Parameter options: the library settings (`shippingEnabled`, `lang`, the button text, …); pass
    ///   `PayPal.getPayPalInst().translationOptions` to use the current ones.
    /// - Throws: ``LegacyValidationError`` with every problem (see ``validate()``).
    public func orderPlan(options: LegacyTranslationOptions = LegacyTranslationOptions()) throws(LegacyValidationError) -> LegacyOrderPlan {
        try LegacyOrderTranslator.plan(for: LegacyPaymentSnapshot(self), options: options)
    }
}

extension PayPalAdvancedPayment {
    /// The Orders v2 request this payment becomes: one purchase unit per receiver of a parallel payment; for a
    /// chained payment with one secondary, one unit paying the primary the whole amount with the secondary's share
    /// as the unit's platform fee, and with two to five secondaries one unit per receiver, the primary's holding
    /// what it keeps (with dynamic amounts on, that form is refused:
    /// ``LegacyValidationProblem/Code/chainedPaymentNotSupported``).
    ///
    /// - Throws: ``LegacyValidationError`` with every problem (see ``validate()``).
    public func orderPlan(options: LegacyTranslationOptions = LegacyTranslationOptions()) throws(LegacyValidationError) -> LegacyOrderPlan {
        try LegacyOrderTranslator.plan(for: LegacyPaymentSnapshot(self), options: options)
    }
}
