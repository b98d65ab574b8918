import Foundation
import OrdersCore
import Testing

@Suite("Environments and configuration")
struct EnvironmentTests {
    @Test("Live and sandbox use PayPal's base URLs")
    func paypalURLs() {
        #expect(Environment.live.baseURL.absoluteString == "https://api-m.paypal.com")
        #expect(Environment.sandbox.baseURL.absoluteString == "https://api-m.sandbox.paypal.com")
        #expect(CoreConfig(clientID: "id", environment: .sandbox).environment.name == "sandbox")
    }

    @Test(
        "https anywhere, plain http only on loopback",
        arguments: [
            "https://payments.example.com", "http://127.0.0.1:8080", "http://localhost:9", "http://[::1]:80", "http://127.1.2.3", "https://example.com/base/",
        ])
    func accepted(url: String) throws {
        let environment = try Environment.custom(baseURL: URL(string: url)!)
        #expect(environment.name == "custom")
        #expect(!environment.baseURL.absoluteString.hasSuffix("/"))
    }

    @Test(
        "Plain http to another host, other schemes and odd URLs are refused",
        arguments: [
            "http://payments.example.com", "http://10.0.0.1:8080", "http://127.0.0.1.evil.com", "ftp://127.0.0.1", "http://localhost?x=1", "file:///tmp",
        ])
    func refused(url: String) {
        #expect {
            try Environment.custom(baseURL: URL(string: url)!)
        } throws: { error in
            (error as? PaymentsError)?.kind == .configuration
        }
    }

    @Test("The refusal says why and what is allowed")
    func refusalMessage() {
        do {
            _ = try Environment.custom(baseURL: URL(string: "http://shop.example.com")!)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.localizedDescription.contains("https"))
            #expect(error.localizedDescription.contains("loopback"))
        }
    }
}
