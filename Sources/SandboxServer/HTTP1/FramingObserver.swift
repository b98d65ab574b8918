import NIOCore
import NIOHTTP1

/// Tells ``RequestFraming`` what NIO's parser found, as it finds it (right behind the decoder, before any
/// buffering): a head's body framing, body bytes, a request's end.
final class FramingObserver: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let framing: RequestFraming

    /// Creates the observer of one connection.
    init(framing: RequestFraming) { self.framing = framing }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): framing.headReceived(head)
        case .body(let body): framing.bodyReceived(body.readableBytes)
        case .end: framing.requestEnded()
        }
        context.fireChannelRead(data)
    }
}
