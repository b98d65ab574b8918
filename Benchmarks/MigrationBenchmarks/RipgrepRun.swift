import Foundation

/// ripgrep over the generated tree, searching the catalog's identifiers as fixed whole words, as a whole process
/// writing its matches to a file (as mpl-migrate writes its report).
struct RipgrepRun {
    let executable: String
    let root: String
    let jobs: Int
    private let patterns: String

    /// Writes the identifiers to `root.patterns` (next to the tree, not in it; removed with it unless --keep).
    init(executable: String, root: String, identifiers: [String], jobs: Int) throws {
        self.executable = executable
        self.root = root
        self.jobs = jobs
        patterns = root + ".patterns"
        try identifiers.sorted().joined(separator: "\n").write(toFile: patterns, atomically: true, encoding: .utf8)
    }

    /// `rg --fixed-strings --word-regexp --line-number -f patterns .` in the tree with `jobs` threads.
    var process: ChildProcess {
        ChildProcess(
            executable: executable,
            arguments: [
                "--no-config", "--fixed-strings", "--word-regexp", "--line-number", "--no-heading", "--with-filename",
                "--threads", String(jobs), "-f", patterns, ".",
            ], workingDirectory: root)
    }

    /// The matching lines of ripgrep's output file, as `relative/path:line`.
    static func matchingLines(inOutput path: String) throws -> Set<String> {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var lines: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2)
            guard parts.count == 3 else { continue }
            let path = parts[0].hasPrefix("./") ? parts[0].dropFirst(2) : parts[0]
            lines.insert("\(path):\(parts[1])")
        }
        return lines
    }
}
