import NIOCore
import NIOHTTP1

/// The clocks of one connection, at the front of its pipeline: a request must arrive within
/// ``HTTP1Limits/requestReceiveTimeout`` of its first byte (else `408`), and a connection that owes no response and
/// has no request under way is closed after ``HTTP1Limits/idleTimeout``.
final class ConnectionClock: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let framing: RequestFraming
    private var receiveDeadline: Scheduled<Void>?
    private var idleDeadline: Scheduled<Void>?
    private var timedOut = false

    /// Creates the clocks of one connection.
    init(framing: RequestFraming) { self.framing = framing }

    func channelActive(context: ChannelHandlerContext) {
        update(context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let wasMidRequest = framing.isMidRequest
        context.fireChannelRead(data)  // parsed at once: the framing is up to date afterwards
        if !wasMidRequest || !framing.isMidRequest { cancelReceiveDeadline() }  // a new request restarts the clock
        update(context: context)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        update(context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelReceiveDeadline()
        idleDeadline?.cancel()
        idleDeadline = nil
        context.fireChannelInactive()
    }

    private func cancelReceiveDeadline() {
        receiveDeadline?.cancel()
        receiveDeadline = nil
    }

    /// Arms the receive deadline while a request is arriving and the idle deadline while the connection neither owes
    /// a response nor has a request under way.
    private func update(context: ChannelHandlerContext) {
        guard !timedOut else { return }
        if !framing.isMidRequest {
            cancelReceiveDeadline()
        } else if receiveDeadline == nil {
            let timeout = framing.limits.requestReceiveTimeout
            receiveDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(timeout)) { [self] in
                receiveDeadline = nil
                guard framing.isMidRequest, context.channel.isActive else { return }
                timedOut = true
                framing.refusal = .timedOut(after: timeout)
                // Carried as a parse error, so NIO's pipelining handler answers it in order, after any response owed.
                context.fireErrorCaught(HTTPParserError.invalidEOFState)
            }
        }
        let idle = framing.responsesOwed == 0 && !framing.isMidRequest
        if !idle {
            idleDeadline?.cancel()
            idleDeadline = nil
        } else if idleDeadline == nil {
            idleDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(framing.limits.idleTimeout)) { [self] in
                idleDeadline = nil
                if framing.responsesOwed == 0, !framing.isMidRequest { context.close(promise: nil) }
            }
        }
    }
}
