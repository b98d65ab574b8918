import Testing

@testable import MigrationKit

@Suite("Byte search: the first occurrence of a short needle in a slice, in the slice's indices")
struct ByteSearchTests {
    private func range(_ haystack: String, _ needle: String, from start: Int = 0) -> Range<Int>? {
        Array(haystack.utf8)[start...].firstRange(ofBytes: Array(needle.utf8))
    }

    @Test func findsTheFirstOccurrence() {
        #expect(range("<a><!-- x --><b>-->", "-->") == 10..<13)
        #expect(range("aaab", "aab") == 1..<4)
        #expect(range("abcabc", "abc", from: 1) == 3..<6)
        #expect(range("abc", "abc") == 0..<3)
        #expect(range("abc", "") == 0..<0)
    }

    @Test func missingOrLongerNeedlesAreNil() {
        #expect(range("abc", "abcd") == nil)
        #expect(range("ab-c", "-->") == nil)
        #expect(range("", "a") == nil)
        #expect(range("xyz-->", "-->", from: 4) == nil)
    }
}
