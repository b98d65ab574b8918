/// A unified diff (`diff -u`, `git apply` reads it) of one file's fix, made from the edits themselves rather than by
/// comparing texts: each hunk is the lines the edits touch, with three lines of context.
enum UnifiedDiff {
    /// The diff turning `old` into the result of applying `edits` (sorted, not overlapping) to it; empty without edits.
    /// Lines end at `\n`; a `\r` before it stays in the line, as `git apply` expects of a CRLF file.
    static func make(path: String, old: [UInt8], edits: [TextEdit], context: Int = 3) -> String {
        guard !edits.isEmpty else { return "" }
        let lines = ByteLines(old)
        // The diff is made as bytes and decoded once: every line's bytes stand between ASCII bytes (its prefix and its line
        // feed), so invalid UTF-8 is repaired exactly as if each line were decoded apart.
        var diff: [UInt8] = []
        diff.reserveCapacity(256 * edits.count)
        /// Appends `prefix`, then a line's `bytes`, then a line feed.
        func appendLine(_ prefix: UInt8, _ bytes: ArraySlice<UInt8>) {
            diff.append(prefix)
            diff.append(contentsOf: bytes)
            diff.append(UInt8(ascii: "\n"))
        }
        // Blocks: runs of 1-based lines the edits touch; hunks: blocks whose contexts meet.
        var blocks: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in edits {
            let first = lines.position(ofOffset: edit.offset).line
            let last = lines.position(ofOffset: max(edit.offset, edit.offset + edit.length - 1)).line
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
        diff += "--- a/\(path)\n+++ b/\(path)\n".utf8
        var shift = 0  // new line number minus old line number, after the hunks so far
        for hunk in hunks {
            let start = max(1, hunk[0].first - context)
            let end = min(lines.count, hunk[hunk.count - 1].last + context)
            // The header needs the counts: the body is made first, after room left for it.
            let headerAt = diff.count
            var oldCount = 0
            var newCount = 0
            var line = start
            func unchanged(upTo stop: Int) {
                while line < stop {
                    appendLine(UInt8(ascii: " "), old[lines.range(ofLine: line)])
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
                var cursor = lines.range(ofLine: block.first).lowerBound
                for edit in block.edits {
                    changed.append(contentsOf: old[cursor..<edit.offset])
                    changed.append(contentsOf: edit.replacement.utf8)
                    cursor = edit.offset + edit.length
                }
                changed.append(contentsOf: old[cursor..<lines.range(ofLine: block.last).upperBound])
                let newLines = changed.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                for index in block.first...block.last { appendLine(UInt8(ascii: "-"), old[lines.range(ofLine: index)]) }
                for newLine in newLines { appendLine(UInt8(ascii: "+"), newLine) }
                oldCount += block.last - block.first + 1
                newCount += newLines.count
                line = block.last + 1
            }
            unchanged(upTo: end + 1)
            diff.insert(contentsOf: "@@ -\(start),\(oldCount) +\(start + shift),\(newCount) @@\n".utf8, at: headerAt)
            shift += newCount - oldCount
        }
        return String(decoding: diff, as: UTF8.self)
    }
}
