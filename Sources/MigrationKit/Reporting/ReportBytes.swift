/// A report's UTF-8 bytes in the pieces they were rendered in (a header, the findings' parallel chunks, the
/// summary): written one piece after another, so a report of many megabytes is never copied into one array.
public struct ReportBytes: Sendable, Hashable {
    /// The pieces, in order.
    public private(set) var pieces: [[UInt8]] = []

    /// An empty report.
    public init() {}

    /// A report of one piece.
    public init(_ bytes: [UInt8]) {
        append(bytes)
    }

    /// The number of bytes.
    public var count: Int { pieces.reduce(0) { $0 + $1.count } }

    /// Whether there is no byte.
    public var isEmpty: Bool { pieces.isEmpty }

    /// Every byte in one array (a copy: for tests and small reports).
    public var joined: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes += piece }
        return bytes
    }

    /// Appends `bytes` as the next piece (an empty array adds nothing).
    public mutating func append(_ bytes: [UInt8]) {
        if !bytes.isEmpty { pieces.append(bytes) }
    }

    /// Appends the pieces of `other`.
    public mutating func append(contentsOf other: ReportBytes) {
        pieces += other.pieces
    }

    /// Two reports are equal when their bytes are, however they are cut.
    public static func == (lhs: ReportBytes, rhs: ReportBytes) -> Bool {
        lhs.count == rhs.count && lhs.joined == rhs.joined
    }

    /// Hashes the bytes.
    public func hash(into hasher: inout Hasher) {
        for piece in pieces { piece.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}
