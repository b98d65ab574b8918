/// Optional hooks around the 3DS challenge page (seed 004): show a spinner before it appears, clean up after.
///
/// Every method has an empty default, so a merchant implements only what it uses, and card-only merchants
/// (no 3DS) implement nothing. Called on the main actor.
@MainActor
public protocol ThreeDSecureChallengePresentationDelegate: AnyObject, Sendable {
    /// The challenge page is about to appear.
    func threeDSecureWillLaunch(_ cardClient: CardClient)
    /// The payer completed the challenge; the client now reads the result.
    func threeDSecureDidFinish(_ cardClient: CardClient)
    /// The payer canceled the challenge (or it could not be shown).
    func threeDSecureDidCancel(_ cardClient: CardClient)
}

extension ThreeDSecureChallengePresentationDelegate {
    /// Does nothing.
    public func threeDSecureWillLaunch(_ cardClient: CardClient) {}
    /// Does nothing.
    public func threeDSecureDidFinish(_ cardClient: CardClient) {}
    /// Does nothing.
    public func threeDSecureDidCancel(_ cardClient: CardClient) {}
}
