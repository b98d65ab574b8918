/// What one HTTP/1.1 connection of the sandbox may send, and how long it may take.
///
/// Every limit is checked as the bytes arrive, so a request over a limit is answered as soon as the limit is
/// crossed (never after the whole oversized request was read), with a PayPal-shaped error and `Connection: close`.
public struct HTTP1Limits: Sendable, Equatable {
    /// The longest request line (`METHOD /target HTTP/1.1`), CRLF excluded; longer: `414 URI Too Long`.
    public var maxRequestLineBytes: Int
    /// The most bytes of header fields (request line excluded, CRLFs included); more: `431`.
    public var maxHeaderBytes: Int
    /// The most header fields; more: `431`.
    public var maxHeaderCount: Int
    /// The largest body, declared (`Content-Length`) or received (chunked); larger: `413`.
    public var maxBodyBytes: Int
    /// How long a request may take to arrive, from its first byte to its last; slower: `408 Request Timeout`.
    public var requestReceiveTimeout: Duration
    /// How long an open connection may wait for its next request before the server closes it.
    public var idleTimeout: Duration

    /// Creates limits (defaults: 8 KiB request line, 32 KiB of headers, 100 fields, 1 MiB bodies, 30 s to receive
    /// a request, 60 s idle).
    public init(
        maxRequestLineBytes: Int = 8 << 10,
        maxHeaderBytes: Int = 32 << 10,
        maxHeaderCount: Int = 100,
        maxBodyBytes: Int = 1 << 20,
        requestReceiveTimeout: Duration = .seconds(30),
        idleTimeout: Duration = .seconds(60)
    ) {
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
        self.requestReceiveTimeout = requestReceiveTimeout
        self.idleTimeout = idleTimeout
    }
}
