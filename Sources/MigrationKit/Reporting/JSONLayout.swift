/// The constant bytes of a pretty JSON object written once per finding (brackets, keys, commas, indentation),
/// laid out once by ``PrettyJSONWriter``: a finding's object is then those bytes with its values between them,
/// copied piece by piece instead of written key by key.
struct JSONLayout: Sendable {
    /// The bytes before the first value, between two values, and after the last one.
    private(set) var segments: [[UInt8]] = []
    private var current: [UInt8] = []
    private var writer: PrettyJSONWriter

    /// An empty layout whose first value stands at nesting level `level`.
    init(level: Int) {
        writer = PrettyJSONWriter(level: level)
    }

    /// Opens an object (as member `key`, or as an item or the top value).
    mutating func openObject(_ key: String? = nil) {
        writer.openObject(key, into: &current)
    }

    /// Opens an array (as member `key`, or as an item).
    mutating func openArray(_ key: String? = nil) {
        writer.openArray(key, into: &current)
    }

    /// Closes the innermost object.
    mutating func closeObject() {
        writer.closeObject(into: &current)
    }

    /// Closes the innermost array.
    mutating func closeArray() {
        writer.closeArray(into: &current)
    }

    /// The member `key`, whose value each finding writes.
    mutating func value(_ key: String) {
        writer.startValue(key, into: &current)
        segments.append(current)
        current = []
    }

    /// The member `key` with the same string `value` in every object.
    mutating func constant(_ key: String, _ value: String) {
        writer.string(key, value, into: &current)
    }

    /// The layout, ended: the bytes after the last value become the last segment.
    func finished() -> JSONLayout {
        var layout = self
        layout.segments.append(current)
        layout.current = []
        return layout
    }

    /// Starts one object with this layout: appends the bytes before its first value.
    func start(into output: inout [UInt8]) -> Filler {
        output += segments[0]
        return Filler(segments: segments)
    }

    /// Writes the values of one object in the order the layout declared them, each followed by the layout's next bytes.
    struct Filler {
        fileprivate let segments: [[UInt8]]
        private var next = 1

        fileprivate init(segments: [[UInt8]]) {
            self.segments = segments
        }

        /// The next value, a string.
        mutating func string(_ value: String, into output: inout [UInt8]) {
            JSONText.writeString(value, into: &output)
            advance(&output)
        }

        /// The next value, a whole number.
        mutating func integer(_ value: Int, into output: inout [UInt8]) {
            output.append(decimal: value)
            advance(&output)
        }

        private mutating func advance(_ output: inout [UInt8]) {
            output += segments[next]
            next += 1
        }
    }
}
