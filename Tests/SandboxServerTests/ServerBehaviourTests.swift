import Foundation
import OrdersCore
import SandboxServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server's own behaviour, with a stub responder: these pass whatever the simulator does.
@Suite("SandboxServer: HTTP behaviour")
struct ServerBehaviourTests {
    @Test("a request reaches the responder with the bound address, path, query, headers and body")
    func requestConversion() async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            let request = HTTPRequest(
                method: "POST", url: url.at("/v2/checkout/orders?fields=payment_source"),
                headers: ["Content-Type": "application/json", "PayPal-Request-Id": "req-1", "X-Twice": "a"],
                body: Data(#"{"intent":"CAPTURE"}"#.utf8)
            )
            let response = try await transport.send(request)
            #expect(response.status == 200)
            #expect(response.header("paypal-debug-id") == "stub0000debug")
            let seen = try #require(await stub.received.first)
            #expect(seen.method == "POST")
            #expect(seen.url.absoluteString == url.absoluteString + "/v2/checkout/orders?fields=payment_source")
            #expect(seen.header("paypal-request-id") == "req-1")
            #expect(seen.header("content-type") == "application/json")
            #expect(seen.body == Data(#"{"intent":"CAPTURE"}"#.utf8))
        }
    }

    @Test("status, headers and an empty 204 body are written as the responder gave them")
    func responsePassThrough() async throws {
        try await withServer(responder: StubResponder()) { _, url, transport in
            let response = try await transport.send(HTTPRequest(method: "DELETE", url: url.at("/no-content")))
            #expect(response.status == 204)
            #expect(response.header("x-stub") == "yes")
            #expect(response.body.isEmpty)
        }
    }

    @Test("a lost response is a transport error, after the responder applied the request exactly once")
    func lostResponse() async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            _ = try await transport.send(HTTPRequest(method: "GET", url: url.at("/before")))
            let post = HTTPRequest(method: "POST", url: url.at("/lost/capture"), body: Data("{}".utf8))
            let error = await #expect(throws: URLError.self) { try await transport.send(post) }
            // The connection closes without an answer: the client learns it then, not when its timeout expires.
            #expect(error != nil && error?.code != .timedOut, "a lost connection, not a timeout: \(String(describing: error))")
            let second = await #expect(throws: URLError.self) {
                try await transport.send(HTTPRequest(method: "GET", url: url.at("/lost/get")))
            }
            #expect(second?.code != .timedOut, "\(String(describing: second))")
            let paths = await stub.received.map(\.url.path)
            #expect(paths == ["/before", "/lost/capture", "/lost/get"])
            let next = try await transport.send(HTTPRequest(method: "GET", url: url.at("/after")))
            #expect(next.status == 200)
        }
    }

    @Test("connections are kept alive: several requests, pipelined too, on one connection, answered in order")
    func keepAlive() async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            let response = try await transport.send(HTTPRequest(method: "GET", url: url.at("/x")))
            #expect(response.header("connection")?.lowercased() == "keep-alive")
            let text = try await rawExchange(
                port: url.requiredPort,
                """
                POST /one HTTP/1.1\r
                Host: {sandbox}\r
                Content-Length: 3\r
                \r
                abcGET /two HTTP/1.1\r
                Host: {sandbox}\r
                \r
                GET /three HTTP/1.0\r
                \r

                """)
            #expect(text.components(separatedBy: "HTTP/1.1 ").count == 4 && text.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 4, "\(text)")
            #expect(text.components(separatedBy: "Connection: keep-alive").count == 3, "the HTTP/1.0 request closes it")
            #expect(text.hasSuffix(#""url":"\#(url.absoluteString)/three"}"#))
            #expect(await stub.received.map(\.url.path) == ["/x", "/one", "/two", "/three"])
        }
    }

    @Test("a delayed reply arrives after its delay")
    func delay() async throws {
        try await withServer(responder: StubResponder()) { _, url, transport in
            let start = ContinuousClock.now
            let response = try await transport.send(HTTPRequest(method: "GET", url: url.at("/slow")))
            #expect(response.status == 200)
            #expect(ContinuousClock.now - start >= .milliseconds(300))
        }
    }

    @Test("40 concurrent requests each get their own answer")
    func concurrentRequests() async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            try await withThrowingTaskGroup(of: Bool.self) { group in
                for number in 0..<40 {
                    group.addTask {
                        let request = HTTPRequest(
                            method: "POST", url: url.at("/echo/\(number)"),
                            headers: ["PayPal-Request-Id": "id-\(number)"], body: Data("body \(number)".utf8)
                        )
                        let echo = try json(try await transport.send(request))
                        return echo["request_id"]?.stringValue == "id-\(number)"
                            && echo["body"]?.stringValue == "body \(number)"
                            && echo["url"]?.stringValue == url.absoluteString + "/echo/\(number)"
                    }
                }
                var matched = 0
                for try await ok in group where ok { matched += 1 }
                #expect(matched == 40)
            }
            #expect(await stub.received.count == 40)
        }
    }

    @Test("a body over the cap gets a PayPal-shaped 413, never reaches the responder, and the server keeps serving")
    func oversizedBody() async throws {
        let stub = StubResponder()
        try await withServer(.init(maxBodyBytes: 1024), responder: stub) { _, url, transport in
            let big = Data(repeating: UInt8(ascii: "a"), count: 5000)
            let response = try await transport.send(
                HTTPRequest(method: "POST", url: url.at("/v2/checkout/orders"), headers: ["Content-Type": "application/json"], body: big)
            )
            #expect(response.status == 413)
            let error = try JSONDecoder().decode(APIErrorBody.self, from: response.body)
            #expect(error.name == "PAYLOAD_TOO_LARGE")
            #expect(error.details?.first?.issue == "PAYLOAD_TOO_LARGE")
            #expect(error.debugId != nil && error.debugId == response.header("paypal-debug-id"))
            #expect(await stub.received.isEmpty)
            let exact = try await transport.send(HTTPRequest(method: "POST", url: url.at("/ok"), body: Data(count: 1024)))
            #expect(exact.status == 200)
        }
    }

    @Test("a chunked body over the cap gets 413 too")
    func oversizedChunkedBody() async throws {
        try await withServer(.init(maxBodyBytes: 16), responder: StubResponder()) { _, url, _ in
            let chunk = String(repeating: "x", count: 32)
            let text = try await rawExchange(
                port: url.requiredPort,
                """
                POST /v2/checkout/orders HTTP/1.1\r
                Host: {sandbox}\r
                Transfer-Encoding: chunked\r
                Connection: close\r
                \r
                20\r
                \(chunk)\r
                0\r
                \r

                """)
            #expect(text.hasPrefix("HTTP/1.1 413 "))
            #expect(text.contains(#""name":"PAYLOAD_TOO_LARGE""#))
        }
    }

    @Test(
        "a request target that is not a valid path gets a PayPal-shaped 400",
        // An absolute-form target is accepted (RFC 9112 §3.2.2) when it names the sandbox: see ConformanceTests.
        arguments: ["/v2/checkout/orders/%ZZ", "*"])
    func malformedTarget(target: String) async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            let text = try await rawExchange(
                port: url.requiredPort, "GET \(target) HTTP/1.1\r\nHost: {sandbox}\r\nConnection: close\r\n\r\n"
            )
            #expect(text.hasPrefix("HTTP/1.1 400 "))
            let body = try #require(text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) })
            let error = try JSONDecoder().decode(APIErrorBody.self, from: Data(body.utf8))
            #expect(error.name == "INVALID_REQUEST")
            #expect(error.details?.first?.issue == "MALFORMED_REQUEST")
            #expect(await stub.received.isEmpty)
            #expect(try await transport.send(HTTPRequest(method: "GET", url: url.at("/still-up"))).status == 200)
        }
    }

    @Test(
        "broken HTTP framing gets a PayPal-shaped 400 and closes that connection only; the server keeps serving",
        arguments: [
            "GARBAGE\r\n\r\n",
            "POST /v2/checkout/orders HTTP/1.1\r\nHost: a\r\nContent-Length: twelve\r\n\r\n",
            "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc",
        ])
    func brokenFraming(request: String) async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            let text = try await rawExchange(port: url.requiredPort, request)
            #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(text.contains("Connection: close\r\n"))
            #expect(text.contains(#""name":"INVALID_REQUEST""#))
            #expect(await stub.received.isEmpty)
            #expect(try await transport.send(HTTPRequest(method: "GET", url: url.at("/still-up"))).status == 200)
        }
    }
}
