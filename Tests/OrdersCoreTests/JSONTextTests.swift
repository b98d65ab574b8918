import Foundation
import OrdersCore
import Testing

@Suite("JSON strings are well-formed UTF-8 or refused")
struct JSONTextTests {
    private func parse(_ bytes: [UInt8]) throws -> JSONValue { try JSONValue(parsing: Data(bytes)) }
    private func quoted(_ bytes: [UInt8]) -> [UInt8] { [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")] }

    @Test("Multi-byte text, escapes and a BOM-like first character come back exactly")
    func wellFormed() throws {
        let text = "\u{FEFF}Zoë 支払う 🎉 café"
        #expect(try parse(quoted(Array(text.utf8))) == .string(text))
        #expect(try parse(Array(#""a\u00e9\n\ud83c\udf89b""#.utf8)) == .string("aé\n🎉b"))
        #expect(try parse(quoted(Array("é".utf8) + Array(#"\t"#.utf8) + Array("é".utf8))) == .string("é\té"))
    }

    @Test(
        "Malformed UTF-8 is refused, before and after an escape",
        arguments: [
            [0xC3] as [UInt8],  // a lead byte without its continuation
            [0x80],  // a stray continuation byte
            [0xC0, 0xAF],  // an overlong "/"
            [0xE0, 0x80, 0xAF],  // an overlong three-byte form
            [0xED, 0xA0, 0x80],  // an encoded surrogate (U+D800)
            [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
            [0xFF],
        ])
    func malformed(_ bad: [UInt8]) {
        #expect(throws: (any Error).self) { try parse(quoted(Array("ok".utf8) + bad)) }
        #expect(throws: (any Error).self) { try parse(quoted(bad + Array(#"\n"#.utf8))) }
    }
}
