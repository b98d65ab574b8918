import Foundation
import OrdersCore

/// Records every request that reaches the transports it wraps, in order (thread-safe).
public final class RequestRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    /// An empty recorder.
    public init() {}

    /// The requests so far.
    public var requests: [HTTPRequest] { lock.withLock { recorded } }

    /// `base`, recording into this recorder (fits `wrapTransport` settings).
    public func wrap(_ base: any HTTPTransport) -> any HTTPTransport { Recording(base: base, recorder: self) }

    fileprivate func add(_ request: HTTPRequest) { lock.withLock { recorded.append(request) } }

    private struct Recording: HTTPTransport {
        let base: any HTTPTransport
        let recorder: RequestRecorder

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            recorder.add(request)
            return try await base.send(request)
        }
    }
}
