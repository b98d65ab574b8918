import Testing

@testable import MigrationKit

@Suite("LiteralPrefilter")
struct LiteralPrefilterTests {
    /// Whether `text` contains one of `literals`, the slow way.
    private func naive(_ literals: [String], _ text: [UInt8]) -> Bool {
        literals.contains { literal in
            let bytes = Array(literal.utf8)
            guard !bytes.isEmpty, bytes.count <= text.count else { return false }
            return (0...(text.count - bytes.count)).contains { Array(text[$0..<($0 + bytes.count)]) == bytes }
        }
    }

    @Test("a file passes exactly when it contains a literal: literals sharing first bytes, one-byte ones, at both ends")
    func agreesWithNaiveSearch() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abcPQ_é".utf8)  // few letters: pairs and whole literals occur by chance; é is two bytes
        for round in 0..<400 {
            let literals = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                String(decoding: (0..<Int.random(in: 1...5, using: &random)).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
            }
            let prefilter = LiteralPrefilter(literals: literals)
            for _ in 0..<20 {
                let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                let expected = literals.allSatisfy(\.isEmpty) || naive(literals, text)
                #expect(prefilter.matches(text) == expected, "round \(round): \(literals) in \(String(decoding: text, as: UTF8.self))")
            }
        }
    }

    @Test("literals that share their first two bytes are all tried; a literal running past the end does not match")
    func sharedPairs() {
        let prefilter = LiteralPrefilter(literals: ["PayPalPayment", "PayPal", "Pa"])
        #expect(prefilter.matches(Array("x Pa".utf8)))
        #expect(prefilter.matches(Array("[PayPal getPayPalInst]".utf8)))
        #expect(!prefilter.matches(Array("P a".utf8)))
        #expect(!LiteralPrefilter(literals: ["PayPalPayment"]).matches(Array("PayPalPaymen".utf8)))
        #expect(!prefilter.matches([]))
        #expect(LiteralPrefilter(literals: [String]()).matches([]))
    }
}
