import Foundation

/// ripgrep over the generated tree, searching the catalog's identifiers as fixed whole words.
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

    /// The wall-clock seconds of one run, output discarded (so only ripgrep's own work and start-up count).
    func timedRun() throws -> Double {
        let process = makeProcess()
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now()
        try process.run()
        process.waitUntilExit()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// The matching lines, as `relative/path:line`.
    func matchingLines() throws -> Set<String> {
        let process = makeProcess()
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2)
            guard parts.count == 3 else { continue }
            let path = parts[0].hasPrefix("./") ? parts[0].dropFirst(2) : parts[0]
            lines.insert("\(path):\(parts[1])")
        }
        return lines
    }

    /// `rg --fixed-strings --word-regexp --line-number -f patterns .` in the tree with `jobs` threads.
    private func makeProcess() -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--no-config", "--fixed-strings", "--word-regexp", "--line-number", "--no-heading", "--with-filename",
            "--threads", String(jobs), "-f", patterns, ".",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        return process
    }
}
