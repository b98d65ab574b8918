import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a report's bytes: straight to a file descriptor, whatever their size, without copying them into `Data`,
/// and with the system's reason when a file cannot be written.
enum ReportFileWriting {
    /// Writes every byte of `bytes` to `descriptor` (a short write continues; an interrupted one is retried).
    /// Returns the `errno` of a failed write, or nil.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBufferPointer { buffer -> Int32? in
            guard var next = buffer.baseAddress else { return nil }
            var remaining = buffer.count
            while remaining > 0 {
                let written = systemWrite(descriptor, next, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                next += written
                remaining -= written
            }
            return nil
        }
    }

    /// Writes every piece of `report` to `descriptor`, in order; returns the `errno` of a failed write, or nil.
    static func write(_ report: ReportBytes, to descriptor: Int32) -> Int32? {
        for piece in report.pieces {
            if let failure = write(piece, to: descriptor) { return failure }
        }
        return nil
    }

    /// Creates or truncates the file at `path` and writes to it with `body` (which returns the `errno` of a failed
    /// write, or nil); returns why it failed, or nil.
    static func write(toFile path: String, _ body: (Int32) -> Int32?) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return reason(errno) }
        let failure = body(descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        return (failure ?? closed).map(reason)
    }

    /// Why `path` cannot be written, checked before a scan so that a long run does not end on a bad path; nil when it
    /// can be (an existing writable file, or a new file in a writable directory).
    static func problem(writing path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "\(path) is a directory" }
            return access(path, W_OK) == 0 ? nil : "cannot write \(path) (\(reason(errno)))"
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "the directory \(directory) does not exist"
        }
        return access(directory, W_OK | X_OK) == 0 ? nil : "cannot create a file in \(directory) (\(reason(errno)))"
    }

    /// The system's text for `code` (`No such file or directory`).
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
