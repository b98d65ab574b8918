import Foundation

/// Reads HTTP/1.1 requests (RFC 9112) from a connection's bytes as they arrive, in time linear in their size: every
/// byte is looked at once, whatever the pieces it arrives in, and each limit of ``HTTP1Limits`` is checked as soon as
/// it can be crossed (a `Content-Length` over the body limit is refused before any of the body is read).
///
/// Strict where leniency would let two readers disagree on where a request ends: lines end with CRLF, no obsolete
/// line folding, no whitespace before a field's colon, one `Host` in HTTP/1.1, `Content-Length` and
/// `Transfer-Encoding` never together, repeated `Content-Length` values only when they are equal, `chunked` the only
/// transfer coding. Any method token is accepted (the simulator answers `405` with `Allow` for one it does not take).
/// After a failure the parser reads nothing more: the connection is answered and closed.
struct HTTP1RequestParser {
    /// What the bytes so far yield.
    enum Event: Equatable {
        /// A head with `Expect: 100-continue` arrived and its body has not started: the client waits for `100`.
        case continueExpected
        /// A whole request.
        case request(HTTP1Request)
        /// The request is refused; nothing more is read.
        case failure(HTTP1ParseError)
    }

    /// The limits checked.
    let limits: HTTP1Limits

    private var bytes: [UInt8] = []
    /// The first byte not consumed yet.
    private var start = 0
    /// Where the search for the current line's LF resumes (so no byte is scanned twice).
    private var scanned = 0
    private var phase = Phase.requestLine
    /// The request being read.
    private var request = HTTP1Request(method: "", target: "", minorVersion: 1, headers: [], body: Data())
    private var headerBytes = 0
    private var expectsContinue = false
    private var failed = false

    private enum Phase: Equatable {
        case requestLine
        case headers
        case body(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers(bytes: Int)
    }

    /// Creates a parser for one connection.
    init(limits: HTTP1Limits) {
        self.limits = limits
    }

    /// Whether part of a request has arrived and its end has not.
    var isMidRequest: Bool { !failed && (phase != .requestLine || start < bytes.count) }

    /// Appends bytes received (ignored after a failure).
    mutating func append(_ data: some Sequence<UInt8>) {
        guard !failed else { return }
        if start > 4096, start * 2 > bytes.count {
            bytes.removeFirst(start)
            scanned -= start
            start = 0
        }
        bytes.append(contentsOf: data)
    }

    /// Ends the current request with `error` (a timeout decided outside the parser).
    mutating func fail(_ error: HTTP1ParseError) -> Event {
        failed = true
        var error = error
        if phase != .requestLine {
            error.method = request.method
            error.target = request.target
        }
        return .failure(error)
    }

    /// The next event the bytes so far yield, or `nil` when more bytes are needed (or after a failure).
    mutating func next() -> Event? {
        guard !failed else { return nil }
        do {
            return try step()
        } catch let error as HTTP1ParseError {
            return fail(error)
        } catch {
            return fail(.malformed("\(error)"))
        }
    }

    private mutating func step() throws -> Event? {
        while true {
            switch phase {
            case .requestLine:
                while bytes.count - start >= 2, bytes[start] == .cr, bytes[start + 1] == .lf { start += 2 }  // RFC 9112 §2.2
                scanned = max(scanned, start)
                guard let line = try line(maxLength: limits.maxRequestLineBytes, tooLong: .requestLineTooLong(limit: limits.maxRequestLineBytes)) else {
                    return nil
                }
                try readRequestLine(line)
                phase = .headers
            case .headers:
                let budget = limits.maxHeaderBytes - headerBytes
                let tooLarge = HTTP1ParseError.headersTooLarge("The header fields are longer than \(limits.maxHeaderBytes) bytes in all")
                guard let line = try line(maxLength: max(0, budget - 2), tooLong: tooLarge) else { return nil }
                if line.isEmpty {
                    try finishHead()
                    if expectsContinue, start == bytes.count, phase != .body(remaining: 0) {
                        expectsContinue = false
                        return .continueExpected
                    }
                    continue
                }
                headerBytes += line.count + 2
                guard request.headers.count < limits.maxHeaderCount else {
                    throw HTTP1ParseError.headersTooLarge("More than \(limits.maxHeaderCount) header fields")
                }
                request.headers.append(try Self.field(line))
            case .body(let remaining):
                let left = remaining - takeBody(upTo: remaining)
                guard left == 0 else {
                    phase = .body(remaining: left)
                    return nil
                }
                return .request(finishRequest())
            case .chunkSize:
                guard let line = try line(maxLength: 1024, tooLong: .malformed("A chunk-size line is longer than 1024 bytes.")) else { return nil }
                let size = try Self.chunkSize(line)
                guard size > 0 else {
                    phase = .trailers(bytes: 0)
                    continue
                }
                guard size <= limits.maxBodyBytes - request.body.count else {
                    throw HTTP1ParseError.bodyTooLarge(limit: limits.maxBodyBytes, declared: nil)
                }
                phase = .chunkData(remaining: size)
            case .chunkData(let remaining):
                let left = remaining - takeBody(upTo: remaining)
                guard left == 0 else {
                    phase = .chunkData(remaining: left)
                    return nil
                }
                phase = .chunkDataEnd
            case .chunkDataEnd:
                guard bytes.count - start >= 2 else { return nil }
                guard bytes[start] == .cr, bytes[start + 1] == .lf else { throw HTTP1ParseError.malformed("A chunk's data must be followed by CRLF.") }
                start += 2
                scanned = start
                phase = .chunkSize
            case .trailers(let count):
                let tooLarge = HTTP1ParseError.headersTooLarge("The trailer fields are longer than \(limits.maxHeaderBytes) bytes")
                guard let line = try line(maxLength: max(0, limits.maxHeaderBytes - count - 2), tooLong: tooLarge) else { return nil }
                guard line.isEmpty else {
                    _ = try Self.field(line)  // checked, not kept
                    phase = .trailers(bytes: count + line.count + 2)
                    continue
                }
                return .request(finishRequest())
            }
        }
    }

    /// The next CRLF-terminated line without its CRLF, `nil` when its end has not arrived.
    private mutating func line(maxLength: Int, tooLong: HTTP1ParseError) throws -> ArraySlice<UInt8>? {
        while scanned < bytes.count {
            if bytes[scanned] == .lf {
                guard scanned > start, bytes[scanned - 1] == .cr else {
                    throw HTTP1ParseError.malformed("Lines must end with CRLF; a bare LF was found.")
                }
                let line = bytes[start..<(scanned - 1)]
                guard line.count <= maxLength else { throw tooLong }
                start = scanned + 1
                scanned = start
                return line
            }
            scanned += 1
            if scanned - start > maxLength + 1 { throw tooLong }  // + 1: the CR may be the last byte so far
        }
        return nil
    }

    /// Moves up to `count` buffered bytes into the body; returns how many.
    private mutating func takeBody(upTo count: Int) -> Int {
        let taken = min(count, bytes.count - start)
        request.body.append(contentsOf: bytes[start..<(start + taken)])
        start += taken
        scanned = start
        return taken
    }

    private mutating func finishRequest() -> HTTP1Request {
        let done = request
        request = HTTP1Request(method: "", target: "", minorVersion: 1, headers: [], body: Data())
        headerBytes = 0
        expectsContinue = false
        phase = .requestLine
        return done
    }

    /// `METHOD SP request-target SP HTTP-version`.
    private mutating func readRequestLine(_ line: ArraySlice<UInt8>) throws {
        let parts = line.split(separator: .space, omittingEmptySubsequences: false)
        let shape = "The request line must be METHOD /path HTTP/1.1, separated by single spaces."
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else { throw HTTP1ParseError.malformed(shape) }
        guard parts[0].allSatisfy(\.isTokenCharacter) else {
            throw HTTP1ParseError.malformed("The method must be a token (letters, digits and !#$%&'*+-.^_`|~). " + shape)
        }
        guard parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw HTTP1ParseError.malformed("The request target must be visible ASCII (percent-encode anything else).")
        }
        request.method = String(decoding: parts[0], as: UTF8.self)
        request.target = String(decoding: parts[1], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        switch version {
        case "HTTP/1.1": request.minorVersion = 1
        case "HTTP/1.0": request.minorVersion = 0
        default:
            let bytes = Array(parts[2])
            let numbered =
                bytes.count == 8 && version.hasPrefix("HTTP/") && bytes[6] == UInt8(ascii: ".")
                && bytes[5].isDigit && bytes[7].isDigit
            throw numbered ? HTTP1ParseError.unsupportedVersion(version) : HTTP1ParseError.malformed(shape)
        }
    }

    /// `name ":" OWS value OWS`.
    private static func field(_ line: ArraySlice<UInt8>) throws -> (name: String, value: String) {
        guard let first = line.first, first != .space, first != .tab else {
            throw HTTP1ParseError.malformed("A header field line starts with whitespace (obsolete line folding is not accepted).")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw HTTP1ParseError.malformed("A header field line has no colon: \"\(printable(line))\".")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(\.isTokenCharacter) else {
            throw HTTP1ParseError.malformed("The header field name \"\(printable(name))\" is not a token (nothing may precede the colon but the name).")
        }
        var value = line[(colon + 1)...]
        while let byte = value.first, byte == .space || byte == .tab { value = value.dropFirst() }
        while let byte = value.last, byte == .space || byte == .tab { value = value.dropLast() }
        guard value.allSatisfy({ $0 == .tab || $0 >= 0x20 && $0 != 0x7F }) else {
            throw HTTP1ParseError.malformed("The header field \(printable(name)) has a control character in its value.")
        }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// Framing, `Host`, `Authorization` and `Expect`, once the head has ended.
    private mutating func finishHead() throws {
        if request.minorVersion == 1, request.values(of: "Host").count != 1 {
            throw HTTP1ParseError.malformed("An HTTP/1.1 request needs exactly one Host header field; it has \(request.values(of: "Host").count).")
        }
        let authorizations = request.values(of: "Authorization").count
        guard authorizations <= 1 else {
            throw HTTP1ParseError.malformed("Send one Authorization header field, not \(authorizations).")
        }
        let codings = request.values(of: "Transfer-Encoding")
        let lengths = request.values(of: "Content-Length")
        expectsContinue = request.values(of: "Expect").contains { $0.lowercased() == "100-continue" }
        if !codings.isEmpty {
            guard lengths.isEmpty else { throw HTTP1ParseError.malformed("Send Content-Length or Transfer-Encoding, not both.") }
            guard request.minorVersion == 1 else { throw HTTP1ParseError.malformed("HTTP/1.0 requests cannot use Transfer-Encoding.") }
            let coding = codings.joined(separator: ",")
            guard coding.trimmingCharacters(in: .whitespaces).lowercased() == "chunked" else {
                throw HTTP1ParseError.unsupportedTransferCoding(coding)
            }
            phase = .chunkSize
        } else if !lengths.isEmpty {
            let values = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard values.allSatisfy({ (1...18).contains($0.utf8.count) && $0.utf8.allSatisfy(\.isDigit) }),
                Set(values).count == 1, let length = Int(values[0])
            else {
                throw HTTP1ParseError.malformed("Content-Length must be one number of bytes; got \"\(lengths.joined(separator: ", ").prefix(100))\".")
            }
            guard length <= limits.maxBodyBytes else {
                throw HTTP1ParseError.bodyTooLarge(limit: limits.maxBodyBytes, declared: length)
            }
            phase = .body(remaining: length)
        } else {
            phase = .body(remaining: 0)
        }
    }

    /// The size of a `chunk-size [; extensions]` line.
    private static func chunkSize(_ line: ArraySlice<UInt8>) throws -> Int {
        let digits = line.prefix(while: \.isHexDigit)
        let rest = line.dropFirst(digits.count).drop(while: { $0 == .space || $0 == .tab })
        guard (1...15).contains(digits.count), rest.isEmpty || rest.first == UInt8(ascii: ";"),
            let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
            throw HTTP1ParseError.malformed("A chunk size must be 1 to 15 hexadecimal digits; got \"\(printable(line))\".")
        }
        return size
    }

    /// Up to 64 bytes of `bytes` for a message (non-printable bytes as `?`).
    private static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(64).map { (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}

extension UInt8 {
    fileprivate static let cr = UInt8(ascii: "\r")
    fileprivate static let lf = UInt8(ascii: "\n")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")

    fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }

    /// `0-9`, `A-F`, `a-f` (chunk sizes here, percent-escapes in ``RequestTarget``).
    var isHexDigit: Bool { isDigit || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }

    /// `tchar` of RFC 9110 §5.6.2.
    fileprivate var isTokenCharacter: Bool { tokenCharacters[Int(self)] }
}

/// `tchar` by byte value: letters, digits and ``!#$%&'*+-.^_`|~``.
private let tokenCharacters: [Bool] = (0...255).map { byte in
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || "!#$%&'*+-.^_`|~".utf8.contains(UInt8(byte))
}
