import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `orders-sandbox` executable, run as a child process.
final class SandboxProcess: @unchecked Sendable {
    /// Where the executable was looked for and not found.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "orders-sandbox not found (build it with `swift build --build-tests`, or set ORDERS_SANDBOX_BINARY); searched: "
                + searched.joined(separator: ", ")
        }
    }

    /// The executable: `$ORDERS_SANDBOX_BINARY`, else next to the test binary. `swift test` on Linux
    /// runs `<scratch>/debug/<Package>PackageTests.xctest` (a plain executable), so the directory of
    /// `CommandLine.arguments[0]` (and `Bundle.main.bundleURL`) is the build products directory; on
    /// macOS the test bundle sits in that directory too, a few levels up from the running binary.
    static func executableURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["ORDERS_SANDBOX_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.executableURL?.deletingLastPathComponent(),
        ].compactMap { $0 }
        var searched: [String] = []
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("orders-sandbox")
                searched.append(candidate.path)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        throw NotFound(searched: searched)
    }

    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let exit: ProcessExit

    /// Starts `orders-sandbox` with `arguments`, its environment this process's with `environment`'s variables set
    /// (a `nil` value removes the variable).
    init(_ arguments: [String], environment: [String: String?] = [:]) throws {
        process.executableURL = try Self.executableURL()
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        process.standardOutput = output
        process.standardError = errors
        exit = ProcessExit(of: process)
        try process.run()
    }

    /// The first line written to stdout (without its newline), or `nil` at end of file or timeout.
    func firstLine(timeout: TimeInterval = 60) async -> String? {
        let handle = output.fileHandleForReading
        return await onThread(timeout: timeout) {
            var bytes: [UInt8] = []
            while true {
                let chunk = handle.readData(ofLength: 1)
                guard let byte = chunk.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
                if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
        } ?? nil
    }

    /// Sends `signal` and waits for the process to end (`nil` when it does not end in time; it is killed).
    func stop(signal number: Int32 = SIGTERM, timeout: TimeInterval = 60) async -> ProcessExit.Outcome? {
        if process.isRunning { kill(process.processIdentifier, number) }
        return await waitForExit(timeout: timeout)
    }

    /// Waits for the process to end by itself (`nil` when it does not end in time; it is killed).
    func waitForExit(timeout: TimeInterval = 60) async -> ProcessExit.Outcome? {
        let exit = self.exit
        let outcome = await onThread(timeout: timeout + 1) { exit.wait(timeout: timeout) } ?? nil
        if outcome == nil, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        return outcome
    }

    /// Everything written to stderr (read after the process exited).
    func standardError() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Everything else written to stdout (read after the process exited).
    func remainingOutput() -> String {
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// Runs blocking `work` on a thread of its own; `nil` if it takes longer than `timeout`.
private func onThread<T: Sendable>(timeout: TimeInterval, _ work: @escaping @Sendable () -> T) async -> T? {
    let box = ResultBox<T>()
    return await withCheckedContinuation { continuation in
        Thread {
            let value = work()
            if box.claim() { continuation.resume(returning: value) }
        }.start()
        Thread {
            Thread.sleep(forTimeInterval: timeout)
            if box.claim() { continuation.resume(returning: nil) }
        }.start()
    }
}

/// Lets exactly one of two racers resume a continuation.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
