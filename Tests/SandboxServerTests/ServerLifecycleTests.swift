import Foundation
import OrdersCore
import SandboxServer
import Testing

@Suite("SandboxServer: start, address, stop")
struct ServerLifecycleTests {
    @Test("port 0 binds a real port on 127.0.0.1 and the URL says which")
    func portZero() async throws {
        let server = try SandboxServer(configuration: .init(port: 0)) { _ in StubResponder() }
        let url = try await server.start()
        defer { Task { await server.stop() } }
        #expect(url.scheme == "http")
        #expect(url.host == "127.0.0.1")
        let port = try #require(url.port)
        #expect(port > 0 && port <= 65535)
        #expect(url.absoluteString == "http://127.0.0.1:\(port)")
        #expect(await server.url == url)
        await server.stop()
        #expect(await server.url == nil)
    }

    @Test("two servers on port 0 get different ports and serve independently")
    func twoServers() async throws {
        try await withServer(responder: StubResponder()) { _, first, transport in
            try await withServer(responder: StubResponder()) { _, second, _ in
                #expect(first.port != second.port)
                let a = try await transport.send(HTTPRequest(method: "GET", url: first.at("/a")))
                let b = try await transport.send(HTTPRequest(method: "GET", url: second.at("/b")))
                #expect(a.status == 200 && b.status == 200)
            }
        }
    }

    @Test("the default responder is an OrdersSimulator whose base URL is the bound address")
    func simulatorBaseURL() async throws {
        try await withServer { server, url, _ in
            let simulator = try #require(await server.simulator)
            #expect(simulator.configuration.baseURL == url)
            #expect(simulator.configuration.seed == 1)
        }
    }

    @Test("starting twice is refused; after stop the port is closed and the server can start again")
    func restart() async throws {
        let server = try SandboxServer(configuration: .init()) { _ in StubResponder() }
        let url = try await server.start()
        await #expect(throws: SandboxServerError.alreadyStarted) { try await server.start() }
        await server.stop()
        await #expect(throws: (any Error).self) {
            try await URLSessionTransport(session: makeSession(timeout: 2)).send(HTTPRequest(method: "GET", url: url.at("/x")))
        }
        let again = try await server.start()
        #expect(again.port != nil)
        await server.stop()
    }

    /// The hang is caught by the time limit rather than a wall-clock bound, which a busy test run can exceed.
    @Test("a port in use is a clear error, not a hang", .timeLimit(.minutes(1)))
    func portInUse() async throws {
        try await withServer(responder: StubResponder()) { _, url, _ in
            let port = try #require(url.port)
            let clash = try SandboxServer(configuration: .init(port: UInt16(port))) { _ in StubResponder() }
            let error = await #expect(throws: SandboxServerError.self) { try await clash.start() }
            guard case .couldNotListen(let reason) = error else {
                Issue.record("not couldNotListen: \(String(describing: error))")
                return
            }
            #expect(reason.contains("in use"), "says why: \(reason)")
            #expect(await clash.url == nil)
        }
    }

    @Test("loopback hosts are accepted", arguments: ["127.0.0.1", "127.0.0.2", "localhost", "::1"])
    func loopbackHosts(host: String) async throws {
        let server = try SandboxServer(configuration: .init(host: host)) { _ in StubResponder() }
        let url = try await server.start()
        #expect(url.port != nil)
        await server.stop()
    }

    @Test("hosts that are not loopback are refused", arguments: ["0.0.0.0", "10.0.0.1", "192.168.1.2", "example.com", "::", "1.127.0.0", "127.0.0.256"])
    func nonLoopbackHosts(host: String) {
        #expect(throws: SandboxServerError.nonLoopbackHost(host)) {
            try SandboxServer(configuration: .init(host: host))
        }
    }
}
