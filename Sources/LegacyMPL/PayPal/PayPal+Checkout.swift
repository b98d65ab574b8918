import Foundation

extension PayPal {
    /// Starts the checkout of a simple payment (one recipient).
    ///
    /// The payment is copied, validated and translated before any network call; if that fails, the
    /// delegate gets one failure callback (``LegacyValidationError`` in `responseMessage`) and then
    /// `paymentLibraryExit`. Otherwise the Orders v2 flow runs and ends with one of success, canceled or
    /// failed, then `paymentLibraryExit`.
    public func checkoutWithPayment(_ inPayment: PayPalPayment!) {
        guard let inPayment else { return refuseMissing("checkoutWithPayment(_:)", "PayPalPayment") }
        start(LegacyPaymentSnapshot(inPayment), shownAs: PayPalAdvancedPayment(wrapping: inPayment))
    }

    /// Starts the checkout of a parallel (or chained) payment; see ``checkoutWithPayment(_:)``.
    public func advancedCheckoutWithPayment(_ inPayment: PayPalAdvancedPayment!) {
        guard let inPayment else { return refuseMissing("advancedCheckoutWithPayment(_:)", "PayPalAdvancedPayment") }
        start(LegacyPaymentSnapshot(inPayment), shownAs: inPayment.copy(with: nil) as? PayPalAdvancedPayment)
    }

    /// Starts the buyer's approval of a preapproval (Orders-era: a Vault v3 setup token whose id is `preapprovalKey`).
    public func preapprovalWithKey(_ preapprovalKey: String!, andMerchantName merchantName: String!) {
        guard let key = preapprovalKey, !key.trimmingCharacters(in: .whitespaces).isEmpty else {
            let error = LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: "preapprovalKey", code: .missingRequiredField, message: "preapprovalKey is \(preapprovalKey == nil ? "nil" : "empty").",
                    fix: "Pass the pending key (the setup token id) your server created.")
            ])
            return refuse(error)
        }
        if key.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix("PA-") {
            return refuse(
                LegacyValidationError(problems: [
                    LegacyValidationProblem(
                        path: "preapprovalKey", code: .adaptivePreapprovalKey,
                        message:
                            "preapprovalKey \"\(key.prefix(40))\" is an Adaptive Payments preapproval key; Adaptive Payments and its preapprovals no longer exist, so it cannot be approved or charged, and nothing was sent.",
                        fix:
                            "Have your server create a Vault v3 setup token (POST /v3/vault/setup-tokens with payment_source.paypal, usage_type MERCHANT) and pass its id here; the buyer approves it, and your server exchanges it for a payment token to charge later (Migration/orders-v2-mapping.md, preapprovals)."
                    )
                ]))
        }
        guard let session = beginFlow() else { return }
        defer { session.startingCallDidReturn() }
        let details = PayPalPreapprovalDetails()
        details.merchantName = merchantName
        let runner = state.withLock { state -> any LegacyFlowRunner in
            state.preapprovalDetails = details
            return state.runner
        }
        runner.preapproval(key: key, merchantName: merchantName, session: session, library: self)
    }

    /// Marks `preapprovalDetails.approved` once the server confirmed the buyer's approval. For the flow runner.
    func recordPreapprovalApproved(of session: LegacyFlowSession) {
        state.withLock { state in
            if state.activeFlow === session { state.preapprovalDetails?.approved = true }
        }
    }

    /// Ends `session` with `outcome`: fills `responseMessage` for a failure, then — later, on the session's
    /// callback queue, never inside this call — calls exactly one of success, canceled or failed (H1 or H2
    /// form), then `paymentLibraryExit`. Only the first call per session counts. For the flow runner, from any thread.
    func complete(_ session: LegacyFlowSession, with outcome: LegacyFlowOutcome) {
        guard session.end() else { return }
        let alerts = state.withLock { state in
            if case .failed(let failure) = outcome { state.responseMessage = failure.responseMessage.mutableDictionary }
            if state.activeFlow === session {
                state.activeFlow = nil
                if case .failed(let failure) = outcome, failure.keepsContext {} else { state.payPalContext = nil }
            }
            return state.alertsOnInvalidPayment
        }
        session.afterStartingCall {
            session.callbackQueue.async { [self] in
                if alerts, case .failed(let failure) = outcome, failure.isValidation { InvalidPaymentAlert.show(failure.errorMessage) }
                guard let delegate = paymentDelegate else { return }
                let dispatcher = LegacyDelegateDispatcher(delegate: delegate)
                switch outcome {
                case .success(let payKey, let status): dispatcher.success(payKey: payKey, status: status)
                case .canceled: dispatcher.canceled()
                case .failed(let failure): dispatcher.failed(failure)
                }
                dispatcher.libraryExit()
            }
        }
    }

    /// Validates and translates `payment`, logs what Orders v2 cannot carry (``LegacyLog``), then hands it to the flow runner.
    private func start(_ payment: LegacyPaymentSnapshot, shownAs shown: PayPalAdvancedPayment?) {
        guard let session = beginFlow() else { return }
        defer { session.startingCallDidReturn() }
        let (options, environment, runner) = state.withLock { state in
            state.payment = shown
            return (state.translationOptions, state.environment, state.runner)
        }
        let plan: LegacyOrderPlan
        do {
            plan = try LegacyOrderTranslator.plan(for: payment, options: options)
        } catch {
            return complete(session, with: .failed(LegacyFailure(validation: error)))
        }
        LegacyLog.notes(plan.notes, kind: plan.kind)
        let checkout = LegacyCheckoutRequest(payment: payment, plan: plan, options: options, environment: environment)
        startContext(for: checkout, session: session)
        runner.checkout(checkout, session: session, library: self)
    }

    /// A new flow, or `nil` (with `responseMessage` explaining) while another one runs: the legacy
    /// library covered the screen during a flow, so a second checkout could not start. The caller calls
    /// `startingCallDidReturn()` on the session when the app's call returns (callbacks wait for it).
    func beginFlow() -> LegacyFlowSession? {
        state.withLock { state in
            guard state.activeFlow == nil else {
                state.responseMessage =
                    LegacyResponseMessage(
                        severity: "Error", category: "Application", errorId: "FLOW_IN_PROGRESS",
                        message: "A payment is already in progress; wait for paymentLibraryExit before starting another."
                    ).mutableDictionary
                return nil
            }
            let session = LegacyFlowSession(callbackQueue: state.callbackDelivery.queueForFlow())
            state.activeFlow = session
            return session
        }
    }

    private func refuseMissing(_ method: String, _ type: String) {
        refuse(
            LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: "inPayment", code: .missingRequiredField, message: "\(method) was called with nil.",
                    fix: "Pass a \(type).")
            ]))
    }

    /// Fails a flow that never started: one failure callback, then `paymentLibraryExit`.
    private func refuse(_ error: LegacyValidationError) {
        guard let session = beginFlow() else { return }
        defer { session.startingCallDidReturn() }
        complete(session, with: .failed(LegacyFailure(validation: error)))
    }
}

extension PayPalAdvancedPayment {
    /// An advanced payment with `payment`'s one receiver, for `PayPal.payment`.
    package convenience init(wrapping payment: PayPalPayment) {
        self.init()
        paymentCurrency = payment.paymentCurrency
        merchantName = payment.merchantName
        ipnUrl = payment.ipnUrl
        memo = payment.memo
        let receiver = PayPalReceiverPaymentDetails()
        receiver.recipient = payment.recipient
        receiver.subTotal = payment.subTotal
        receiver.paymentType = payment.paymentType
        receiver.paymentSubType = payment.paymentSubType
        receiver.invoiceData = payment.invoiceData?.copy(with: nil) as? PayPalInvoiceData
        receiver.customId = payment.customId
        receiver.merchantName = payment.merchantName
        if let note = payment.paymentNote { receiver.description = note }
        receiverPaymentDetails = NSMutableArray(object: receiver)
    }
}
