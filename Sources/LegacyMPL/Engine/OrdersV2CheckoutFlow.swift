import CorePayments
import Foundation

/// One checkout over Orders v2: create → approval → (dynamic amounts: read, delegate, patch) → capture, with request ids derived from the flow
/// session so a retry of either `POST` is replayed by PayPal instead of acting twice. ``resume(_:)``
/// continues a checkout an earlier run of the app started, from the order's state on the server.
struct OrdersV2CheckoutFlow: Sendable {
    /// The client and presenter prepared at initialization.
    let backend: LegacyBackend
    /// The flow session's id: `<prefix>-create`, `<prefix>-capture`.
    let requestIDPrefix: String
    /// The dynamic-amount step after approval, when `dynamicAmountUpdateEnabled` and `shippingEnabled`.
    var dynamicAmounts: DynamicAmountStep? = nil
    /// Told how far the flow got (kept in `payPalContext` for resuming).
    var progress: @Sendable (LegacyResumePoint.Step, _ orderID: String) -> Void = { _, _ in }

    /// Runs the flow and returns exactly one outcome (never throws).
    func run(_ plannedRequest: OrderRequest) async -> LegacyFlowOutcome {
        guard let presenter = backend.presenter else { return .failed(Self.noPresenter) }
        switch await create(plannedRequest, presenter: presenter) {
        case .created(let order): return await approveAndCapture(order, presenter: presenter)
        case .failed(let failure): return .failed(failure)
        }
    }

    /// Continues a stored checkout: without an order id the create is sent again with the same request id
    /// (PayPal answers with the order it already made); otherwise one read decides: waiting for the buyer →
    /// approval, approved → capture (same request id), completed → the outcome from the order itself. A read that
    /// fails once the capture was sent leaves the outcome unknown: `PAYMENT_OUTCOME_UNKNOWN`, the context kept.
    func resume(_ point: LegacyResumePoint) async -> LegacyFlowOutcome {
        guard let presenter = backend.presenter else { return .failed(Self.noPresenter) }
        guard let orderID = point.orderID else { return await run(point.request) }
        let order: Order
        do throws(PaymentsError) {
            order = try await backend.client.getOrder(id: orderID)
        } catch {
            return .failed(point.step == .capturing ? CaptureReconciliation.unknown(orderID: orderID, lastError: error) : LegacyFailure(paymentsError: error))
        }
        switch order.status {
        case .created, .payerActionRequired:
            return await approveAndCapture(order, presenter: presenter)
        case .approved:
            return await afterApproval(orderID: order.id, dynamicAmounts: point.step == .capturing ? nil : dynamicAmounts)
        case .completed:
            return CaptureOutcome.outcome(for: order)
        case .voided, .saved:
            return .failed(LegacyFailure(
                correlationID: nil, errorId: "ORDER_NOT_RESUMABLE",
                message: "Order \(order.id) is \(order.status.rawValue): the checkout cannot be resumed; start a new one.",
                category: "Application", failureType: APPLICATION_ERROR))
        }
    }

    /// `POST /v2/checkout/orders` with the presenter's redirect URLs and the flow's create request id.
    private func create(_ plannedRequest: OrderRequest, presenter: any ApprovalPresenter) async -> CreateResult {
        var request = plannedRequest
        if let urls = presenter.redirectURLs { Self.setRedirects(urls, on: &request) }
        do throws(PaymentsError) {
            let order = try await backend.client.createOrder(request, requestID: "\(requestIDPrefix)-create")
            progress(.approving, order.id)
            return .created(order)
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
    }

    /// The answer to the create.
    private enum CreateResult {
        case created(Order)
        case failed(LegacyFailure)
    }

    /// The buyer's approval of `order`, then what follows it.
    private func approveAndCapture(_ order: Order, presenter: any ApprovalPresenter) async -> LegacyFlowOutcome {
        guard let approvalURL = order.approvalURL else {
            return .failed(LegacyFailure(
                correlationID: nil, errorId: "NO_APPROVAL_LINK",
                message: "Order \(order.id) was created (\(order.status.rawValue)) without a payer-action or approve link."))
        }
        do {
            if try await presenter.presentApproval(of: approvalURL, orderID: order.id) == .canceled { return .canceled }
        } catch {
            return .failed(LegacyFailure(
                correlationID: nil, errorId: "APPROVAL_FAILED", message: "The approval of order \(order.id) failed: \(error)"))
        }
        return await afterApproval(orderID: order.id, dynamicAmounts: dynamicAmounts)
    }

    /// Dynamic amounts (when on), then the capture with the flow's capture request id, reconciled
    /// (``CaptureReconciliation``): an unknown outcome is decided by the order's state, never reported as a failure.
    private func afterApproval(orderID: String, dynamicAmounts: DynamicAmountStep?) async -> LegacyFlowOutcome {
        if let dynamicAmounts, let ended = await dynamicAmounts.run(orderID: orderID) { return ended }
        progress(.capturing, orderID)
        return await CaptureReconciliation.capture(
            orderID: orderID, requestID: "\(requestIDPrefix)-capture", client: backend.client, budget: backend.reconciliationBudget)
    }

    private static let noPresenter = LegacyFailure(
        correlationID: nil, errorId: "NO_APPROVAL_PRESENTER",
        message: "No approval presenter is configured: pass one to PayPal.configureOrdersV2(…approvalPresenter:).",
        category: "Application", failureType: APPLICATION_ERROR)

    /// Writes the presenter's return and cancel URLs into the PayPal wallet's experience context.
    private static func setRedirects(_ urls: ApprovalRedirectURLs, on request: inout OrderRequest) {
        var source = request.paymentSource ?? PaymentSource()
        var wallet = source.paypal ?? PayPalWallet()
        var context = wallet.experienceContext ?? ExperienceContext()
        context.returnUrl = urls.returnURL.absoluteString
        context.cancelUrl = urls.cancelURL.absoluteString
        wallet.experienceContext = context
        source.paypal = wallet
        request.paymentSource = source
    }
}
