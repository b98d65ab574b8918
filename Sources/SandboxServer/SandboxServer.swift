import FlyingFox
import FlyingSocks
import Foundation
import OrdersSimulator

/// Serves an ``OrdersSimulator`` over real HTTP on a loopback address, for tests and local development.
///
/// ```swift
/// let server = try SandboxServer(configuration: .init(port: 0))
/// let url = try await server.start()      // http://127.0.0.1:PORT
/// // … point a client's custom base URL at `url` …
/// await server.stop()
/// ```
///
/// The simulator is created once the socket is bound, with the bound address as its base URL, so the
/// HATEOAS links it returns point back at this server. Requests the simulator never sees are answered
/// by the server itself with PayPal-shaped errors: a request target that is not a valid path (`400`),
/// a body over ``Configuration/maxBodyBytes`` (`413`) or a body that cannot be read (`400`).
/// Framing errors (a broken request line, an invalid `Content-Length`) close the connection without a
/// response, as RFC 9112 §6.3 allows; the server goes on serving other connections either way.
public actor SandboxServer {
    /// The configuration the server was created with.
    public let configuration: Configuration
    private let makeResponder: @Sendable (URL) -> any SandboxResponder
    private var http: HTTPServer?
    private var runTask: Task<Void, Never>?
    private var runError: (any Error)?
    private var runEnded = false
    private var log: RequestLog?
    private let inFlight = InFlightRequests()

    /// The bound address, `http://127.0.0.1:PORT`; `nil` until ``start()`` returns.
    public private(set) var url: URL?
    /// What answers the requests; `nil` until ``start()`` returns.
    public private(set) var responder: (any SandboxResponder)?

    /// The simulator behind the server, when it serves one (the default); `nil` before ``start()``.
    public var simulator: OrdersSimulator? { responder as? OrdersSimulator }

    /// Creates a server for an ``OrdersSimulator`` seeded with ``Configuration/seed``.
    /// - Throws: ``SandboxServerError/nonLoopbackHost(_:)`` when the host is not a loopback address.
    public init(configuration: Configuration = Configuration()) throws {
        let seed = configuration.seed
        try self.init(configuration: configuration) { baseURL in
            OrdersSimulator(configuration: OrdersSimulator.Configuration(seed: seed, baseURL: baseURL))
        }
    }

    /// Creates a server whose requests are answered by the responder `makeResponder` returns for the
    /// bound base URL (a stub, in tests of the server itself).
    /// - Throws: ``SandboxServerError/nonLoopbackHost(_:)`` when the host is not a loopback address.
    public init(
        configuration: Configuration,
        makeResponder: @escaping @Sendable (_ baseURL: URL) -> any SandboxResponder
    ) throws {
        _ = try LoopbackAddress(host: configuration.host)
        self.configuration = configuration
        self.makeResponder = makeResponder
    }

    /// Binds, starts serving and returns the bound URL once the server accepts connections.
    /// - Throws: ``SandboxServerError`` when the server is running, the host is not loopback or the
    ///   socket cannot be bound (port in use); an error opening the request log.
    @discardableResult
    public func start() async throws -> URL {
        guard http == nil else { throw SandboxServerError.alreadyStarted }
        let address = try LoopbackAddress(host: configuration.host)
        let socketAddress = try address.socketAddress(port: configuration.port)
        let log = try configuration.requestLog.map { try RequestLog(url: $0) }
        let timeout = Double(configuration.requestTimeout.components.seconds)
        let server = HTTPServer(address: socketAddress, timeout: max(1, timeout), logger: .disabled)
        http = server
        runError = nil
        runEnded = false
        runTask = Task {
            do { try await server.run() } catch { self.didEndRun(error) }
            self.didEndRun(nil)
        }
        do {
            let port = try await waitUntilListening(server)
            let url = URL(string: "http://\(address.urlHost):\(port)")!
            let responder = makeResponder(url)
            let handler = SandboxRequestHandler(
                responder: responder, baseURL: url, maxBodyBytes: configuration.maxBodyBytes, log: log,
                inFlight: inFlight
            )
            await server.appendRoute("*", to: handler)
            self.log = log
            self.url = url
            self.responder = responder
            return url
        } catch {
            await stop()
            await log?.close()
            throw error
        }
    }

    /// Lets requests in flight finish (for up to `grace`), closes every connection and the request
    /// log. Does nothing when the server is not running.
    public func stop(grace: Duration = .seconds(2)) async {
        guard let server = http else { return }
        http = nil
        await inFlight.waitUntilIdle(timeout: grace)
        await server.stop(timeout: 0.05)
        runTask?.cancel()
        await runTask?.value
        runTask = nil
        await log?.close()
        log = nil
        url = nil
        responder = nil
    }

    private func didEndRun(_ error: (any Error)?) {
        if runError == nil { runError = error }
        runEnded = true
    }

    /// Polls until the socket listens (returning its port) or the run task ends (throwing why).
    private func waitUntilListening(_ server: HTTPServer) async throws -> UInt16 {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if await server.isListening, let address = await server.listeningAddress {
                switch address {
                case .ip4(_, let port), .ip6(_, let port): return port
                case .unix: throw SandboxServerError.couldNotListen("bound to a unix socket")
                }
            }
            if runEnded {
                throw SandboxServerError.couldNotListen(runError.map { "\($0)" } ?? "the server stopped")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
        throw SandboxServerError.couldNotListen("timed out after 10 s")
    }
}
