import Foundation

extension PaymentsError {
    /// Whether, after this error, only the order's state can tell whether a request that acts took effect:
    /// ``outcomeUnknown``, a transient failure (transport, 429, 5xx), or a response this client could not read.
    var needsReconciliation: Bool {
        outcomeUnknown || isTransient || kind == .transport || kind == .decoding
    }

    /// Whether PayPal refused because the order already holds what was asked (someone completed it meanwhile):
    /// a reason to read the order again, not a refusal.
    var saysAlreadyDone: Bool {
        hasIssue("ORDER_ALREADY_CAPTURED") || hasIssue("ORDER_ALREADY_AUTHORIZED")
    }

    /// The definite error of an operation the order shows was not done: `name` and a message that says why, with
    /// the debug id of the error that started the reconciliation. Never ``outcomeUnknown``.
    static func notDone(name: String, message: String, after error: PaymentsError) -> PaymentsError {
        PaymentsError(kind: .api, name: name, message: message, debugID: error.debugID)
    }

    /// `self` (the last error met) as the error of an operation whose outcome is still unknown when the budget ran
    /// out: marked ``outcomeUnknown``, its message followed by `advice` (read the order later, keep the request id).
    func stillUnknown(advice: String) -> PaymentsError {
        PaymentsError(kind: kind, statusCode: statusCode, name: name, message: "\(message) \(advice)", debugID: debugID, details: details)
            .markingOutcomeUnknown()
    }
}
