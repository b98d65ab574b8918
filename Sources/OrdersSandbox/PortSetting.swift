/// Where `orders-sandbox`'s port comes from: `--port`, else `ORDERS_SANDBOX_PORT`, else 8080.
enum PortSetting {
    /// The environment variable read when `--port` is not given.
    static let variable = "ORDERS_SANDBOX_PORT"
    /// The port when neither `--port` nor the variable gives one.
    static let fallback: UInt16 = 8080

    /// The variable's value is not a port number.
    struct Invalid: Error, CustomStringConvertible {
        /// The value found.
        let value: String
        var description: String {
            "\(PortSetting.variable) must be a TCP port number from 0 to 65535 (0 picks a free port); got \"\(value)\"."
        }
    }

    /// The port `option` (the parsed `--port`) and `environment` give; an empty variable counts as not set.
    static func resolve(option: UInt16?, environment: [String: String]) throws(Invalid) -> UInt16 {
        if let option { return option }
        guard let value = environment[variable], !value.isEmpty else { return fallback }
        guard value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let port = UInt16(value) else {
            throw Invalid(value: value)
        }
        return port
    }
}
