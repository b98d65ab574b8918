import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends whole lines to capture files. Writes in this process are serialized by a lock, and each
/// line is one `write(2)` to a descriptor opened with `O_APPEND`, so lines never interleave, even
/// with other processes appending to the same file.
enum CaptureFileWriter {
    private static let lock = NSLock()

    /// Appends `line` to the file at `url`, creating the file when missing. Failures are reported on
    /// stderr and otherwise ignored: a capture problem must not change the behaviour under test (CI
    /// still fails, because the validator refuses an empty or short capture).
    static func append(_ line: Data, to url: URL) {
        lock.lock()
        defer { lock.unlock() }
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            FileHandle.standardError.write(Data("RecordingTransport: cannot open \(url.path) (errno \(errno))\n".utf8))
            return
        }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress, buffer.count) }
        if written != line.count {
            FileHandle.standardError.write(Data("RecordingTransport: short write to \(url.path)\n".utf8))
        }
    }
}
