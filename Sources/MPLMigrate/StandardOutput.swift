import Foundation

/// Writing the report: straight from its bytes to file descriptor 1, whatever its size, without copying it into `Data`.
enum StandardOutput {
    /// Writes every byte of `bytes` (a short write continues; an interrupted one is retried; a closed pipe ends it).
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard var next = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                #if canImport(Glibc)
                let written = Glibc.write(1, next, remaining)
                #else
                let written = Darwin.write(1, next, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                next += written
                remaining -= written
            }
        }
    }
}
