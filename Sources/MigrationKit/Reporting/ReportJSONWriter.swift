/// Writes JSON straight into a byte array, laid out exactly as `JSONText.rendered(pretty:)` lays it out, for the
/// parts of a report written once per finding: no value tree, and no allocation of its own.
struct ReportJSONWriter {
    /// The level of the first value written.
    private let baseLevel: Int
    /// Whether members and items go on lines of their own, indented; otherwise all is on one line.
    private let pretty: Bool
    /// How many containers are open (at most 64).
    private var depth = 0
    /// Bit `n`: whether the container open at depth `n + 1` has a member or an item yet.
    private var contentBits: UInt64 = 0

    /// A writer whose first value stands at nesting level `level`, indented when `pretty`.
    init(level: Int, pretty: Bool) {
        baseLevel = level
        self.pretty = pretty
    }

    /// Starts a member `key` of the open object (or an item of the open array when `key` is nil).
    private mutating func start(_ key: String?, into output: inout [UInt8]) {
        guard depth > 0 else { return }
        let bit: UInt64 = 1 << UInt64(depth - 1)
        if contentBits & bit != 0 { output.append(UInt8(ascii: ",")) }
        contentBits |= bit
        guard pretty else {
            if let key { JSONText.writeKey(key, pretty: false, into: &output) }
            return
        }
        JSONText.newline(into: &output, indent: baseLevel + depth)
        if let key { JSONText.writeKey(key, pretty: true, into: &output) }
    }

    private mutating func open(_ opener: UInt8, _ key: String?, into output: inout [UInt8]) {
        start(key, into: &output)
        output.append(opener)
        precondition(depth < 64, "JSON nested more than 64 levels")
        depth += 1
        contentBits &= ~(1 << UInt64(depth - 1))
    }

    /// Opens an object (as member `key`, or as an item or the top value).
    mutating func openObject(_ key: String? = nil, into output: inout [UInt8]) {
        open(UInt8(ascii: "{"), key, into: &output)
    }

    /// Opens an array (as member `key`, or as an item).
    mutating func openArray(_ key: String? = nil, into output: inout [UInt8]) {
        open(UInt8(ascii: "["), key, into: &output)
    }

    /// Closes the innermost object or array with `closer`.
    private mutating func close(_ closer: UInt8, into output: inout [UInt8]) {
        let hadContent = contentBits & (1 << UInt64(depth - 1)) != 0
        depth -= 1
        if hadContent && pretty { JSONText.newline(into: &output, indent: baseLevel + depth) }
        output.append(closer)
    }

    /// Closes the innermost object.
    mutating func closeObject(into output: inout [UInt8]) { close(UInt8(ascii: "}"), into: &output) }

    /// Closes the innermost array.
    mutating func closeArray(into output: inout [UInt8]) { close(UInt8(ascii: "]"), into: &output) }

    /// Writes the string member `key`.
    mutating func string(_ key: String, _ value: String, into output: inout [UInt8]) {
        start(key, into: &output)
        JSONText.writeString(value, into: &output)
    }

    /// Starts the member `key` (or, when nil, an item of the open array) and leaves its value to the caller.
    mutating func startValue(_ key: String?, into output: inout [UInt8]) {
        start(key, into: &output)
    }

    /// Writes the whole-number member `key`.
    mutating func integer(_ key: String, _ value: Int, into output: inout [UInt8]) {
        start(key, into: &output)
        output.append(decimal: value)
    }
}
