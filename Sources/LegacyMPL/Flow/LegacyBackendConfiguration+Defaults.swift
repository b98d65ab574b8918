import Foundation

/// Zero code changes for `ENV_SANDBOX` / `ENV_LIVE`: what the app did not configure in code comes from its
/// `Info.plist`, else from the process environment.
///
/// | setting | Info.plist key | environment variable |
/// |---|---|---|
/// | REST client id | `LegacyMPLClientID` | `LEGACY_MPL_CLIENT_ID` |
/// | base URL (tests: a local `orders-sandbox`) | `LegacyMPLBaseURL` | `LEGACY_MPL_BASE_URL` |
/// | secret (tests only; never in a shipped bundle) | — | `LEGACY_MPL_SECRET` |
/// | a scripted sandbox buyer, `approve` or `cancel` (with a base URL) | `LegacyMPLSandboxBuyer` | `LEGACY_MPL_SANDBOX_BUYER` |
/// | the web authentication callback scheme (iOS) | `LegacyMPLCallbackScheme` (default: the bundle id) | — |
///
/// On iOS the approval presenter defaults to the web authentication session on the key window, so a legacy app
/// needs no new code to pay.
extension LegacyBackendConfiguration {
    /// The Info.plist keys.
    public enum InfoKey {
        /// The REST client id.
        public static let clientID = "LegacyMPLClientID"
        /// Another Orders v2 endpoint.
        public static let baseURL = "LegacyMPLBaseURL"
        /// `approve` or `cancel`: ``SandboxBuyerPresenter`` instead of a page.
        public static let sandboxBuyer = "LegacyMPLSandboxBuyer"
        /// The callback scheme of the web authentication session.
        public static let callbackScheme = "LegacyMPLCallbackScheme"
    }

    /// The environment variables.
    public enum EnvironmentKey {
        /// The REST client id.
        public static let clientID = "LEGACY_MPL_CLIENT_ID"
        /// Another Orders v2 endpoint.
        public static let baseURL = "LEGACY_MPL_BASE_URL"
        /// The REST secret (tests and sandboxes only).
        public static let secret = "LEGACY_MPL_SECRET"
        /// `approve` or `cancel`: ``SandboxBuyerPresenter`` instead of a page.
        public static let sandboxBuyer = "LEGACY_MPL_SANDBOX_BUYER"
    }

    /// This configuration with every unset value filled from `info` (the main bundle's Info.plist), then
    /// `environment`; values set in code win.
    public func filled(
        info: [String: Any]? = Bundle.main.infoDictionary, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> LegacyBackendConfiguration {
        func setting(_ infoKey: String?, _ environmentKey: String) -> String? {
            let fromInfo = infoKey.flatMap { info?[$0] as? String }
            let value = (fromInfo ?? environment[environmentKey])?.trimmingCharacters(in: .whitespacesAndNewlines)
            return value?.isEmpty == false ? value : nil
        }
        var filled = self
        filled.clientID = clientID ?? setting(InfoKey.clientID, EnvironmentKey.clientID)
        filled.secret = secret ?? setting(nil, EnvironmentKey.secret)
        filled.baseURL = baseURL ?? setting(InfoKey.baseURL, EnvironmentKey.baseURL).flatMap(URL.init(string:))
        if filled.approvalPresenter == nil, let baseURL = filled.baseURL,
            let buyer = setting(InfoKey.sandboxBuyer, EnvironmentKey.sandboxBuyer).flatMap(SandboxBuyerPresenter.Action.init(rawValue:))
        {
            filled.approvalPresenter = SandboxBuyerPresenter(baseURL: baseURL, action: buyer)
        }
        if filled.approvalPresenter == nil {
            filled.approvalPresenter = Self.platformPresenter(callbackScheme: (info?[InfoKey.callbackScheme] as? String) ?? Bundle.main.bundleIdentifier)
        }
        return filled
    }

    /// The web authentication session on the key window where UIKit exists; `nil` elsewhere.
    private static func platformPresenter(callbackScheme: String?) -> (any ApprovalPresenter)? {
        #if canImport(UIKit) && canImport(AuthenticationServices)
            guard let callbackScheme, !callbackScheme.isEmpty else { return nil }
            return WebAuthenticationPresenter(callbackScheme: callbackScheme) {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.flatMap(\.windows).first(where: \.isKeyWindow) ?? ASPresentationAnchor()
            }
        #else
            return nil
        #endif
    }
}

#if canImport(UIKit) && canImport(AuthenticationServices)
    import AuthenticationServices
    import UIKit
#endif
