import Testing

@testable import MigrationKit

/// The scanner's member tables (``MemberTable``) answer exactly as the dictionaries they are built from, for every key
/// and for the keys next to them.
@Suite("Scanning: member tables")
struct MemberTableTests {
    @Test("every key of 2,000 random members and their neighbours finds its value; a key one piece, owner or flag away finds what the dictionary does")
    func randomMembers() {
        var random = SeededRandom(state: 2011)
        var dictionary: [MemberKey: Int] = [:]
        for value in 0..<2_000 {
            let pieces = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int32.random(in: 0..<40, using: &random) }
            let key = MemberKey(owner: Int32.random(in: 0..<12, using: &random), pieces: pieces, takesArguments: Bool.random(using: &random))
            dictionary[key] = value
            // Keys a piece, an owner or the flag apart, with values of their own: many fall in one another's probe chains.
            if value % 3 == 0 { dictionary[MemberKey(owner: key.owner, pieces: pieces, takesArguments: !key.takesArguments)] = -value }
            if value % 5 == 0 { dictionary[MemberKey(owner: key.owner ^ 1, pieces: pieces, takesArguments: key.takesArguments)] = -value }
            if value % 7 == 0 {
                dictionary[MemberKey(owner: key.owner, pieces: pieces.dropLast() + [pieces.last! ^ 1], takesArguments: key.takesArguments)] = -value
            }
        }
        let table = MemberTable(dictionary)
        for (key, value) in dictionary {
            #expect(table.value(owner: key.owner, pieces: key.pieces, takesArguments: key.takesArguments) == value)
            let near = [
                MemberKey(owner: key.owner, pieces: key.pieces, takesArguments: !key.takesArguments),
                MemberKey(owner: key.owner + 1, pieces: key.pieces, takesArguments: key.takesArguments),
                MemberKey(owner: key.owner, pieces: key.pieces + [7], takesArguments: key.takesArguments),
                MemberKey(owner: key.owner, pieces: Array(key.pieces.dropLast()), takesArguments: key.takesArguments),
                MemberKey(owner: key.owner, pieces: [key.pieces[0]] + key.pieces.dropFirst().map { $0 + 1 }, takesArguments: key.takesArguments),
            ]
            for other in near {
                #expect(table.value(owner: other.owner, pieces: other.pieces, takesArguments: other.takesArguments) == dictionary[other])
            }
            if key.pieces.count == 1 {
                #expect(table.value(owner: key.owner, piece: key.pieces[0], takesArguments: key.takesArguments) == value)
            }
        }
        #expect(table.value(owner: 99, piece: 1, takesArguments: false) == nil)
    }

    @Test("5,000 small tables of near keys (eight slots: their probe chains cross) answer as their dictionaries")
    func crossingChains() {
        var random = SeededRandom(state: 1985)
        for _ in 0..<5_000 {
            let pieces = [Int32.random(in: 0..<3, using: &random), Int32.random(in: 0..<3, using: &random)]
            var dictionary: [MemberKey: Int] = [:]
            for value in 0..<4 {
                let key = MemberKey(
                    owner: Int32.random(in: 0..<2, using: &random), pieces: Array(pieces.prefix(Int.random(in: 1...2, using: &random))),
                    takesArguments: Bool.random(using: &random))
                dictionary[key] = value
            }
            let table = MemberTable(dictionary)
            for owner in Int32(0)..<2 {
                for count in 1...2 {
                    for takesArguments in [false, true] {
                        let key = MemberKey(owner: owner, pieces: Array(pieces.prefix(count)), takesArguments: takesArguments)
                        #expect(table.value(owner: owner, pieces: key.pieces, takesArguments: takesArguments) == dictionary[key])
                    }
                }
            }
        }
    }

    @Test("an empty table finds nothing")
    func empty() {
        let table = MemberTable([MemberKey: Int32]())
        #expect(table.value(owner: 0, pieces: [], takesArguments: false) == nil)
        #expect(table.value(owner: 0, piece: 0, takesArguments: true) == nil)
    }
}
