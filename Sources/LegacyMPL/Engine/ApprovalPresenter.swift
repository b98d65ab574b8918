import Foundation

/// What the buyer did on PayPal's approval page, as the presenter saw it.
///
/// The engine never trusts `.approved` on its own: it captures next, and the capture's answer
/// (for example `ORDER_NOT_APPROVED`) decides the outcome.
public enum ApprovalResult: Sendable, Equatable {
    /// The buyer came back through the return URL (or the scripted buyer approved).
    case approved
    /// The buyer canceled (the cancel URL, a closed sheet, or the scripted buyer canceled).
    case canceled
}

/// Shows PayPal's approval page for one order and reports how the buyer left it.
///
/// Implementations: ``DemoBuyerPresenter`` (`ENV_NONE`: the simulator's demo buyer approves),
/// ``ScriptedApprovalPresenter`` (tests and demos) and, on Apple platforms, `WebAuthenticationPresenter`
/// (`ASWebAuthenticationSession`). Throw to fail the payment (the delegate gets a failure).
public protocol ApprovalPresenter: Sendable {
    /// The URLs PayPal redirects to after approval and cancellation, written into the order's
    /// experience context (`return_url`, `cancel_url`), or `nil` to leave the plan's as they are.
    var redirectURLs: ApprovalRedirectURLs? { get }

    /// Presents `approvalURL` (the order's `payer-action` or `approve` link) for order `orderID`.
    func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult
}

extension ApprovalPresenter {
    /// No redirect URLs by default.
    public var redirectURLs: ApprovalRedirectURLs? { nil }
}

/// The return and cancel URLs of an approval, usually with an app-specific scheme (`myapp://paypal/return`).
public struct ApprovalRedirectURLs: Sendable, Equatable {
    /// Where PayPal sends the buyer after approving.
    public var returnURL: URL
    /// Where PayPal sends the buyer after canceling.
    public var cancelURL: URL

    /// Creates the pair.
    public init(returnURL: URL, cancelURL: URL) {
        self.returnURL = returnURL
        self.cancelURL = cancelURL
    }
}

/// A presenter that runs a closure: for tests (approve through the simulator or the sandbox's control
/// route, cancel, throw) and for demos without UI.
public struct ScriptedApprovalPresenter: ApprovalPresenter {
    private let script: @Sendable (_ approvalURL: URL, _ orderID: String) async throws -> ApprovalResult

    /// Creates a presenter that answers with `script`.
    public init(_ script: @escaping @Sendable (_ approvalURL: URL, _ orderID: String) async throws -> ApprovalResult) {
        self.script = script
    }

    /// Runs the script.
    public func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        try await script(approvalURL, orderID)
    }
}
