import Foundation
import OrdersCore

/// Approves orders and saves PayPal wallets through PayPal's web pages, shown by a ``WebCheckoutPresenter``.
///
/// The redirect is never trusted on its own: after it, the client reads the order (or setup token)
/// from PayPal and reports approval only when the server says so.
///
/// ```swift
/// let client = PayPalWebCheckoutClient(apiClient: apiClient, presenter: presenter)
/// let result = try await client.start(PayPalWebCheckoutRequest(orderID: orderID, fundingSource: .paylater))
/// // result.order.status == .approved: capture on your server
/// ```
public struct PayPalWebCheckoutClient: Sendable {
    /// The configuration and Orders client.
    public let apiClient: APIClient
    private let presenter: any WebCheckoutPresenter
    private let onEvent: @Sendable (PayPalWebCheckoutEvent) -> Void

    /// Creates a client showing PayPal's pages with `presenter`.
    /// - Parameters:
    ///   - apiClient: the configuration and Orders client the order (or setup token) is read with.
    ///   - presenter: shows PayPal's pages and returns the redirect.
    ///   - onEvent: told before PayPal's page is shown and after it is gone.
    public init(apiClient: APIClient, presenter: any WebCheckoutPresenter, onEvent: @escaping @Sendable (PayPalWebCheckoutEvent) -> Void = { _ in }) {
        self.apiClient = apiClient
        self.presenter = presenter
        self.onEvent = onEvent
    }

    /// Has the buyer approve an existing order: shows `checkoutnow`, reads the redirect, then reads the
    /// order (one round trip: `GET /v2/checkout/orders/{id}`).
    /// - Throws: ``PayPalWebCheckoutError``: `.canceled`, `.malformedReturnURL`, `.notApproved` (the server
    ///   disagrees with the redirect), `.invalidID` (nothing shown), `.presentationFailed`, `.payments`.
    public func start(_ request: PayPalWebCheckoutRequest) async throws(PayPalWebCheckoutError) -> PayPalWebCheckoutResult {
        let orderID = try PayPalID.checked(request.orderID)
        let url = PayPalApprovalURL.checkout(orderID: orderID, fundingSource: request.fundingSource, environment: apiClient.config.environment)
        let callback = try await present(url, id: orderID)
        guard case .checkoutApproved(let payerID) = try PayPalReturnURL.checkout(callback, orderID: orderID) else {
            throw .canceled(id: orderID)
        }
        let order = try await readOrder(orderID)
        guard order.status == .approved || order.status == .completed else {
            throw .notApproved(id: orderID, status: order.status.rawValue)
        }
        return PayPalWebCheckoutResult(orderID: orderID, payerID: payerID, order: order)
    }

    /// Creates the order from the app (seed 002, snippet E), then approves it as ``start(_:)`` does
    /// (two round trips: create, then read).
    ///
    /// Without a `paymentSource`, the order gets `payment_source.paypal.experience_context` with the
    /// SDK's return and cancel URLs (``PayPalCallback``) and `user_action` `PAY_NOW`.
    public func createAndApproveOrder(
        _ orderRequest: OrderRequest, fundingSource: PayPalWebCheckoutFundingSource = .paypal
    ) async throws(PayPalWebCheckoutError) -> PayPalWebCheckoutResult {
        var orderRequest = orderRequest
        if orderRequest.paymentSource == nil { orderRequest.paymentSource = .payPalWebCheckout() }
        let order: Order
        do {
            order = try await apiClient.orders.createOrder(orderRequest)
        } catch {
            throw .payments(error)
        }
        return try await start(PayPalWebCheckoutRequest(orderID: order.id, fundingSource: fundingSource))
    }

    /// Has the buyer approve a setup token your server created: reads it (for its `approve` link),
    /// shows the link, reads the redirect, then reads it again and requires `APPROVED` (two round trips).
    /// - Throws: ``PayPalWebCheckoutError`` as ``start(_:)`` does.
    public func vault(_ request: PayPalVaultRequest) async throws(PayPalWebCheckoutError) -> PayPalVaultResult {
        let tokenID = try PayPalID.checked(request.setupTokenID)
        let before = try await readSetupToken(tokenID)
        if before.status == .approved { throw .notApproved(id: tokenID, status: "\(before.status.rawValue) before the buyer saw it (already used?)") }
        let url = PayPalApprovalURL.vault(setupToken: before, environment: apiClient.config.environment)
        let callback = try await present(url, id: tokenID)
        guard case .vaultApproved(let approvalTokenID) = try PayPalReturnURL.vault(callback, setupTokenID: tokenID) else {
            throw .canceled(id: tokenID)
        }
        let after = try await readSetupToken(tokenID)
        guard after.status == .approved else { throw .notApproved(id: tokenID, status: after.status.rawValue) }
        return PayPalVaultResult(approvalTokenID: approvalTokenID, setupToken: after)
    }

    private func present(_ url: URL, id: String) async throws(PayPalWebCheckoutError) -> URL {
        onEvent(.willPresent(url))
        defer { onEvent(.dismissed) }
        do {
            return try await presenter.present(url, callbackScheme: PayPalCallback.scheme)
        } catch {
            switch error {
            case .canceled: throw .canceled(id: id)
            case .failed(let reason): throw .presentationFailed(reason)
            }
        }
    }

    private func readOrder(_ id: String) async throws(PayPalWebCheckoutError) -> Order {
        do {
            return try await apiClient.orders.getOrder(id: id)
        } catch {
            throw .payments(error)
        }
    }

    private func readSetupToken(_ id: String) async throws(PayPalWebCheckoutError) -> SetupToken {
        do {
            return try await apiClient.orders.getSetupToken(id: id)
        } catch {
            throw .payments(error)
        }
    }
}
