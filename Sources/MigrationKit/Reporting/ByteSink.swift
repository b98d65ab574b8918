/// Where a report's writers put bytes: an `[UInt8]`, or a ``ByteSink`` for the bytes of one finding.
protocol ByteOutput {
    /// Appends `bytes`.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8)
}

extension ByteOutput {
    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    mutating func append(text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendBytes($0) }) == nil { Array(text.utf8).withUnsafeBufferPointer { appendBytes($0) } }
    }

    /// Appends the decimal digits of `value` (with a `-` when it is negative), written from the last digit back into
    /// a buffer on the stack and appended at once.
    mutating func append(decimal value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: a sign and the 19 digits of Int.max and more
        withUnsafeMutableBytes(of: &digits) { buffer in
            let bytes = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var start = buffer.count
            var magnitude = value.magnitude
            repeat {
                start -= 1
                bytes[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                bytes[start] = UInt8(ascii: "-")
            }
            appendBytes(UnsafeBufferPointer(start: bytes + start, count: buffer.count - start))
        }
    }
}

extension Array: ByteOutput where Element == UInt8 {
    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) { append(byte) }
}

/// A growable buffer of bytes written through a pointer, for the few hundred bytes of one finding's object, which
/// then go to the report in one append. Appending a segment of a few bytes to an `[UInt8]` takes about 90
/// instructions (uniqueness, capacity, a generic copy); here a capacity test and a copy, about 25. A finding's object
/// is two dozen segments and values. Reused from finding to finding by one writer (one thread).
final class ByteSink: ByteOutput {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written since the last ``removeAll()``.
    private(set) var count = 0

    /// An empty sink with room for `capacity` bytes (it grows as needed).
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written, valid until the next write.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the bytes written, keeping the memory.
    func removeAll() {
        count = 0
    }

    /// Writes one piece of a report (a finding's object or lines) here with `write`, then adds it to `output` in one
    /// append: the way every report writer uses a sink.
    @inline(__always)
    func writePiece(to output: inout [UInt8], _ write: (_ piece: inout ByteSink) -> Void) {
        removeAll()
        var piece = self
        write(&piece)
        output.appendBytes(bytes)
    }

    @inline(__always)
    func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    func appendByte(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    private func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
