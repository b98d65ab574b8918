import Testing

@testable import MigrationKit

/// The buffer a finding's object is written into: it must hold exactly what an `[UInt8]` would, past its capacity too.
@Suite("ByteSink: one finding's bytes")
struct ByteSinkTests {
    @Test("segments, single bytes and decimals as an [UInt8] gets them; growing keeps what was written; emptied for reuse")
    func sameAsArray() {
        let sink = ByteSink(capacity: 16)
        var written = sink
        var expected: [UInt8] = []
        let segment = Array("\"message\": \"".utf8)
        for round in 0..<500 {  // far past 16 bytes: it grows many times
            segment.withUnsafeBufferPointer { written.appendBytes($0) }
            expected += segment
            written.appendByte(UInt8(ascii: "x"))
            expected.append(UInt8(ascii: "x"))
            written.append(decimal: round - 250)
            expected += String(round - 250).utf8
        }
        #expect(Array(sink.bytes) == expected)
        #expect(sink.count == expected.count)
        sink.removeAll()
        #expect(sink.bytes.isEmpty)
        [UInt8]().withUnsafeBufferPointer { written.appendBytes($0) }  // an empty segment, with no base address
        written.appendByte(7)
        #expect(Array(sink.bytes) == [7])
    }

    @Test("decimals are String(value)'s digits: zero, each power of ten and its neighbours, both signs, Int.min and Int.max")
    func decimals() {
        var values: [Int] = [0, Int.min, Int.max, Int.min + 1, Int.max - 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
        }
        for value in values {
            var array: [UInt8] = []
            array.append(decimal: value)
            var sink = ByteSink(capacity: 16)
            sink.append(decimal: value)
            #expect(String(decoding: array, as: UTF8.self) == String(value))
            #expect(Array(sink.bytes) == array, "\(value)")
        }
    }

    @Test("a piece is written, then added to the report at once; the next piece starts empty")
    func pieces() {
        let sink = ByteSink(capacity: 16)
        var report: [UInt8] = Array("[".utf8)
        sink.writePiece(to: &report) { piece in piece.append(text: "first, longer than sixteen bytes") }
        sink.writePiece(to: &report) { piece in piece.append(decimal: 2) }
        #expect(String(decoding: report, as: UTF8.self) == "[first, longer than sixteen bytes2")
    }
}
