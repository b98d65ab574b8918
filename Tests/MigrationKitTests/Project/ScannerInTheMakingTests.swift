import Foundation
import Testing

@testable import MigrationKit

/// The standard check makes its scanner on another thread while the project is walked.
@Suite("Project scan: the scanner made while walking")
struct ScannerInTheMakingTests {
    @Test("a scanner in the making is made once, by whichever thread asks first")
    func scannerInTheMaking() async {
        let makings = Counter()
        let scanner = ScannerInTheMaking {
            makings.increment()
            return LegacyScanner()
        }
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { scanner.scanSource(Array("ENV_SANDBOX;".utf8), path: "A.m", language: .objectiveC).findings.count } }
            for await count in group { #expect(count == 1) }
        }
        #expect(makings.value == 1)
    }

    /// A count shared between threads.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }
}
