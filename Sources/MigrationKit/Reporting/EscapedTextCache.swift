import Foundation

/// The JSON escapes of the long texts a report repeats (a fix's description in every finding it fixes; a rule's own
/// texts go through `RuleRuns`), kept by the writer of one chunk of findings: a text met again is copied as escaped
/// before, not escaped again.
///
/// A text is found by where its bytes are and how many there are, and then compared byte for byte with the text that was
/// escaped, so a text at a reused address is never taken for another. A remembered text that has been met again keeps
/// its slot: texts met once (a finding's own message) take the free slots. One cache per chunk, used by one thread.
final class EscapedTextCache {
    /// One remembered text: where its bytes were, a copy of them, their escaped form, and whether it was met again.
    private struct Entry {
        var address: UnsafeRawPointer?
        var raw: [UInt8] = []
        var escaped: [UInt8] = []
        var repeated = false
    }

    /// Texts shorter than this are escaped each time: they cost about as much as the lookup.
    static let minimumLength = 32
    private static let slotCount = 256
    /// The slots, in memory of their own: read and written with no exclusivity check per access.
    private let entries = UnsafeMutablePointer<Entry>.allocate(capacity: slotCount)

    init() {
        entries.initialize(repeating: Entry(), count: Self.slotCount)
    }

    deinit {
        entries.deinitialize(count: Self.slotCount)
        entries.deallocate()
    }

    /// Appends `text` with JSON's escapes, without the quotes around it (as `JSONText.writeEscaped` does).
    func writeEscaped<Output: ByteOutput>(_ text: String, into output: inout Output) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { write($0, into: &output) }
        if done == nil { JSONText.writeEscaped(text, into: &output) }
    }

    /// Appends `bytes` with JSON's escapes (no quotes).
    func write<Output: ByteOutput>(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout Output) {
        guard bytes.count >= Self.minimumLength, let base = bytes.baseAddress else {
            JSONText.writeEscaped(bytes, into: &output)
            return
        }
        let address = UnsafeRawPointer(base)
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: address) >> 4) ^ UInt(bitPattern: bytes.count)) & (Self.slotCount - 1)
        let entry = entries + slot
        if entry.pointee.address == address && entry.pointee.raw.count == bytes.count
            && entry.pointee.raw.withUnsafeBytes({ memcmp($0.baseAddress!, base, bytes.count) == 0 })
        {
            entry.pointee.repeated = true
            entry.pointee.escaped.withUnsafeBufferPointer { output.appendBytes($0) }
            return
        }
        guard !entry.pointee.repeated else { return JSONText.writeEscaped(bytes, into: &output) }
        // The slot's arrays keep their capacity: a text met once costs two copies, no allocation.
        entry.pointee.address = address
        entry.pointee.raw.removeAll(keepingCapacity: true)
        entry.pointee.raw.append(contentsOf: bytes)
        entry.pointee.escaped.removeAll(keepingCapacity: true)
        JSONText.writeEscaped(bytes, into: &entry.pointee.escaped)
        entry.pointee.escaped.withUnsafeBufferPointer { output.appendBytes($0) }
    }
}
