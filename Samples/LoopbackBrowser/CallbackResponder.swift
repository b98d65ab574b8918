import Foundation
import LegacyMPL
import OrdersCore
import OrdersSimulator
import SandboxServer

/// Answers the browser's requests to the loopback listener: `GET /paypal/return?token=…&PayerID=…` (or
/// `?approval_token_id=…&approval_session_id=…` for a setup token) and `GET /paypal/cancel?token=…` (or
/// `?approval_session_id=…`) hand the result to the waiting approval; the page tells the buyer to go back to
/// the terminal. Anything else is 404. The redirect is only a hint: the engine trusts the order's state.
struct CallbackResponder: SandboxResponder {
    /// Where results go.
    let inbox: CallbackInbox
    /// Told of each redirect: its path and what it said.
    let onRedirect: @Sendable (_ path: String, _ result: ApprovalResult) -> Void

    /// The return path.
    static let returnPath = "/paypal/return"
    /// The cancel path.
    static let cancelPath = "/paypal/cancel"

    /// Hands a redirect's result to the inbox and answers the browser with a fixed page.
    func handle(_ request: HTTPRequest) async -> SimulatorReply {
        let path = request.url.path
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in items.first { $0.name == name }?.value.flatMap { $0.isEmpty ? nil : $0 } }
        guard request.method == "GET", path == Self.returnPath || path == Self.cancelPath,
            let id = value("token") ?? value("approval_session_id")
        else {
            return SimulatorReply(response: Self.page(404, "Not found", "This address only receives PayPal's redirects for mpl-demo."))
        }
        let result: ApprovalResult = path == Self.cancelPath ? .canceled : .approved
        guard result == .canceled || value("PayerID") != nil || value("approval_token_id") != nil else {
            return SimulatorReply(
                response: Self.page(400, "Incomplete redirect", "PayPal's return carries PayerID or approval_token_id; this one has neither."))
        }
        await inbox.deliver(result, for: id)
        onRedirect(path, result)
        return SimulatorReply(
            response: result == .approved
                ? Self.page(200, "Approved", "PayPal sent you back to mpl-demo: return to the terminal, where the payment continues. You can close this tab.")
                : Self.page(200, "Canceled", "You canceled at PayPal: return to the terminal. You can close this tab."))
    }

    /// A fixed page (no text from the request is echoed).
    private static func page(_ status: Int, _ heading: String, _ message: String) -> HTTPResponse {
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(heading) – mpl-demo</title></head><body><h1>\(heading)</h1><p>\(message)</p></body></html>
            """
        return HTTPResponse(
            status: status,
            headers: [
                "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'",
                "X-Frame-Options": "DENY", "Cache-Control": "no-store",
            ], body: Data(html.utf8))
    }
}
