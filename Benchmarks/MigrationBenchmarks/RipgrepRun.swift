import Foundation

/// One run of ripgrep over the generated tree, searching the catalog's identifiers as fixed strings.
struct RipgrepRun {
    /// The matching lines, as `relative/path:line`.
    let matchingLines: Set<String>
    /// Wall-clock seconds.
    let seconds: Double

    /// `rg` on the `PATH`, or nil.
    static func executable() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/rg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `rg --fixed-strings --word-regexp --line-number -f patterns` on `root` with `jobs` threads.
    static func run(executable: String, root: String, identifiers: [String], jobs: Int) throws -> RipgrepRun {
        let patterns = NSTemporaryDirectory() + "mpl-migrate-benchmark-patterns-\(getpid()).txt"
        try identifiers.sorted().joined(separator: "\n").write(toFile: patterns, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: patterns) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--no-config", "--fixed-strings", "--word-regexp", "--line-number", "--no-heading", "--with-filename",
            "--threads", String(jobs), "-f", patterns, ".",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        process.standardOutput = output
        let start = DispatchTime.now()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var lines: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2)
            guard parts.count == 3 else { continue }
            let path = parts[0].hasPrefix("./") ? parts[0].dropFirst(2) : parts[0]
            lines.insert("\(path):\(parts[1])")
        }
        return RipgrepRun(matchingLines: lines, seconds: seconds)
    }
}
