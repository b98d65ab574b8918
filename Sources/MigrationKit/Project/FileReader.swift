import Foundation

/// Reads a whole file: its bytes, or the `errno` of the failure. ``FileReader/bytes(atPath:expectedSize:)`` in a scan.
typealias FileReading = @Sendable (_ path: String, _ expectedSize: Int) -> Result<[UInt8], SystemError>

/// Reads a whole file into bytes, reporting the C library's reason on failure.
enum FileReader {
    /// The bytes of the file at `path` (sized for `expectedSize`, growing if the file grew), or the `errno` of the failure.
    static func bytes(atPath path: String, expectedSize: Int) -> Result<[UInt8], SystemError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(descriptor) }
        var output: [UInt8] = []
        let chunkSize = max(expectedSize + 1, 65_536)
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
            if ended && output.isEmpty { return .success(chunk) }
            output += chunk
            if ended { return .success(output) }
        }
    }
}
