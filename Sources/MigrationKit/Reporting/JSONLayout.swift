/// The constant bytes of a JSON object written once per finding (brackets, keys, commas, indentation when pretty),
/// laid out once by ``ReportJSONWriter``: a finding's object is then those bytes with its values between them,
/// copied piece by piece instead of written key by key.
struct JSONLayout: Sendable {
    /// The bytes before the first value and between two values, so far.
    private var segments: [[UInt8]] = []
    private var current: [UInt8] = []
    private var writer: ReportJSONWriter

    /// An empty layout whose first value stands at nesting level `level`: indented like `JSONText`'s pretty text, or
    /// on one line when not `pretty`.
    init(level: Int, pretty: Bool = true) {
        writer = ReportJSONWriter(level: level, pretty: pretty)
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

    /// The member `key`, whose value, a number, each finding writes.
    mutating func numberValue(_ key: String) {
        writer.startValue(key, into: &current)
        segments.append(current)
        current = []
    }

    /// The member `key`, whose value, a string, each finding writes: its quotes are part of the layout.
    mutating func stringValue(_ key: String) {
        writer.startValue(key, into: &current)
        current.append(UInt8(ascii: "\""))
        segments.append(current)
        current = [UInt8(ascii: "\"")]
    }

    /// The member `key` with the same string `value` in every object.
    mutating func constant(_ key: String, _ value: String) {
        writer.string(key, value, into: &current)
    }

    /// The layout, ended: the bytes after the last value become the last segment, and every segment is copied once
    /// into memory that is never freed, so writing an object takes no reference count (the reporters' workers
    /// would otherwise contend for the count of one shared array). Finish each layout once, into a `static let`.
    func finished() -> Frozen {
        let segments = self.segments + [current]
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, segments.reduce(0) { $0 + $1.count }))
        let bounds = UnsafeMutableBufferPointer<Int>.allocate(capacity: segments.count + 1)
        var offset = 0
        for (index, segment) in segments.enumerated() {
            bounds[index] = offset
            _ = UnsafeMutableBufferPointer(rebasing: bytes[offset..<(offset + segment.count)]).initialize(from: segment)
            offset += segment.count
        }
        bounds[segments.count] = offset
        return Frozen(bytes: UnsafeBufferPointer(bytes), bounds: UnsafeBufferPointer(bounds))
    }

    /// A finished layout: its segments' bytes, one after another, and where each starts.
    struct Frozen: @unchecked Sendable {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let bounds: UnsafeBufferPointer<Int>

        /// Starts one object with this layout: appends the bytes before its first value.
        func start<Output: ByteOutput>(into output: inout Output) -> Filler {
            var filler = Filler(layout: self)
            filler.appendSegment(into: &output)
            return filler
        }

        /// Appends the `items` of an array this layout was laid out with two of (a fix's edits), each
        /// `numbersPerItem` numbers (`number(item, n)`) then a text (`text(item)`), from the first item's first value,
        /// value `firstValue` (the bytes before it are written), to the layout's end: the first item's segments serve
        /// every item, then the bytes between the two items or, after the last item, the second item's last segment and
        /// the rest.
        func appendItems<Item, Output: ByteOutput>(
            _ items: [Item], numbersPerItem: Int, firstValue: Int, into output: inout Output, number: (Item, Int) -> Int,
            text: (Item) -> String
        ) {
            let valuesPerItem = numbersPerItem + 1
            for (index, item) in items.enumerated() {
                for offset in 0..<numbersPerItem {
                    output.append(decimal: number(item, offset))
                    append(segment: firstValue + offset + 1, into: &output)
                }
                JSONText.writeEscaped(text(item), into: &output)
                append(segment: firstValue + (index == items.count - 1 ? 2 : 1) * valuesPerItem, into: &output)
            }
        }

        /// A filler whose next value is value `value` (0: the first), the bytes before it left to the caller: for a run of
        /// values written once and copied into many objects (``JSONReporter``'s rule runs), or an object going on after
        /// such a run.
        func filler(resumingAt value: Int) -> Filler {
            var filler = Filler(layout: self)
            filler.skip(value + 1)
            return filler
        }

        /// Appends segment `segment` (0: the bytes before the first value; `n`: those after the `n`th).
        fileprivate func append<Output: ByteOutput>(segment: Int, into output: inout Output) {
            output.appendBytes(UnsafeBufferPointer(rebasing: bytes[bounds[segment]..<bounds[segment + 1]]))
        }
    }

    /// Writes the values of one object in the order the layout declared them, each followed by the layout's next bytes.
    struct Filler {
        fileprivate let layout: Frozen
        private var next = 0

        fileprivate init(layout: Frozen) {
            self.layout = layout
        }

        /// Passes over `count` values that the caller wrote, each with the bytes after it.
        mutating func skip(_ count: Int) {
            next += count
        }

        /// The next value, a string (declared with ``JSONLayout/stringValue(_:)``) already escaped: `escaped`.
        mutating func escaped<Output: ByteOutput>(_ escaped: [UInt8], into output: inout Output) {
            escaped.withUnsafeBufferPointer { output.appendBytes($0) }
            appendSegment(into: &output)
        }

        /// The next value, a string (declared with ``JSONLayout/stringValue(_:)``); `texts`, when given, escapes a text
        /// other objects repeat only once.
        mutating func string<Output: ByteOutput>(_ value: String, texts: EscapedTextCache? = nil, into output: inout Output) {
            if let texts { texts.writeEscaped(value, into: &output) } else { JSONText.writeEscaped(value, into: &output) }
            appendSegment(into: &output)
        }

        /// The next value, a finding's fingerprint (declared with ``JSONLayout/stringValue(_:)``).
        mutating func fingerprint<Output: ByteOutput>(_ value: StoredFingerprint, into output: inout Output) {
            value.writeEscaped(into: &output)
            appendSegment(into: &output)
        }

        /// The next value, a string (declared with ``JSONLayout/stringValue(_:)``) that needs no escape: a name of the
        /// reports' vocabulary (``Severity/name``).
        mutating func name<Output: ByteOutput>(_ value: StaticString, into output: inout Output) {
            value.withUTF8Buffer { output.appendBytes($0) }
            appendSegment(into: &output)
        }

        /// The next value, a whole number (declared with ``JSONLayout/numberValue(_:)``).
        mutating func integer<Output: ByteOutput>(_ value: Int, into output: inout Output) {
            output.append(decimal: value)
            appendSegment(into: &output)
        }

        fileprivate mutating func appendSegment<Output: ByteOutput>(into output: inout Output) {
            layout.append(segment: next, into: &output)
            next += 1
        }
    }
}
