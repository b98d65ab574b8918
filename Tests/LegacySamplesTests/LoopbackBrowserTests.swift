import Foundation
import LegacyMPL
import LoopbackBrowser
import OrdersCore
import SandboxServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `mpl-demo --browser`'s presenter: a loopback listener for PayPal's redirect, with a timeout.
@Suite("LoopbackBrowserPresenter")
struct LoopbackBrowserTests {
    private func start(timeout: Duration = .seconds(120)) async throws -> LoopbackBrowserPresenter {
        try await LoopbackBrowserPresenter.start(timeout: timeout, opensBrowser: false, print: { _ in })
    }

    /// The browser following PayPal's redirect to `url`.
    private func visit(_ url: String) async throws -> Int {
        let response = try await URLSessionTransport().send(HTTPRequest(method: "GET", url: try #require(URL(string: url))))
        return response.status
    }

    @Test("the redirect URLs point at the listener on 127.0.0.1")
    func redirectURLs() async throws {
        let presenter = try await start()
        let urls = try #require(presenter.redirectURLs)
        #expect(urls.returnURL.host == "127.0.0.1" && urls.returnURL.path == "/paypal/return")
        #expect(urls.cancelURL.host == "127.0.0.1" && urls.cancelURL.path == "/paypal/cancel")
        #expect(urls.returnURL.port == presenter.callbackBaseURL.port && urls.returnURL.port != 0)
        await presenter.stop()
    }

    @Test("it never listens on anything but loopback")
    func loopbackOnly() async {
        await #expect(throws: SandboxServerError.self) { try await LoopbackBrowserPresenter.start(host: "0.0.0.0", print: { _ in }) }
        await #expect(throws: SandboxServerError.self) { try await LoopbackBrowserPresenter.start(host: "192.168.1.10", print: { _ in }) }
    }

    @Test("the return URL with the order's token approves; the cancel URL cancels; a vault return approves the setup token")
    func results() async throws {
        let presenter = try await start()
        let base = presenter.callbackBaseURL.absoluteString
        async let approved = presenter.presentApproval(of: URL(string: "http://127.0.0.1:1/checkoutnow?token=ORDER1")!, orderID: "ORDER1")
        try await Task.sleep(for: .milliseconds(50))
        #expect(try await visit("\(base)/paypal/return?token=ORDER1&PayerID=PAYER1") == 200)
        #expect(try await approved == .approved)

        #expect(try await visit("\(base)/paypal/cancel?token=ORDER2") == 200)
        #expect(try await presenter.presentApproval(of: URL(string: "http://127.0.0.1:1/checkoutnow?token=ORDER2")!, orderID: "ORDER2") == .canceled)

        #expect(try await visit("\(base)/paypal/return?approval_token_id=AT1&approval_session_id=SETUP1") == 200)
        #expect(
            try await presenter.presentApproval(of: URL(string: "http://127.0.0.1:1/agreements/approve?approval_session_id=SETUP1")!, orderID: "SETUP1")
                == .approved)
        await presenter.stop()
    }

    @Test("requests that are not PayPal's redirect change nothing: 404 elsewhere, 400 for a return without PayerID")
    func strayRequests() async throws {
        let presenter = try await start(timeout: .milliseconds(300))
        let base = presenter.callbackBaseURL.absoluteString
        #expect(try await visit("\(base)/favicon.ico") == 404)
        #expect(try await visit("\(base)/paypal/return") == 404)
        #expect(try await visit("\(base)/paypal/return?token=ORDER3") == 400)
        await #expect(throws: BrowserApprovalTimeout.self) {
            try await presenter.presentApproval(of: URL(string: "http://127.0.0.1:1/checkoutnow?token=ORDER3")!, orderID: "ORDER3")
        }
        await presenter.stop()
    }

    @Test("no redirect in time: BrowserApprovalTimeout, after the timeout and not much later")
    func timeout() async throws {
        let presenter = try await start(timeout: .milliseconds(200))
        let started = ContinuousClock.now
        let error = await #expect(throws: BrowserApprovalTimeout.self) {
            try await presenter.presentApproval(of: URL(string: "http://127.0.0.1:1/checkoutnow?token=LATE")!, orderID: "LATE")
        }
        #expect(ContinuousClock.now - started >= .milliseconds(200))
        // Bounded, not precise: under the whole suite the cooperative pool can be busy for many seconds. The bound
        // tells the 200 ms asked for from the presenter's 600 s default.
        #expect(ContinuousClock.now - started < .seconds(120))
        #expect(error?.description.contains("LATE") == true)
        await presenter.stop()
    }
}
