import Foundation

/// A source scanner made on another thread from the moment it is asked for, so that making it (the catalog's lookup
/// tables, about a millisecond) overlaps the walk of the project. A scan that comes before it is made waits for it, or
/// makes it itself when the other thread has not started yet (so a saturated thread pool cannot stall the scan).
final class ScannerInTheMaking: SourceFileScanning, @unchecked Sendable {
    private let condition = NSCondition()
    private var make: (@Sendable () -> any SourceFileScanning)?
    private var scanner: (any SourceFileScanning)?

    /// Starts making the scanner with `make` on another thread.
    init(_ make: @escaping @Sendable () -> any SourceFileScanning) {
        self.make = make
        DispatchQueue.global(qos: .userInitiated).async { [self] in _ = made() }
    }

    /// Scans with the scanner, once it is made.
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan {
        made().scanSource(bytes, path: path, language: language)
    }

    /// Scans with the scanner, once it is made, knowing the app's own headers.
    func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage, ownHeaders: OwnHeaders) -> SourceFileScan {
        made().scanSource(bytes, path: path, language: language, ownHeaders: ownHeaders)
    }

    /// The scanner: made here if no one has started making it, else waited for.
    private func made() -> any SourceFileScanning {
        condition.lock()
        if let scanner {
            condition.unlock()
            return scanner
        }
        if let make {
            self.make = nil  // this thread makes it; others wait
            condition.unlock()
            let made = make()
            condition.lock()
            scanner = made
            condition.broadcast()
            condition.unlock()
            return made
        }
        while scanner == nil { condition.wait() }
        let made = scanner!
        condition.unlock()
        return made
    }
}
