import Testing

@testable import MigrationKit

/// The lexers find a name's symbol by its first and last eight bytes and, past 16 bytes, its middle (`NameLookup`); the
/// table itself compares every byte. Both must agree on every name, the near misses included.
@Suite("Name table")
struct NameTableTests {
    /// Names of 1 to 40 bytes and their near misses: another first, middle or last byte, one byte more or less.
    static let names: [String] = (1...40).flatMap { length -> [String] in
        let name = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        func replacing(_ offset: Int, with character: Character) -> String {
            var characters = Array(name)
            characters[offset] = character
            return String(characters)
        }
        return [name, replacing(0, with: "Z"), replacing(length / 2, with: "Z"), replacing(length - 1, with: "Z"), name + "x", String(name.dropLast())]
            .filter { !$0.isEmpty }
    }

    @Test("every name, interned or a near miss of one, gets the same symbol from the lexer as from the table, wherever it stands")
    func lexerAgreesWithTable() {
        var table = NameTable()
        for (index, name) in Self.names.enumerated() where index % 2 == 0 { table.intern(name) }
        let known = table
        // Each name alone (it ends the buffer) and all of them in one text (most are read away from the end).
        let texts = Self.names + [Self.names.joined(separator: " ")]
        var compared = 0
        for text in texts {
            let source = SwiftLexer.lex(Array(text.utf8), names: known)
            for token in source.tokens where token.kind == .identifier {
                let name = source.string(of: token)
                #expect(token.symbol == (known.symbol(of: name) ?? -1), "\(name)")
                compared += 1
            }
        }
        #expect(compared == Self.names.count * 2)
        #expect(Self.names.filter { known.symbol(of: $0) != nil }.count >= 40)
    }
}
