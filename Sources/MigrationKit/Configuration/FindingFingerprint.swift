/// The identity of a finding that survives edits elsewhere in its file: rule, relative path, the finding's
/// source line with its whitespace normalized, and its occurrence index among the findings sharing those
/// three (so two identical calls in one file stay two findings). No line number is in it.
public enum FindingFingerprint {
    /// Fingerprints for `findings` (any order) paired with their line texts, returned in the same order.
    public static func fingerprints(for findings: [(finding: Finding, sourceLine: String)]) -> [String] {
        let order = findings.indices.sorted { ReportedFinding.reportOrder(findings[$0].finding, findings[$1].finding) }
        var occurrences: [String: Int] = [:]
        var result = [String](repeating: "", count: findings.count)
        for index in order {
            let (finding, line) = findings[index]
            let key = finding.rule + "\u{0}" + finding.file + "\u{0}" + normalized(line)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            result[index] = hexadecimalHash(key + "\u{0}" + String(occurrence))
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

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 lowercase hexadecimal digits.
    static func hexadecimalHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
