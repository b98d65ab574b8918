import OrdersCardPayments
import OrdersCore

/// `checkoutWithPayment(_:)` when the buyer pays by card (MPL's guest card payment, no PayPal account),
/// and `preapprovalWithKey` for cards (a card saved without a purchase): `CardClient`.
///
/// The card comes from your card fields (`CardFieldComponent`); it is validated before anything is sent
/// and never described with more than its brand and last four digits.
public enum CardCheckoutSample {
    /// The app's card client: 3DS challenges are shown with `ASWebAuthenticationSession` on iOS (no
    /// presenter elsewhere; tests pass a `ScriptedThreeDSecurePresenter` to `CardClient(config:presenter:…)`).
    public static func makeClient(config: CoreConfig) -> CardClient {
        let cardClient = CardClient(config: config)                          // 3DS through the platform presenter
        return cardClient
    }

    /// The guest card payment: the order created and approved with the card in the app (3DS only when the
    /// issuer requires it), captured by the merchant server. The delegate's callbacks become the outcome.
    public static func checkout(card: Card, cardClient: CardClient, merchantServer: OrdersClient) async -> CheckoutOutcome {
        let order: OrderRequest
        do {
            let total = try Money(value: "12.50", currencyCode: "USD")       // payment.subTotal + tax + shipping
            order = OrderRequest(intent: .capture, purchaseUnits: [
                PurchaseUnit(amount: AmountWithBreakdown(total: total), description: "Two tickets"),
            ])
        } catch {
            return .failed(correlationID: nil, message: error.localizedDescription)
        }

        let approved: CardResult
        do {
            approved = try await cardClient.createAndApproveOrder(orderRequest: order, card: card, sca: .scaWhenRequired)
        } catch where error.code == .threeDSecureCanceled {
            return .canceled                                                   // paymentCanceled
        } catch {
            return .failed(correlationID: error.paymentsError?.debugID, message: error.message)   // invalid card, refused, 3DS failed
        }
        if let authentication = approved.authenticationResult, authentication.recommendation != .continueWithAuthorization {
            return .failed(correlationID: nil, message: "3D Secure liability shift \(authentication.liabilityShift): not captured")
        }

        do {
            let captured = try await merchantServer.captureOrderReconciling(id: approved.orderID)   // an unknown outcome: the order decides
            guard let capture = captured.captures.first, capture.status == .completed || capture.status == .pending else {
                let status = captured.captures.first?.status.rawValue ?? captured.status.rawValue
                return .failed(correlationID: nil, message: "The card was declined: capture \(status)")   // paymentFailedWithCorrelationID
            }
            return .success(payKey: captured.id, status: capture.status.rawValue)   // paymentSuccessWithKey
        } catch where error.outcomeUnknown {
            return .outcomeUnknown(payKey: approved.orderID, message: error.message)   // never "failed": read the order later
        } catch {
            return .failed(correlationID: error.debugID, message: error.message)     // paymentFailedWithCorrelationID
        }
    }

    /// The order created by your server (the recommended split): the app only approves it with the card.
    public static func approveServerOrder(orderID: String, card: Card, cardClient: CardClient) async throws -> CardResult {
        let result = try await cardClient.approveOrder(request: CardRequest(orderID: orderID, card: card, sca: .scaWhenRequired))
        return result   // result.authenticationResult?.recommendation decides; your server captures
    }

    /// `preapprovalWithKey` for cards: the card saved without a purchase (setup token, 3DS when required,
    /// payment token), then listed among the customer's saved methods.
    public static func saveCard(_ card: Card, customerID: String, cardClient: CardClient, merchantServer: OrdersClient) async throws -> (CardVaultResult, [VaultedPaymentMethod]) {
        let saved = try await cardClient.vault(CardVaultRequest(card: card, sca: .scaWhenRequired, customerID: customerID))
        let methods = try await VaultClient(orders: merchantServer).paymentMethods(customerID: customerID)
        return (saved, methods)   // later orders (server): payment_source.card.vault_id = saved.paymentToken.id
    }
}
