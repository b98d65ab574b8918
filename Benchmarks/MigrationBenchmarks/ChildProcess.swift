import Foundation

/// A program run as a whole process, start to exit, its standard output written to a file: the wall time, and (in a
/// run of its own) the peak resident memory of that child alone.
struct ChildProcess {
    /// What one run measured.
    struct Run {
        /// Wall-clock seconds from spawning to the child's exit.
        let seconds: Double
        /// The child's peak resident set size, in bytes (-1 when it could not be measured).
        let peakMemory: Int
        /// The exit status.
        let status: Int32
        /// For a median: the fastest and the slowest of the runs it was taken from (else the run's own time).
        var fastest: Double
        var slowest: Double

        init(seconds: Double, peakMemory: Int, status: Int32, fastest: Double? = nil, slowest: Double? = nil) {
            self.seconds = seconds
            self.peakMemory = peakMemory
            self.status = status
            self.fastest = fastest ?? seconds
            self.slowest = slowest ?? seconds
        }

        /// How far apart the slowest and the fastest runs are, relative to the fastest (0.1: 10 %).
        var spread: Double { fastest > 0 ? slowest / fastest - 1 : 0 }
    }

    /// Why a child could not be run.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let executable: String
    let arguments: [String]
    let workingDirectory: String

    /// Runs the program once with standard output to `outputPath` (a new file: the previous run's output is removed
    /// before the clock starts, since truncating a report of many megabytes costs milliseconds a user writing it
    /// once does not pay) and standard error to `/dev/null`.
    func run(outputTo outputPath: String) throws -> Run {
        unlink(outputPath)
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(workingDirectory) else {
            throw Failure(description: "cannot enter \(workingDirectory)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "waiting for \(executable): \(String(cString: strerror(errno)))") }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let exited = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if os(Linux)
            let peak = Int(usage.ru_maxrss) * 1024  // KiB on Linux
        #else
            let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return Run(seconds: seconds, peakMemory: peak, status: exited)
    }

    /// The child's peak resident memory in bytes, from a run of its own under GNU `time` on Linux (`nil` without it).
    ///
    /// `wait4`'s `ru_maxrss` cannot say it there: a spawned child starts in its parent's address space (`vfork`), and
    /// Linux records that space's peak as the child's when it execs, so every child would show at least the
    /// benchmark's own size. GNU `time` is small, and its child a `fork` of it. On Darwin `ru_maxrss` is the child's.
    func peakMemory(outputTo outputPath: String) throws -> Int? {
        #if os(Linux)
            let time = "/usr/bin/time"
            guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
            let report = outputPath + ".rss"
            let wrapped = ChildProcess(
                executable: time, arguments: ["-f", "%M", "-o", report, executable] + arguments, workingDirectory: workingDirectory)
            _ = try wrapped.run(outputTo: outputPath)
            defer { unlink(report) }
            let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { $0 * 1024 }
        #else
            return try run(outputTo: outputPath).peakMemory
        #endif
    }

    /// The median run (by wall time) of each of `processes`, by name, after one warm-up run each (page cache, dynamic
    /// loading): the processes run in
    /// turns, `count` rounds, so that the machine's slower moments weigh on all of them alike.
    static func medianRuns(_ processes: [(name: String, process: ChildProcess, output: String)], count: Int) throws -> [String: Run] {
        for entry in processes { _ = try entry.process.run(outputTo: entry.output) }
        var runs: [String: [Run]] = [:]
        for _ in 0..<max(1, count) {
            for entry in processes { runs[entry.name, default: []].append(try entry.process.run(outputTo: entry.output)) }
        }
        var medians = runs.mapValues { measured in
            let sorted = measured.sorted { $0.seconds < $1.seconds }
            let median = sorted[sorted.count / 2]
            return Run(
                seconds: median.seconds, peakMemory: median.peakMemory, status: median.status, fastest: sorted.first?.seconds,
                slowest: sorted.last?.seconds)
        }
        for entry in processes {
            guard let median = medians[entry.name] else { continue }
            let peak = try entry.process.peakMemory(outputTo: entry.output)
            medians[entry.name] = Run(
                seconds: median.seconds, peakMemory: peak ?? -1, status: median.status, fastest: median.fastest, slowest: median.slowest)
        }
        return medians
    }
}
