import Foundation

/// The library's device log (the guide: initialization errors "are displayed in the device logs").
///
/// Everything a checkout cannot carry to Orders v2 (``TranslationNote``) is written here when the checkout
/// starts, so a merchant who never calls `orderPlan(options:)` still sees, in the console, that `ipnUrl` or
/// `memo` was not sent. Tests read the lines through ``capture(_:)``.
enum LegacyLog {
    /// Where lines go besides `NSLog` (the console on Apple platforms, standard error elsewhere): the tests' sinks.
    private static let sinks = Locked<[UUID: @Sendable (String) -> Void]>([:])

    /// Writes `message` to the device log.
    static func error(_ message: String) {
        write("LegacyMPL: \(message)")
    }

    /// Writes one line per note of a checkout's Orders v2 translation.
    static func notes(_ notes: [TranslationNote], kind: LegacyPaymentKind) {
        for note in notes {
            write("LegacyMPL: \(kind.rawValue) payment, \(note.code.rawValue) \(note.path): \(note.message)")
        }
    }

    /// Also sends every line to `sink` until ``stopCapture(_:)`` with the returned token. For tests.
    static func capture(_ sink: @escaping @Sendable (String) -> Void) -> UUID {
        let token = UUID()
        sinks.withLock { $0[token] = sink }
        return token
    }

    /// Stops the capture `token` started.
    static func stopCapture(_ token: UUID) {
        sinks.withLock { $0[token] = nil }
    }

    private static func write(_ line: String) {
        NSLog("%@", line)
        for sink in sinks.current.values { sink(line) }
    }
}
