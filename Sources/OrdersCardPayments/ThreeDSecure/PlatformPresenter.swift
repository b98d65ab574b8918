extension CardClient {
    /// The presenter ``CardClient/init(config:)`` uses: `ASWebAuthenticationSession` over the key window on
    /// iOS, none elsewhere (a challenge then fails with ``CardError/Code/threeDSecurePresenterMissing``).
    static var platformPresenter: (any ThreeDSecurePresenter)? {
        #if canImport(AuthenticationServices) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
            WebAuthenticationThreeDSecurePresenter(anchor: WebAuthenticationThreeDSecurePresenter.keyWindow)
        #else
            nil
        #endif
    }
}
