import Foundation

/// A loopback address to listen on; anything that is not loopback is refused, so the sandbox is never
/// reachable from another machine.
enum LoopbackAddress: Equatable {
    /// An IPv4 loopback address (`127.0.0.0/8`).
    case ipv4(String)
    /// The IPv6 loopback address `::1`.
    case ipv6

    /// Parses `host`, or throws ``SandboxServerError/nonLoopbackHost(_:)``.
    init(host: String) throws {
        let trimmed = host.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "localhost":
            self = .ipv4("127.0.0.1")
        case "::1", "[::1]":
            self = .ipv6
        default:
            let octets = trimmed.split(separator: ".", omittingEmptySubsequences: false)
            let values = octets.compactMap { octet -> Int? in
                guard !octet.isEmpty, octet.count <= 3, octet.allSatisfy(\.isASCII) else { return nil }
                return Int(octet).flatMap { (0...255).contains($0) ? $0 : nil }
            }
            guard octets.count == 4, values.count == 4, values[0] == 127 else {
                throw SandboxServerError.nonLoopbackHost(host)
            }
            self = .ipv4(values.map(String.init).joined(separator: "."))
        }
    }

    /// The address to bind (`127.0.0.1` or `::1`).
    var bindHost: String {
        switch self {
        case .ipv4(let ip): ip
        case .ipv6: "::1"
        }
    }

    /// The URL host part (`127.0.0.1` or `[::1]`).
    var urlHost: String {
        switch self {
        case .ipv4(let ip): ip
        case .ipv6: "[::1]"
        }
    }
}
