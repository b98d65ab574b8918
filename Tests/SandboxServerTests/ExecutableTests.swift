import Foundation
import OrdersCore
import PaymentsTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `orders-sandbox` executable, run as a child process (built by `swift build --build-tests`).
@Suite("orders-sandbox executable")
struct ExecutableTests {
    @Test("--port 0 prints `listening on http://127.0.0.1:PORT` first, serves, logs each request, and stops on SIGTERM")
    func serveLogAndStop() async throws {
        let log = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let sandbox = try SandboxProcess(["--port", "0", "--log-requests", log.path])
        let line = try #require(await sandbox.firstLine(), "no first line; stderr: \(sandbox.standardError())")
        let prefix = "listening on http://127.0.0.1:"
        #expect(line.hasPrefix(prefix))
        let port = try #require(Int(line.dropFirst(prefix.count)))
        #expect((1...65535).contains(port))

        let url = URL(string: "http://127.0.0.1:\(port)")!
        let transport = RecordingTransport(wrapping: URLSessionTransport(session: makeSession()))
        let paypal = PayPalRequests(baseURL: url)
        _ = try await transport.send(paypal.token())
        let create = paypal.json("POST", "/v2/checkout/orders", token: "not-checked-here", body: PayPalRequests.orderBody, requestID: "exe-1")
        _ = try await transport.send(create)
        let big = HTTPRequest(method: "POST", url: url.at("/v2/checkout/orders"), body: Data(count: (1 << 20) + 1))
        let tooLarge = try await URLSessionTransport(session: makeSession()).send(big)
        #expect(tooLarge.status == 413)

        let outcome = await sandbox.stop(signal: SIGTERM)
        let errors = sandbox.standardError()
        #expect(outcome == .exited(0), "stderr: \(errors)")
        #expect(errors.contains("SIGTERM"))

        let lines = try jsonLines(log)
        try #require(lines.count == 3)
        #expect(lines[0]["method"] == .string("POST"))
        #expect(lines[0]["path"] == .string("/v1/oauth2/token"))
        #expect(lines[0]["request_body"] == .string("grant_type=client_credentials"))
        #expect(lines[1]["path"] == .string("/v2/checkout/orders"))
        #expect(lines[1]["request_id"] == .string("exe-1"))
        #expect(lines[1]["request_body"]?["intent"] == .string("CAPTURE"))
        #expect(lines[2]["status"] == .number(413))
        for entry in lines {
            #expect(entry["status"]?.typeName == "number")
            #expect(entry["time"]?.stringValue?.hasSuffix("Z") == true)
        }
    }

    @Test("SIGINT stops it cleanly too")
    func sigint() async throws {
        let sandbox = try SandboxProcess(["--port", "0"])
        #expect(await sandbox.firstLine()?.hasPrefix("listening on http://127.0.0.1:") == true)
        let outcome = await sandbox.stop(signal: SIGINT)
        #expect(outcome == .exited(0), "stderr: \(sandbox.standardError())")
    }

    @Test("a host that is not loopback is refused with exit status 2 and a clear message")
    func nonLoopback() async throws {
        let sandbox = try SandboxProcess(["--port", "0", "--host", "0.0.0.0"])
        let outcome = await sandbox.waitForExit()
        let errors = sandbox.standardError()
        #expect(outcome == .exited(2), "stderr: \(errors)")
        #expect(errors.contains("loopback"))
        #expect(sandbox.remainingOutput().isEmpty)
    }

    @Test("--help describes the routes")
    func help() async throws {
        let sandbox = try SandboxProcess(["--help"])
        let outcome = await sandbox.waitForExit()
        #expect(outcome == .exited(0), "stderr: \(sandbox.standardError())")
        let text = sandbox.remainingOutput()
        #expect(text.contains("/v2/checkout/orders"))
        #expect(text.contains("/simulator/orders/{id}/approve"))
        #expect(text.contains("--log-requests"))
    }
}
