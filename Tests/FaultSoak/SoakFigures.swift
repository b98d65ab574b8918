import Foundation

/// What a soak run saw: its outcomes, and every broken invariant (none allowed).
///
/// The invariants: no order captured twice (``doubleCaptures``); no outcome that contradicts the server — a success
/// whose order holds no capture, a failure after money moved, an outcome still unknown after the resume, or not
/// exactly one outcome then one `paymentLibraryExit` (``wrongOutcomes``); no capture of another amount than the one
/// asked (``wrongAmounts``).
public struct SoakFigures: Sendable, Equatable {
    /// What ran, for the summary (`LegacyMPL, in-process`).
    public var label: String
    /// Checkouts (or captures) run.
    public var checkouts = 0
    /// Faults injected, token expiries included.
    public var faultsInjected = 0
    /// Checkouts that ended in success, with exactly one capture.
    public var successes = 0
    /// Checkouts that ended in failure with nothing captured.
    public var failuresWithNoMoneyMoved = 0
    /// Checkouts whose outcome was still unknown when the budget ran out, then established by a resume.
    public var unknownThenResumed = 0
    /// Orders captured more than once.
    public var doubleCaptures = 0
    /// Outcomes that contradict the server, or broken callback sequences.
    public var wrongOutcomes = 0
    /// Captures of another amount than the one asked.
    public var wrongAmounts = 0
    /// How long the run took.
    public var wallTime: Duration = .zero
    /// The first broken invariants, described (at most ``maxViolationsKept``).
    public private(set) var violations: [String] = []

    /// How many violation messages are kept.
    public static let maxViolationsKept = 20

    /// Creates empty figures for `label`.
    public init(label: String) {
        self.label = label
    }

    /// Whether every invariant held: no double capture, wrong outcome or wrong amount, and every checkout ended.
    public var invariantsHold: Bool {
        doubleCaptures == 0 && wrongOutcomes == 0 && wrongAmounts == 0 && successes + failuresWithNoMoneyMoved == checkouts
    }

    /// One line with every figure.
    public var summary: String {
        let seconds = Double(wallTime.components.seconds) + Double(wallTime.components.attoseconds) / 1e18
        return "soak (\(label)): \(checkouts) checkouts, \(faultsInjected) faults injected: \(successes) succeeded, "
            + "\(failuresWithNoMoneyMoved) failed with no money moved, \(unknownThenResumed) unknown then resumed; "
            + "\(doubleCaptures) double captures, \(wrongOutcomes) wrong outcomes, \(wrongAmounts) wrong amounts; "
            + String(format: "%.1f s", seconds)
    }

    /// Counts a broken invariant in `figure` and keeps its description.
    mutating func violate(_ figure: WritableKeyPath<SoakFigures, Int>, _ description: String) {
        self[keyPath: figure] += 1
        if violations.count < Self.maxViolationsKept { violations.append(description) }
    }

    /// Checks one ended checkout: `succeeded` (else failed), `captured` captures of its order made meanwhile, and
    /// `amounts` the values the order's captures hold, against `asked`.
    mutating func check(_ index: Int, succeeded: Bool, captured: Int, amounts: [String], asked: String, detail: @autoclosure () -> String) {
        checkouts += 1
        if captured > 1 { violate(\.doubleCaptures, "checkout \(index): \(captured) captures (\(detail()))") }
        if succeeded {
            successes += 1
            if captured == 0 { violate(\.wrongOutcomes, "checkout \(index): success without a capture (\(detail()))") }
            if amounts != [asked] { violate(\.wrongAmounts, "checkout \(index): captured \(amounts), asked \(asked)") }
        } else {
            failuresWithNoMoneyMoved += captured == 0 ? 1 : 0
            if captured > 0 { violate(\.wrongOutcomes, "checkout \(index): failure after money moved (\(detail()))") }
        }
    }
}
