import Foundation
import OrdersCore

/// PayPal sandbox negative testing: `PayPal-Mock-Response: {"mock_application_codes": "INSTRUMENT_DECLINED"}`
/// makes the call fail with that issue, with the status the spec gives it for the operation (422 when the
/// spec does not know the code), and no effect.
enum MockResponse {
    /// The forced error the header asks for, if it is readable.
    static func error(from header: String?, for kind: RouteKind) -> SimulatedError? {
        guard let header, let json = try? JSONValue(parsing: Data(header.utf8)),
            let code = json["mock_application_codes"]?.stringValue, !code.isEmpty
        else { return nil }
        if IssueCatalog.entry(code, for: kind) != nil { return .issue(code, for: kind) }
        return SimulatedError(status: 422, problems: [Problem(issue: code, description: "Simulated by the PayPal-Mock-Response header.")])
    }
}
