#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import OrdersCore
    import Foundation
    #if canImport(UIKit)
        import UIKit
    #endif

    /// Shows the 3DS challenge in an `ASWebAuthenticationSession` (iOS, macOS).
    ///
    /// The session ends when PayPal redirects to the ``redirectURLs`` (`sdk.ios.paypal://card/success` or
    /// `…/cancel`, no URL-scheme registration needed), or when the payer closes it (canceled). The redirect is
    /// only a hint: ``CardClient`` reads PayPal's state afterwards.
    public struct WebAuthenticationThreeDSecurePresenter: ThreeDSecurePresenter {
        /// Whether the browser shares no cookies with Safari.
        public let prefersEphemeralSession: Bool
        private let anchor: @MainActor @Sendable () -> ASPresentationAnchor

        /// Creates a presenter showing the session over the window `anchor` returns.
        public init(prefersEphemeralSession: Bool = true, anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor) {
            self.prefersEphemeralSession = prefersEphemeralSession
            self.anchor = anchor
        }

        /// Presents the challenge and waits for the redirect or the payer closing it.
        public func presentChallenge(_ challenge: ThreeDSecureChallenge) async throws -> ThreeDSecureChallengeOutcome {
            let scheme = redirectURLs.returnURL.scheme ?? "sdk.ios.paypal"
            let cancelPath = redirectURLs.cancelURL.path
            let callback: URL?
            do {
                callback = try await WebAuthenticationSessionRunner.run(
                    url: challenge.url, callbackScheme: scheme, prefersEphemeralSession: prefersEphemeralSession, anchor: anchor)
            } catch {
                throw error.sessionError
            }
            guard let callback, callback.path != cancelPath else { return .canceled }
            return .completed
        }

        #if canImport(UIKit)
            /// The key window of the first connected scene.
            @MainActor
            public static func keyWindow() -> ASPresentationAnchor {
                UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                    .flatMap(\.windows)
                    .first { $0.isKeyWindow } ?? ASPresentationAnchor()
            }
        #endif
    }
#endif
