import Foundation
import OrdersCore
import PaymentsTestSupport
import Testing

/// A transport that answers 200 to everything, for testing ``RecordingTransport`` alone.
private struct OKTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { HTTPResponse(status: 200, body: Data("ok".utf8)) }
}

@Suite("RecordingTransport: spec capture")
struct RecordingTransportTests {
    private let base = URL(string: "http://127.0.0.1:9/v2/checkout/orders/ABC/capture?x=1")!

    @Test("a JSON body is recorded parsed, with the method and the path without its query")
    func jsonBody() throws {
        let request = HTTPRequest(method: "post", url: base, body: Data(#"{"note":"a","n":1.50}"#.utf8))
        let line = try #require(RecordingTransport.captureLine(for: request))
        #expect(line.last == UInt8(ascii: "\n"))
        let object = try JSONValue(parsing: line)
        #expect(object["method"] == .string("POST"))
        #expect(object["path"] == .string("/v2/checkout/orders/ABC/capture"))
        #expect(object["body"]?["note"] == .string("a"))
    }

    @Test("no body field for a form body or no body", arguments: [nil, "", "grant_type=client_credentials"])
    func noJSONBody(body: String?) throws {
        let request = HTTPRequest(method: "POST", url: base, body: body.map { Data($0.utf8) })
        let object = try JSONValue(parsing: try #require(RecordingTransport.captureLine(for: request)))
        #expect(object["body"] == nil)
        #expect(object["method"] == .string("POST"))
    }

    @Test("concurrent sends append whole lines, none lost or interleaved")
    func concurrentAppends() async throws {
        let file = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let transport = RecordingTransport(wrapping: OKTransport(), captureFile: file)
        let padding = String(repeating: "x", count: 3000)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<20 {
                group.addTask {
                    for index in 0..<10 {
                        let body = #"{"task":\#(task),"index":\#(index),"padding":"\#(padding)"}"#
                        _ = try await transport.send(HTTPRequest(method: "POST", url: base, body: Data(body.utf8)))
                    }
                }
            }
            try await group.waitForAll()
        }
        let lines = try jsonLines(file)
        #expect(lines.count == 200)
        let keys = Set(
            lines.compactMap { line -> String? in
                guard case .number(let task)? = line["body"]?["task"], case .number(let index)? = line["body"]?["index"] else { return nil }
                return "\(task)-\(index)"
            })
        #expect(keys.count == 200)
    }

    @Test("without a capture file nothing is written and the response passes through")
    func noCapture() async throws {
        let transport = RecordingTransport(wrapping: OKTransport(), captureFile: nil)
        let response = try await transport.send(HTTPRequest(method: "GET", url: base))
        #expect(response.status == 200 && response.body == Data("ok".utf8))
        #expect(transport.captureFile == nil)
    }
}
