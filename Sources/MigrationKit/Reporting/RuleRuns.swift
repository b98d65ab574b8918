/// The runs of a finding's object that every finding of a rule writes alike (its texts with the layout's bytes between
/// them), rendered once by one chunk's writer and then copied: the JSON report's rule to severity and message to
/// replacement, SARIF's rule to message and symbol to support. A finding takes a rule's runs when its rule, severity,
/// message, symbol, support and replacement are those the runs were made from (texts the findings of a rule share
/// compare by their storage at once) and its variant (which layout: with a fix or not) is theirs. The rule's index among
/// the report's rules (SARIF's `ruleIndex`) is kept with its runs, and the current file's escaped path or uri too: a
/// file's findings follow one another. One per chunk, used by one thread.
final class RuleRuns {
    /// Renders a finding's two runs, in the layout of `variant`, and returns its rule's index among the report's rules
    /// (nil for a format that writes none, or a rule that is not among them).
    typealias Render = (_ item: UnsafePointer<ReportedFinding>, _ variant: Int, _ head: inout [UInt8], _ middle: inout [UInt8]) -> Int?

    private struct Runs {
        let finding: Finding
        let variant: Int
        let ruleIndex: Int?
        let head: [UInt8]
        let middle: [UInt8]
    }

    /// At most this many rules' runs are kept; a chunk of a report meets few rules.
    private static let capacity = 64
    private let render: Render
    private var runs: [Runs] = []
    private var replaced = 0
    private var file: String?
    private var escapedFile: [UInt8] = []

    /// Runs made by `render`.
    init(render: @escaping Render) {
        self.render = render
    }

    /// The index of the runs for `item`'s finding in `variant`, made the first time. The finding is read where it lies:
    /// handed on by value, even to a `borrowing` parameter, it was copied whole.
    func index(for item: UnsafePointer<ReportedFinding>, variant: Int) -> Int {
        let known = runs.withUnsafeBufferPointer { runs in  // compared where they lie: no runs copied
            runs.indices.first { Self.matches(runs.baseAddress! + $0, item, variant) }
        }
        if let known { return known }
        var head: [UInt8] = []
        var middle: [UInt8] = []
        let ruleIndex = render(item, variant, &head, &middle)
        let made = Runs(finding: item.pointee.finding, variant: variant, ruleIndex: ruleIndex, head: head, middle: middle)
        guard runs.count == Self.capacity else {
            runs.append(made)
            return runs.count - 1
        }
        let index = replaced
        runs[index] = made
        replaced = (replaced + 1) % Self.capacity
        return index
    }

    /// Appends the first run (`middle` false) or the second of runs `index` to `output`.
    func append<Output: ByteOutput>(_ index: Int, middle: Bool, to output: inout Output) {
        runs.withUnsafeBufferPointer { runs in
            let bytes = middle ? runs[index].middle : runs[index].head
            bytes.withUnsafeBufferPointer { output.appendBytes($0) }
        }
    }

    /// The rule index ``Render`` returned for runs `index`.
    func ruleIndex(_ index: Int) -> Int? {
        runs.withUnsafeBufferPointer { $0[index].ruleIndex }
    }

    /// `text(file)` (the path itself, or its uri) with JSON's escapes, made when the findings move to another file.
    func escaped(file: String, as text: (String) -> String) -> [UInt8] {
        if file != self.file {
            self.file = file
            escapedFile.removeAll(keepingCapacity: true)
            JSONText.writeEscaped(text(file), into: &escapedFile)
        }
        return escapedFile
    }

    private static func matches(_ runs: UnsafePointer<Runs>, _ item: UnsafePointer<ReportedFinding>, _ variant: Int) -> Bool {
        runs.pointee.variant == variant && runs.pointee.finding.rule == item.pointee.finding.rule
            && runs.pointee.finding.severity == item.pointee.finding.severity
            && runs.pointee.finding.message == item.pointee.finding.message
            && runs.pointee.finding.symbol == item.pointee.finding.symbol
            && runs.pointee.finding.support == item.pointee.finding.support
            && runs.pointee.finding.replacement == item.pointee.finding.replacement
    }
}
