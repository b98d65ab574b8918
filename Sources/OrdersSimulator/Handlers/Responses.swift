import Foundation
import OrdersCore

extension SimulatorContext {
    /// A JSON response with PayPal's headers (`Content-Type`, `Paypal-Debug-Id`).
    mutating func jsonResponse(_ status: Int, _ body: JSONValue) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: ["Content-Type": "application/json", "Paypal-Debug-Id": ids.debugID()],
            body: body.serialized())
    }

    /// A body-less response (204) with a debug id.
    mutating func emptyResponse(_ status: Int) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Paypal-Debug-Id": ids.debugID()])
    }

    /// PayPal's REST error body for `error`, with a fresh debug id in the body and the header.
    mutating func errorResponse(_ error: SimulatedError, kind: RouteKind?) -> HTTPResponse {
        let debugID = ids.debugID()
        let (name, message) = IssueCatalog.nameAndMessage(status: error.status)
        let details = error.problems.map { problem in
            APIErrorDetail(
                field: problem.field, value: problem.value, location: problem.location, issue: problem.issue,
                description: problem.description ?? IssueCatalog.entry(problem.issue, for: kind)?.description)
        }
        let docs = (kind ?? .getOrder).errorDocs
        var issues: [String] = []
        for problem in error.problems where !issues.contains(problem.issue) { issues.append(problem.issue) }
        let links =
            issues.isEmpty
            ? [Link(href: "https://developer.paypal.com/docs/api/overview/#error", rel: "information_link", method: "GET")]
            : issues.map { Link(href: docs + $0, rel: "information_link", method: "GET") }
        let body = APIErrorBody(name: name, message: message, debugId: debugID, details: details.isEmpty ? nil : details, links: links)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return HTTPResponse(
            status: error.status,
            headers: ["Content-Type": "application/json", "Paypal-Debug-Id": debugID],
            body: (try? encoder.encode(body)) ?? Data())
    }

    /// Whether the request asks for the full resource (`Prefer: return=representation`).
    static func wantsRepresentation(_ request: HTTPRequest) -> Bool {
        request.header("Prefer")?.lowercased().contains("return=representation") ?? false
    }
}
