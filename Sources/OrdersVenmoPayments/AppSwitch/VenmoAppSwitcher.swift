import Foundation

/// Opens the Venmo app and hands back the URL Venmo returned with.
///
/// On iOS, `UIApplicationVenmoAppSwitcher` (where UIKit exists) opens the universal link and resumes when your app
/// forwards Venmo's return URL to it. In tests, ``ScriptedVenmoAppSwitcher`` plays the Venmo app.
public protocol VenmoAppSwitcher: Sendable {
    /// Whether the Venmo app is installed (on iOS: `canOpenURL` with the `com.venmo.touch.v2` scheme).
    func isVenmoAppInstalled() async -> Bool
    /// Opens `universalLink` in the Venmo app and returns the URL Venmo sent back (`x-success`,
    /// `x-cancel` or `x-error`).
    /// - Throws: ``VenmoAppSwitchError``.
    func open(_ universalLink: URL) async throws(VenmoAppSwitchError) -> URL
}

/// Why the app switch failed.
public enum VenmoAppSwitchError: Error, Sendable, Equatable {
    /// The system refused to open the link (no Venmo app to take it), with a reason.
    case failed(String)
}

/// A switcher that runs closures instead of the Venmo app (tests and demos).
public struct ScriptedVenmoAppSwitcher: VenmoAppSwitcher {
    private let installed: Bool
    private let script: @Sendable (URL) async throws(VenmoAppSwitchError) -> URL

    /// Creates a switcher: `installed` says whether the app exists, `script` plays it.
    public init(installed: Bool = true, _ script: @escaping @Sendable (URL) async throws(VenmoAppSwitchError) -> URL) {
        self.installed = installed
        self.script = script
    }

    /// `installed`.
    public func isVenmoAppInstalled() async -> Bool { installed }

    /// Runs the script with the universal link.
    public func open(_ universalLink: URL) async throws(VenmoAppSwitchError) -> URL { try await script(universalLink) }
}
