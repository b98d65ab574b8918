import Foundation
import LegacyMPL

/// The demo's buyer against an `orders-sandbox`: LegacyMPL's ``SandboxBuyerPresenter`` approving every order,
/// printing each control call.
enum SandboxApprover {
    static func make(baseURL: URL, print: @escaping @Sendable (String) -> Void) -> SandboxBuyerPresenter {
        SandboxBuyerPresenter(baseURL: baseURL) { path, status in print("  buyer POST \(path) -> \(status) (the buyer approves)") }
    }
}
