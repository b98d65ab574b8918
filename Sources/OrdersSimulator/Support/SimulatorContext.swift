import Foundation

/// What the simulator's resources share: one id sequence and one clock, so that two simulators with equal
/// configurations answer alike byte for byte whichever resource draws next, and the counts of what they did.
/// Each resource takes it `inout` for the one request it handles.
struct SimulatorContext: Sendable {
    /// Every generated id and debug id, in the order the requests draw them.
    var ids: IDGenerator
    /// The simulated time.
    var clock: SimulatedClock
    /// Counts of what the simulator did.
    var stats = SimulatorStats()

    /// A fresh context from `configuration`: ids and the clock from the seed, every count zero.
    init(configuration: OrdersSimulator.Configuration) {
        ids = IDGenerator(seed: configuration.seed)
        clock = SimulatedClock(epoch: configuration.epoch, step: configuration.clockStep, source: configuration.now)
    }

    /// The current simulated time.
    var now: Date { clock.now }

    /// The current simulated time as RFC 3339.
    var timestamp: String { SimulatedClock.format(clock.now) }

    /// Advances the clock for a state change and returns the new time as RFC 3339.
    mutating func tick() -> String {
        clock.advance()
        return timestamp
    }
}
