import Foundation
import OrdersCore
import OrdersSimulator
import SandboxServer

// The webhook subscriber of `Benchmarks/sandbox-load.sh`'s mixed run: a loopback HTTP server that answers every
// request 200 at once, as a merchant's listener that only queues the event does. Prints `listening on URL`, then
// serves until stdin closes (the benchmark's script holds it open).
// Usage: swift run -c release sandbox-webhook-listener

/// Answers 200 to everything.
struct AcceptingListener: SandboxResponder {
    func handle(_ request: HTTPRequest) async -> SimulatorReply { SimulatorReply(response: HTTPResponse(status: 200)) }
}

var configuration = SandboxServer.Configuration()
configuration.requestThreads = .sharedPool
let server = try SandboxServer(configuration: configuration) { _ in AcceptingListener() }
let url = try await server.start()
FileHandle.standardOutput.write(Data("listening on \(url.absoluteString)\n".utf8))  // unbuffered: the script reads a pipe
while readLine() != nil {}
await server.stop()
