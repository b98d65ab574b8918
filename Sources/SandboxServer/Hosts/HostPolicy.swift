/// The authorities a request may name (its `Host`, an absolute-form target, a page form's `Origin` or `Referer`):
/// the loopback names of the port the sandbox listens on, and those the user allows (`--allow-host`). Anything else
/// is refused before the simulator sees it, so a web page that rebinds its own DNS name to 127.0.0.1 cannot drive
/// the sandbox (or its buyer pages) from a browser on the same machine.
struct HostPolicy: Sendable, Equatable {
    /// Allowed authorities, lowercased `host:port`.
    let authorities: Set<String>

    /// The policy of a sandbox on `port`: `127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`, and each extra host (a
    /// name alone takes the sandbox's port; `name:port` is allowed as written).
    init(port: Int, extraHosts: [String] = []) {
        var authorities: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        for host in extraHosts {
            let trimmed = host.lowercased()
            authorities.insert(Self.hasPort(trimmed) ? trimmed : "\(trimmed):\(port)")
        }
        self.authorities = authorities
    }

    /// Whether `authority` (a `Host` value: `host:port`, case-insensitive) is allowed.
    func allows(_ authority: String) -> Bool { authorities.contains(authority.lowercased()) }

    /// Whether an `Origin` value (`http://host:port`) names an allowed authority; `null` and anything else does not.
    func allowsOrigin(_ origin: String) -> Bool {
        Self.authority(ofURL: origin).map(allows) ?? false
    }

    /// The `host:port` of an absolute `http(s)://` URL (its default port made explicit), or `nil`.
    static func authority(ofURL text: String) -> String? {
        let lowered = text.lowercased()
        let scheme: (prefix: String, port: String)
        if lowered.hasPrefix("http://") {
            scheme = ("http://", "80")
        } else if lowered.hasPrefix("https://") {
            scheme = ("https://", "443")
        } else {
            return nil
        }
        let rest = lowered.dropFirst(scheme.prefix.count)
        let authority = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        return hasPort(authority) ? authority : "\(authority):\(scheme.port)"
    }

    /// Whether `authority` ends with `:digits` after its host (an IPv6 literal's colons are inside brackets).
    private static func hasPort(_ authority: String) -> Bool {
        guard let colon = authority.lastIndex(of: ":") else { return false }
        if let bracket = authority.lastIndex(of: "]"), bracket > colon { return false }
        let port = authority[authority.index(after: colon)...]
        return !port.isEmpty && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber)
    }
}
