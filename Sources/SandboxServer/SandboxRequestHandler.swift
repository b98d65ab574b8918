import Foundation
import OrdersCore
import OrdersSimulator

/// Answers the requests of every connection: turns each into an OrdersCore request, asks the responder, applies
/// the reply's delay and logs the exchange. Requests refused before the responder sees them (framing, limits, a
/// target that is not a path) get PayPal-shaped errors from ``ServerErrorResponse`` and are logged too.
struct SandboxRequestHandler: Sendable {
    /// Answers well-formed requests.
    let responder: any SandboxResponder
    /// The server's own address, `http://127.0.0.1:PORT`.
    let baseURL: URL
    /// The request log, if any.
    let log: RequestLog?
    /// Counts requests being handled.
    let inFlight: InFlightRequests
    /// The longest a reply may be delayed; past it the answer is `500`.
    let requestTimeout: Duration

    /// What to write for one request.
    struct Answer: Sendable {
        /// The response (for a lost one: what the responder would have said).
        var response: HTTPResponse
        /// The responder acted but the response must not arrive.
        var isLost: Bool
    }

    /// The answer to `request`. When the task is cancelled (the client left) an injected delay ends at once and
    /// the log says `client_left`; the responder's effect, if it had one, stays.
    func answer(_ request: HTTP1Request) async -> Answer {
        await inFlight.enter()
        let headers = request.headerDictionary
        var entry = RequestLog.Entry(
            time: Date(), method: request.method, target: request.target, status: 0,
            requestID: headers.first { $0.key.lowercased() == "paypal-request-id" }?.value,
            body: request.body, lost: false, delay: nil
        )
        var reply: SimulatorReply
        if let url = RequestTarget.url(target: request.target, baseURL: baseURL) {
            let converted = HTTPRequest(method: request.method, url: url, headers: headers, body: request.body.isEmpty ? nil : request.body)
            reply = await responder.handle(converted)
        } else {
            reply = SimulatorReply(response: ServerErrorResponse.malformedTarget(request.target))
        }
        if let delay = reply.delay, delay > .zero {
            try? await Task.sleep(for: min(delay.duration, requestTimeout))
            if delay.duration > requestTimeout, !Task.isCancelled {
                reply = SimulatorReply(response: ServerErrorResponse.delayedPastTimeout(requestTimeout))
            }
            entry.delay = delay
        }
        entry.status = reply.response.status
        entry.lost = reply.isLost
        entry.clientLeft = Task.isCancelled
        await log?.append(entry)
        await inFlight.leave()
        return Answer(response: reply.response, isLost: reply.isLost)
    }

    /// The response to a request refused while it was read, logged when its request line had been read.
    func refuse(_ error: HTTP1ParseError) async -> HTTPResponse {
        let response = ServerErrorResponse.refused(error)
        if let method = error.method, let target = error.target {
            await log?.append(
                RequestLog.Entry(
                    time: Date(), method: method, target: target, status: response.status, requestID: nil, body: nil, lost: false, delay: nil))
        }
        return response
    }
}
