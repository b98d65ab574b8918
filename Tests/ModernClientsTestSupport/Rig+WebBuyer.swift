import Foundation
import OrdersCore
import OrdersPayPalWebPayments

/// What the buyer does on PayPal's web page.
public enum WebBuyerAction: Sendable {
    /// Approves (through the simulator or the control route) and PayPal redirects with the ids.
    case approve
    /// Clicks PayPal's cancel link (`opType=cancel`, or the vault cancel URL).
    case cancel
    /// Closes the browser.
    case closeBrowser
    /// Comes back through an approval-looking redirect without having approved.
    case returnWithoutApproving
    /// Comes back with this URL.
    case redirect(URL)
}

extension Rig {
    /// A presenter playing the buyer on PayPal's pages: it notes the URL, loads the page (sandbox),
    /// then acts. It reads the order id from `token` or the setup token id from `approval_session_id`.
    public func webBuyer(_ action: WebBuyerAction = .approve, seen: Recorder<URL> = Recorder()) -> ScriptedWebCheckoutPresenter {
        ScriptedWebCheckoutPresenter { [self] (url: URL) async throws(WebCheckoutPresentationError) -> URL in
            seen.record(url)
            let orderID = url.queryDictionary["token"]
            let tokenID = url.queryDictionary["approval_session_id"]
            do {
                try await visit(url)
                switch action {
                case .closeBrowser:
                    throw WebCheckoutPresentationError.canceled
                case .redirect(let redirect):
                    return redirect
                case .cancel:
                    return orderID != nil
                        ? URL(string: PayPalCallback.checkoutCancelURL.absoluteString + "&token=\(orderID!)")!
                        : PayPalCallback.vaultCancelURL
                case .approve, .returnWithoutApproving:
                    if let orderID {
                        let payerID = action == .approve ? try await approveOrder(orderID) : "PAYERNOTREAL1"
                        return URL(string: PayPalCallback.checkoutURL.absoluteString + "?token=\(orderID)&PayerID=\(payerID)")!
                    }
                    let id = tokenID ?? ""
                    if action == .approve { try await approveSetupToken(id) }
                    return URL(string: PayPalCallback.vaultReturnURL.absoluteString + "?approval_token_id=AT-\(id)&approval_session_id=\(id)")!
                }
            } catch let error as WebCheckoutPresentationError {
                throw error
            } catch {
                throw .failed("the scripted buyer failed: \(error)")
            }
        }
    }
}

extension WebBuyerAction: Equatable {}
