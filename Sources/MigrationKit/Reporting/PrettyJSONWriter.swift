/// Writes pretty JSON straight to bytes, laid out exactly as `JSONText.rendered(pretty: true)` lays it out, for
/// the parts of a report written once per finding (no value tree is built).
struct PrettyJSONWriter {
    /// The text so far.
    var output: [UInt8] = []
    /// Per open container: whether it has a member or item yet.
    private var hasContent: [Bool] = []
    /// The level of the value being written (the first container opens at `baseLevel`).
    private let baseLevel: Int

    /// A writer whose first value stands at nesting level `level`.
    init(level: Int) {
        baseLevel = level
    }

    private var level: Int { baseLevel + hasContent.count - 1 }

    /// Starts a member `key` of the open object (or an item of the open array when `key` is nil).
    private mutating func start(_ key: String?) {
        guard !hasContent.isEmpty else { return }
        if hasContent[hasContent.count - 1] { output.append(UInt8(ascii: ",")) }
        hasContent[hasContent.count - 1] = true
        JSONText.newline(into: &output, indent: level + 1)
        if let key { JSONText.writePrettyKey(key, into: &output) }
    }

    /// Opens an object (as member `key`, or as an item or the top value).
    mutating func openObject(_ key: String? = nil) {
        start(key)
        output.append(UInt8(ascii: "{"))
        hasContent.append(false)
    }

    /// Opens an array (as member `key`, or as an item).
    mutating func openArray(_ key: String? = nil) {
        start(key)
        output.append(UInt8(ascii: "["))
        hasContent.append(false)
    }

    /// Closes the innermost object or array.
    mutating func close(_ closer: UInt8) {
        let hadContent = hasContent.removeLast()
        if hadContent { JSONText.newline(into: &output, indent: level + 1) }
        output.append(closer)
    }

    /// Closes the innermost object.
    mutating func closeObject() { close(UInt8(ascii: "}")) }

    /// Closes the innermost array.
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Writes the string member `key`.
    mutating func string(_ key: String, _ value: String) {
        start(key)
        JSONText.writeString(value, into: &output)
    }

    /// Writes the whole-number member `key`.
    mutating func integer(_ key: String, _ value: Int) {
        start(key)
        output.append(decimal: value)
    }
}
