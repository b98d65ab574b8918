import Foundation
import LegacyMPL
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Approves each order as the buyer would, through an `orders-sandbox`'s control route
/// `POST /simulator/orders/{id}/approve`, and prints the call.
struct SandboxApprover: ApprovalPresenter {
    let baseURL: URL
    let print: @Sendable (String) -> Void

    func presentApproval(of approvalURL: URL, orderID: String) async throws -> ApprovalResult {
        var request = URLRequest(url: baseURL.appendingPathComponent("simulator/orders/\(orderID)/approve"))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        print("  http  POST \(request.url?.path ?? "") -> \(status) (the buyer approves)")
        return (200..<300).contains(status) ? .approved : .canceled
    }
}
