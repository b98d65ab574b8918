/// A finding as reported: the finding, the source line it begins on, and its baseline fingerprint.
public struct ReportedFinding: Sendable, Hashable {
    /// The finding.
    public var finding: Finding
    /// The text of the line the finding begins on (for excerpts).
    public var sourceLine: String
    /// The fingerprint as the scan computed it (a number, written as text only by the reports) or as given.
    var storedFingerprint: StoredFingerprint

    /// A stable identity that survives lines moving (see ``FindingFingerprint``).
    public var fingerprint: String {
        get { storedFingerprint.text }
        set { storedFingerprint = .text(newValue) }
    }

    /// Creates a reported finding.
    public init(finding: Finding, sourceLine: String, fingerprint: String) {
        self.finding = finding
        self.sourceLine = sourceLine
        self.storedFingerprint = .text(fingerprint)
    }

    /// What is left where a finding was moved out of an array that still counts it: empty texts, nothing to release.
    static let movedOut = ReportedFinding(
        finding: Finding(
            rule: "", severity: .info, file: "", line: 0, column: 0, endLine: 0, message: "", symbol: "", support: .worksUnchanged,
            replacement: ""),
        sourceLine: "", fingerprint: "")

    /// The report order: file, line, column, rule.
    static func reportOrder(_ lhs: borrowing Finding, _ rhs: borrowing Finding) -> Bool {
        // Field by field, strings last: no tuple of copies per comparison (the check of every finding's order runs it).
        if lhs.line != rhs.line || lhs.column != rhs.column || lhs.file != rhs.file {
            return lhs.file != rhs.file ? lhs.file < rhs.file : lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
        }
        return lhs.rule != rhs.rule ? lhs.rule < rhs.rule : lhs.endLine < rhs.endLine
    }
}

/// A reported finding's fingerprint: the 64-bit hash the scan computed, kept as a number (no string is made for each of
/// thousands of findings; a report writes its 16 hexadecimal digits), or a text given to
/// ``ReportedFinding/init(finding:sourceLine:fingerprint:)``. Two are equal when their texts are.
enum StoredFingerprint: Sendable, Hashable {
    /// A hash, written as 16 lowercase hexadecimal digits.
    case hash(UInt64)
    /// A text, as given.
    case text(String)

    /// The fingerprint as text.
    var text: String {
        switch self {
        case .hash(let value): Self.hexadecimal(value)
        case .text(let text): text
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        if case .hash(let left) = lhs, case .hash(let right) = rhs { return left == right }
        return lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// Appends the fingerprint's text with JSON's escapes (a hash's digits need none), without quotes.
    func writeEscaped<Output: ByteOutput>(into output: inout Output) {
        switch self {
        case .hash(let value):
            var digits: (UInt64, UInt64) = (0, 0)  // the 16 digits, on the stack, appended at once
            withUnsafeMutableBytes(of: &digits) { buffer in
                let bytes = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
                for index in 0..<16 { bytes[index] = Self.digit(index, of: value) }
                output.appendBytes(UnsafeBufferPointer(start: bytes, count: 16))
            }
        case .text(let text): JSONText.writeEscaped(text, into: &output)
        }
    }

    /// `value` as 16 lowercase hexadecimal digits.
    static func hexadecimal(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 { buffer[index] = digit(index, of: value) }
            return 16
        }
    }

    /// Hexadecimal digit `index` (0: the most significant) of `value`, in lowercase.
    @inline(__always)
    private static func digit(_ index: Int, of value: UInt64) -> UInt8 {
        let digit = UInt8(truncatingIfNeeded: value >> (60 - 4 * UInt64(index))) & 0xF
        return digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
    }
}

extension UnsafeBufferPointer where Element == ReportedFinding {
    /// The finding at `index`, where it lies, for the reporters' writers: a finding handed on by value, even to a
    /// `borrowing` parameter, was copied whole (every string in it retained and released).
    func item(at index: Int) -> UnsafePointer<ReportedFinding> {
        baseAddress! + index
    }
}
