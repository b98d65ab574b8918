import Foundation
import OrdersCore
import SandboxServer
import Testing

@Suite("SandboxServer: request log")
struct RequestLogTests {
    @Test("one JSON line per request with method, path, query, status, parsed body, time and request id")
    func lines() async throws {
        let log = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        try await withServer(.init(maxBodyBytes: 2048, requestLog: log), responder: StubResponder()) { _, url, transport in
            _ = try await transport.send(
                HTTPRequest(
                    method: "POST", url: url.at("/v2/checkout/orders"),
                    headers: ["Content-Type": "application/json", "PayPal-Request-Id": "log-1"],
                    body: Data(#"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"}}]}"#.utf8)
                ))
            _ = try await transport.send(
                HTTPRequest(
                    method: "POST", url: url.at("/v1/oauth2/token"),
                    headers: ["Content-Type": "application/x-www-form-urlencoded"],
                    body: Data("grant_type=client_credentials".utf8)
                ))
            _ = try await transport.send(HTTPRequest(method: "GET", url: url.at("/v2/checkout/orders/ABC?fields=payment_source")))
            _ = try? await transport.send(HTTPRequest(method: "POST", url: url.at("/lost"), body: Data("{}".utf8)))
            _ = try await transport.send(HTTPRequest(method: "POST", url: url.at("/big"), body: Data(count: 4096)))
        }
        let lines = try jsonLines(log)
        try #require(lines.count == 5)

        let create = lines[0]
        #expect(create["method"] == .string("POST"))
        #expect(create["path"] == .string("/v2/checkout/orders"))
        #expect(create["status"] == .number(200))
        #expect(create["request_id"] == .string("log-1"))
        #expect(create["request_body"]?["intent"] == .string("CAPTURE"))
        let time = try #require(create["time"]?.stringValue)
        #expect(time.hasSuffix("Z") && time.contains("T"))

        #expect(lines[1]["request_body"] == .string("grant_type=client_credentials"))
        #expect(lines[1]["request_id"] == nil)

        #expect(lines[2]["path"] == .string("/v2/checkout/orders/ABC"))
        #expect(lines[2]["query"] == .string("fields=payment_source"))
        #expect(lines[2]["request_body"] == .null)

        #expect(lines[3]["lost"] == .bool(true))
        #expect(lines[4]["status"] == .number(413))
    }

    @Test("card numbers and security codes never reach the log")
    func cardDataMasked() async throws {
        let log = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        try await withServer(.init(requestLog: log), responder: StubResponder()) { _, url, transport in
            let body = #"{"payment_source":{"card":{"number":"4111111111111111","security_code":"123","expiry":"2030-01"}}}"#
            _ = try await transport.send(
                HTTPRequest(
                    method: "POST", url: url.at("/v2/checkout/orders/ABC/confirm-payment-source"),
                    headers: ["Content-Type": "application/json"], body: Data(body.utf8)
                ))
        }
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(!text.contains("4111111111111111"))
        #expect(!text.contains(#""123""#))
        let card = try jsonLines(log)[0]["request_body"]?["payment_source"]?["card"]
        #expect(card?["number"] == .string("************1111"))
        #expect(card?["expiry"] == .string("2030-01"))
    }

    @Test("a body that is not JSON is logged with its card numbers masked too (plain, spaced or dashed)")
    func cardDataMaskedInText() async throws {
        let log = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        try await withServer(.init(requestLog: log), responder: StubResponder()) { _, url, transport in
            for body in ["number=4111111111111111&cvv=123&amount=12345", "card 4111 1111 1111 1111 or 5555-5555-5555-4444, order 2011"] {
                _ = try await transport.send(
                    HTTPRequest(
                        method: "POST", url: url.at("/v2/checkout/orders"), headers: ["Content-Type": "text/plain"], body: Data(body.utf8)))
            }
        }
        let text = try String(contentsOf: log, encoding: .utf8)
        for number in ["4111111111111111", "4111 1111 1111 1111", "5555-5555-5555-4444"] { #expect(!text.contains(number)) }
        let bodies = try jsonLines(log).map { $0["request_body"]?.stringValue }
        #expect(
            bodies == [
                "number=************1111&cvv=[REDACTED]&amount=12345", "card ************1111 or ************4444, order 2011",
            ])
    }

    @Test("an existing log is appended to, not replaced")
    func appends() async throws {
        let log = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        try Data("{\"earlier\":true}\n".utf8).write(to: log)
        try await withServer(.init(requestLog: log), responder: StubResponder()) { _, url, transport in
            _ = try await transport.send(HTTPRequest(method: "GET", url: url.at("/x")))
        }
        let lines = try jsonLines(log)
        #expect(lines.count == 2)
        #expect(lines[0]["earlier"] == .bool(true))
    }
}
