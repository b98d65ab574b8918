import CLegacyMPL

@testable import LegacyMPL

/// A flow runner that sends nothing: initialization succeeds without a network call, and every flow fails with a
/// clear message (through the delegate, then `paymentLibraryExit`), so tests see what `PayPal` does on its own.
struct UnavailableFlowRunner: LegacyFlowRunner {
    static let errorID = "CHECKOUT_NOT_AVAILABLE"

    func initialize(appID: String, environment: PayPalEnvironment, library: PayPal) {
        library.setInitializationStatus(STATUS_INPROGRESS)
        library.setInitializationStatus(STATUS_COMPLETED_SUCCESS)
    }

    func checkout(_ checkout: LegacyCheckoutRequest, session: LegacyFlowSession, library: PayPal) {
        library.complete(session, with: .failed(Self.failure))
    }

    func preapproval(key: String, merchantName: String?, session: LegacyFlowSession, library: PayPal) {
        library.complete(session, with: .failed(Self.failure))
    }

    func resume(_ point: LegacyResumePoint, options: LegacyTranslationOptions, session: LegacyFlowSession, library: PayPal) {
        library.complete(session, with: .failed(Self.failure))
    }

    private static let failure = LegacyFailure(
        correlationID: nil, errorId: errorID,
        message: "This build of LegacyMPL has no Orders v2 flow runner; the payment was validated and translated but not sent.")
}
