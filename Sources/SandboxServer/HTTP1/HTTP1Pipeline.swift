import NIOCore
import NIOHTTP1

/// The handlers of one connection, in order: this server's clock, NIO's request decoder (fed by
/// ``RequestStreamDecoder``), NIO's response encoder and pipelining handler, this server's checks, NIO's aggregator,
/// and the adapters to the code that answers (``HTTP1Connection``).
enum HTTP1Pipeline {
    /// Adds the handlers to `channel`'s pipeline (on its event loop).
    static func configure(_ channel: any Channel, limits: HTTP1Limits, hosts: HostPolicy) throws {
        let framing = RequestFraming(limits: limits)
        var encoderConfiguration = HTTPResponseEncoder.Configuration()
        encoderConfiguration.automaticallySetFramingHeaders = false  // HTTP1ResponseWriter writes Content-Length
        let handlers: [any ChannelHandler] = [
            ConnectionClock(framing: framing),
            ByteToMessageHandler(RequestStreamDecoder(framing: framing)),
            FramingObserver(framing: framing),
            HTTPResponseEncoder(configuration: encoderConfiguration),
            HTTPServerPipelineHandler(),
            RequestChecks(limits: limits, hosts: hosts),
            // Never reached with too much: RequestChecks answers 413 from the head, or as the body grows.
            NIOHTTPServerRequestAggregator(maxContentLength: limits.maxBodyBytes),
            RequestAdapter(framing: framing),
            HTTP1ResponseWriter(framing: framing),
        ]
        try channel.pipeline.syncOperations.addHandlers(handlers)
    }
}
