import Foundation
import OrdersCore
import SandboxServer
import Testing

/// The simulator served over real HTTP, checked against PayPal's documented behaviour.
@Suite("SandboxServer: PayPal's API over HTTP")
struct SimulatorOverHTTPTests {
    @Test("POST /v1/oauth2/token with HTTP Basic gives 200 and a bearer access token")
    func oauthToken() async throws {
        try await withServer { _, url, transport in
            let response = try await transport.send(PayPalRequests(baseURL: url).token())
            #expect(response.status == 200)
            let body = try json(response)
            #expect(body["access_token"]?.stringValue?.isEmpty == false)
            #expect(body["token_type"] == .string("Bearer"))
            #expect(body["expires_in"] != nil)
        }
    }

    @Test("create gives 201 with HATEOAS links on the server's own address; approve and capture complete it")
    func createApproveCapture() async throws {
        try await withServer { _, url, transport in
            let paypal = PayPalRequests(baseURL: url)
            let token = try await accessToken(transport, paypal)
            let created = try await transport.send(
                paypal.json("POST", "/v2/checkout/orders", token: token, body: PayPalRequests.orderBody, requestID: "create-1")
            )
            #expect(created.status == 201)
            let order = try json(created)
            let id = try #require(order["id"]?.stringValue)
            #expect(order["status"] == .string("CREATED"))
            let links = order["links"]?.arrayValue ?? []
            let selfLink = links.first { $0["rel"] == .string("self") }?["href"]?.stringValue
            #expect(selfLink == url.absoluteString + "/v2/checkout/orders/\(id)")
            #expect(links.contains { $0["rel"] == .string("approve") })

            let approved = try await transport.send(paypal.json("POST", "/simulator/orders/\(id)/approve", token: token))
            #expect(approved.isSuccess)
            let captured = try await transport.send(
                paypal.json("POST", "/v2/checkout/orders/\(id)/capture", token: token, body: "{}", requestID: "capture-1")
            )
            #expect(captured.status == 201)
            #expect(try json(captured)["status"] == .string("COMPLETED"))
        }
    }

    @Test("a lost capture response is a transport error; the capture happened, and a retry with the same request id replays it")
    func lostCaptureOverHTTP() async throws {
        try await withServer { _, url, transport in
            let paypal = PayPalRequests(baseURL: url)
            let token = try await accessToken(transport, paypal)
            let order = try json(
                try await transport.send(
                    paypal.json("POST", "/v2/checkout/orders", token: token, body: PayPalRequests.orderBody, requestID: "create-lost")
                ))
            let id = try #require(order["id"]?.stringValue)
            _ = try await transport.send(paypal.json("POST", "/simulator/orders/\(id)/approve", token: token))
            let fault = try await transport.send(
                paypal.json(
                    "POST", "/simulator/faults", token: token, body: #"{"kind":"lost_response","route":"capture_order"}"#
                ))
            #expect(fault.isSuccess)

            let capture = paypal.json("POST", "/v2/checkout/orders/\(id)/capture", token: token, body: "{}", requestID: "capture-lost")
            await #expect(throws: URLError.self) { try await transport.send(capture) }
            let shown = try await transport.send(paypal.json("GET", "/v2/checkout/orders/\(id)", token: token))
            #expect(try json(shown)["status"] == .string("COMPLETED"))
            let replay = try await transport.send(capture)
            #expect(replay.status == 200)
        }
    }

    @Test("malformed JSON gets PayPal's 400 INVALID_REQUEST and the server keeps serving")
    func malformedJSON() async throws {
        try await withServer { _, url, _ in
            // Not through RecordingTransport: the body is broken on purpose, which the spec check rejects.
            let transport = URLSessionTransport(session: makeSession())
            let paypal = PayPalRequests(baseURL: url)
            let token = try await accessToken(transport, paypal)
            let response = try await transport.send(
                paypal.json("POST", "/v2/checkout/orders", token: token, body: #"{"intent": "CAPTURE", "#, requestID: "bad-json")
            )
            #expect(response.status == 400)
            let error = try JSONDecoder().decode(APIErrorBody.self, from: response.body)
            #expect(error.name == "INVALID_REQUEST")
            #expect(error.details?.contains { $0.issue == "MALFORMED_REQUEST_JSON" } == true)
            #expect(error.debugId != nil)
            #expect(try await accessToken(transport, paypal).isEmpty == false)
        }
    }

    @Test("a JSON body sent as text/plain gets PayPal's 415 UNSUPPORTED_MEDIA_TYPE")
    func wrongContentType() async throws {
        try await withServer { _, url, transport in
            let paypal = PayPalRequests(baseURL: url)
            let token = try await accessToken(transport, paypal)
            var request = paypal.json("POST", "/v2/checkout/orders", token: token, body: PayPalRequests.orderBody, requestID: "plain")
            request.headers["Content-Type"] = "text/plain"
            let response = try await transport.send(request)
            #expect(response.status == 415)
            let error = try JSONDecoder().decode(APIErrorBody.self, from: response.body)
            #expect(error.name == "UNSUPPORTED_MEDIA_TYPE")
        }
    }

    @Test("an unknown route gets PayPal's 404 RESOURCE_NOT_FOUND")
    func unknownRoute() async throws {
        try await withServer { _, url, _ in
            // Not through RecordingTransport: the spec check rejects captured paths PayPal does not have.
            let transport = URLSessionTransport(session: makeSession())
            let paypal = PayPalRequests(baseURL: url)
            let token = try await accessToken(transport, paypal)
            let response = try await transport.send(paypal.json("GET", "/v2/checkout/nothing-here", token: token))
            #expect(response.status == 404)
            let error = try JSONDecoder().decode(APIErrorBody.self, from: response.body)
            #expect(error.name == "RESOURCE_NOT_FOUND")
        }
    }
}
