import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends raw bytes to a loopback port and reads until the peer closes (or `timeout` passes: long, since every
/// exchange here ends with the server closing, and a loaded CI machine can be slow to answer), for
/// requests no HTTP client would send. The blocking socket calls run on a thread of their own, never
/// on the cooperative pool or Dispatch's limited global pool, which the in-process server needs.
func rawExchange(port: Int, _ request: String, timeout: TimeInterval = 30) async throws -> String {
    try await rawSession(port: port, request, timeout: timeout).text
}

/// What a raw exchange received, and who ended it.
struct RawSession {
    /// Everything received, decoded as UTF-8.
    var text: String
    /// `true` when the server closed the connection; `false` when the client's receive timeout ended it. Unlike a
    /// wall-clock bound, this does not depend on how busy the machine running the tests is.
    var closedByServer: Bool
}

/// ``rawExchange(port:_:timeout:)`` that also says whether the server closed the connection. `{sandbox}` in the
/// request stands for the server's authority, `127.0.0.1:PORT` (a `Host` the sandbox accepts). `before` and
/// `afterwards` run on the exchange's thread, before it connects and once it ends (before the caller resumes).
func rawSession(
    port: Int, _ request: String, timeout: TimeInterval = 30,
    before: @escaping @Sendable () -> Void = {}, afterwards: @escaping @Sendable () -> Void = {}
) async throws -> RawSession {
    let request = request.replacingOccurrences(of: "{sandbox}", with: "127.0.0.1:\(port)")
    return try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            before()
            let result = Result { try blockingExchange(port: port, request, timeout: timeout) }
            afterwards()
            continuation.resume(with: result)
        }
        thread.start()
    }
}

private func blockingExchange(port: Int, _ request: String, timeout: TimeInterval) throws -> RawSession {
    #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    var time = timeval(tv_sec: Int(timeout), tv_usec: .init((timeout - timeout.rounded(.down)) * 1_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var count = 0
    repeat {
        count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { received.append(contentsOf: buffer[0..<count]) }
    } while count > 0
    // recv returns 0 at the peer's orderly close (or its reset), -1 with EAGAIN when SO_RCVTIMEO expires.
    let timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    return RawSession(text: String(decoding: received, as: UTF8.self), closedByServer: !timedOut)
}

extension URL {
    /// The port, which every server URL has.
    var requiredPort: Int { port ?? 0 }
}
