import Foundation
import OrdersCore

/// `payPalContext` (H1): the library keeps it current during a checkout, and an app that restarts
/// mid-checkout sets the stored one back to resume the same order.
extension PayPal {
    /// Sets `payPalContext`; a context carrying Orders v2 resume data (one this library serialized during a
    /// checkout) resumes that checkout at once: the delegate then gets the flow's callbacks as usual.
    /// Set the delegate before the context. A context without resume data is only stored.
    func setPayPalContext(_ context: PayPalContext?) {
        guard let context, let point = context.resumePoint else {
            state.withLock { $0.payPalContext = context }
            return
        }
        resume(point, context: context)
    }

    /// Starts the context of a checkout that is about to send its create.
    func startContext(for checkout: LegacyCheckoutRequest, session: LegacyFlowSession) {
        let point = LegacyResumePoint(
            requestIDPrefix: session.id.uuidString, request: checkout.plan.request, units: checkout.plan.units,
            advanced: checkout.payment.source == .advanced, orderID: nil, step: .creating)
        let context = Self.context(describing: checkout.plan.request, payment: checkout.payment, options: checkout.options)
        context.environment = checkout.environment
        context.resumePoint = point
        state.withLock { state in
            if state.activeFlow === session { state.payPalContext = context }
        }
    }

    /// Records how far `session`'s checkout got, and whether on a re-approval order (nothing when another flow has
    /// taken over).
    func recordProgress(_ step: LegacyResumePoint.Step, orderID: String, reapproval: Bool, of session: LegacyFlowSession) {
        state.withLock { state in
            guard state.activeFlow === session, let context = state.payPalContext, var point = context.resumePoint else { return }
            point.step = step
            point.orderID = orderID
            point.reapproval = reapproval
            context.resumePoint = point
            context.sessionToken = orderID
        }
    }

    /// Runs a stored checkout again from where it stood, through the flow runner.
    private func resume(_ point: LegacyResumePoint, context: PayPalContext) {
        guard let session = beginFlow() else { return }
        defer { session.startingCallDidReturn() }
        let (options, environment, runner) = state.withLock { state in
            state.payPalContext = context
            return (state.translationOptions, state.environment, state.runner)
        }
        guard context.environment == environment else {
            return complete(
                session,
                with: .failed(
                    LegacyFailure(
                        correlationID: nil, errorId: "CONTEXT_ENVIRONMENT_MISMATCH",
                        message:
                            "The payPalContext was saved in environment \(context.environment.rawValue) but the library is initialized for \(environment.rawValue): initialize for the context's environment before setting it.",
                        category: "Application", failureType: APPLICATION_ERROR)))
        }
        runner.resume(point, options: options, session: session, library: self)
    }

    /// A context describing `request` in the legacy fields (totals over every purchase unit).
    private static func context(describing request: OrderRequest, payment: LegacyPaymentSnapshot, options: LegacyTranslationOptions) -> PayPalContext {
        let context = PayPalContext()
        let amounts = request.purchaseUnits.map(\.amount)
        let currency = amounts.first?.total.currency
        func sum(_ pick: (AmountWithBreakdown) -> Money?) -> String? {
            guard let currency else { return nil }
            let parts = amounts.compactMap(pick)
            return parts.isEmpty ? nil : (try? Money.sum(parts, currency: currency))?.value
        }
        context.amount = sum { $0.breakdown?.itemTotal ?? $0.total }
        context.tax = sum { $0.breakdown?.taxTotal }
        context.shipping = sum { $0.breakdown?.shipping }
        context.currencyCode = currency?.code
        context.itemDesc = request.purchaseUnits.compactMap(\.description).first
        context.recipientEmail = (payment.primaryReceivers.first ?? payment.receivers.first)?.receiver.recipient
        context.merchantName = payment.merchantName
        context.shippable = options.shippingEnabled
        context.recipientPaysFee = options.feePayer != FEEPAYER_SENDER
        context.enableDynamicAmountUpdate = options.dynamicAmountUpdateEnabled
        return context
    }
}
