import Foundation
import Testing

@testable import MigrationKit

/// JSON strings are checked eight bytes at a time: the word test must flag exactly the words holding a byte to escape,
/// and the escaped text must be what a byte-by-byte escaper writes, wherever the special bytes stand.
@Suite("Report formats: JSON string escaping")
struct JSONEscapingTests {
    @Test("the word test flags a word exactly when one of its bytes is a quote, a backslash or a control byte")
    func wordTest() {
        let plain = UInt64(0x6161_6161_6161_6161)  // "aaaaaaaa"
        #expect(!JSONText.mayNeedEscape(plain))
        for byte in 0...255 {
            let needsEscape = byte == 0x22 || byte == 0x5C || byte < 0x20
            for position in 0..<8 {
                let shift = UInt64(position * 8)
                let word = (plain & ~(0xFF << shift)) | (UInt64(byte) << shift)
                #expect(JSONText.mayNeedEscape(word) == needsEscape, "byte \(byte) at \(position)")
            }
        }
    }

    @Test("escaped strings match a byte-by-byte escaper at every length and position")
    func escaping() {
        let specials: [UInt8] = [0x22, 0x5C, 0x0A, 0x0D, 0x09, 0x00, 0x1F, 0x7F, 0xC3, 0xA9]
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for special in specials {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    if position < length { bytes[position] = special }
                    let text = String(decoding: bytes, as: UTF8.self)
                    var output: [UInt8] = []
                    JSONText.writeString(text, into: &output)
                    #expect(String(decoding: output, as: UTF8.self) == Self.reference(text), "\(length) \(position) \(special)")
                }
            }
        }
    }

    @Test("a sarif result whose rule is not among the run's rules has no ruleIndex and the same layout otherwise")
    func sarifWithoutRuleIndex() throws {
        let result = ParallelReportTests.result(copies: 1)
        let text = ReportFormat.sarif.render(result, rules: [])
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == result.findings.count)
        #expect(results.allSatisfy { $0["ruleIndex"] == nil })
        #expect(text == ParallelReportTests.renderedSARIF(object) + "\n")
    }

    /// JSON's escapes, one byte at a time.
    private static func reference(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20: output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    @Test("a chunk's cache writes every text as JSONText does: repeated, new, short, long, escaped and unescaped texts")
    func cachedTextsAreEscapedAlike() {
        let message = "PayPalPayment works unchanged on LegacyMPL: \"quotes\", a back\\slash and a tab\t in a long text."
        let replacement = String(repeating: "Keep a `CoreConfig` and the clients you need. ", count: 3)
        let texts =
            [message, replacement, "short", message, "mpl.paypal.class", replacement, message + "!", message]
            + (0..<600).map { "\($0): a text met once, long enough to be remembered by the cache" } + [message, replacement]
        let cache = EscapedTextCache()
        var cached: [UInt8] = []
        var plain: [UInt8] = []
        for text in texts {
            cache.writeEscaped(text, into: &cached)
            JSONText.writeEscaped(text, into: &plain)
        }
        #expect(cached == plain)
    }

    @Test("a different text at the address of a remembered one is escaped anew, not taken for it")
    func reusedAddress() {
        let cache = EscapedTextCache()
        var storage = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        for round in 0..<6 {
            // The same address and length each round; the bytes change every other round (a quote in the last change).
            if round % 2 == 1 { storage[10] = round == 5 ? 0x22 : UInt8(ascii: "b") + UInt8(round) }
            var cached: [UInt8] = []
            var plain: [UInt8] = []
            storage.withUnsafeBufferPointer { bytes in
                cache.write(bytes, into: &cached)
                JSONText.writeEscaped(bytes, into: &plain)
            }
            #expect(cached == plain, "round \(round)")
        }
    }
}
