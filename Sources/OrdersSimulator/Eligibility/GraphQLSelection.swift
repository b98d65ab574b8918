/// The fields a GraphQL query selects under `fundingEligibility`: `{ venmo { eligible reasons } … }`.
///
/// Not a GraphQL parser: it finds `fundingEligibility`, skips its argument list, and reads the two
/// levels of field names below it, which is all the simulator answers.
struct GraphQLSelection: Sendable, Equatable {
    /// Selected funding sources, in query order, with their selected fields.
    var fields: [(name: String, subfields: [String])]

    static func == (lhs: GraphQLSelection, rhs: GraphQLSelection) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.subfields) == rhs.fields.map(\.subfields)
    }

    /// The selection under `fundingEligibility` in `query`, or `nil` when the query has none or is unbalanced.
    init?(query: String) {
        guard let start = query.range(of: "fundingEligibility") else { return nil }
        var scanner = Scanner(Array(query[start.upperBound...].unicodeScalars))
        scanner.skipSpace()
        if scanner.peek == "(" {
            guard scanner.skipBalanced(open: "(", close: ")") else { return nil }
            scanner.skipSpace()
        }
        guard scanner.take("{") else { return nil }
        var fields: [(String, [String])] = []
        while true {
            scanner.skipSpace()
            if scanner.take("}") { break }
            guard let name = scanner.identifier() else { return nil }
            scanner.skipSpace()
            var subfields: [String] = []
            if scanner.take("{") {
                while true {
                    scanner.skipSpace()
                    if scanner.take("}") { break }
                    guard let field = scanner.identifier() else { return nil }
                    subfields.append(field)
                }
            }
            fields.append((name, subfields))
        }
        self.fields = fields
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipSpace() {
            while let scalar = peek, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "," { index += 1 }
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard peek == scalar else { return false }
            index += 1
            return true
        }

        mutating func identifier() -> String? {
            var name = ""
            while let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            return name.isEmpty ? nil : name
        }

        mutating func skipBalanced(open: Unicode.Scalar, close: Unicode.Scalar) -> Bool {
            var depth = 0
            while let scalar = peek {
                index += 1
                if scalar == open { depth += 1 }
                if scalar == close {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }
    }
}
