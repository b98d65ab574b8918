import Foundation
import LegacyMPL
import PaymentsTestSupport

/// The soak's legacy delegate: records every callback in order (`success <payKey> <status>`,
/// `failed <errorId>` with the `responseMessage` of that moment, `canceled`, `exit`).
final class SoakDelegate: PayPalPaymentDelegate, @unchecked Sendable {
    private let library: PayPal
    private let lock = NSLock()
    private var recorded: [String] = []

    /// A delegate reading failures' details from `library`.
    init(library: PayPal) {
        self.library = library
    }

    /// The callbacks so far.
    var calls: [String] { lock.withLock { recorded } }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        append("success \(payKey ?? "nil") \(paymentStatus.rawValue)")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!) {
        append("failed \(library.responseMessage?["errorId"] as? String ?? "nil")")
    }

    func paymentCanceled() { append("canceled") }

    func paymentLibraryExit() { append("exit") }

    private func append(_ call: String) { lock.withLock { recorded.append(call) } }

    /// Runs `start` (a checkout, or setting `payPalContext`) and returns the callbacks it caused, once
    /// `paymentLibraryExit` arrived.
    /// - Throws: ``SoakTimeout`` when no exit arrives within `timeout`.
    func flow(timeout: Duration = .seconds(120), _ start: () -> Void) async throws -> [String] {
        let before = calls.count
        start()
        let exited = try await waitUntil(timeout: timeout, polling: .milliseconds(1)) { calls.dropFirst(before).contains("exit") }
        guard exited else { throw SoakTimeout(calls: Array(calls.dropFirst(before))) }
        return Array(calls.dropFirst(before))
    }
}

/// A checkout that did not end in time: the soak stops (the library would be left mid-flow).
public struct SoakTimeout: Error, CustomStringConvertible {
    /// The callbacks that did arrive.
    public let calls: [String]

    /// What happened.
    public var description: String { "no paymentLibraryExit within the timeout; callbacks: \(calls)" }
}
