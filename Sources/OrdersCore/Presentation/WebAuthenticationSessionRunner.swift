#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import Foundation

    /// Runs one `ASWebAuthenticationSession` and waits for its end: the shared core of the SDK's web
    /// presenters (PayPal approval, 3DS challenges, PayPal web checkout), which decide what the callback means.
    public enum WebAuthenticationSessionRunner {
        /// Shows `url` in an `ASWebAuthenticationSession` over the window `anchor` returns and waits until the page
        /// redirects to `callbackScheme://…` or the user closes the sheet.
        ///
        /// Runs on the main actor, where the session is created and started. The session holds its
        /// presentation-context provider weakly; the provider is kept until the session completes.
        /// - Parameters:
        ///   - url: the `http(s)` page to show.
        ///   - callbackScheme: the custom scheme whose redirect ends the session (nothing to register).
        ///   - prefersEphemeralSession: `true` to share no cookies with Safari (the user logs in every time).
        ///   - anchor: the window to present from, asked for once, on the main actor.
        /// - Returns: the callback URL, or `nil` when the user canceled (`ASWebAuthenticationSessionError.canceledLogin`).
        /// - Throws: ``WebAuthenticationSessionFailure`` for any other end without a callback URL.
        @MainActor
        public static func run(
            url: URL, callbackScheme: String, prefersEphemeralSession: Bool,
            anchor: @MainActor @Sendable () -> ASPresentationAnchor
        ) async throws(WebAuthenticationSessionFailure) -> URL? {
            let provider = PresentationAnchorProvider(anchor: anchor())
            let outcome: Result<URL?, WebAuthenticationSessionFailure> = await withCheckedContinuation { continuation in
                let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { callbackURL, error in
                    _ = provider  // The session holds its provider weakly; keep it until the end.
                    continuation.resume(returning: result(callbackURL: callbackURL, error: error))
                }
                session.presentationContextProvider = provider
                session.prefersEphemeralWebBrowserSession = prefersEphemeralSession
                if !session.start() { continuation.resume(returning: .failure(.notStarted)) }
            }
            // A switch, not `outcome.get()`: that rethrows `any Error` where the SDK's standard library predates typed throws.
            switch outcome {
            case .success(let callbackURL): return callbackURL
            case .failure(let failure): throw failure
            }
        }

        /// What the session's completion handler reported: the callback URL, `nil` for a cancel, or a failure.
        static func result(callbackURL: URL?, error: (any Error)?) -> Result<URL?, WebAuthenticationSessionFailure> {
            if let callbackURL { return .success(callbackURL) }
            if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin { return .success(nil) }
            if let error { return .failure(.failed(error)) }
            return .failure(.endedWithoutCallback)
        }
    }

    /// Gives the session its window.
    ///
    /// Not main-actor isolated, so that the conformance is the same whether or not the SDK annotates
    /// `ASWebAuthenticationPresentationContextProviding` as `@MainActor` (iOS 16 SDKs do not; a `@MainActor` class
    /// conforming to an unannotated protocol crosses isolation, and `@preconcurrency` warns where it is annotated).
    /// The window (a main-actor, hence `Sendable`, `UIWindow`) is only handed back to the session, which asks on the main thread.
    private final class PresentationAnchorProvider: NSObject, ASWebAuthenticationPresentationContextProviding, Sendable {
        private let anchor: ASPresentationAnchor

        init(anchor: ASPresentationAnchor) { self.anchor = anchor }

        nonisolated func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor }
    }
#endif
