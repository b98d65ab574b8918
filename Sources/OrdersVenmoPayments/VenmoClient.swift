import Foundation
import OrdersCore
import OrdersPayPalWebPayments

/// Approves orders in the Venmo app through an app switch, with PayPal's web checkout as the fallback
/// when the app is not installed or Venmo is not eligible.
///
/// Each approval checks eligibility first (`fundingEligibility` for the order's currency and intent).
/// By default (``VenmoFallback/payPalWebCheckout``) an absent app falls back to Venmo on PayPal's web
/// checkout (`fundingSource=venmo`), and an ineligible Venmo to the PayPal wallet there
/// (`fundingSource=paypal`: Venmo on the web would be refused for the same buyer); the result's
/// ``VenmoResult/approvedIn`` and ``VenmoResult/fallbackReason`` say which path approved and why.
/// ``VenmoFallback/none`` throws ``VenmoError/appNotInstalled`` or ``VenmoError/notEligible(reasons:)``
/// instead. After the buyer returns, the order is read from PayPal and only `APPROVED` counts.
///
/// ```swift
/// let venmo = VenmoClient(apiClient: apiClient, returnURL: URL(string: "https://example.com/venmo")!,
///                         appName: "Example", appSwitcher: switcher, webPresenter: presenter)
/// let result = try await venmo.approveOrder(VenmoRequest(orderID: orderID))
/// ```
public struct VenmoClient: Sendable {
    /// The configuration and Orders client.
    public let apiClient: APIClient
    private let returnURL: URL
    private let appName: String
    private let appSwitcher: any VenmoAppSwitcher
    private let web: PayPalWebCheckoutClient
    private let onEvent: @Sendable (VenmoEvent) -> Void

    /// Creates a client.
    /// - Parameters:
    ///   - apiClient: the configuration and Orders client: eligibility, the order reads and the web fallback.
    ///   - returnURL: your app's Venmo return URL (a universal link such as `https://example.com/venmo`,
    ///     or a custom scheme); Venmo answers at `/success`, `/cancel` or `/error` under it.
    ///   - appName: your app's name, shown in Venmo (`x-source`).
    ///   - appSwitcher: opens Venmo and says whether it is installed.
    ///   - webPresenter: shows PayPal's web checkout for the fallback.
    ///   - onEvent: told before the app switch, on the return, and when falling back to the web.
    /// - Throws: ``VenmoError/invalidReturnURL(_:reason:)``.
    public init(
        apiClient: APIClient, returnURL: URL, appName: String,
        appSwitcher: any VenmoAppSwitcher, webPresenter: any WebCheckoutPresenter,
        onEvent: @escaping @Sendable (VenmoEvent) -> Void = { _ in }
    ) throws(VenmoError) {
        self.apiClient = apiClient
        self.onEvent = onEvent
        self.returnURL = try VenmoUniversalLink.validated(returnURL: returnURL)
        self.appName = appName
        self.appSwitcher = appSwitcher
        self.web = PayPalWebCheckoutClient(apiClient: apiClient, presenter: webPresenter)
    }

    /// The universal link that opens Venmo for `orderID` (what ``approveOrder(_:)`` opens).
    public func universalLink(orderID: String) -> URL {
        VenmoUniversalLink.link(orderID: orderID, returnURL: returnURL, appName: appName, config: apiClient.config)
    }

    /// Has the buyer approve a server-created order: reads it (currency, intent, state), checks Venmo's
    /// eligibility, switches to Venmo (or falls back as ``VenmoRequest/fallback`` says), then reads it
    /// again: three round trips.
    public func approveOrder(_ request: VenmoRequest) async throws(VenmoError) -> VenmoResult {
        let orderID = try Self.checkedID(request.orderID)
        let order = try await read(orderID)
        guard order.status == .created || order.status == .payerActionRequired else {
            throw .orderNotAwaitingApproval(id: orderID, status: order.status.rawValue)
        }
        guard let currency = order.purchaseUnits?.first?.amount.total.currency else {
            throw .payments(PaymentsError(kind: .decoding, message: "Order \(orderID) has no purchase unit amount to check Venmo's eligibility with."))
        }
        switch try await route(currency: currency, intent: order.intent ?? .capture, buyerCountry: request.buyerCountry, fallback: request.fallback) {
        case .venmo:
            return try await approve(orderID, fallback: request.fallback)
        case .payPalWallet(let reasons):
            return try await webCheckout(orderID, fundingSource: .paypal, reason: .notEligible(reasons: reasons))
        }
    }

    /// Creates the order from the app (seed 002, snippet E) with `payment_source.venmo`, after checking
    /// eligibility (so no order is created that Venmo cannot pay), then approves it: three round trips
    /// (eligibility, create, read). When Venmo is not eligible and ``VenmoOrderOptions/fallback`` allows it,
    /// the order is created with `payment_source.paypal` instead and approved on PayPal's web checkout.
    public func createAndApproveOrder(_ orderRequest: OrderRequest, options: VenmoOrderOptions = VenmoOrderOptions()) async throws(VenmoError) -> VenmoResult {
        guard let currency = orderRequest.purchaseUnits.first?.amount.total.currency else {
            throw .payments(.configuration("The order request needs at least one purchase unit."))
        }
        let route = try await route(currency: currency, intent: orderRequest.intent, buyerCountry: options.buyerCountry, fallback: options.fallback)
        var orderRequest = orderRequest
        switch route {
        case .venmo:
            if orderRequest.paymentSource == nil { orderRequest.paymentSource = options.paymentSource }
        case .payPalWallet:
            if orderRequest.paymentSource == nil || orderRequest.paymentSource?.venmo != nil {
                orderRequest.paymentSource = options.payPalFallbackSource
            }
        }
        let order: Order
        do {
            order = try await apiClient.orders.createOrder(orderRequest)
        } catch {
            throw .payments(error)
        }
        switch route {
        case .venmo:
            return try await approve(order.id, fallback: options.fallback)
        case .payPalWallet(let reasons):
            return try await webCheckout(order.id, fundingSource: .paypal, reason: .notEligible(reasons: reasons))
        }
    }

    /// How an approval goes after the eligibility check.
    private enum Route {
        /// Venmo is eligible: the app, or Venmo on the web when the app is absent.
        case venmo
        /// Venmo is not eligible (these reasons) and the fallback allows the PayPal wallet on the web.
        case payPalWallet(venmoReasons: [String])
    }

    /// Asks PayPal about Venmo (and the PayPal wallet) for this currency, intent and buyer.
    /// - Throws: ``VenmoError/notEligible(reasons:)`` when Venmo is not eligible and `fallback` does not
    ///   cover it, or the PayPal wallet is not eligible either (Venmo's reasons).
    private func route(currency: Currency, intent: OrderIntent, buyerCountry: String?, fallback: VenmoFallback) async throws(VenmoError) -> Route {
        let eligibility: EligibilityResult
        do {
            eligibility = try await apiClient.checkEligibility(
                EligibilityRequest(currency: currency, intent: intent, buyerCountry: buyerCountry, enableFunding: [.venmo]))
        } catch {
            throw .payments(error)
        }
        if eligibility.venmo.eligible { return .venmo }
        guard fallback.coversIneligibility, eligibility.paypal.eligible else { throw .notEligible(reasons: eligibility.venmo.reasons) }
        return .payPalWallet(venmoReasons: eligibility.venmo.reasons)
    }

    /// App switch when installed, else the fallback; then the server's word.
    private func approve(_ orderID: String, fallback: VenmoFallback) async throws(VenmoError) -> VenmoResult {
        guard await appSwitcher.isVenmoAppInstalled() else {
            guard fallback.coversAbsentApp else { throw .appNotInstalled }
            return try await webCheckout(orderID, fundingSource: .venmo, reason: .appNotInstalled)
        }
        let returned: URL
        let link = universalLink(orderID: orderID)
        onEvent(.willAppSwitch(link))
        do {
            returned = try await appSwitcher.open(link)
            onEvent(.appSwitchReturned(returned))
        } catch {
            switch error {
            case .failed(let reason): throw .appSwitchFailed(reason)
            }
        }
        switch try VenmoUniversalLink.parse(returned, returnURL: returnURL, orderID: orderID) {
        case .cancel: throw .canceled(orderID: orderID)
        case .error(let message): throw .venmoReturnedError(message)
        case .success: break
        }
        let order = try await read(orderID)
        guard order.status == .approved || order.status == .completed else {
            throw .notApproved(orderID: orderID, status: order.status.rawValue)
        }
        return VenmoResult(orderID: orderID, order: order, approvedIn: .venmoApp)
    }

    /// PayPal's web checkout for `orderID` with `fundingSource`, reported as a fallback for `reason`.
    private func webCheckout(_ orderID: String, fundingSource: PayPalWebCheckoutFundingSource, reason: VenmoFallbackReason) async throws(VenmoError)
        -> VenmoResult
    {
        onEvent(.fallingBackToWebCheckout(fundingSource, reason: reason))
        let result: PayPalWebCheckoutResult
        do {
            result = try await web.start(PayPalWebCheckoutRequest(orderID: orderID, fundingSource: fundingSource))
        } catch {
            throw .webCheckout(error)
        }
        let channel: VenmoResult.ApprovalChannel = fundingSource == .venmo ? .webVenmo(payerID: result.payerID) : .webPayPal(payerID: result.payerID)
        return VenmoResult(orderID: orderID, order: result.order, approvedIn: channel, fallbackReason: reason)
    }

    private func read(_ orderID: String) async throws(VenmoError) -> Order {
        do {
            return try await apiClient.orders.getOrder(id: orderID)
        } catch {
            throw .payments(error)
        }
    }

    private static func checkedID(_ id: String) throws(VenmoError) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        guard (1...36).contains(id.count), id.unicodeScalars.allSatisfy(allowed.contains) else { throw .invalidID(id) }
        return id
    }
}
