import Foundation

/// Shows PayPal's approval page in a browser and returns the URL PayPal redirected to.
///
/// `WebAuthenticationSessionPresenter` (`ASWebAuthenticationSession`) where AuthenticationServices exists;
/// ``ScriptedWebCheckoutPresenter`` in tests and demos.
public protocol WebCheckoutPresenter: Sendable {
    /// Opens `url` and waits for a redirect to `callbackScheme://…`.
    /// - Returns: the redirect URL.
    /// - Throws: ``WebCheckoutPresentationError``.
    func present(_ url: URL, callbackScheme: String) async throws(WebCheckoutPresentationError) -> URL
}

/// How a presentation ended without a redirect.
public enum WebCheckoutPresentationError: Error, Sendable, Equatable {
    /// The buyer closed the browser.
    case canceled
    /// The browser could not be shown or failed, with the reason.
    case failed(String)
}

/// A presenter that runs a closure instead of a browser: the closure plays the buyer (for example
/// approves through the simulator) and returns the redirect URL PayPal would send.
public struct ScriptedWebCheckoutPresenter: WebCheckoutPresenter {
    private let script: @Sendable (URL) async throws(WebCheckoutPresentationError) -> URL

    /// Creates a presenter that answers with `script`.
    public init(_ script: @escaping @Sendable (URL) async throws(WebCheckoutPresentationError) -> URL) {
        self.script = script
    }

    /// Runs the script with the approval URL.
    public func present(_ url: URL, callbackScheme: String) async throws(WebCheckoutPresentationError) -> URL {
        try await script(url)
    }
}
