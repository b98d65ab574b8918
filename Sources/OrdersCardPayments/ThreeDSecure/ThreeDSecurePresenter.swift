import Foundation

/// Shows a 3D Secure challenge page (the `payer-action` or `approve` link PayPal returned) and reports how
/// the payer left it.
///
/// Implementations: ``ScriptedThreeDSecurePresenter`` (tests, demos) and, on Apple platforms,
/// `WebAuthenticationThreeDSecurePresenter` (`ASWebAuthenticationSession`). The outcome is only a hint:
/// ``CardClient`` reads the order or setup token afterwards and trusts PayPal's state.
public protocol ThreeDSecurePresenter: Sendable {
    /// Where PayPal redirects after the challenge, sent as the card's `experience_context`.
    var redirectURLs: ThreeDSecureRedirectURLs { get }

    /// Presents `challenge` and waits until the payer completes or cancels it. Throw when it cannot be shown.
    func presentChallenge(_ challenge: ThreeDSecureChallenge) async throws -> ThreeDSecureChallengeOutcome
}

extension ThreeDSecurePresenter {
    /// The SDK's own callback URLs (`sdk.ios.paypal://card/success`, `…/cancel`).
    public var redirectURLs: ThreeDSecureRedirectURLs { .sdkDefault }
}

/// One 3DS challenge to show.
public struct ThreeDSecureChallenge: Sendable, Equatable {
    /// The challenge page.
    public let url: URL
    /// The order id or setup token id the challenge is for.
    public let resourceID: String
    /// Whether it authenticates a payment (an order) or a card being saved (a setup token).
    public let kind: Kind

    /// What a challenge authenticates.
    public enum Kind: Sendable, Equatable {
        /// A card payment (`payer-action` of an order).
        case order
        /// A card being vaulted without purchase (`approve` of a setup token).
        case setupToken
    }

    /// Creates a challenge.
    public init(url: URL, resourceID: String, kind: Kind) {
        self.url = url
        self.resourceID = resourceID
        self.kind = kind
    }
}

/// How the payer left the challenge page.
public enum ThreeDSecureChallengeOutcome: Sendable, Equatable {
    /// The page redirected to the return URL (or the scripted payer completed it).
    case completed
    /// The payer closed the page or it redirected to the cancel URL.
    case canceled
}

/// The return and cancel URLs of a 3DS challenge.
public struct ThreeDSecureRedirectURLs: Sendable, Equatable {
    /// Where PayPal sends the payer after the challenge.
    public var returnURL: URL
    /// Where PayPal sends the payer after canceling.
    public var cancelURL: URL

    /// Creates the pair.
    public init(returnURL: URL, cancelURL: URL) {
        self.returnURL = returnURL
        self.cancelURL = cancelURL
    }

    /// `sdk.ios.paypal://card/success` and `sdk.ios.paypal://card/cancel`, as PayPal's iOS SDK uses.
    public static let sdkDefault = ThreeDSecureRedirectURLs(
        returnURL: URL(string: "sdk.ios.paypal://card/success")!, cancelURL: URL(string: "sdk.ios.paypal://card/cancel")!)
}

/// A presenter that runs a closure: complete the challenge through the simulator or the sandbox's control
/// route, cancel it, or throw.
public struct ScriptedThreeDSecurePresenter: ThreeDSecurePresenter {
    private let script: @Sendable (ThreeDSecureChallenge) async throws -> ThreeDSecureChallengeOutcome

    /// Creates a presenter that answers with `script`.
    public init(_ script: @escaping @Sendable (ThreeDSecureChallenge) async throws -> ThreeDSecureChallengeOutcome) {
        self.script = script
    }

    /// Runs the script.
    public func presentChallenge(_ challenge: ThreeDSecureChallenge) async throws -> ThreeDSecureChallengeOutcome {
        try await script(challenge)
    }
}
