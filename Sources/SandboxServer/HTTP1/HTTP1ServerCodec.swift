import NIOCore

/// What a connection's codec hands to the code that answers it, one per response owed, in order.
enum HTTP1Inbound: Sendable {
    /// A whole request.
    case request(HTTP1Request)
    /// A refused request: answer with its error and close.
    case failure(HTTP1ParseError)
}

/// The HTTP/1.1 side of one connection, on its event loop: bytes in, ``HTTP1Inbound`` out; each outbound buffer is
/// one whole response. It also keeps the connection's clocks: a request must arrive within
/// ``HTTP1Limits/requestReceiveTimeout`` of its first byte (else `408`), and a connection that owes no response and
/// has no request under way is closed after ``HTTP1Limits/idleTimeout``.
final class HTTP1ServerCodec: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = HTTP1Inbound
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var parser: HTTP1RequestParser
    /// Requests (and refusals) handed on whose response has not been written yet.
    private var responsesOwed = 0
    private var receiveDeadline: Scheduled<Void>?
    private var idleDeadline: Scheduled<Void>?

    /// Creates the codec of one connection.
    init(limits: HTTP1Limits) {
        parser = HTTP1RequestParser(limits: limits)
    }

    func channelActive(context: ChannelHandlerContext) {
        updateDeadlines(context: context, requestEnded: false)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        parser.append(buffer.readableBytesView)
        var requestEnded = false
        while let event = parser.next() {
            switch event {
            case .continueExpected:
                // Only when no earlier response is owed: a 100 must not overtake a pipelined request's answer.
                if responsesOwed == 0 {
                    context.writeAndFlush(wrapOutboundOut(ByteBuffer(bytes: HTTP1ResponseWriter.continueResponse)), promise: nil)
                }
            case .request(let request):
                requestEnded = true
                hand(.request(request), context: context)
            case .failure(let error):
                requestEnded = true
                hand(.failure(error), context: context)
                context.fireChannelReadComplete()  // outside a read: the async side takes reads at read-complete
            }
        }
        updateDeadlines(context: context, requestEnded: requestEnded)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        responsesOwed -= 1
        context.write(wrapOutboundOut(unwrapOutboundIn(data)), promise: promise)
        updateDeadlines(context: context, requestEnded: false)
    }

    func channelInactive(context: ChannelHandlerContext) {
        receiveDeadline?.cancel()
        idleDeadline?.cancel()
        receiveDeadline = nil
        idleDeadline = nil
        context.fireChannelInactive()
    }

    private func hand(_ inbound: HTTP1Inbound, context: ChannelHandlerContext) {
        responsesOwed += 1
        context.fireChannelRead(wrapInboundOut(inbound))
    }

    /// Arms the receive deadline while a request is arriving (afresh for each request) and the idle deadline while
    /// the connection neither owes a response nor has a request under way.
    private func updateDeadlines(context: ChannelHandlerContext, requestEnded: Bool) {
        if requestEnded || !parser.isMidRequest {
            receiveDeadline?.cancel()
            receiveDeadline = nil
        }
        if parser.isMidRequest, receiveDeadline == nil {
            let timeout = parser.limits.requestReceiveTimeout
            receiveDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(timeout)) { [self] in
                receiveDeadline = nil
                guard parser.isMidRequest, context.channel.isActive,
                    case .failure(let error) = parser.fail(.timedOut(after: timeout))
                else { return }
                hand(.failure(error), context: context)
                context.fireChannelReadComplete()  // outside a read: the async side takes reads at read-complete
            }
        }
        let idle = responsesOwed == 0 && !parser.isMidRequest
        if !idle {
            idleDeadline?.cancel()
            idleDeadline = nil
        } else if idleDeadline == nil {
            idleDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(parser.limits.idleTimeout)) { [self] in
                idleDeadline = nil
                if responsesOwed == 0, !parser.isMidRequest { context.close(promise: nil) }
            }
        }
    }
}
