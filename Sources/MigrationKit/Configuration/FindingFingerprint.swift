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
        let isSorted = findings.indices.dropFirst().allSatisfy {
            !ReportedFinding.reportOrder(findings[$0].finding, findings[$0 - 1].finding)
        }
        let order =
            isSorted
            ? Array(findings.indices)
            : findings.indices.sorted { ReportedFinding.reportOrder(findings[$0].finding, findings[$1].finding) }
        var occurrences: [UInt64: Int] = [:]
        // The hashed prefixes of the current line, by rule (a line has few rules; the file is the same throughout).
        var prefixLine = -1
        var prefixFile = ""
        var prefixes: [(rule: String, hash: FNV1a)] = []
        var result = [String](repeating: "", count: findings.count)
        for index in order {
            let finding = findings[index].finding
            if finding.line != prefixLine || finding.file != prefixFile {
                prefixLine = finding.line
                prefixFile = finding.file
                prefixes.removeAll(keepingCapacity: true)
            }
            var hash: FNV1a
            if let known = prefixes.first(where: { $0.rule == finding.rule }) {
                hash = known.hash
            } else {
                hash = FNV1a()
                hash.add(finding.rule.utf8)
                hash.add(0)
                hash.add(finding.file.utf8)
                hash.add(0)
                hash.addNormalized(findings[index].sourceLine.utf8)
                prefixes.append((finding.rule, hash))
            }
            let occurrence = occurrences[hash.value, default: 0]
            occurrences[hash.value] = occurrence + 1
            hash.add(0)
            hash.add(decimal: occurrence)
            result[index] = hash.hexadecimal
        }
        return result
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

    mutating func add(_ bytes: String.UTF8View) {
        for byte in bytes { add(byte) }
    }

    /// Adds the decimal digits of `value` (≥ 0), as `String(value).utf8` would.
    mutating func add(decimal value: Int) {
        if value >= 10 { add(decimal: value / 10) }
        add(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Adds `line` as ``FindingFingerprint/normalized(_:)`` would write it, without building it.
    mutating func addNormalized(_ line: String.UTF8View) {
        var started = false
        var pendingSpace = false
        for byte in line {
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

    /// The value as 16 lowercase hexadecimal digits.
    var hexadecimal: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 { buffer[index] = digits[Int((value >> (60 - 4 * UInt64(index))) & 0xF)] }
            return 16
        }
    }
}
