import Foundation

/// What reading a file gave.
enum FileRead: Sendable {
    /// Its bytes.
    case bytes([UInt8])
    /// Its size, above the limit: it was not read.
    case tooLarge(size: Int)
    /// The `errno` of the failure.
    case failure(SystemError)
}

/// Reads a whole file unless it is larger than a limit. ``FileReader/contents(atPath:limit:)`` in a scan.
typealias FileReading = @Sendable (_ path: String, _ limit: Int) -> FileRead

/// Reads a whole file into bytes, reporting the C library's reason on failure.
enum FileReader {
    /// The bytes of the file at `path` (its size taken from the open file, so the walk need not `stat` it), unless
    /// it is larger than `limit` bytes, or the `errno` of the failure.
    static func contents(atPath path: String, limit: Int) -> FileRead {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(SystemError(code: errno)) }
        let size = Int(status.st_size)
        if size > limit { return .tooLarge(size: size) }
        var output: [UInt8] = []
        let chunkSize = max(size + 1, 65_536)  // one read reaches the end of a file that did not grow
        while true {
            var failure: SystemError?
            var ended = false
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                count = 0
                while count < chunkSize {
                    let readCount = read(descriptor, buffer.baseAddress! + count, chunkSize - count)
                    if readCount > 0 {
                        count += readCount
                    } else if readCount == 0 {
                        ended = true
                        return
                    } else if errno != EINTR {
                        failure = SystemError(code: errno)
                        return
                    }
                }
            }
            if let failure { return .failure(failure) }
            if ended && output.isEmpty { return .bytes(chunk) }
            output += chunk
            if ended { return .bytes(output) }
            if output.count > limit { return .tooLarge(size: output.count) }  // it grew past the limit while read
        }
    }
}
