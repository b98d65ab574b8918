/// Applies findings' fixes to one file's bytes.
///
/// A finding's edits are applied together or not at all: not when one of them overlaps an edit already taken, and not
/// when the bytes at an edit are not what the scan saw (the file changed since). Everything outside the edits, line
/// endings and encoding included, is kept byte for byte.
public enum SourceEdits {
    /// What applying a file's fixes gave.
    public struct Result: Sendable {
        /// The new bytes (the old ones when nothing applied).
        public var bytes: [UInt8]
        /// The findings whose fixes were applied, in file order.
        public var applied: [Finding]
        /// The findings whose fixes were not applied, each with the reason.
        public var skipped: [(finding: Finding, reason: String)]
        /// The edits applied, in file order.
        public var edits: [TextEdit]
    }

    /// Applies the fixes of `findings` (those that have one) to `bytes`.
    public static func apply(_ findings: [Finding], to bytes: [UInt8]) -> Result {
        // The edits taken so far, by offset: an edit's possible overlaps are found by binary search, so a file with
        // thousands of fixes takes time in proportion to them (the findings come in file order, so most edits are
        // appended at the end).
        var taken: [TextEdit] = []
        var applied: [Finding] = []
        var skipped: [(finding: Finding, reason: String)] = []
        let fixable = findings.filter { $0.fix != nil }.sorted { ($0.fix!.edits.first?.offset ?? 0) < ($1.fix!.edits.first?.offset ?? 0) }
        for finding in fixable {
            let edits = finding.fix!.edits
            if let stale = edits.first(where: { !matches($0, bytes) }) {
                skipped.append((finding, "line \(stale.line) changed since it was scanned"))
                continue
            }
            if edits.contains(where: { overlapsTaken($0, taken) }) {
                // The same edit from two findings (one token, two rules) is applied once; another overlap is skipped.
                if edits.allSatisfy({ isTaken($0, taken) }) {
                    applied.append(finding)
                } else {
                    skipped.append((finding, "another fix edits the same code"))
                }
                continue
            }
            for edit in edits { taken.insert(edit, at: firstIndex(atOrAfter: edit.offset, in: taken)) }
            applied.append(finding)
        }
        taken.sort { ($0.offset, $0.length) < ($1.offset, $1.length) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in taken {
            output.append(contentsOf: bytes[cursor..<edit.offset])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = edit.offset + edit.length
        }
        output.append(contentsOf: bytes[cursor...])
        return Result(bytes: output, applied: applied, skipped: skipped, edits: taken)
    }

    /// Whether the bytes at `edit` are what it expects to replace.
    private static func matches(_ edit: TextEdit, _ bytes: [UInt8]) -> Bool {
        edit.offset >= 0 && edit.length >= 0 && edit.offset + edit.length <= bytes.count
            && bytes[edit.offset..<(edit.offset + edit.length)].elementsEqual(edit.original.utf8)
    }

    /// Whether two edits touch the same bytes (two insertions at one offset count as overlapping: their order is
    /// not defined).
    private static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.offset == b.offset { return true }
        return a.offset < b.offset + b.length && b.offset < a.offset + a.length
    }

    /// The index of the first edit of `taken` (sorted by offset) at or after `offset`.
    private static func firstIndex(atOrAfter offset: Int, in taken: [TextEdit]) -> Int {
        taken.partitioningIndex { $0.offset >= offset }
    }

    /// Whether `edit` overlaps an edit of `taken` (sorted by offset, none overlapping another): the one before its
    /// offset if it reaches past it, or one that starts at or inside it.
    private static func overlapsTaken(_ edit: TextEdit, _ taken: [TextEdit]) -> Bool {
        let index = firstIndex(atOrAfter: edit.offset, in: taken)
        if index > 0, overlaps(edit, taken[index - 1]) { return true }
        return index < taken.count && overlaps(edit, taken[index])
    }

    /// Whether `taken` (sorted by offset) holds `edit` itself.
    private static func isTaken(_ edit: TextEdit, _ taken: [TextEdit]) -> Bool {
        var index = firstIndex(atOrAfter: edit.offset, in: taken)
        while index < taken.count, taken[index].offset == edit.offset {
            if taken[index] == edit { return true }
            index += 1
        }
        return false
    }
}
