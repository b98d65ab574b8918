import AdaptivePayments
import Foundation
import Hummingbird
import OrdersCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `adaptive-payments-bridge` served over HTTP by Hummingbird: `POST /AdaptivePayments/<Operation>` in NV or JSON,
/// the 2011 buyer redirects (`webscr?cmd=_ap-payment&paykey=…` and its variants) and the buyer's way back.
@available(macOS 14, iOS 17, tvOS 17, *)
public enum BridgeServer {
    /// Opens the store, runs its migrations, serves until the task is cancelled (or, with `handlesSignals`, SIGTERM or
    /// SIGINT arrives; requests in flight finish), then closes the store. `onListening` gets the bound address once
    /// the server accepts requests. The command handles signals; an embedding process (a test) cancels instead, so
    /// its own signal handling is left alone.
    public static func run(
        _ configuration: BridgeConfiguration, handlesSignals: Bool = false, onListening: @escaping @Sendable (URL) async -> Void
    ) async throws {
        let store = try await configuration.database.open()
        do {
            try await serve(configuration, store: store, handlesSignals: handlesSignals, onListening: onListening)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    /// Serves until cancelled or signalled.
    private static func serve(
        _ configuration: BridgeConfiguration, store: SQLBridgeStore, handlesSignals: Bool, onListening: @escaping @Sendable (URL) async -> Void
    ) async throws {
        let bound = BoundAddress()
        let environment = try Environment.custom(baseURL: configuration.payPalBaseURL)
        let config = CoreConfig(clientID: configuration.clientID, environment: environment)
        let transport = PooledHTTPTransport()
        let orders = OrdersClient(config: config, authentication: .clientCredentials(secret: configuration.clientSecret), transport: transport)
        let payments = PaymentsClient(config: config, authentication: .clientCredentials(secret: configuration.clientSecret), transport: transport)
        let webhooks = WebhooksClient(config: config, authentication: .clientCredentials(secret: configuration.clientSecret), transport: transport)
        @Sendable func service() async -> AdaptiveService {
            AdaptiveService(
                orders: orders, payments: payments, store: store, publicURL: await bound.publicURL(configuration),
                ipnAllowedHosts: configuration.ipnAllowedHosts)
        }
        @Sendable func relay() async -> IPNRelay { IPNRelay(service: await service(), webhooks: webhooks, appIPNURL: configuration.appIPNURL) }
        let router = Router()
        router.post("/AdaptivePayments/:operation") { request, context -> Response in
            let service = await service()
            return await adaptiveCall(request, operation: context.parameters.get("operation") ?? "", service: service, configuration: configuration)
        }
        router.post("/bridge/webhooks") { request, _ -> Response in
            var request = request
            guard let body = try? await request.collectBody(upTo: configuration.maxBodyBytes) else { return Response(status: .contentTooLarge) }
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }
            let status = await relay().receive(headers: headers, body: Data(body.readableBytesView), webhookID: await bound.webhookID)
            return Response(status: .init(code: status))
        }
        let postback: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            var request = request
            let body = (try? await request.collectBody(upTo: configuration.maxBodyBytes)).flatMap { $0.getString(at: $0.readerIndex, length: $0.readableBytes) }
            let verdict = await IPNRelay.validate(request.method == .get ? (request.uri.query ?? "") : (body ?? ""), store: store)
            return Response(status: .ok, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(string: verdict)))
        }
        router.post("/cgi-bin/webscr", use: postback)
        router.post("/webscr", use: postback)
        let redirect: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
            if request.uri.query?.hasPrefix("cmd=_notify-validate") == true { return try await postback(request, context) }
            let service = await service()
            let (path, query) = (request.uri.path, request.uri.query)
            if let key = AdaptiveService.redirectPreapprovalKey(path: path, query: query) {
                guard let url = await service.preapprovalApprovalURL(key: key) else {
                    return page(.notFound, "No preapproval waits for approval under this link: check the preapprovalKey of your Preapproval.")
                }
                return Response(status: .found, headers: [.location: url.absoluteString])
            }
            guard let payKey = AdaptiveService.redirectPayKey(path: path, query: query), let url = await service.approvalURL(payKey: payKey)
            else { return page(.notFound, "No payment waits for approval under this link: check the payKey of your Pay.") }
            return Response(status: .found, headers: [.location: url.absoluteString])
        }
        router.get("/cgi-bin/webscr", use: redirect)
        router.get("/webscr", use: redirect)
        router.get("/:legacyPath", use: redirect)  // webscr?cmd=…, and webscr&cmd=… as one path segment
        router.get("/bridge/return") { request, _ -> Response in
            let service = await service()
            guard let payKey = request.uri.queryParameters.get("payKey"), let url = await service.completeReturn(payKey: payKey) else {
                return page(.notFound, "Unknown payment.")
            }
            return Response(status: .found, headers: [.location: url.absoluteString])
        }
        router.get("/bridge/cancel") { request, _ -> Response in
            let service = await service()
            guard let payKey = request.uri.queryParameters.get("payKey"), let url = await service.cancelReturn(payKey: payKey) else {
                return page(.notFound, "Unknown payment.")
            }
            return Response(status: .found, headers: [.location: url.absoluteString])
        }
        router.get("/bridge/preapproval-return") { request, _ -> Response in
            let service = await service()
            guard let reference = request.uri.queryParameters.get("ref"), let url = await service.completePreapprovalReturn(reference: reference) else {
                return page(.notFound, "Unknown preapproval.")
            }
            return Response(status: .found, headers: [.location: url.absoluteString])
        }
        router.get("/bridge/preapproval-cancel") { request, _ -> Response in
            let service = await service()
            guard let reference = request.uri.queryParameters.get("ref"), let url = await service.cancelPreapprovalReturn(reference: reference) else {
                return page(.notFound, "Unknown preapproval.")
            }
            return Response(status: .found, headers: [.location: url.absoluteString])
        }
        let app = Application(
            router: router, configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let url = URL(string: "http://\(configuration.host):\(port)")!
                await bound.set(url)
                // PayPal's events about the bridge's payments come to /bridge/webhooks: subscribe once (an existing
                // subscription of the same URL is reused).
                let hook = await bound.publicURL(configuration).appendingPathComponent("bridge/webhooks")
                do {
                    await bound.set(webhookID: try await webhooks.subscribe(url: hook, eventTypes: IPNRelay.eventTypes).id)
                } catch {
                    FileHandle.standardError.write(
                        Data("adaptive-payments-bridge: could not subscribe \(hook) to PayPal's webhooks (no IPN until it can): \(error)\n".utf8))
                }
                await onListening(url)
            })
        let sender = IPNSender(
            store: store, transport: PooledHTTPTransport(), retryDelays: configuration.ipnRetryDelays, pollInterval: configuration.ipnPollInterval,
            batchSize: configuration.ipnBatchSize, claimLease: configuration.ipnClaimLease, now: { Date() })
        let sending = Task { await sender.run() }
        let sweeping = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(configuration.sweepInterval * 1e9))
                guard !Task.isCancelled else { return }
                await service().sweep()
            }
        }
        defer {
            sending.cancel()
            sweeping.cancel()
        }
        try await app.runService(gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [])
        sending.cancel()
        sweeping.cancel()
        await sending.value
        await sweeping.value
    }

    /// One Adaptive call: credentials, formats, limits, then the operation; always HTTP 200 with an `ack`.
    static func adaptiveCall(_ request: Request, operation: String, service: AdaptiveService, configuration: BridgeConfiguration) async -> Response {
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        let requested = AdaptiveFormat(header: headers["x-paypal-request-data-format"])
        let answered = AdaptiveFormat(header: headers["x-paypal-response-data-format"]).flatMap { $0 == .xml ? nil : $0 } ?? .nv
        func reply(_ response: AdaptiveResponse) -> Response {
            Response(
                status: .ok, headers: [.contentType: answered == .json ? "application/json" : "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: response.body(answered))))
        }
        func refuse(_ id: AdaptiveError.ID, _ message: String, _ parameter: String?) -> Response {
            reply(AdaptiveResponse(failure: AdaptiveFailure(id, message, parameter: parameter), correlationID: AdaptiveService.correlationID(), at: Date()))
        }
        guard configuration.credentials.accept(headers) else {
            return reply(AdaptiveResponse(failure: AdaptiveCredentials.failure, correlationID: AdaptiveService.correlationID(), at: Date()))
        }
        guard let format = requested, format != .xml else {
            return refuse(
                .invalidRequest, "X-PAYPAL-REQUEST-DATA-FORMAT must be NV or JSON: adaptive-payments-bridge does not read XML (PayPal's SDKs send NV).",
                "X-PAYPAL-REQUEST-DATA-FORMAT")
        }
        var request = request
        guard let body = try? await request.collectBody(upTo: configuration.maxBodyBytes) else {
            return refuse(.invalidRequest, "Invalid request: the body is larger than \(configuration.maxBodyBytes) bytes.", nil)
        }
        let fields: AdaptiveFields
        switch format {
        case .nv:
            guard let text = body.getString(at: body.readerIndex, length: body.readableBytes), Data(text.utf8).count == body.readableBytes,
                let parsed = try? NVEncoding.read(text)
            else { return refuse(.invalidRequest, "Invalid request: the body is not NV (key=value pairs joined by &, form-encoded UTF-8).", nil) }
            fields = parsed
        case .json, .xml:
            guard let parsed = try? JSONFlattening.read(Data(body.readableBytesView)) else {
                return refuse(.invalidRequest, "Invalid request: the body is not a JSON object of at most \(JSONFlattening.maxDepth) levels.", nil)
            }
            fields = parsed
        }
        guard fields.count <= configuration.maxFields else {
            return refuse(.invalidRequest, "Invalid request: more than \(configuration.maxFields) fields.", nil)
        }
        return reply(await service.answer(operation, fields))
    }

    /// A short text page for the buyer.
    static func page(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }
}

/// The bound address, known once the server runs (a port of 0 picks one), and the bridge's webhook id at PayPal.
actor BoundAddress {
    private var url: URL?
    /// The subscription PayPal's events about the bridge's payments come through.
    private(set) var webhookID: String?

    func set(_ url: URL) { self.url = url }

    func set(webhookID: String) { self.webhookID = webhookID }

    /// The configured public URL, else the bound address.
    func publicURL(_ configuration: BridgeConfiguration) -> URL {
        configuration.publicURL ?? url ?? URL(string: "http://\(configuration.host):\(configuration.port)")!
    }
}
