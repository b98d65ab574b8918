#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import OrdersCore
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
            let callback: URL?
            do {
                callback = try await WebAuthenticationSessionRunner.run(
                    url: url, callbackScheme: callbackScheme, prefersEphemeralSession: prefersEphemeralSession, anchor: anchor)
            } catch {
                throw .failed(error.description)
            }
            guard let callback else { throw .canceled }
            return callback
        }
    }
#endif
