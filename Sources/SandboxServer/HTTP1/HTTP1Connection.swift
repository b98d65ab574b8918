import NIOConcurrencyHelpers
import NIOCore
import OrdersCore

/// Serves one connection: its requests one at a time, in order, each answer written before the next request is
/// read (HTTP/1.1 keep-alive; pipelined requests wait in NIO's pipelining handler). The connection closes after a refusal,
/// a lost response, `Connection: close`, or when the server stops; when the client leaves, the request under way
/// is cancelled (its injected delay ends, nothing more is done for it).
enum HTTP1Connection {
    /// Runs until the connection closes, its work on `lane`.
    static func serve(
        _ connection: NIOAsyncChannel<HTTP1Inbound, HTTP1Outbound>, on lane: ServerLane, handler: SandboxRequestHandler,
        isStopping: @escaping @Sendable () -> Bool
    ) async {
        let current = CurrentRequest(lane: lane)
        connection.channel.closeFuture.whenComplete { _ in current.clientLeft() }
        try? await connection.executeThenClose { inbound, outbound in
            for try await event in inbound {
                switch event {
                case .failure(let error):
                    let response = await handler.refuse(error)
                    try await outbound.write(.response(response, keepAlive: false, bodyOmitted: false))
                    return
                case .request(let request):
                    guard let answer = await current.run({ await handler.answer(request) }) else { return }
                    if answer.isLost {
                        try await outbound.write(.cutOff(answer.response))
                        return
                    }
                    let keepAlive = request.keepsAlive && !isStopping()
                    try await outbound.write(.response(answer.response, keepAlive: keepAlive, bodyOmitted: request.method == "HEAD"))
                    if !keepAlive { return }
                }
            }
        }
    }

    /// The task answering the connection's current request, cancelled when the client leaves.
    private final class CurrentRequest: Sendable {
        private let state = NIOLockedValueBox<(task: Task<SandboxRequestHandler.Answer, Never>?, left: Bool)>((nil, false))
        private let lane: ServerLane

        /// The current request of a connection whose work runs on `lane`.
        init(lane: ServerLane) { self.lane = lane }

        /// Runs `work` in a task the client's leaving cancels; `nil` when the client has left.
        func run(_ work: @escaping @Sendable () async -> SandboxRequestHandler.Answer) async -> SandboxRequestHandler.Answer? {
            let task = lane.start(work)
            let left = state.withLockedValue { state in
                state.task = task
                return state.left
            }
            if left { task.cancel() }
            let answer = await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
            let leftNow = state.withLockedValue { state in
                state.task = nil
                return state.left
            }
            return leftNow ? nil : answer
        }

        /// The client closed the connection.
        func clientLeft() {
            let task = state.withLockedValue { state in
                state.left = true
                return state.task
            }
            task?.cancel()
        }
    }
}
