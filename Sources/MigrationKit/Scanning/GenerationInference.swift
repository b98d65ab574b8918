/// One sign of a header generation: a symbol that only some generations declare, and where it is.
public struct GenerationEvidence: Sendable, Hashable, Codable {
    /// The generations that declare the symbol (never all three: those say nothing).
    public var generations: Set<HeaderGeneration>
    /// The symbol (`+[PayPal getPayPalInst]`, `PayPalMEP.h`).
    public var symbol: String
    /// The 1-based line.
    public var line: Int

    /// Creates evidence.
    public init(generations: Set<HeaderGeneration>, symbol: String, line: Int) {
        self.generations = generations
        self.symbol = symbol
        self.line = line
    }
}

/// Decides which header generations a file or codebase uses from its evidence.
public enum GenerationInference {
    /// The generations that explain `evidence`: those every sign allows, when some do (an H1-only
    /// `getInstance` with `PPReceiverPaymentDetails` → H1); otherwise (a codebase mixing generations) every
    /// generation a sign names alone, plus the newest of each sign no such generation explains. The signs are read
    /// once each, repeats left out: a file or codebase with thousands of findings has a handful.
    public static func generations(from evidence: [Set<HeaderGeneration>]) -> Set<HeaderGeneration> {
        let signs = distinctSigns(evidence)
        guard !signs.isEmpty else { return [] }
        let common = signs.reduce(Set(HeaderGeneration.allCases)) { $0.intersection($1) }
        if !common.isEmpty { return common }
        var result = Set(signs.filter { $0.count == 1 }.flatMap { $0 })
        for sign in signs where sign.isDisjoint(with: result) {
            if let newest = sign.max() { result.insert(newest) }
        }
        return result
    }

    /// `evidence` with every sign after its first occurrence left out, in order: the inference of the result is the
    /// inference of `evidence` (a repeated sign changes nothing: the common part is an intersection, and a sign seen
    /// before is no longer disjoint from the result). A file with thousands of findings has a handful of signs.
    static func distinctSigns(_ evidence: [Set<HeaderGeneration>]) -> [Set<HeaderGeneration>] {
        var seen: [Set<HeaderGeneration>] = []  // at most 7 non-empty subsets of 3 generations: a list beats hashing
        for sign in evidence where !seen.contains(sign) { seen.append(sign) }
        return seen
    }

    /// The generations of a codebase from its files' scans.
    public static func generations(of scans: [FileScan]) -> Set<HeaderGeneration> {
        generations(from: scans.flatMap { $0.generationEvidence.map(\.generations) })
    }
}
