/// A unified diff (`diff -u`, `git apply` reads it) of one file's fix, made from the edits themselves rather than by
/// comparing texts: each hunk is the lines the edits touch, with three lines of context.
enum UnifiedDiff {
    /// The diff turning `old` into the result of applying `edits` (sorted, not overlapping) to it; empty without edits.
    static func make(path: String, old: [UInt8], edits: [TextEdit], context: Int = 3) -> String {
        guard !edits.isEmpty else { return "" }
        let lines = LineTable(old)
        // Line spans (0-based, inclusive) touched by each edit, merged when their contexts meet.
        // Blocks: runs of lines the edits touch (0-based, inclusive); hunks: blocks whose contexts meet.
        var blocks: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in edits {
            let first = lines.line(containing: edit.offset)
            let last = lines.line(containing: max(edit.offset, edit.offset + edit.length - 1))
            if let previous = blocks.last, first <= previous.last + 1 {
                blocks[blocks.count - 1].last = max(previous.last, last)
                blocks[blocks.count - 1].edits.append(edit)
            } else {
                blocks.append((first, last, [edit]))
            }
        }
        var hunks: [[(first: Int, last: Int, edits: [TextEdit])]] = []
        for block in blocks {
            if let previous = hunks.last?.last, block.first - previous.last <= 2 * context {
                hunks[hunks.count - 1].append(block)
            } else {
                hunks.append([block])
            }
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        var shift = 0  // new line number minus old line number, after the hunks so far
        for hunk in hunks {
            let start = max(0, hunk[0].first - context)
            let end = min(lines.count - 1, hunk[hunk.count - 1].last + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var line = start
            func unchanged(upTo stop: Int) {
                while line < stop {
                    body += " " + lines.text(of: line, in: old) + "\n"
                    oldCount += 1
                    newCount += 1
                    line += 1
                }
            }
            for block in hunk {
                unchanged(upTo: block.first)
                // The block's new bytes, in one forward pass (edits are sorted and apart): linear however many edits
                // share a line.
                var changed: [UInt8] = []
                var cursor = lines.start(of: block.first)
                for edit in block.edits {
                    changed.append(contentsOf: old[cursor..<edit.offset])
                    changed.append(contentsOf: edit.replacement.utf8)
                    cursor = edit.offset + edit.length
                }
                changed.append(contentsOf: old[cursor..<lines.end(of: block.last)])
                let newLines = LineTable.split(changed)
                for index in block.first...block.last { body += "-" + lines.text(of: index, in: old) + "\n" }
                for newLine in newLines { body += "+" + newLine + "\n" }
                oldCount += block.last - block.first + 1
                newCount += newLines.count
                line = block.last + 1
            }
            unchanged(upTo: end + 1)
            text += "@@ -\(start + 1),\(oldCount) +\(start + 1 + shift),\(newCount) @@\n" + body
            shift += newCount - oldCount
        }
        return text
    }
}

/// Where each line of a file starts (lines end at `\n`; a `\r` before it stays in the line's text).
private struct LineTable {
    private var starts: [Int] = [0]
    /// Where the last line's text ends: before a final `\n`.
    private let contentEnd: Int

    init(_ bytes: [UInt8]) {
        contentEnd = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count { starts.append(offset + 1) }
    }

    var count: Int { starts.count }

    func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func start(of line: Int) -> Int { starts[line] }

    /// The offset after `line`'s last byte, its `\n` excluded.
    func end(of line: Int) -> Int {
        let next = line + 1 < starts.count ? starts[line + 1] - 1 : contentEnd
        return max(starts[line], next)
    }

    func text(of line: Int, in bytes: [UInt8]) -> String {
        String(decoding: bytes[start(of: line)..<end(of: line)], as: UTF8.self)
    }

    /// The lines of `bytes` (no terminators).
    static func split(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
