import Foundation
import LegacyMPL
import SandboxServer

/// Shows PayPal's approval page in the desktop's browser and continues when PayPal redirects back, as native
/// apps do with OAuth on desktops: the order's `return_url` and `cancel_url` point at a listener on a loopback
/// port (`http://127.0.0.1:PORT/paypal/return`, `…/cancel`) that only this machine can reach.
///
/// ``presentApproval(of:orderID:)`` prints the link (and opens it with `open` or `xdg-open` when there is a
/// desktop), then waits for the redirect carrying the order id (`token`) or setup token id
/// (`approval_session_id`) for at most ``timeout``; past it the approval fails with
/// ``BrowserApprovalTimeout``. The redirect is only a hint: the engine captures next, and PayPal's answer decides.
public final class LoopbackBrowserPresenter: ApprovalPresenter, Sendable {
    /// The listener's base URL, `http://127.0.0.1:PORT`.
    public let callbackBaseURL: URL
    /// How long one approval may take.
    public let timeout: Duration
    private let server: SandboxServer
    private let inbox: CallbackInbox
    private let opensBrowser: Bool
    private let print: @Sendable (String) -> Void

    private init(
        callbackBaseURL: URL, timeout: Duration, server: SandboxServer, inbox: CallbackInbox, opensBrowser: Bool, print: @escaping @Sendable (String) -> Void
    ) {
        self.callbackBaseURL = callbackBaseURL
        self.timeout = timeout
        self.server = server
        self.inbox = inbox
        self.opensBrowser = opensBrowser
        self.print = print
    }

    /// Starts the listener on `host` (a loopback address; anything else is refused) and `port` (0: any free one).
    /// - Parameters:
    ///   - timeout: how long one approval may take.
    ///   - opensBrowser: whether to open each link with `open` or `xdg-open` when available.
    ///   - print: where the links and redirects are told.
    /// - Throws: `SandboxServerError` when the host is not loopback or the port cannot be bound.
    public static func start(
        host: String = "127.0.0.1", port: UInt16 = 0, timeout: Duration = .seconds(600), opensBrowser: Bool = true,
        print: @escaping @Sendable (String) -> Void = { Swift.print($0) }
    ) async throws -> LoopbackBrowserPresenter {
        let inbox = CallbackInbox()
        let responder = CallbackResponder(inbox: inbox) { path, result in
            print("  buyer returned to \(path) (\(result == .approved ? "approved" : "canceled"))")
        }
        let server = try SandboxServer(configuration: .init(host: host, port: port)) { _ in responder }
        let url = try await server.start()
        return LoopbackBrowserPresenter(callbackBaseURL: url, timeout: timeout, server: server, inbox: inbox, opensBrowser: opensBrowser, print: print)
    }

    /// Stops the listener; approvals still waiting end as timed out.
    public func stop() async {
        await server.stop()
    }

    /// `…/paypal/return` and `…/paypal/cancel` on the listener.
    public var redirectURLs: ApprovalRedirectURLs? {
        ApprovalRedirectURLs(
            returnURL: callbackBaseURL.appendingPathComponent(String(CallbackResponder.returnPath.dropFirst())),
            cancelURL: callbackBaseURL.appendingPathComponent(String(CallbackResponder.cancelPath.dropFirst())))
    }

    /// Prints (and opens) `approvalURL`, then waits for PayPal's redirect for `orderID`.
    /// - Throws: ``BrowserApprovalTimeout`` when no redirect came in time.
    public func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        let opened = opensBrowser && BrowserOpener.open(approvalURL)
        print(
            "  buyer open \(approvalURL.absoluteString) in a browser\(opened ? " (opened)" : "") — waiting up to \(timeout.components.seconds) s for \(callbackBaseURL.absoluteString)/paypal/…"
        )
        guard let result = await inbox.result(for: orderID, timeout: timeout) else {
            throw BrowserApprovalTimeout(id: orderID, timeout: timeout)
        }
        return result
    }
}

/// No redirect came back from the browser in time.
public struct BrowserApprovalTimeout: Error, Sendable, Equatable, CustomStringConvertible {
    /// The order or setup token id.
    public let id: String
    /// How long the presenter waited.
    public let timeout: Duration

    /// What happened and what to do.
    public var description: String {
        "no redirect from PayPal for \(id) within \(timeout.components.seconds) s: approve or cancel in the browser sooner, or raise the timeout"
    }
}
