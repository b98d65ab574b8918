#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
import AuthenticationServices
import Foundation

/// Presents PayPal's pages in an `ASWebAuthenticationSession`; the session ends at PayPal's
/// `sdk.ios.paypal://` redirect (nothing to register) or when the buyer closes the sheet.
public struct WebAuthenticationSessionPresenter: WebCheckoutPresenter {
    private let prefersEphemeralSession: Bool
    private let anchor: @MainActor @Sendable () -> ASPresentationAnchor

    /// Creates a presenter.
    /// - Parameters:
    ///   - prefersEphemeralSession: `true` to share no cookies with Safari (the buyer logs in every time).
    ///   - anchor: the window to present from.
    public init(prefersEphemeralSession: Bool = false, anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
        self.prefersEphemeralSession = prefersEphemeralSession
        self.anchor = anchor
    }

    /// Starts the session on the main actor and returns the redirect URL.
    public func present(_ url: URL, callbackScheme: String) async throws(WebCheckoutPresentationError) -> URL {
        let ephemeral = prefersEphemeralSession
        let anchor = anchor
        let outcome: Result<URL, WebCheckoutPresentationError> = await withCheckedContinuation { continuation in
            Task { @MainActor in
                let provider = SessionAnchorProvider(anchor: anchor())
                let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { callback, error in
                    _ = provider  // The session holds its provider weakly; keep it until the end.
                    if let callback {
                        continuation.resume(returning: .success(callback))
                    } else if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                        continuation.resume(returning: .failure(.canceled))
                    } else {
                        continuation.resume(returning: .failure(.failed(error.map { String(describing: $0) } ?? "the session ended without a redirect")))
                    }
                }
                session.presentationContextProvider = provider
                session.prefersEphemeralWebBrowserSession = ephemeral
                if !session.start() { continuation.resume(returning: .failure(.failed("ASWebAuthenticationSession did not start"))) }
            }
        }
        return try outcome.get()
    }
}

/// Gives the session its window.
@MainActor
private final class SessionAnchorProvider: NSObject, ASWebAuthenticationPresentationContextProviding {
    private let anchor: ASPresentationAnchor

    init(anchor: ASPresentationAnchor) { self.anchor = anchor }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor }
}
#endif
