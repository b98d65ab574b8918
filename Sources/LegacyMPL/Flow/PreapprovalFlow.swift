import Foundation
import OrdersCore

/// A preapproval over Vault v3: the legacy preapproval key is a setup token id the merchant's server
/// created (`POST /v3/vault/setup-tokens`). One `GET` of the token, the buyer's approval of its `approve`
/// link, and a second `GET` to confirm `APPROVED` (the redirect is never trusted); success returns the
/// key in place of the pay key.
struct PreapprovalFlow: Sendable {
    /// The client and presenter prepared at initialization.
    let backend: LegacyBackend

    /// Setup token ids: letters, digits, `-` and `_`, 1 to 64 characters.
    static func checkKey(_ key: String) -> LegacyFailure? {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        guard (1...64).contains(key.count), key.unicodeScalars.allSatisfy(allowed.contains) else {
            return LegacyFailure(
                correlationID: nil, errorId: "INVALID_PREAPPROVAL_KEY",
                message:
                    "The preapproval key '\(key)' is not a Vault v3 setup token id (1 to 64 letters, digits, '-' or '_'): pass the id your server got from POST /v3/vault/setup-tokens.",
                category: "Application", failureType: APPLICATION_ERROR)
        }
        return nil
    }

    /// Runs the flow and returns exactly one outcome.
    func run(key: String) async -> LegacyFlowOutcome {
        let token: SetupToken
        do throws(PaymentsError) {
            token = try await backend.client.getSetupToken(id: key)
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
        if token.status != .approved {
            guard let url = token.approvalURL else {
                return .failed(
                    LegacyFailure(
                        correlationID: nil, errorId: "NO_APPROVAL_LINK",
                        message: "Setup token \(key) (\(token.status.rawValue)) has no approve link."))
            }
            do {
                if try await approve(url, key: key) == .canceled { return .canceled }
            } catch {
                return .failed(
                    LegacyFailure(
                        correlationID: nil, errorId: "APPROVAL_FAILED", message: "The approval of preapproval \(key) failed: \(error)"))
            }
        }
        do throws(PaymentsError) {
            let confirmed = try await backend.client.getSetupToken(id: key)
            guard confirmed.status == .approved else {
                return .failed(
                    LegacyFailure(
                        correlationID: nil, errorId: "PREAPPROVAL_NOT_APPROVED",
                        message: "Setup token \(key) is \(confirmed.status.rawValue) after the buyer returned: the buyer did not approve.",
                        category: "Application", failureType: APPLICATION_ERROR))
            }
            return .success(payKey: key, status: STATUS_COMPLETED)
        } catch {
            return .failed(LegacyFailure(paymentsError: error))
        }
    }

    /// The buyer's approval: the `ENV_NONE` demo buyer approves in the simulator; any other presenter shows the link.
    private func approve(_ url: URL, key: String) async throws -> ApprovalResult {
        if let simulator = backend.simulator, backend.presenter is DemoBuyerPresenter {
            _ = try await simulator.approveSetupToken(id: key)
            return .approved
        }
        guard let presenter = backend.presenter else {
            throw PreapprovalPresenterMissing()
        }
        return try await presenter.presentApproval(of: url, orderID: key)
    }
}

/// No approval presenter is configured.
struct PreapprovalPresenterMissing: Error, CustomStringConvertible {
    var description: String { "no approval presenter is configured: pass one to PayPal.configureOrdersV2(…approvalPresenter:)" }
}
