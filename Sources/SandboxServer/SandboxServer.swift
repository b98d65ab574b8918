import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import OrdersSimulator
import SimulatorPages

/// Serves an ``OrdersSimulator`` and its buyer pages over real HTTP/1.1 on a loopback address, for tests and local
/// development.
///
/// ```swift
/// let server = try SandboxServer(configuration: .init(port: 0))
/// let url = try await server.start()      // http://127.0.0.1:PORT
/// // … point a client's custom base URL at `url` …
/// await server.stop()
/// ```
///
/// The simulator is created once the socket is bound, with the bound address as its base URL, so the
/// HATEOAS links it returns point back at this server. HTTP/1.1 is NIO's (`NIOHTTP1`: llhttp in strict mode, the
/// pipelining handler, the request aggregator); connections are kept alive. Requests the simulator never sees are
/// answered by the server itself with PayPal-shaped errors, then the connection is closed: a malformed request
/// (`400`), a request for another host (`421`: `Host` must name the sandbox, see
/// ``Configuration/allowedHosts``), a buyer page's form posted from another site (`403`), a request line or header
/// fields over their limits (`414`, `431`), a body over ``Configuration/maxBodyBytes`` (`413`, as soon as
/// `Content-Length` says so), a request that does not arrive in time (`408`), a transfer coding or HTTP version it
/// does not speak (`501`, `505`); a target that is not a path gets `400` on a connection that stays open. A lost
/// response (an injected fault) is cut off after its head. When a client leaves, the work on its request stops.
/// Request work runs on the server's own threads (where Swift has task executors), not on the process's shared
/// cooperative pool.
public actor SandboxServer {
    /// The configuration the server was created with.
    public let configuration: Configuration
    private let makeResponder: @Sendable (URL) -> any SandboxResponder
    /// Signs and sends the simulator's webhook events.
    private let webhookDeliverer: WebhookDeliverer?
    private var listener: NIOAsyncChannel<NIOAsyncChannel<HTTP1Inbound, HTTP1Outbound>, Never>?
    private var acceptTask: Task<Void, Never>?
    private var log: RequestLog?
    private let inFlight = InFlightRequests()
    private let connections = OpenConnections()

    /// The bound address, `http://127.0.0.1:PORT`; `nil` until ``start()`` returns.
    public private(set) var url: URL?
    /// What answers the requests; `nil` until ``start()`` returns.
    public private(set) var responder: (any SandboxResponder)?

    /// The simulator behind the server, when it serves one (the default); `nil` before ``start()``.
    public var simulator: OrdersSimulator? { responder as? OrdersSimulator }

    /// Creates a server for an ``OrdersSimulator`` seeded with ``Configuration/seed``, its tokens living
    /// ``Configuration/tokenLifetime``, with the buyer pages (`SimulatorPages`) behind its `approve` and `payer-action`
    /// links, their form tokens signed under ``Configuration/pageSecretSeed``.
    /// - Throws: ``SandboxServerError/nonLoopbackHost(_:)`` when the host is not a loopback address.
    public init(configuration: Configuration = Configuration()) throws {
        let seed = configuration.seed
        let tokenLifetime = configuration.tokenLifetime
        let pageSecretSeed = configuration.pageSecretSeed
        let allowsRemoteWebhookTargets = configuration.allowsRemoteWebhookTargets
        let version = configuration.version
        let deliverer = WebhookDeliverer(policy: configuration.webhookDelivery)
        try self.init(configuration: configuration, webhookDeliverer: deliverer) { baseURL in
            var simulator = OrdersSimulator.Configuration(seed: seed, baseURL: baseURL, tokenLifetime: tokenLifetime)
            simulator.pageSecretSeed = pageSecretSeed
            simulator.allowsRemoteWebhookTargets = allowsRemoteWebhookTargets
            simulator.version = version
            return OrdersSimulator(configuration: simulator, pages: BuyerPages(configuration: simulator), deliverer: deliverer)
        }
    }

    /// Creates a server whose requests are answered by the responder `makeResponder` returns for the
    /// bound base URL (a stub, in tests of the server itself).
    /// - Throws: ``SandboxServerError/nonLoopbackHost(_:)`` when the host is not a loopback address.
    public init(
        configuration: Configuration,
        makeResponder: @escaping @Sendable (_ baseURL: URL) -> any SandboxResponder
    ) throws {
        try self.init(configuration: configuration, webhookDeliverer: nil, makeResponder: makeResponder)
    }

    private init(
        configuration: Configuration, webhookDeliverer: WebhookDeliverer?,
        makeResponder: @escaping @Sendable (_ baseURL: URL) -> any SandboxResponder
    ) throws {
        _ = try LoopbackAddress(host: configuration.host)
        self.configuration = configuration
        self.makeResponder = makeResponder
        self.webhookDeliverer = webhookDeliverer
    }

    /// What the webhook deliveries have done since the server started (nothing for a server with a stub responder).
    public var webhookDeliveries: WebhookDeliveryStats { webhookDeliverer?.stats ?? WebhookDeliveryStats() }

    /// Binds, starts serving and returns the bound URL once the server accepts connections.
    /// - Throws: ``SandboxServerError`` when the server is running, the host is not loopback or the
    ///   socket cannot be bound (port in use); an error opening the request log.
    @discardableResult
    public func start() async throws -> URL {
        guard listener == nil else { throw SandboxServerError.alreadyStarted }
        let address = try LoopbackAddress(host: configuration.host)
        let limits = configuration.httpLimits
        let allowedHosts = configuration.allowedHosts
        let connections = connections
        let listener: NIOAsyncChannel<NIOAsyncChannel<HTTP1Inbound, HTTP1Outbound>, Never>
        do {
            listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.backlog, value: 256)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
                .bind(host: address.bindHost, port: Int(configuration.port)) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        connections.add(channel)
                        let hosts = HostPolicy(port: channel.localAddress?.port ?? 0, extraHosts: allowedHosts)
                        try HTTP1Pipeline.configure(channel, limits: limits, hosts: hosts)
                        return try NIOAsyncChannel<HTTP1Inbound, HTTP1Outbound>(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            throw SandboxServerError.couldNotListen("\(error)")
        }
        guard let port = listener.channel.localAddress?.port else {
            try? await listener.channel.close()
            throw SandboxServerError.couldNotListen("the socket has no port")
        }
        let log: RequestLog?
        do {
            log = try configuration.requestLog.map { try RequestLog(url: $0) }
        } catch {
            try? await listener.channel.close()
            throw error
        }
        let url = URL(string: "http://\(address.urlHost):\(port)")!
        let responder = makeResponder(url)
        let handler = SandboxRequestHandler(
            responder: responder, baseURL: url, log: log, inFlight: inFlight, requestTimeout: configuration.requestTimeout)
        self.listener = listener
        self.log = log
        self.url = url
        self.responder = responder
        webhookDeliverer?.reopen()
        connections.reopen()
        let threads = configuration.requestThreads
        acceptTask = ServerLane(threads).start {  // accepting, too, must not wait for the shared pool
            try? await listener.executeThenClose { accepted in
                for try await connection in accepted {
                    let lane = ServerLane(threads)
                    lane.start {
                        await HTTP1Connection.serve(connection, on: lane, handler: handler, isStopping: { connections.isStopping })
                    }
                }
            }
        }
        return url
    }

    /// Stops accepting, lets requests in flight finish (for up to `grace`), closes every connection and the
    /// request log. Does nothing when the server is not running.
    public func stop(grace: Duration = .seconds(2)) async {
        guard let listener else { return }
        self.listener = nil
        connections.beginStopping()
        try? await listener.channel.close()
        await acceptTask?.value
        acceptTask = nil
        await inFlight.waitUntilIdle(timeout: grace)
        await connections.closeAll()
        webhookDeliverer?.stop()
        await log?.close()
        log = nil
        url = nil
        responder = nil
    }
}

/// The server's open connections, so ``SandboxServer/stop(grace:)`` can close them.
private final class OpenConnections: Sendable {
    private let state = NIOLockedValueBox<(channels: [ObjectIdentifier: any Channel], stopping: Bool)>(([:], false))

    /// Whether the server is stopping (answers then say `Connection: close`).
    var isStopping: Bool { state.withLockedValue(\.stopping) }

    /// Tracks `channel` until it closes.
    func add(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        state.withLockedValue { $0.channels[id] = channel }
        channel.closeFuture.whenComplete { [self] _ in
            _ = state.withLockedValue { $0.channels.removeValue(forKey: id) }
        }
    }

    /// The server is starting again.
    func reopen() { state.withLockedValue { $0.stopping = false } }

    /// The server is stopping.
    func beginStopping() { state.withLockedValue { $0.stopping = true } }

    /// Closes every open connection and waits until they are closed.
    func closeAll() async {
        let channels = state.withLockedValue { Array($0.channels.values) }
        for channel in channels {
            try? await channel.close()
        }
    }
}
