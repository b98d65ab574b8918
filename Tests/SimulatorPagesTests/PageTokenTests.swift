import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@testable import SimulatorPages

/// SHA-256, HMAC-SHA256 and the pages' form tokens.
@Suite("Buyer pages: form tokens")
struct PageTokenTests {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test("SHA-256 of the FIPS 180 examples")
    func sha256() {
        #expect(hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash([UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000))) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("HMAC-SHA256 of RFC 4231 cases 1, 2 and 6 (a key longer than a block)")
    func hmac() {
        #expect(
            hex(HMACSHA256.code(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            hex(HMACSHA256.code(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            hex(HMACSHA256.code(key: [UInt8](repeating: 0xaa, count: 131), message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        #expect(HMACSHA256.equal([1, 2, 3], [1, 2, 3]))
        #expect(!HMACSHA256.equal([1, 2, 3], [1, 2, 4]))
        #expect(!HMACSHA256.equal([1, 2], [1, 2, 3]))
    }

    @Test("a token fits its own resource only, is fixed per seed and differs across seeds")
    func tokens() {
        let tokens = PageTokens(seed: 1)
        let token = tokens.token(for: .order("ORDER1"))
        #expect(token.count == 43)
        #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(tokens.verify(token, for: .order("ORDER1")))
        #expect(!tokens.verify(token, for: .order("ORDER2")))
        #expect(!tokens.verify(token, for: .setupToken("ORDER1")))
        #expect(!tokens.verify(nil, for: .order("ORDER1")))
        #expect(!tokens.verify(String(token.dropLast()), for: .order("ORDER1")))
        #expect(PageTokens(seed: 1).token(for: .order("ORDER1")) == token)
        #expect(PageTokens(seed: 2).token(for: .order("ORDER1")) != token)
        #expect(tokens.approvalTokenID(for: "S1").count == 20)
        #expect(tokens.approvalTokenID(for: "S1") != tokens.approvalTokenID(for: "S2"))
    }

    @Test(
        "the replay rule: only a resource waiting for the payer has a page that acts",
        arguments: [
            (OrderStatus.created, false, false, PayerStep.checkout),
            (.payerActionRequired, false, false, .checkout),
            (.payerActionRequired, true, true, .challenge),
            (.payerActionRequired, true, false, .done(status: "PAYER_ACTION_REQUIRED")),
            (.approved, false, false, .done(status: "APPROVED")),
            (.saved, false, false, .done(status: "SAVED")),
            (.completed, false, false, .done(status: "COMPLETED")),
            (.voided, false, false, .done(status: "VOIDED")),
            (.approved, true, false, .done(status: "APPROVED")),
        ])
    func orderSteps(status: OrderStatus, hasCard: Bool, pending: Bool, expected: PayerStep) {
        #expect(PayerStep.forOrder(status: status, hasCard: hasCard, challengePending: pending) == expected)
    }

    @Test("the replay rule for setup tokens")
    func setupTokenSteps() {
        #expect(PayerStep.forSetupToken(status: .payerActionRequired, hasCard: false, challengePending: false) == .vaultApproval)
        #expect(PayerStep.forSetupToken(status: .payerActionRequired, hasCard: true, challengePending: true) == .challenge)
        #expect(PayerStep.forSetupToken(status: .payerActionRequired, hasCard: true, challengePending: false) == .done(status: "PAYER_ACTION_REQUIRED"))
        #expect(PayerStep.forSetupToken(status: .approved, hasCard: false, challengePending: false) == .done(status: "APPROVED"))
    }

    @Test("redirects: PayPal's items appended to the merchant's query, before the fragment; unsafe schemes refused")
    func redirects() {
        #expect(
            PageRedirects.location("https://shop.example/return?step=2#top", adding: [("token", "A1"), ("PayerID", "P1")])
                == "https://shop.example/return?step=2&token=A1&PayerID=P1#top")
        #expect(PageRedirects.location("myapp://paypal/cancel", adding: [("token", "A1")]) == "myapp://paypal/cancel?token=A1")
        #expect(URL(string: PageRedirects.location("myapp://paypal/cancel", adding: [("token", "A1")]) ?? "")?.path == "/cancel")
        #expect(
            PageRedirects.location("sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout?opType=cancel", adding: [("token", "A1")])
                == "sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout?opType=cancel&token=A1")
        for unsafe in ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "relative/path", "", "file:///etc/passwd"] {
            #expect(PageRedirects.location(unsafe, adding: [("token", "A1")]) == nil, "\(unsafe)")
        }
        #expect(PageRedirects.location(nil, adding: []) == nil)
        let sources = PageRedirects(returnURL: "http://127.0.0.1:8123/paypal/return", cancelURL: "myapp://paypal/cancel").formActionSources
        #expect(sources == ["'self'", "http://127.0.0.1:8123", "myapp:"])
        #expect(PageRedirects(returnURL: "javascript:x", cancelURL: nil).formActionSources == ["'self'"])
    }
}
