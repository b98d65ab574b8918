import Foundation

/// The library's device log (the guide: initialization errors "are displayed in the device logs").
enum LegacyLog {
    /// Writes `message` to the system log (`NSLog`: the console on Apple platforms, standard error elsewhere).
    static func error(_ message: String) {
        NSLog("LegacyMPL: %@", message)
    }
}
