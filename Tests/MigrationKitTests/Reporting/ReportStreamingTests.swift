import Foundation
import Testing

@testable import MigrationKit

/// Reports are rendered in parallel chunks, kept in memory as pieces or written as they are rendered: the bytes are
/// the same whichever way, and a stream ends whatever the threads do.
@Suite("Report formats: pieces and streaming")
struct ReportStreamingTests {
    @Test("a report in pieces is the same bytes as the report joined")
    func pieces() {
        let result = ParallelReportTests.result(copies: 1_500)
        for format in [ReportFormat.text, .json, .sarif] {
            let pieces = format.renderPieces(result, rules: ReporterTests.rules)
            #expect(pieces.pieces.count > 2, "\(format): the findings stay in their chunks")
            #expect(pieces.joined == format.renderBytes(result, rules: ReporterTests.rules))
            #expect(pieces == ReportBytes(pieces.joined))
        }
    }

    @Test("a report written as it is rendered is byte for byte the report rendered in memory", arguments: [0, 1, 1_500])
    func streamed(copies: Int) throws {
        let result = ParallelReportTests.result(copies: copies)
        for format in ReportFormat.allCases {
            let path = NSTemporaryDirectory() + "mpl-migrate-streamed-\(getpid())-\(copies).\(format.rawValue)"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let parts = format.parts(result, rules: ReporterTests.rules, comparison: nil)
            #expect(ReportFileWriting.write(toFile: path, { parts.write(to: $0) }) == nil)
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(written == format.renderBytes(result, rules: ReporterTests.rules), "\(format)")
        }
    }

    @Test("a stream ends and keeps the order even when no worker runs: the caller renders what no one has taken")
    func streamWithoutWorkers() {
        let items = ReportParts.Items(count: 5_000, separator: [UInt8(ascii: ",")]) { index, output in output.append(decimal: index) }
        for workers in [0, 1, 3] {
            var streamed: [UInt8] = []
            ParallelRendering.stream(items, workers: workers) { streamed += $0 }
            #expect(String(decoding: streamed, as: UTF8.self) == (0..<5_000).map(String.init).joined(separator: ","), "\(workers) workers")
        }
    }
}
