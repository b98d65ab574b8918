import FlyingFox
import Foundation

/// Reads a request body up to a cap.
enum RequestBodyReader {
    /// What reading produced.
    enum Outcome: Sendable {
        /// The whole body (empty when there is none).
        case body(Data)
        /// The body is over the cap; `declared` is its `Content-Length` when it had one.
        /// `drained` says whether the rest was read and discarded, so the connection can carry on.
        case tooLarge(declared: Int?, drained: Bool)
        /// The body could not be read (broken chunked encoding, client gone).
        case unreadable(String)
    }

    /// How much of an oversized body is read and thrown away before the connection is dropped instead.
    static let drainLimit = 64 << 20

    /// Reads `request`'s body, refusing more than `limit` bytes.
    static func read(_ request: FlyingFox.HTTPRequest, limit: Int) async -> Outcome {
        let declared = request.headers[.contentLength].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var iterator = request.bodySequence.makeAsyncIterator()
        if let declared, declared > limit {
            return .tooLarge(declared: declared, drained: await drain(&iterator, alreadyRead: 0))
        }
        var data = Data()
        do {
            while let chunk = try await iterator.next() {
                data.append(chunk)
                if data.count > limit {
                    return .tooLarge(declared: nil, drained: await drain(&iterator, alreadyRead: data.count))
                }
            }
        } catch {
            return .unreadable(String(describing: error))
        }
        return .body(data)
    }

    /// Reads and discards the rest of a body; `false` when it is too long or broken.
    private static func drain(_ iterator: inout HTTPBodySequence.Iterator, alreadyRead: Int) async -> Bool {
        var total = alreadyRead
        do {
            while let chunk = try await iterator.next() {
                total += chunk.count
                if total > drainLimit { return false }
            }
            return true
        } catch {
            return false
        }
    }
}
