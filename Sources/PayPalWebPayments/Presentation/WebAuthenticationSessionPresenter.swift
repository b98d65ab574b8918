#if canImport(AuthenticationServices)
import AuthenticationServices
import Foundation

/// Presents PayPal's pages in an `ASWebAuthenticationSession` (ephemeral: no shared cookies).
@available(iOS 15, macOS 13, *)
public final class WebAuthenticationSessionPresenter: NSObject, WebCheckoutPresenter, ASWebAuthenticationPresentationContextProviding, @unchecked Sendable {
    private let anchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates a presenter showing the session over the window `anchor` returns.
    public init(anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.anchor = anchor
    }

    /// Starts the session on the main actor and returns the callback URL.
    public func present(_ url: URL, callbackScheme: String) async throws(WebCheckoutPresentationError) -> URL {
        let outcome: Result<URL, WebCheckoutPresentationError> = await withCheckedContinuation { continuation in
            Task { @MainActor in
                let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { callback, error in
                    if let callback {
                        continuation.resume(returning: .success(callback))
                    } else if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                        continuation.resume(returning: .failure(.canceled))
                    } else {
                        continuation.resume(returning: .failure(.failed(error.map { String(describing: $0) } ?? "no callback URL")))
                    }
                }
                session.presentationContextProvider = self
                session.prefersEphemeralWebBrowserSession = true
                if !session.start() { continuation.resume(returning: .failure(.failed("ASWebAuthenticationSession did not start"))) }
            }
        }
        return try outcome.get()
    }

    /// The window to present over.
    @MainActor
    public func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor() }
}
#endif
