import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP request as the payments clients send it.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, for example `POST`.
    public var method: String
    /// The absolute URL, including any query.
    public var url: URL
    /// Header fields. Names are compared case-insensitively by ``header(_:)``.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The value of header `name`, matched case-insensitively.
    public func header(_ name: String) -> String? { headers.value(forCaseInsensitiveKey: name) }
}

/// An HTTP response.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// Header fields. Names are compared case-insensitively by ``header(_:)``.
    public var headers: [String: String]
    /// The body (empty when there is none).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The value of header `name`, matched case-insensitively.
    public func header(_ name: String) -> String? { headers.value(forCaseInsensitiveKey: name) }
}

/// Sends HTTP requests. ``URLSessionTransport`` is the production implementation; the simulator
/// provides an in-process one. Throw for transport failures (no connection, timeout, lost response);
/// return every HTTP response, whatever its status.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

extension Dictionary where Key == String, Value == String {
    /// The value whose key equals `name` ignoring case.
    func value(forCaseInsensitiveKey name: String) -> String? {
        if let exact = self[name] { return exact }
        return first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
