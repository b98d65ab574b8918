/// A finding's fix in the reports: the JSON report's `fix` member and SARIF's `fixes` (which editors and code-review
/// tools apply), each appended to the finding's object after its fixed layout, written straight to bytes (a value tree
/// per fix took longer to build and free than to write).
enum FixReporting {
    /// Appends the JSON report's `"fix"` member to the finding object `output` ends with (at level 2):
    /// `{"description", "edits": [{"line", "column", "endLine", "endColumn", "offset", "length", "replacement"}]}`
    /// (columns and offsets in UTF-8 bytes), written straight to bytes.
    static func appendJSON(_ fix: FindingFix, toObjectEndingIn output: inout [UInt8]) {
        appendMember("fix", toObjectEndingIn: &output, pretty: true, indent: 2) { writer, output in
            writer.openObject(into: &output)
            writer.string("description", fix.description, into: &output)
            writer.openArray("edits", into: &output)
            for edit in fix.edits {
                writer.openObject(into: &output)
                writer.integer("line", edit.line, into: &output)
                writer.integer("column", edit.column, into: &output)
                writer.integer("endLine", edit.endLine, into: &output)
                writer.integer("endColumn", edit.endColumn, into: &output)
                writer.integer("offset", edit.offset, into: &output)
                writer.integer("length", edit.length, into: &output)
                writer.string("replacement", edit.replacement, into: &output)
                writer.closeObject(into: &output)
            }
            writer.closeArray(into: &output)
            writer.closeObject(into: &output)
        }
    }

    /// Appends SARIF's `fixes` member to the result object `output` ends with (on one line, at level 4): one fix with
    /// one artifact change whose replacements delete each edit's region and insert its text. Columns are code points of
    /// `sourceLine` on the finding's line (the run's `columnKind`).
    static func appendSARIF(_ fix: FindingFix, uri: String, findingLine: Int, sourceLine: String, toObjectEndingIn output: inout [UInt8]) {
        func column(_ byteColumn: Int, line: Int) -> Int {
            line == findingLine ? SARIFReporter.codePointColumn(byteColumn: byteColumn, in: sourceLine) : byteColumn
        }
        appendMember("fixes", toObjectEndingIn: &output, pretty: false, indent: 4) { writer, output in
            writer.openArray(into: &output)
            writer.openObject(into: &output)
            writer.openObject("description", into: &output)
            writer.string("text", fix.description, into: &output)
            writer.closeObject(into: &output)
            writer.openArray("artifactChanges", into: &output)
            writer.openObject(into: &output)
            writer.openObject("artifactLocation", into: &output)
            writer.string("uri", uri, into: &output)
            writer.string("uriBaseId", "SRCROOT", into: &output)
            writer.closeObject(into: &output)
            writer.openArray("replacements", into: &output)
            for edit in fix.edits {
                writer.openObject(into: &output)
                writer.openObject("deletedRegion", into: &output)
                writer.integer("startLine", edit.line, into: &output)
                writer.integer("startColumn", column(edit.column, line: edit.line), into: &output)
                writer.integer("endLine", edit.endLine, into: &output)
                writer.integer("endColumn", column(edit.endColumn, line: edit.endLine), into: &output)
                writer.closeObject(into: &output)
                writer.openObject("insertedContent", into: &output)
                writer.string("text", edit.replacement, into: &output)
                writer.closeObject(into: &output)
                writer.closeObject(into: &output)
            }
            writer.closeArray(into: &output)
            writer.closeObject(into: &output)
            writer.closeArray(into: &output)
            writer.closeObject(into: &output)
            writer.closeArray(into: &output)
        }
    }

    /// Adds `"key": value` as the last member of the object `output` ends with (at nesting level `indent` when
    /// `pretty`); `value` writes the value with a writer at the member's level.
    private static func appendMember(
        _ key: String, toObjectEndingIn output: inout [UInt8], pretty: Bool, indent: Int,
        value: (inout ReportJSONWriter, inout [UInt8]) -> Void
    ) {
        guard let close = output.lastIndex(of: UInt8(ascii: "}")) else { return }
        var end = close
        while end > 0, output[end - 1] == UInt8(ascii: " ") || output[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        output.removeSubrange(end...)
        if pretty {
            JSONText.writeMember(key, first: false, indent: indent, into: &output)
        } else {
            output.append(UInt8(ascii: ","))
            JSONText.writeKey(key, pretty: false, into: &output)
        }
        var writer = ReportJSONWriter(level: indent + 1, pretty: pretty)
        value(&writer, &output)
        if pretty { JSONText.newline(into: &output, indent: indent) }
        output.append(UInt8(ascii: "}"))
    }
}
