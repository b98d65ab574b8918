import Foundation
import NIOCore
import NIOHTTP1

/// NIO's `HTTPRequestDecoder` (llhttp, strict), fed so that this server can say what NIO's errors cannot: the input is
/// handed over in pieces that end where the request line ends, where the head ends, where a known-length body ends,
/// or at each line of a chunked body, so a request always ends where a piece of input ends and the next piece starts
/// the next request line. That
/// lets it refuse a request line over ``HTTP1Limits/maxRequestLineBytes`` as soon as it is crossed (`414`; NIO counts
/// the URL with the header fields and reports both as `headerOverflow`), and bound a whole request on the wire
/// (chunk extensions and trailers included). Everything else (syntax, framing, smuggling checks) is llhttp's.
struct RequestStreamDecoder: ByteToMessageDecoder {
    typealias InboundOut = HTTPServerRequestPart

    private var parser: HTTPRequestDecoder
    private let framing: RequestFraming
    /// Bytes at the start of the buffer that NIO's parser has seen but kept (an unfinished field).
    private var kept = 0
    /// Whether the last byte fed ended a line (the next one starts a line).
    private var atLineStart = true

    /// Creates the decoder of one connection.
    init(framing: RequestFraming) {
        self.framing = framing
        let limits = framing.limits
        var configuration = NIOHTTPDecoderLimitConfiguration()
        // NIO counts the URL among the header bytes; the request line has its own limit here.
        configuration.maxHeaderFieldSize = limits.maxHeaderBytes
        configuration.maxHeaderListSize = limits.maxRequestLineBytes + limits.maxHeaderBytes
        configuration.maxHeaderFieldCount = limits.maxHeaderCount + 1  // NIO counts the request line's URL as one
        parser = HTTPRequestDecoder(leftOverBytesStrategy: .dropBytes, limitConfiguration: configuration)
    }

    mutating func decoderAdded(context: ChannelHandlerContext) { parser.decoderAdded(context: context) }

    mutating func decoderRemoved(context: ChannelHandlerContext) { parser.decoderRemoved(context: context) }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let fresh = buffer.readableBytes - kept
        guard fresh > 0 else { return .needMoreData }
        var length = buffer.readableBytes
        switch framing.phase {
        case .requestLine(let bytes):
            let lineEnd = lineLength(in: buffer)
            length = lineEnd ?? length
            let lineBytes = bytes + length - kept
            // The line's own bytes, CRLF aside (a line not yet ended may still be missing its CR).
            if lineBytes - (lineEnd == nil ? 0 : 2) > framing.limits.maxRequestLineBytes {
                framing.refusal = .requestLineTooLong(limit: framing.limits.maxRequestLineBytes)
                throw HTTPParserError.headerOverflow
            }
            if let lineEnd {
                let line = buffer.readableBytesView.prefix(lineEnd)
                let endsWithCRLF = line.count >= 2 && line[line.endIndex - 2] == UInt8(ascii: "\r")
                let version = line.split(separator: UInt8(ascii: " ")).last.map { String(decoding: $0, as: UTF8.self) }
                framing.requestLineVersion = endsWithCRLF ? version?.trimmingCharacters(in: .newlines) : nil
            }
            // An empty line before a request line is ignored (RFC 9112 §2.2): the request line is still to come.
            framing.phase = lineEnd == nil ? .requestLine(bytes: lineBytes) : lineBytes <= 2 ? .requestLine(bytes: 0) : .headerFields
        case .headerFields:
            length = headEnd(in: buffer) ?? length
        case .chunkLines:
            length = lineLength(in: buffer) ?? length
        case .body(let remaining):
            length = min(length, kept + remaining)
        }
        if length == kept { length = buffer.readableBytes }  // nothing new would be fed: feed it all (never loops)
        framing.requestBytes += length - kept
        if framing.requestBytes > framing.maxRequestBytes {
            framing.refusal = .bodyTooLarge(limit: framing.limits.maxBodyBytes, declared: nil)
            throw HTTPParserError.headerOverflow
        }
        atLineStart = buffer.getInteger(at: buffer.readerIndex + length - 1, as: UInt8.self) == UInt8(ascii: "\n")
        var piece = buffer.getSlice(at: buffer.readerIndex, length: length)!  // indexed from 0
        _ = try parser.decode(context: context, buffer: &piece)
        let consumed = piece.readerIndex
        buffer.moveReaderIndex(forwardBy: consumed)
        kept = length - consumed
        return length < buffer.readableBytes + consumed ? .continue : .needMoreData
    }

    /// The length from the buffer's start through the first line feed among the bytes not yet fed, when one has arrived.
    private func lineLength(in buffer: ByteBuffer) -> Int? {
        buffer.readableBytesView.dropFirst(kept).firstIndex(of: UInt8(ascii: "\n")).map { $0 - buffer.readerIndex + 1 }
    }

    /// The length from the buffer's start through the empty line that ends the head, when it has arrived.
    private func headEnd(in buffer: ByteBuffer) -> Int? {
        let view = buffer.readableBytesView
        var lineStart = view.startIndex + kept
        var startsLine = atLineStart
        while let lineFeed = view[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            if startsLine, lineFeed - lineStart <= 1 { return lineFeed - view.startIndex + 1 }  // "\n" or "\r\n"
            lineStart = lineFeed + 1
            startsLine = true
        }
        return nil
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        // The client closed: what is left is an unfinished request, which nobody will read the answer to.
        buffer.moveReaderIndex(to: buffer.writerIndex)
        return .needMoreData
    }
}
