import OrdersSimulator

/// The faults of one soak checkout, drawn at random: of every kind the network can throw at a payment.
///
/// - a quarter of the creates: a lost response or a 503, once or twice;
/// - five captures in six: a lost response after the capture ran, a 500/503 storm of 1–20 answers (longer than
///   the retries and sometimes than the reconciliation budget), a lost response then a 503 storm, or a delay;
/// - a tenth of the captures, after those: a definite refusal (422, the capture has no effect). Alone, the payment
///   fails with no money moved; after an attempt that ran, the order says it was captured: a success;
/// - a fifth of the checkouts: 1–4 failing reads of the order (500), which reconciliation must ride out.
public enum SoakFaults {
    /// The faults of one checkout.
    public static func draw(_ random: inout SeededRandom) -> [Fault] {
        var faults: [Fault] = []
        if random.next(4) == 0 { faults.append(.on(.createOrder, random.next(2) == 0 ? .lostResponse : .status(503), count: 1 + random.next(2))) }
        switch random.next(6) {
        case 0: faults.append(.on(.captureOrder, .lostResponse))
        case 1: faults.append(.on(.captureOrder, .status(random.next(2) == 0 ? 500 : 503), count: 1 + random.next(20)))
        case 2:
            faults.append(.on(.captureOrder, .lostResponse))
            faults.append(.on(.captureOrder, .status(503), count: 1 + random.next(12)))
        case 3: faults.append(.on(.captureOrder, .delay(.milliseconds(1 + random.next(3)))))
        default: break
        }
        if random.next(10) == 0 { faults.append(.on(.captureOrder, .status(422))) }
        if random.next(5) == 0 { faults.append(.on(.getOrder, .status(500), count: 1 + random.next(4))) }
        return faults
    }
}
