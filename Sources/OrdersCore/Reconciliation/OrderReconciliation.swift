import Foundation

/// What one read of the order says about an operation whose outcome was unknown.
enum ReconciliationVerdict<Value: Sendable>: Sendable {
    /// The order shows the operation done: `Value` is its result.
    case done(Value)
    /// The order shows it not done, and it can still be done: send it again (same request id).
    case sendAgain
    /// The order shows it not done, and it cannot be done now: this definite error.
    case notDone(PaymentsError)
}

/// The rule "never lose an outcome" for one operation that acts on an order: send it; when its outcome is unknown
/// (``PaymentsError/needsReconciliation``), let the order's state decide, within a ``ReconciliationBudget``.
///
/// Each round reads the order, then: done → its result; not done but possible → sent again (the same request
/// id, so PayPal replays an attempt that did run); not possible → the definite error. A read that fails, or a
/// resend whose outcome is unknown again, ends the round undecided. When the rounds run out, the last error is
/// thrown marked ``PaymentsError/outcomeUnknown`` with ``stillUnknownAdvice`` appended.
struct OrderReconciliation<Snapshot: Sendable, Value: Sendable> {
    /// Rounds and pauses.
    let budget: ReconciliationBudget
    /// Sends the operation: `nil` the first time, then the read that asked for it again.
    let send: (Snapshot?) async throws(PaymentsError) -> Value
    /// Reads the order.
    let read: () async throws(PaymentsError) -> Snapshot
    /// Decides from a read and the error that left the outcome unknown.
    let decide: (Snapshot, PaymentsError) -> ReconciliationVerdict<Value>
    /// What to do when the outcome is still unknown: appended to the last error's message.
    let stillUnknownAdvice: String

    /// Runs the operation to an outcome the server confirms, or to a budget that ran out.
    func run() async throws(PaymentsError) -> Value {
        let cause: PaymentsError
        do throws(PaymentsError) {
            return try await send(nil)
        } catch  where error.needsReconciliation {
            cause = error
        } catch {
            throw error
        }
        var lastError = cause
        for round in 0..<budget.rounds {
            if round > 0 { try? await budget.pause(beforeRound: round).sleep() }
            let snapshot: Snapshot
            do throws(PaymentsError) {
                snapshot = try await read()
            } catch {
                lastError = error
                continue
            }
            switch decide(snapshot, cause) {
            case .done(let value):
                return value
            case .notDone(let error):
                throw error
            case .sendAgain:
                do throws(PaymentsError) {
                    return try await send(snapshot)
                } catch  where error.needsReconciliation || error.saysAlreadyDone {
                    lastError = error
                } catch {
                    throw error
                }
            }
        }
        throw lastError.stillUnknown(advice: stillUnknownAdvice)
    }
}
