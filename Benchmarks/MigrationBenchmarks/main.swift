import Foundation
import MigrationKit

// mpl-migrate-benchmark [--lines N] [--jobs N] [--seed N] [--runs N] [--keep]
// Generates a legacy-style codebase, scans it with the mpl-migrate project scan and with ripgrep searching
// the same identifiers, and prints lines per second, the wall-time ratio, and how many of ripgrep's matching
// lines are not true uses. Build with `-c release`: a debug build measures the compiler's checks, not the scan.
// Exit status: 0 when mpl-migrate reported exactly the planted findings, 1 on a miss or a false positive or
// when ripgrep is missing and cannot be installed.

func argument(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let parsed = Int(arguments[index + 1]) else {
        return value
    }
    return parsed
}

func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

func rate(_ lines: Int, _ seconds: Double) -> String {
    String(format: "%.2f M lines/s", Double(lines) / seconds / 1e6)
}

let targetLines = argument("--lines", default: 1_000_000)
let jobs = argument("--jobs", default: ProcessInfo.processInfo.activeProcessorCount)
let seed = UInt64(argument("--seed", default: 2011))
let runs = max(1, argument("--runs", default: 5))
let root = NSTemporaryDirectory() + "mpl-migrate-benchmark-\(getpid())"

/// Removes the generated tree (unless --keep) and exits with `status`.
func finish(_ status: Int32) -> Never {
    if !CommandLine.arguments.contains("--keep") {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: root + ".patterns")
    }
    exit(status)
}

/// Prints `message` to standard error and exits 1.
func fail(_ message: String) -> Never {
    fflush(nil)  // every C stream: keeps the order of stdout and what follows
    FileHandle.standardError.write(Data(("mpl-migrate-benchmark: " + message + "\n").utf8))
    finish(1)
}

#if DEBUG
print("note: this is a debug build; measure with `swift run -c release mpl-migrate-benchmark`")
#endif
let ripgrep: String
do {
    ripgrep = try RipgrepInstaller.ensureRipgrep()
} catch {
    fail("\(error)")
}
let catalog = RuleCatalog.standard
let unknownRules = LegacySnippets.expectedRules.filter { catalog.rule(id: $0) == nil }
if !unknownRules.isEmpty { fail("the planted uses expect rules the catalog does not have: \(unknownRules.sorted())") }

let generationStart = DispatchTime.now()
let generated: CodebaseGenerator.Summary
do {
    generated = try CodebaseGenerator(targetLines: targetLines, seed: seed).write(into: root)
} catch {
    fail("cannot write the codebase at \(root): \(error)")
}
print("generated \(generated.lines) lines in \(generated.files) files (\(generated.bytes / 1_048_576) MiB, seed \(seed)) "
    + "in \(String(format: "%.1f", seconds(since: generationStart))) s at \(root)")
print("planted \(generated.plantedUseLines.count) legacy use lines expecting \(generated.plantedFindings.count) findings, among decoys")

let scanner = ProjectScanner(scanner: LegacyScanner(catalog: catalog), literals: catalog.literals, rules: catalog.rules, jobs: jobs)
/// The median of `runs` timings of `body`, after one warm-up run (page cache, catalog tables), and the last result.
func median<Result>(_ body: () throws -> Result) rethrows -> (seconds: Double, result: Result) {
    var result = try body()
    var timings: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now()
        result = try body()
        timings.append(seconds(since: start))
    }
    return (timings.sorted()[timings.count / 2], result)
}

let (scanSeconds, result) = median { scanner.scan([root], root: root) }
let comparison = FindingComparison(planted: generated.plantedFindings, reported: result.findings)
print("median of \(runs) runs each, after a warm-up run")
print("mpl-migrate: \(String(format: "%.3f", scanSeconds)) s, \(rate(result.linesScanned, scanSeconds)), \(jobs) jobs; "
    + "\(result.findings.count) findings on \(comparison.reportedLines.count) lines")

/// A scanner that lexes nothing: what the project scan costs around the lexer (walk, read, checks, prefilter).
struct NoLexing: SourceFileScanning {
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan {
        SourceFileScan(findings: [], generationEvidence: [], suppressedCount: 0)
    }
}
let overheadScanner = ProjectScanner(scanner: NoLexing(), literals: catalog.literals, rules: catalog.rules, jobs: jobs)
let overhead = median { overheadScanner.scan([root], root: root) }.seconds
print("  of which around the lexer (walk, read, binary/UTF-8 checks, prefilter, merge): \(String(format: "%.3f", overhead)) s")

let grepSeconds: Double
let grepLines: Set<String>
do {
    let ripgrepRun = try RipgrepRun(executable: ripgrep, root: root, identifiers: Array(catalog.literals), jobs: jobs)
    grepSeconds = try median { try ripgrepRun.timedRun() }.seconds
    grepLines = try ripgrepRun.matchingLines()
} catch {
    fail("cannot run ripgrep (\(ripgrep)): \(error)")
}
let grepNonUses = grepLines.subtracting(generated.plantedUseLines).count
let grepMissed = generated.plantedUseLines.subtracting(grepLines).count
print("ripgrep:     \(String(format: "%.3f", grepSeconds)) s, \(rate(generated.lines, grepSeconds)), the same \(catalog.literals.count) identifiers (-F -w); "
    + "\(grepLines.count) matching lines, \(grepNonUses) of them not uses (comments, strings, the app's own methods, imports)"
    + (grepMissed > 0 ? "; \(grepMissed) planted use lines not matched" : ""))
let ratio = scanSeconds / grepSeconds
print(String(format: "ratio: mpl-migrate takes %.2f× ripgrep's wall time (goal: at most 2×%@)", ratio, ratio <= 2 ? ", met" : ", NOT met"))

print(comparison.report())
guard comparison.isExact else {
    fail("mpl-migrate missed \(comparison.misses.count) planted findings and reported \(comparison.falsePositives.count) false positives")
}
finish(0)
