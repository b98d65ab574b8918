#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import OrdersCore
    import Foundation

    /// Shows PayPal's approval page in an `ASWebAuthenticationSession` (iOS, macOS), and on iOS the review of an
    /// adjusted total in a confirmation sheet (elsewhere ``ApprovalPresenter``'s default confirms it).
    ///
    /// The order is created with `return_url` `<scheme>://paypal/return` and `cancel_url`
    /// `<scheme>://paypal/cancel`; the session ends when PayPal redirects to either, or when the buyer closes
    /// the sheet (canceled). The redirect is only a hint: the flow runner captures next and the capture decides.
    public struct WebAuthenticationPresenter: ApprovalPresenter {
        /// The custom URL scheme PayPal redirects to (register nothing: the session intercepts it).
        public let callbackScheme: String
        /// Whether the browser session shares no cookies with Safari.
        public let prefersEphemeralSession: Bool
        private let anchor: @MainActor @Sendable () -> ASPresentationAnchor

        /// Creates a presenter.
        /// - Parameters:
        ///   - callbackScheme: the scheme of the return and cancel URLs, for example your bundle id.
        ///   - prefersEphemeralSession: `true` to ask the buyer to log in every time.
        ///   - anchor: the window to present from.
        public init(
            callbackScheme: String, prefersEphemeralSession: Bool = false,
            anchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor
        ) {
            self.callbackScheme = callbackScheme
            self.prefersEphemeralSession = prefersEphemeralSession
            self.anchor = anchor
        }

        /// `<scheme>://paypal/return` and `<scheme>://paypal/cancel`.
        public var redirectURLs: ApprovalRedirectURLs? {
            guard let returnURL = URL(string: "\(callbackScheme)://paypal/return"),
                let cancelURL = URL(string: "\(callbackScheme)://paypal/cancel")
            else { return nil }
            return ApprovalRedirectURLs(returnURL: returnURL, cancelURL: cancelURL)
        }

        /// Presents the page and waits for the redirect or the buyer closing it.
        public func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
            let callback: URL?
            do {
                callback = try await WebAuthenticationSessionRunner.run(
                    url: approvalURL, callbackScheme: callbackScheme, prefersEphemeralSession: prefersEphemeralSession, anchor: anchor)
            } catch {
                throw error.sessionError
            }
            guard let callback, callback.path != "/cancel" else { return .canceled }
            return .approved
        }

        #if canImport(UIKit)
            /// Shows the adjusted total in a confirmation sheet over the anchor's window (``AmountReviewSheet``).
            public func presentReview(_ review: AmountReview) async throws -> AmountReviewDecision {
                await AmountReviewSheet.present(review, over: anchor)
            }
        #endif
    }
#endif
