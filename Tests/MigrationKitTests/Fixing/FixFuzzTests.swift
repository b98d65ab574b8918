import Foundation
import MigrationKit
import Testing
import TimingTestSupport

/// Seeded fuzzing of the fixer: the catalog's fix examples and the migration samples, mutated (truncated, spliced with
/// NUL, CR, invalid UTF-8 and byte-order marks, lines duplicated, brackets, comments and `#if`s nested deep, huge
/// lines), are scanned and fixed. For every input: no crash and no hang; each applied edit replaces exactly the bytes
/// it says it found; every byte outside the edits is kept; and fixing the output again applies no fix of a rule
/// already applied (a second run of `mpl-migrate fix` is a no-op).
@Suite("Fuzz: the fixer")
struct FixFuzzTests {
    /// A seed input: bytes in a language.
    struct Seed {
        let name: String
        let language: SourceLanguage
        let bytes: [UInt8]
    }

    /// The fixable rules' examples (fix examples before and after, triggering examples) and the migration samples'
    /// source files.
    static let seeds: [Seed] = {
        var seeds: [Seed] = []
        for rule in RuleCatalog.standard.rules where rule.fix != nil {
            for (index, example) in rule.fixExamples.enumerated() {
                seeds.append(Seed(name: "\(rule.id) fix \(index) before", language: example.language, bytes: Array(example.before.utf8)))
                seeds.append(Seed(name: "\(rule.id) fix \(index) after", language: example.language, bytes: Array(example.after.utf8)))
            }
            for (index, example) in rule.triggeringExamples.enumerated() where example.fileName == nil {
                seeds.append(Seed(name: "\(rule.id) example \(index)", language: example.language, bytes: Array(example.code.utf8)))
            }
        }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Migration")
        let languages: [String: SourceLanguage] = ["m": .objectiveC, "mm": .objectiveC, "h": .objectiveC, "swift": .swift, "java": .java, "kt": .kotlin]
        let files = FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let language = languages[file.pathExtension], let data = FileManager.default.contents(atPath: file.path) else { continue }
            seeds.append(Seed(name: String(file.path.dropFirst(samples.path.count + 1)), language: language, bytes: Array(data)))
        }
        return seeds
    }()

    /// The seeds with a fix to apply as they are.
    static let fixableSeeds = seeds.filter { seed in
        Scan.scanner.scan(seed.bytes, path: "Fuzz", language: seed.language).findings.contains { $0.fix != nil }
    }

    /// Pieces spliced into inputs: control and invalid bytes, line endings, and code that opens what it never closes.
    static let hostile: [[UInt8]] = [
        [0x00], [0x0D], [0x0D, 0x0A], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xEF, 0xBB, 0xBF], [0x80, 0x80],
        Array("\"".utf8), Array("'".utf8), Array("@\"".utf8), Array("/*".utf8), Array("*/".utf8), Array("//".utf8),
        Array("#if 0\n".utf8), Array("#endif\n".utf8), Array("\\".utf8), Array("#\"\"\"".utf8), Array("(".utf8), Array(")".utf8),
        Array("{".utf8), Array("}".utf8), Array(":".utf8), Array(".checkoutWithPayment(".utf8), Array("#import \"PayPalMEP.h".utf8),
        Array("- (PayPalAmounts *)adjustAmountsForAddress:".utf8), Array("HARD_GOODS".utf8), Array("PayPal.getPayPalInst()".utf8),
    ]

    /// `seed` mutated one to four times.
    static func mutate(_ seed: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0:  // truncated
                bytes.removeSubrange(position...)
            case 1, 2:  // a hostile piece
                bytes.insert(contentsOf: hostile.randomElement(using: &random)!, at: position)
            case 3:  // random bytes
                bytes.insert(contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position)
            case 4:  // a line duplicated
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                let line = lines.randomElement(using: &random) ?? []
                bytes.insert(contentsOf: Array(line) + [0x0A], at: position)
            case 5:  // deep nesting
                let opener = ["(", "[", "{", "/*", "#if 1\n", "@{", "\"\\("].randomElement(using: &random)!
                bytes.insert(contentsOf: Array(String(repeating: opener, count: Int.random(in: 50...400, using: &random)).utf8), at: position)
            case 6:  // a huge line (12 kB, as minified or generated code has them), dense with fixable uses or not
                let piece = ["x", ".checkoutWithPayment(p) ", "PAYPAL_ENVIRONMENT ", "\t"].randomElement(using: &random)!
                bytes.insert(contentsOf: Array(String(repeating: piece, count: 12_000 / piece.utf8.count).utf8), at: position)
            case 7:  // a byte dropped
                if position < bytes.count { bytes.remove(at: position) }
            case 8:  // a byte changed
                if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
            default:  // a stretch repeated
                bytes.insert(contentsOf: bytes[position...].prefix(Int.random(in: 1...120, using: &random)), at: position)
            }
        }
        return bytes
    }

    /// The findings of `bytes` with their fixes applied.
    static func fix(_ bytes: [UInt8], _ language: SourceLanguage) -> SourceEdits.Result {
        SourceEdits.apply(Scan.scanner.scan(bytes, path: "Fuzz", language: language).findings, to: bytes)
    }

    /// What is wrong with `result` as the fix of `input`: an edit out of bounds, out of order or overlapping, an
    /// edit whose `original` is not the bytes it replaces, or a byte outside the edits changed (the output rebuilt
    /// from the input's untouched stretches and the replacements must be the output).
    static func problems(_ result: SourceEdits.Result, of input: [UInt8]) -> [String] {
        var problems: [String] = []
        var rebuilt: [UInt8] = []
        var cursor = 0
        for edit in result.edits {
            guard edit.offset >= cursor, edit.length >= 0, edit.offset + edit.length <= input.count else {
                problems.append("edit at \(edit.offset)+\(edit.length) is out of bounds or overlaps the one before (input \(input.count) bytes)")
                return problems
            }
            if !input[edit.offset..<(edit.offset + edit.length)].elementsEqual(edit.original.utf8) {
                problems.append("edit at \(edit.offset): original \(edit.original.debugDescription) is not the input's bytes there")
            }
            rebuilt += input[cursor..<edit.offset]
            rebuilt += Array(edit.replacement.utf8)
            cursor = edit.offset + edit.length
        }
        rebuilt += input[cursor...]
        if rebuilt != result.bytes { problems.append("bytes outside the edits changed") }
        if result.applied.isEmpty != result.edits.isEmpty { problems.append("\(result.applied.count) fixes applied with \(result.edits.count) edits") }
        return problems
    }

    @Test("400 mutated examples and samples: fixed without a crash or a hang, edits exact, the rest kept, a second fix a no-op")
    func mutatedInputs() {
        var random = SeededRandom(state: 2_311)
        var fixedInputs = 0
        var failures: [String] = []
        let elapsed = ThreadCPUTime.measure {
            for round in 0..<400 {
                // Every other round, a seed that has a fix to apply: most mutations keep something to fix.
                let seed = round.isMultiple(of: 2) ? Self.fixableSeeds[(round / 2) % Self.fixableSeeds.count] : Self.seeds[round % Self.seeds.count]
                let input = Self.mutate(seed.bytes, &random)
                let once = Self.fix(input, seed.language)
                for problem in Self.problems(once, of: input) { failures.append("\(seed.name), round \(round): \(problem)") }
                guard !once.applied.isEmpty else { continue }
                fixedInputs += 1
                let rules = Set(once.applied.map(\.rule))
                let twice = Self.fix(once.bytes, seed.language)
                for problem in Self.problems(twice, of: once.bytes) { failures.append("\(seed.name), round \(round), second fix: \(problem)") }
                let again = twice.applied.map(\.rule).filter(rules.contains)
                if !again.isEmpty { failures.append("\(seed.name), round \(round): a second fix applied \(again) again") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
        #expect(Self.seeds.count > 40, "the seeds: \(Self.seeds.count)")
        #expect(fixedInputs > 100, "mutations that still had something to fix: \(fixedInputs)")
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }

    @Test("every seed unmutated: the same properties, and each fix example's before really is fixed")
    func seedsAsTheyAre() {
        var fixed = 0
        for seed in Self.seeds {
            let once = Self.fix(seed.bytes, seed.language)
            #expect(Self.problems(once, of: seed.bytes).isEmpty, "\(seed.name)")
            if !once.applied.isEmpty { fixed += 1 }
            let rules = Set(once.applied.map(\.rule))
            #expect(Self.fix(once.bytes, seed.language).applied.allSatisfy { !rules.contains($0.rule) }, "\(seed.name)")
        }
        #expect(fixed >= RuleCatalog.standard.rules.filter { !$0.fixExamples.isEmpty }.count, "seeds with a fix applied: \(fixed)")
    }

    @Test("4,000 Swift calls fixed in one file (8,000 edits): applied in time linear in the fixes")
    func manyFixes() {
        let code = Array(String(repeating: "PayPal.getPayPalInst().checkoutWithPayment(payment)\n", count: 4_000).utf8)
        let findings = Scan.scanner.scan(code, path: "Fuzz", language: .swift).findings
        var result: SourceEdits.Result?
        let elapsed = ThreadCPUTime.measure { result = SourceEdits.apply(findings, to: code) }
        #expect(result?.applied.count == 4_000 && result?.edits.count == 8_000)
        #expect(result.map { Self.problems($0, of: code) } == [])
        // Quadratic (every edit checked against every edit taken), this took 4.6 s of a debug build; linear, 0.05 s.
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }

    @Test("edits whose bytes changed under them (every byte position of a fixable file flipped in turn) are skipped, never misapplied")
    func staleBytes() {
        let code = Array("#import \"PayPalMEP.h\"\nPAYPAL_ENVIRONMENT e = ENV_NONE;\nPayPal.getPayPalInst().checkoutWithPayment(p)\n".utf8)
        let findings = Scan.scanner.scan(code, path: "Fuzz", language: .objectiveC).findings
        #expect(findings.contains { $0.fix != nil })
        for position in code.indices {
            var changed = code
            changed[position] = changed[position] == UInt8(ascii: "Z") ? UInt8(ascii: "Y") : UInt8(ascii: "Z")
            let result = SourceEdits.apply(findings, to: changed)
            #expect(Self.problems(result, of: changed).isEmpty, "byte \(position)")
        }
    }
}
