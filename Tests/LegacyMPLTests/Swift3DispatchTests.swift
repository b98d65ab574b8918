import Foundation
import Testing

@testable import LegacyMPL

@Suite("Delegate: Swift 2 and Swift 3+ spellings, configuration without code")
struct Swift3DispatchTests {
    private let failure = LegacyFailure(correlationID: "debug-7", errorId: "INSTRUMENT_DECLINED", message: "Declined")

    @Test func swift3SuccessAndH1FailureSpellingsAreCalled() {
        let delegate = Swift3H1Delegate()
        let dispatcher = LegacyDelegateDispatcher(delegate: delegate)
        #expect(dispatcher.success(payKey: "ORDER-1", status: STATUS_COMPLETED))
        #expect(dispatcher.failed(failure) == .h1)
        #expect(delegate.calls == ["success(withKey:) ORDER-1", "failed(withCorrelationID:andErrorCode:andErrorMessage:) INSTRUMENT_DECLINED"])
    }

    @Test func swift3H2FailureIsCalledWhenNoH1FormExists() {
        let delegate = Swift3H2Delegate()
        #expect(LegacyDelegateDispatcher(delegate: delegate).failed(failure) == .h2)
        #expect(delegate.calls == ["failed(withCorrelationID:) debug-7"])
    }

    @Test func aDelegateWithoutAnySuccessSpellingIsReported() {
        let lines = Locked<[String]>([])
        let token = LegacyLog.capture { line in lines.withLock { $0.append(line) } }
        defer { LegacyLog.stopCapture(token) }
        #expect(!LegacyDelegateDispatcher(delegate: NoSuccessDelegate()).success(payKey: "K", status: STATUS_COMPLETED))
        #expect(lines.current.contains { $0.contains("implements no paymentSuccessWithKey") })
    }

    @Test func swift3DeprecatedAdvancedFormIsCalled() {
        let dispatcher = LegacyDelegateDispatcher(delegate: Swift3DeprecatedAdvancedDelegate())
        guard case .adjusted(let array) = dispatcher.adjustAdvancedAmounts(address: PayPalAddress(), currency: "USD", receiverAmounts: NSMutableArray())
        else {
            Issue.record("expected the Swift 3+ deprecated advanced form")
            return
        }
        #expect(array.count == 2)
    }

    @Test func settingsComeFromInfoPlistThenTheEnvironment() {
        let fromEnvironment = LegacyBackendConfiguration().filled(
            info: nil,
            environment: [
                "LEGACY_MPL_CLIENT_ID": "env-client", "LEGACY_MPL_BASE_URL": "http://127.0.0.1:8080", "LEGACY_MPL_SECRET": "s3",
                "LEGACY_MPL_SANDBOX_BUYER": "approve",
            ])
        #expect(fromEnvironment.clientID == "env-client")
        #expect(fromEnvironment.baseURL?.absoluteString == "http://127.0.0.1:8080")
        #expect(fromEnvironment.secret == "s3")
        #expect((fromEnvironment.approvalPresenter as? SandboxBuyerPresenter)?.action == .approve)
        let fromInfo = LegacyBackendConfiguration().filled(
            info: ["LegacyMPLClientID": "plist-client", "LegacyMPLBaseURL": "https://api-m.sandbox.paypal.com"],
            environment: ["LEGACY_MPL_CLIENT_ID": "env-client"])
        #expect(fromInfo.clientID == "plist-client", "Info.plist wins over the environment")
        #expect(fromInfo.approvalPresenter == nil, "no scripted buyer without the key; no window on Linux")
        let fromCode = LegacyBackendConfiguration(clientID: "code-client").filled(info: ["LegacyMPLClientID": "plist-client"], environment: [:])
        #expect(fromCode.clientID == "code-client", "code wins")
    }

    @Test func initializationForTheSandboxNeedsNoCodeWithTheEnvironmentSet() {
        var options = OrdersV2FlowOptions()
        options.processEnvironment = ["LEGACY_MPL_CLIENT_ID": "env-client", "LEGACY_MPL_BASE_URL": "http://127.0.0.1:9"]
        let library = PayPal()
        library.install(runner: OrdersV2FlowRunner(options: options))
        library.initialize(appID: "APP-80W284485P519543T", environment: ENV_SANDBOX)
        #expect(library.paymentsEnabled, "\(library.initializationErrorMessage ?? "")")
    }
}

private final class Swift3H1Delegate: PayPalPaymentDelegate {
    var calls: [String] = []
    func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) { calls.append("success(withKey:) \(payKey ?? "")") }
    func paymentFailed(withCorrelationID correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        calls.append("failed(withCorrelationID:andErrorCode:andErrorMessage:) \(errorCode ?? "")")
    }
    func paymentFailed(withCorrelationID correlationID: String!) { calls.append("H2 must not be called when H1 exists") }
    func paymentCanceled() {}
    func paymentLibraryExit() {}
}

private final class Swift3H2Delegate: PayPalPaymentDelegate {
    var calls: [String] = []
    func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentFailed(withCorrelationID correlationID: String!) { calls.append("failed(withCorrelationID:) \(correlationID ?? "")") }
    func paymentCanceled() {}
    func paymentLibraryExit() {}
}

private final class Swift3DeprecatedAdvancedDelegate: PayPalPaymentDelegate {
    func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
    func paymentCanceled() {}
    func paymentLibraryExit() {}
    func adjustAmountsAdvanced(for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!)
        -> NSMutableArray!
    {
        NSMutableArray(array: [PayPalReceiverAmounts(), PayPalReceiverAmounts()])
    }
}

/// Implements neither success spelling (it compiles: both have defaults).
private final class NoSuccessDelegate: PayPalPaymentDelegate {
    func paymentCanceled() {}
    func paymentLibraryExit() {}
}
