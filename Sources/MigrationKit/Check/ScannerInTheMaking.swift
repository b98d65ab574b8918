import Dispatch

/// A source scanner made on another thread from the moment it is asked for, so that making it (the catalog's lookup
/// tables, about a millisecond) overlaps the walk of the project; the first scan waits for it if it is not ready yet.
final class ScannerInTheMaking: SourceFileScanning, @unchecked Sendable {
    private let made = DispatchGroup()
    /// Written once, by the maker, before `made` is left; read only after waiting for `made`.
    private var scanner: (any SourceFileScanning)?

    /// Starts making the scanner with `make`.
    init(_ make: @escaping @Sendable () -> any SourceFileScanning) {
        made.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            scanner = make()
            made.leave()
        }
    }

    /// Scans with the scanner, once it is made.
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan {
        made.wait()
        return scanner!.scanSource(bytes, path: path, language: language)
    }
}
