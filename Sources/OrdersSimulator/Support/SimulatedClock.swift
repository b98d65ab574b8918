import Foundation

/// The simulator's time: a fixed epoch that advances by a fixed step on every state change, or an
/// injected clock. Times are written as RFC 3339 in UTC without fractions (`2026-01-01T00:00:00Z`).
struct SimulatedClock: Sendable {
    private let source: (@Sendable () -> Date)?
    private let epoch: Date
    private let step: TimeInterval
    private var ticks: Int = 0

    /// A clock from `configuration`.
    init(epoch: Date, step: TimeInterval, source: (@Sendable () -> Date)?) {
        self.epoch = epoch
        self.step = step
        self.source = source
    }

    /// The current time.
    var now: Date { source?() ?? epoch.addingTimeInterval(step * Double(ticks)) }

    /// Moves the deterministic clock one step forward (no effect on an injected clock).
    mutating func advance() { ticks += 1 }

    /// `date` as RFC 3339 (`2026-01-01T00:00:00Z`).
    static func format(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(Int(secondOfDay / 3600), 2) + ":"
            + pad(Int(secondOfDay % 3600 / 60), 2) + ":" + pad(Int(secondOfDay % 60), 2) + "Z"
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian, UTC).
    private static func civilDate(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
