import Foundation
import LegacyMPL
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Approves as the buyer would, through an `orders-sandbox`'s control routes
/// (`POST /simulator/orders/{id}/approve`, or `/simulator/setup-tokens/{id}/approve` for a preapproval's
/// `/agreements/approve` link), and prints the call.
struct SandboxApprover: ApprovalPresenter {
    let baseURL: URL
    let print: @Sendable (String) -> Void

    func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        let resource = approvalURL.path.hasPrefix("/agreements") ? "setup-tokens" : "orders"
        var request = URLRequest(url: baseURL.appendingPathComponent("simulator/\(resource)/\(orderID)/approve"))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        print("  buyer POST \(request.url?.path ?? "") -> \(status) (the buyer approves)")
        return (200..<300).contains(status) ? .approved : .canceled
    }
}
