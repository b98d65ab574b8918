/// The identity of a finding that survives edits elsewhere in its file: rule, relative path, the finding's
/// source line with its whitespace normalized, and its occurrence index among the findings sharing those
/// three (so two identical calls in one file stay two findings). No line number is in it.
public enum FindingFingerprint {
    /// Fingerprints for `findings` (any order) paired with their line texts, returned in the same order.
    ///
    /// The fingerprint is the 64-bit FNV-1a of `rule \0 file \0 normalized line \0 occurrence`, fed byte by byte
    /// with no intermediate strings; occurrences are counted per hash of the first three parts. The first three
    /// parts are hashed once per rule, file and line, so many findings on one very long line cost one pass each.
    public static func fingerprints(for findings: [(finding: Finding, sourceLine: String)]) -> [String] {
        fingerprints(of: findings.map { ReportedFinding(finding: $0.finding, sourceLine: $0.sourceLine, fingerprint: "") })
            .map(StoredFingerprint.hexadecimal)
    }

    /// Sets the ``ReportedFinding/fingerprint`` of each of `findings` (any order), kept as a number.
    static func assign(to findings: inout [ReportedFinding]) {
        let prints = fingerprints(of: findings)
        findings.withUnsafeMutableBufferPointer { findings in  // in place: no uniqueness check per finding
            for index in findings.indices { findings[index].storedFingerprint = .hash(prints[index]) }
        }
    }

    /// The fingerprints of `findings`, read in place (no finding is copied).
    static func fingerprints(of findings: [ReportedFinding]) -> [UInt64] {
        findings.withUnsafeBufferPointer(fingerprints(of:))
    }

    private static func fingerprints(of findings: UnsafeBufferPointer<ReportedFinding>) -> [UInt64] {
        let order =
            findings.isSorted(by: { ReportedFinding.reportOrder($0.finding, $1.finding) })
            ? Array(findings.indices)
            : findings.indices.sorted { ReportedFinding.reportOrder(findings[$0].finding, findings[$1].finding) }
        var occurrences = [UInt64: Int](minimumCapacity: findings.count)
        // The hashed prefixes of the current line, by the finding that gave their rule (a line has few rules; the
        // file is the same throughout).
        var prefixOwner = -1
        var prefixes: [(finding: Int, hash: FNV1a)] = []
        // The hashed `rule \0 file \0` of the current file, by the finding that gave their rule (a file has few rules).
        var fileOwner = -1
        var filePrefixes: [(finding: Int, hash: FNV1a)] = []
        var result = [UInt64](repeating: 0, count: findings.count)
        for index in order {
            if prefixOwner < 0 || findings[index].finding.line != findings[prefixOwner].finding.line
                || findings[index].finding.file != findings[prefixOwner].finding.file
            {
                prefixOwner = index
                prefixes.removeAll(keepingCapacity: true)
            }
            var hash: FNV1a
            if let known = prefixes.first(where: { findings[$0.finding].finding.rule == findings[index].finding.rule }) {
                hash = known.hash
            } else {
                if fileOwner < 0 || findings[index].finding.file != findings[fileOwner].finding.file {
                    fileOwner = index
                    filePrefixes.removeAll(keepingCapacity: true)
                }
                if let known = filePrefixes.first(where: { findings[$0.finding].finding.rule == findings[index].finding.rule }) {
                    hash = known.hash
                } else {
                    hash = FNV1a()
                    hash.add(findings[index].finding.rule)
                    hash.add(0)
                    hash.add(findings[index].finding.file)
                    hash.add(0)
                    filePrefixes.append((index, hash))
                }
                hash.addNormalized(findings[index].sourceLine)
                prefixes.append((index, hash))
            }
            let occurrence = Self.postIncrement(&occurrences[hash.value, default: 0])  // one lookup: read and counted in place
            hash.add(0)
            hash.add(decimal: occurrence)
            result[index] = hash.value
        }
        return result
    }

    /// `count`'s value before it is increased by one.
    private static func postIncrement(_ count: inout Int) -> Int {
        defer { count += 1 }
        return count
    }

    /// The line with leading and trailing whitespace removed and inner runs of whitespace collapsed to one space.
    public static func normalized(_ line: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(line.utf8.count)
        var pendingSpace = false
        for byte in line.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.append(0x20)
                pendingSpace = false
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// 64-bit FNV-1a, fed incrementally.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }

    mutating func add(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { add(byte) }
        }
        if done == nil { for byte in text.utf8 { add(byte) } }
    }

    /// Adds the decimal digits of `value` (≥ 0), as `String(value).utf8` would.
    mutating func add(decimal value: Int) {
        if value >= 10 { add(decimal: value / 10) }
        add(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Adds `line` as ``FindingFingerprint/normalized(_:)`` would write it, without building it.
    mutating func addNormalized(_ line: String) {
        let done: Void? = line.utf8.withContiguousStorageIfAvailable { addNormalized(bytes: $0) }
        if done == nil { addNormalized(bytes: line.utf8) }
    }

    private mutating func addNormalized<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        var started = false
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                pendingSpace = started
                continue
            }
            if pendingSpace {
                add(0x20)
                pendingSpace = false
            }
            add(byte)
            started = true
        }
    }
}
