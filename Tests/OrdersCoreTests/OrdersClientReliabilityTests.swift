import Foundation
import Testing

@testable import OrdersCore

@Suite("OrdersClient retries and authentication")
struct OrdersClientReliabilityTests {
    @Test("A capture retried after 503 and a lost connection keeps the same request id")
    func retryKeepsRequestID() async throws {
        let transport = ScriptedTransport([.respond(503, Fixtures.serverError), .fail(.networkConnectionLost), .respond(201, Fixtures.completedJSON)])
        let order = try await Fixtures.client(transport).captureOrder(id: "5O190127TN364715T", requestID: "capture-1")
        #expect(order.status == .completed)
        #expect(transport.apiRequests.map { $0.header("PayPal-Request-Id") } == ["capture-1", "capture-1", "capture-1"])
    }

    @Test("GETs are retried on 429 and 5xx; the last error is reported with its debug id")
    func retryThenReport() async throws {
        let transport = ScriptedTransport([
            .respond(429, #"{"name":"RATE_LIMIT_REACHED","message":"Too many requests."}"#, headers: ["Retry-After": "0"]),
            .respond(500, Fixtures.serverError), .respond(502, "", headers: ["Paypal-Debug-Id": "ffee00112233a"]),
        ])
        do {
            _ = try await Fixtures.client(transport).getOrder(id: "5O190127TN364715T")
            Issue.record("expected an error")
        } catch {
            #expect(error.statusCode == 502 && error.debugID == "ffee00112233a" && error.isTransient)
        }
        #expect(transport.apiRequests.count == 3)
    }

    @Test("A PATCH is never retried: it carries no request id")
    func patchNotRetried() async throws {
        let transport = ScriptedTransport([.respond(503, Fixtures.serverError), .respond(204, "")])
        await #expect(throws: PaymentsError.self) {
            try await Fixtures.client(transport).patchOrder(id: "5O190127TN364715T", operations: [])
        }
        #expect(transport.apiRequests.count == 1)
    }

    @Test("Client errors (4xx) are not retried")
    func noRetryOn4xx() async throws {
        let transport = ScriptedTransport([.respond(422, #"{"name":"UNPROCESSABLE_ENTITY","message":"m","details":[{"issue":"ORDER_NOT_APPROVED"}]}"#)])
        do {
            _ = try await Fixtures.client(transport).captureOrder(id: "5O190127TN364715T")
            Issue.record("expected an error")
        } catch {
            #expect(error.hasIssue("ORDER_NOT_APPROVED") && !error.isTransient)
        }
        #expect(transport.apiRequests.count == 1)
    }

    @Test("N orders cost one token request")
    func tokenCached() async throws {
        let transport = ScriptedTransport(Array(repeating: .respond(201, Fixtures.orderJSON), count: 20))
        let client = Fixtures.client(transport)
        for _ in 0..<20 { _ = try await client.createOrder(try Fixtures.request()) }
        #expect(transport.tokenRequests == 1)
        #expect(Set(transport.apiRequests.map { $0.header("Authorization") }) == ["Bearer TOKEN-1"])
    }

    @Test("Many concurrent callers share one token refresh")
    func singleFlight() async throws {
        let transport = ScriptedTransport(Array(repeating: .respond(200, Fixtures.orderJSON), count: 50), tokenDelay: .milliseconds(50))
        let client = Fixtures.client(transport)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { _ = try await client.getOrder(id: "5O190127TN364715T") } }
            try await group.waitForAll()
        }
        #expect(transport.tokenRequests == 1)
    }

    @Test("The token is renewed shortly before it expires, not after")
    func renewalBeforeExpiry() async throws {
        let clock = ManualClock()
        let transport = ScriptedTransport(Array(repeating: .respond(200, Fixtures.orderJSON), count: 4), tokenLifetime: 3600)
        let client = Fixtures.client(transport, clock: clock)
        _ = try await client.getOrder(id: "A1")
        clock.advance(by: 3600 - 301)
        _ = try await client.getOrder(id: "A1")
        #expect(transport.tokenRequests == 1)
        clock.advance(by: 2)
        _ = try await client.getOrder(id: "A1")
        #expect(transport.tokenRequests == 2)
        #expect(transport.apiRequests.last?.header("Authorization") == "Bearer TOKEN-2")
    }

    @Test("A 401 drops the token and retries once with a new one")
    func retryOn401() async throws {
        let transport = ScriptedTransport([.respond(401, Fixtures.unauthorized), .respond(201, Fixtures.completedJSON)])
        let order = try await Fixtures.client(transport).captureOrder(id: "5O190127TN364715T", requestID: "c-1")
        #expect(order.status == .completed)
        #expect(transport.tokenRequests == 2)
        #expect(transport.apiRequests.map { $0.header("Authorization") } == ["Bearer TOKEN-1", "Bearer TOKEN-2"])
        #expect(transport.apiRequests.map { $0.header("PayPal-Request-Id") } == ["c-1", "c-1"])
    }

    @Test("401s are retried with new tokens within the retry budget, then reported, not retried forever")
    func repeated401() async throws {
        let transport = ScriptedTransport(Array(repeating: .respond(401, Fixtures.unauthorized), count: 5) + [.respond(200, Fixtures.orderJSON)])
        do {
            _ = try await Fixtures.client(transport).getOrder(id: "A1")
            Issue.record("expected an error")
        } catch {
            #expect(error.statusCode == 401 && error.name == "AUTHENTICATION_FAILURE" && error.debugID == "a1b2c3d4e5f60")
            #expect(!error.outcomeUnknown, "a GET never acts")
        }
        #expect(transport.apiRequests.count == 4, "the first attempt and three refreshes")
        #expect(Set(transport.apiRequests.map { $0.header("Authorization") }).count == 4, "never a refused token again")
    }

    @Test("A lost capture response, then two token expiries in the same call: the capture still completes")
    func lostThenTwoExpiries() async throws {
        let transport = ScriptedTransport([
            .fail(.networkConnectionLost), .respond(401, Fixtures.unauthorized), .respond(401, Fixtures.unauthorized),
            .respond(201, Fixtures.completedJSON),
        ])
        let order = try await Fixtures.client(transport).captureOrder(id: "5O190127TN364715T", requestID: "capture-7")
        #expect(order.status == .completed)
        #expect(transport.apiRequests.map { $0.header("PayPal-Request-Id") } == Array(repeating: "capture-7", count: 4))
    }

    @Test("After an attempt that may have acted, any final error says the outcome is unknown; definite answers do not")
    func outcomeUnknownMarking() async throws {
        func capture(_ steps: [ScriptedTransport.Step]) async -> PaymentsError? {
            do {
                _ = try await Fixtures.client(ScriptedTransport(steps)).captureOrder(id: "5O190127TN364715T", requestID: "c-9")
                return nil
            } catch {
                return error
            }
        }
        let refusedAfterLoss = await capture([.fail(.networkConnectionLost)] + Array(repeating: .respond(401, Fixtures.unauthorized), count: 5))
        #expect(refusedAfterLoss?.statusCode == 401 && refusedAfterLoss?.outcomeUnknown == true)
        let storm = await capture(Array(repeating: .respond(503, Fixtures.serverError), count: 3))
        #expect(storm?.statusCode == 503 && storm?.outcomeUnknown == true)
        let lost = await capture(Array(repeating: .fail(.timedOut), count: 3))
        #expect(lost?.kind == .transport && lost?.outcomeUnknown == true)
        let declined = await capture([.respond(422, #"{"name":"UNPROCESSABLE_ENTITY","message":"m","details":[{"issue":"INSTRUMENT_DECLINED"}]}"#)])
        #expect(declined?.hasIssue("INSTRUMENT_DECLINED") == true && declined?.outcomeUnknown == false)
        let expiredOnly = await capture(Array(repeating: .respond(401, Fixtures.unauthorized), count: 5))
        #expect(expiredOnly?.statusCode == 401 && expiredOnly?.outcomeUnknown == false, "refused every time: it never ran")
    }

    @Test("Transport failures of a GET are retried, then reported as transport errors")
    func transportFailure() async throws {
        let transport = ScriptedTransport([.fail(.timedOut), .fail(.timedOut), .fail(.notConnectedToInternet)])
        do {
            _ = try await Fixtures.client(transport).getOrder(id: "A1")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .transport && error.statusCode == nil && error.isTransient)
            #expect(error.localizedDescription.contains("Network error"))
        }
        #expect(transport.apiRequests.count == 3)
    }
}

@Suite("Retry policy")
struct RetryPolicyTests {
    @Test("Delays double up to the cap, Retry-After is honoured within it")
    func policy() {
        let policy = RetryPolicy(maxAttempts: 5, initialDelay: .milliseconds(100), maximumDelay: .milliseconds(350))
        #expect(policy.delay(after: 1, retryAfter: nil) == .milliseconds(100))
        #expect(policy.delay(after: 2, retryAfter: nil) == .milliseconds(200))
        #expect(policy.delay(after: 3, retryAfter: nil) == .milliseconds(350))
        #expect(policy.delay(after: 1, retryAfter: "0") == .zero)
        #expect(policy.delay(after: 1, retryAfter: "60") == .milliseconds(350))
        #expect(policy.delay(after: 1, retryAfter: "soon") == .milliseconds(100))
        #expect(RetryPolicy.never.maxAttempts == 1)
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }
}
