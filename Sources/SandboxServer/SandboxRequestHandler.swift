import CorePayments
import FlyingFox
import Foundation
import OrdersSimulator

/// Serves every request: turns it into a CorePayments request, asks the responder, applies the
/// reply's delay, logs the exchange and writes the response, or drops the connection for a lost one.
///
/// It never throws: requests the responder should not see (bad target, oversized or unreadable body)
/// get PayPal-shaped errors from ``ServerErrorResponse``.
struct SandboxRequestHandler: HTTPHandler {
    /// Answers well-formed requests.
    let responder: any SandboxResponder
    /// The server's own address, `http://127.0.0.1:PORT`.
    let baseURL: URL
    /// The body cap.
    let maxBodyBytes: Int
    /// The request log, if any.
    let log: RequestLog?
    /// Counts requests being handled.
    let inFlight: InFlightRequests

    /// Handles one request.
    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        await inFlight.enter()
        let response = await serve(request)
        await inFlight.leave()
        return response
    }

    private func serve(_ request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        let headers = MessageConversion.headers(request.headers)
        let target = request.target.rawValue
        var entry = RequestLog.Entry(
            time: Date(), method: request.method.rawValue, target: target, status: 0,
            requestID: headers.first { $0.key.lowercased() == "paypal-request-id" }?.value,
            body: nil, lost: false, delay: nil
        )
        let reply = await reply(to: request, headers: headers, entry: &entry)
        if let delay = reply.delay, delay > .zero {
            try? await Task.sleep(for: delay)
        }
        entry.status = reply.response.status
        entry.lost = reply.isLost
        entry.delay = reply.delay
        await log?.append(entry)
        return reply.isLost ? LostResponse.response : MessageConversion.flyingFoxResponse(reply.response)
    }

    /// The reply: from the responder, or from the server for requests it refuses.
    private func reply(
        to request: FlyingFox.HTTPRequest, headers: [String: String], entry: inout RequestLog.Entry
    ) async -> SimulatorReply {
        let target = request.target.rawValue
        switch await RequestBodyReader.read(request, limit: maxBodyBytes) {
        case .tooLarge(let declared, let drained):
            let response = ServerErrorResponse.payloadTooLarge(limit: maxBodyBytes, received: declared)
            return SimulatorReply(response: response, isLost: !drained)
        case .unreadable(let reason):
            return SimulatorReply(response: ServerErrorResponse.unreadableBody(reason))
        case .body(let body):
            entry.body = body
            guard let url = MessageConversion.url(target: target, baseURL: baseURL) else {
                return SimulatorReply(response: ServerErrorResponse.malformedTarget(target))
            }
            let converted = CorePayments.HTTPRequest(
                method: request.method.rawValue, url: url, headers: headers, body: body.isEmpty ? nil : body
            )
            return await responder.handle(converted)
        }
    }
}
