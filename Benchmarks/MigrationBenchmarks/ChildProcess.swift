import Foundation

/// A program run as a whole process, start to exit, its standard output written to a file: the wall time and
/// the peak resident memory of that child alone (`wait4`'s rusage, not the sum over every child so far).
struct ChildProcess {
    /// What one run measured.
    struct Run {
        /// Wall-clock seconds from spawning to the child's exit.
        let seconds: Double
        /// The child's peak resident set size, in bytes.
        let peakMemory: Int
        /// The exit status.
        let status: Int32
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

    /// The median run (by wall time) of each of `processes`, by name, after one warm-up run each (page cache, dynamic
    /// loading): the processes run in
    /// turns, `count` rounds, so that the machine's slower moments weigh on all of them alike.
    static func medianRuns(_ processes: [(name: String, process: ChildProcess, output: String)], count: Int) throws -> [String: Run] {
        for entry in processes { _ = try entry.process.run(outputTo: entry.output) }
        var runs: [String: [Run]] = [:]
        for _ in 0..<max(1, count) {
            for entry in processes { runs[entry.name, default: []].append(try entry.process.run(outputTo: entry.output)) }
        }
        return runs.mapValues { measured in measured.sorted { $0.seconds < $1.seconds }[measured.count / 2] }
    }
}
