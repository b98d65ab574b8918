import CorePayments
import Foundation

/// One checkout over Orders v2: create → approval → (dynamic amounts: read, delegate, patch) → capture, with request ids derived from the flow
/// session so a retry of either `POST` is replayed by PayPal instead of acting twice.
struct OrdersV2CheckoutFlow: Sendable {
    /// The client and presenter prepared at initialization.
    let backend: LegacyBackend
    /// The flow session's id: `<prefix>-create`, `<prefix>-capture`.
    let requestIDPrefix: String
    /// The dynamic-amount step after approval, when `dynamicAmountUpdateEnabled` and `shippingEnabled`.
    var dynamicAmounts: DynamicAmountStep? = nil

    /// Runs the flow and returns exactly one outcome (never throws).
    func run(_ plannedRequest: OrderRequest) async -> LegacyFlowOutcome {
        guard let presenter = backend.presenter else {
            return .failed(LegacyFailure(
                correlationID: nil, errorId: "NO_APPROVAL_PRESENTER",
                message: "No approval presenter is configured: pass one to PayPal.configureOrdersV2(…approvalPresenter:).",
                category: "Application", failureType: APPLICATION_ERROR))
        }
        var request = plannedRequest
        if let urls = presenter.redirectURLs { Self.setRedirects(urls, on: &request) }
        let order: Order
        do throws(PaymentsError) {
            order = try await backend.client.createOrder(request, requestID: "\(requestIDPrefix)-create")
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
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
        if let dynamicAmounts, let ended = await dynamicAmounts.run(orderID: order.id) { return ended }
        do throws(PaymentsError) {
            let captured = try await backend.client.captureOrder(id: order.id, requestID: "\(requestIDPrefix)-capture")
            return CaptureOutcome.outcome(for: captured)
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
    }

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
