import Dispatch
import Foundation

/// Waits for the first of a set of POSIX signals, which are kept from terminating the process.
final class SignalWaiter {
    private let stream: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    /// Starts catching `signals`.
    init(signals: [Int32]) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        self.stream = stream
        self.sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
    }

    /// The first signal received.
    func next() async -> Int32 {
        for await number in stream { return number }
        return SIGTERM
    }

    /// `SIGINT`, `SIGTERM` or the number.
    static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(number)"
        }
    }
}
