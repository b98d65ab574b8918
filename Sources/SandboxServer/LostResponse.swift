import FlyingFox
import Foundation

/// Delivers a lost response: the connection is closed and not one byte of a response is written.
///
/// FlyingFox has no public "close this connection" call, and a handler that throws is answered with
/// `500`. A WebSocket payload, however, asks its handler for frames *before* the `101` header is
/// written; when that throws, FlyingFox's connection loop catches the error and closes the socket.
/// The client therefore sees the connection drop with no status line: on Linux `URLSession` reports
/// `URLError(.networkConnectionLost)`.
struct LostResponse: WSHandler {
    /// Thrown to end the connection.
    struct Dropped: Error {}

    /// The response to return from a handler.
    static var response: FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(webSocket: LostResponse())
    }

    /// Always throws, so the connection closes before anything is sent.
    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        throw Dropped()
    }
}
