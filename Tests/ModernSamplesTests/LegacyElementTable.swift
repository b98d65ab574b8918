import Foundation

/// The "Every legacy API element" tables of `Migration/modern-clients.md`: the iOS rows and the Android rows
/// (first cell the element's symbol in backticks), each with the `#anchor`s its cells link to.
struct LegacyElementTable {
    /// One table row.
    struct Row {
        /// The first cell: the backticked symbol without its backticks.
        let element: String
        /// The `#…` anchors the row links to.
        let anchors: [String]
    }

    /// The iOS rows, in order.
    let iOSRows: [Row]
    /// The Android rows, in order.
    let androidRows: [Row]

    private static let sectionHeading = "## Every legacy API element"
    private static let androidHeading = "### Android MPL"

    /// Reads the two tables; `nil` when the page has no such section.
    init?(markdown: String) {
        guard let start = markdown.range(of: "\n" + Self.sectionHeading) else { return nil }
        let rest = markdown[start.upperBound...]
        let androidStart = rest.range(of: "\n" + Self.androidHeading)?.lowerBound ?? rest.endIndex
        iOSRows = Self.rows(in: rest[..<androidStart], unwrapSymbol: true)
        androidRows = androidStart < rest.endIndex ? Self.rows(in: rest[androidStart...], unwrapSymbol: true) : []
    }

    /// The symbols without a row (iOS or Android).
    func missing(from symbols: Set<String>) -> Set<String> {
        symbols.subtracting((iOSRows + androidRows).map(\.element))
    }

    /// The rows (iOS, then Android) whose symbol is not in `symbols`, in order.
    func unknown(in symbols: Set<String>) -> [String] {
        (iOSRows + androidRows).map(\.element).filter { !symbols.contains($0) }
    }

    private static func rows(in text: Substring, unwrapSymbol: Bool) -> [Row] {
        text.split(separator: "\n").compactMap { line -> Row? in
            guard line.hasPrefix("| "), !line.hasPrefix("|---") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { return nil }
            var element = cells[1]
            if element.hasPrefix("legacy element") || element.hasPrefix("Android MPL element") { return nil }  // header rows
            if unwrapSymbol {
                guard element.hasPrefix("`"), element.hasSuffix("`"), element.count > 2 else { return Row(element: element, anchors: anchors(in: line)) }
                element = String(element.dropFirst().dropLast())
            }
            return Row(element: element, anchors: anchors(in: line))
        }
    }

    private static func anchors(in line: Substring) -> [String] {
        var found: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "](#") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            found.append(String(rest[open.upperBound..<close]))
            rest = rest[close...]
        }
        return found
    }

    /// The anchors (GitHub's heading slugs) of the `##`/`###` sections that contain a ```swift block.
    static func sectionsWithSwiftBlocks(in markdown: String) -> Set<String> {
        var result: Set<String> = []
        var current: String?
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if !inFence, trimmed == "```swift", let current { result.insert(current) }
                inFence.toggle()
                continue
            }
            if !inFence, line.hasPrefix("## ") || line.hasPrefix("### ") {
                current = slug(String(line.drop { $0 == "#" }.dropFirst()))
            }
        }
        return result
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
                return nil
            })
    }
}
