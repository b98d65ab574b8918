import Foundation
import ModernClientsTestSupport
import OrdersVenmoPayments

/// What the buyer does in the (scripted) Venmo app.
enum VenmoAppAction: Sendable, Equatable {
    /// Approves the order named by `resource_id`, then Venmo opens `x-success?resource_id=…`.
    case approve
    /// Opens `x-cancel`.
    case cancel
    /// Opens `x-error?errorMessage=…`.
    case fail(String)
    /// Opens `x-success` without having approved.
    case returnWithoutApproving
    /// Opens this URL.
    case redirect(URL)
}

extension Rig {
    /// A Venmo app played by a script: notes the universal link, then acts on the order it names.
    func venmoApp(_ action: VenmoAppAction = .approve, installed: Bool = true, seen: Recorder<URL> = Recorder()) -> ScriptedVenmoAppSwitcher {
        ScriptedVenmoAppSwitcher(installed: installed) { [self] (link: URL) async throws(VenmoAppSwitchError) -> URL in
            seen.record(link)
            let items = link.queryDictionary
            let orderID = items["resource_id"] ?? ""
            switch action {
            case .approve:
                do { try await approveOrder(orderID) } catch { throw .failed("the scripted Venmo app failed: \(error)") }
                return URL(string: (items["x-success"] ?? "") + "?resource_id=\(orderID)")!
            case .returnWithoutApproving:
                return URL(string: (items["x-success"] ?? "") + "?resource_id=\(orderID)")!
            case .cancel:
                return URL(string: items["x-cancel"] ?? "")!
            case .fail(let message):
                var error = URLComponents(string: items["x-error"] ?? "")!
                error.queryItems = [URLQueryItem(name: "errorMessage", value: message)]
                return error.url!
            case .redirect(let url):
                return url
            }
        }
    }
}
