#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Opens the Venmo app with `UIApplication` and waits for your app to forward Venmo's return URL.
    ///
    /// Add `com.venmo.touch.v2` to `LSApplicationQueriesSchemes`, and forward the URLs your app opens
    /// under the Venmo return URL (`application(_:open:options:)`, `onOpenURL`, or the universal-link
    /// handler) to ``handleReturnURL(_:)``.
    @MainActor
    public final class UIApplicationVenmoAppSwitcher: VenmoAppSwitcher {
        private var pending: CheckedContinuation<URL, Never>?

        /// Creates a switcher.
        public init() {}

        /// Whether `com.venmo.touch.v2://` can be opened.
        public func isVenmoAppInstalled() async -> Bool {
            guard let scheme = URL(string: "com.venmo.touch.v2://") else { return false }
            return UIApplication.shared.canOpenURL(scheme)
        }

        /// Opens the universal link (universal links only, never Safari) and waits for the return URL.
        public func open(_ universalLink: URL) async throws(VenmoAppSwitchError) -> URL {
            let opened = await UIApplication.shared.open(universalLink, options: [.universalLinksOnly: true])
            guard opened else { throw .failed("iOS did not open the Venmo universal link (is the Venmo app installed?)") }
            return await withCheckedContinuation { pending = $0 }
        }

        /// Hands a URL your app received to the waiting Venmo flow; returns whether one was waiting.
        @discardableResult
        public func handleReturnURL(_ url: URL) -> Bool {
            guard let pending else { return false }
            self.pending = nil
            pending.resume(returning: url)
            return true
        }
    }
#endif
