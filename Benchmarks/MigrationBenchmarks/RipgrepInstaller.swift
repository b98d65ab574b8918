import Foundation

/// Finds `rg`, installing it with apt when it is missing and the benchmark runs as root.
enum RipgrepInstaller {
    /// Why ripgrep could not be made available.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The path of `rg`: found on the `PATH`, or installed with `apt-get update` and `apt-get install -y ripgrep`
    /// when running as root. Throws with instructions when it is missing and cannot be installed.
    static func ensureRipgrep() throws -> String {
        if let found = onPath("rg") { return found }
        guard getuid() == 0 else {
            throw Failure(
                description: """
                    ripgrep (`rg`) is not on the PATH, and the benchmark installs it only when run as root.
                    Install it, then run again:
                      Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ripgrep
                      macOS:         brew install ripgrep
                      any platform:  cargo install ripgrep
                    """)
        }
        guard let aptGet = onPath("apt-get") else {
            throw Failure(description: "ripgrep (`rg`) is not on the PATH and apt-get is not available to install it; install ripgrep and run again.")
        }
        print("ripgrep: not on the PATH; installing it with apt-get (running as root)")
        fflush(nil)  // every C stream: keeps the order of stdout and what follows
        for arguments in [["update"], ["install", "-y", "ripgrep"]] {
            let status = try run(aptGet, arguments)
            guard status == 0 else {
                throw Failure(description: "`apt-get \(arguments.joined(separator: " "))` failed (exit \(status)); install ripgrep and run again.")
            }
        }
        guard let installed = onPath("rg") else {
            throw Failure(description: "apt-get installed ripgrep, but `rg` is still not on the PATH (\(searchPath)); add its directory to the PATH.")
        }
        return installed
    }

    private static var searchPath: String {
        ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    }

    /// The first executable named `name` in the `PATH`'s directories.
    static func onPath(_ name: String) -> String? {
        for directory in searchPath.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, apt's output shown (its progress goes to standard error), and returns its exit status.
    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DEBIAN_FRONTEND"] = "noninteractive"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
