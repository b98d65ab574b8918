import Foundation
import OrdersCore

/// One checkout over Orders v2: create → approval → (dynamic amounts: read, delegate, patch, the buyer's review) →
/// capture, with request ids derived from the flow session so a retry of either `POST` is replayed by PayPal instead of
/// acting twice. When PayPal will not let the approval cover the adjusted amounts, the buyer approves a new order
/// (``reapproval``) and only that one is captured. ``resume(_:)`` continues a checkout an earlier run of the app
/// started, from the order's state on the server.
struct OrdersV2CheckoutFlow: Sendable {
    /// The client and presenter prepared at initialization.
    let backend: LegacyBackend
    /// The flow session's id: `<prefix>-create`, `<prefix>-capture`.
    let requestIDPrefix: String
    /// The dynamic-amount step after approval, when `dynamicAmountUpdateEnabled` and `shippingEnabled`: the order is
    /// then created with `user_action` `CONTINUE`.
    var dynamicAmounts: DynamicAmountStep? = nil
    /// Whether this flow runs the order that replaced an approved one (``reapproval``).
    private(set) var reapproving = false
    /// Told how far the flow got, and whether on a re-approval order (kept in `payPalContext` for resuming).
    var progress: @Sendable (LegacyResumePoint.Step, _ orderID: String, _ reapproval: Bool) -> Void = { _, _, _ in }

    /// The flow of the order that replaces an approved one whose adjusted amounts PayPal refused to let the buyer's
    /// approval cover (or in another currency): request ids `<prefix>-reapproval-create` / `-capture`, and no
    /// dynamic-amount step, since its amounts and address are final. The replaced order is never captured.
    var reapproval: OrdersV2CheckoutFlow {
        guard !reapproving else { return self }
        var flow = OrdersV2CheckoutFlow(backend: backend, requestIDPrefix: requestIDPrefix + "-reapproval")
        flow.reapproving = true
        flow.progress = progress
        return flow
    }

    /// Runs the flow and returns exactly one outcome (never throws).
    func run(_ plannedRequest: OrderRequest) async -> LegacyFlowOutcome {
        guard let presenter = backend.presenter else { return .failed(Self.noPresenter) }
        switch await create(plannedRequest, presenter: presenter) {
        case .created(let order): return await approveAndCapture(order, planned: plannedRequest, presenter: presenter)
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
            return await approveAndCapture(order, planned: point.request, presenter: presenter)
        case .approved:
            return await afterApproval(
                orderID: order.id, planned: point.request, presenter: presenter, dynamicAmounts: point.step == .capturing ? nil : dynamicAmounts)
        case .completed:
            return CaptureOutcome.outcome(for: order)
        case .voided, .saved:
            return .failed(
                LegacyFailure(
                    correlationID: nil, errorId: "ORDER_NOT_RESUMABLE",
                    message: "Order \(order.id) is \(order.status.rawValue): the checkout cannot be resumed; start a new one.",
                    category: "Application", failureType: APPLICATION_ERROR))
        }
    }

    /// `POST /v2/checkout/orders` with the presenter's redirect URLs, `CONTINUE` when amounts may change after
    /// approval, and the flow's create request id.
    private func create(_ plannedRequest: OrderRequest, presenter: any ApprovalPresenter) async -> CreateResult {
        var request = plannedRequest
        let urls = presenter.redirectURLs
        if urls != nil || dynamicAmounts != nil {
            request.updateExperienceContext { context in
                if let urls {
                    context.returnUrl = urls.returnURL.absoluteString
                    context.cancelUrl = urls.cancelURL.absoluteString
                }
                // The buyer sees "Continue", not "Pay Now": the total may change before the buyer confirms it here.
                if dynamicAmounts != nil { context.userAction = .continue }
            }
        }
        do throws(PaymentsError) {
            let order = try await backend.client.createOrder(request, requestID: "\(requestIDPrefix)-create")
            progress(.approving, order.id, reapproving)
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

    /// The buyer's approval of `order` (created from `planned`), then what follows it.
    private func approveAndCapture(_ order: Order, planned: OrderRequest, presenter: any ApprovalPresenter) async -> LegacyFlowOutcome {
        guard let approvalURL = order.approvalURL else {
            return .failed(
                LegacyFailure(
                    correlationID: nil, errorId: "NO_APPROVAL_LINK",
                    message: "Order \(order.id) was created (\(order.status.rawValue)) without a payer-action or approve link."))
        }
        do {
            if try await presenter.presentApproval(of: approvalURL, orderID: order.id) == .canceled { return .canceled }
        } catch {
            return .failed(
                LegacyFailure(
                    correlationID: nil, errorId: "APPROVAL_FAILED", message: "The approval of order \(order.id) failed: \(error)"))
        }
        return await afterApproval(orderID: order.id, planned: planned, presenter: presenter, dynamicAmounts: dynamicAmounts)
    }

    /// Dynamic amounts (when on: unchanged → capture; adjusted → the buyer's review, then capture; beyond what the
    /// approval covers → a new order the buyer approves), then the capture with the flow's capture request id,
    /// reconciled (``CaptureReconciliation``): an unknown outcome is decided by the order's state, never reported as a
    /// failure.
    private func afterApproval(
        orderID: String, planned: OrderRequest, presenter: any ApprovalPresenter, dynamicAmounts: DynamicAmountStep?
    ) async -> LegacyFlowOutcome {
        if let dynamicAmounts {
            switch await dynamicAmounts.run(orderID: orderID, planned: planned) {
            case .capture: break
            case .review(let review):
                if let ended = await AmountReviewStep.confirm(review, presenter: presenter) { return ended }
            case .reapprove(let replacement):
                return await reapproval.run(replacement)
            case .end(let outcome):
                return outcome
            }
        }
        progress(.capturing, orderID, reapproving)
        return await CaptureReconciliation.capture(
            orderID: orderID, requestID: "\(requestIDPrefix)-capture", client: backend.client, budget: backend.reconciliationBudget)
    }

    private static let noPresenter = LegacyFailure(
        correlationID: nil, errorId: "NO_APPROVAL_PRESENTER",
        message: "No approval presenter is configured: pass one to PayPal.configureOrdersV2(…approvalPresenter:).",
        category: "Application", failureType: APPLICATION_ERROR)
}
