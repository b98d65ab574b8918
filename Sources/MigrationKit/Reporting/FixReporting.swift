/// A finding's fix in the reports: the JSON report's `fix` member and SARIF's `fixes` (which editors and code-review
/// tools apply), each appended to the finding's object after its fixed layout.
enum FixReporting {
    /// The JSON report's form: `{"description", "edits": [{"line", "column", "endLine", "endColumn", "offset",
    /// "length", "replacement"}]}` (columns and offsets in UTF-8 bytes).
    static func json(_ fix: FindingFix) -> JSONText {
        .object([
            ("description", .string(fix.description)),
            (
                "edits",
                .array(
                    fix.edits.map { edit in
                        .object([
                            ("line", .integer(edit.line)), ("column", .integer(edit.column)), ("endLine", .integer(edit.endLine)),
                            ("endColumn", .integer(edit.endColumn)), ("offset", .integer(edit.offset)), ("length", .integer(edit.length)),
                            ("replacement", .string(edit.replacement)),
                        ])
                    })
            ),
        ])
    }

    /// SARIF's `fixes` array: one fix with one artifact change whose replacements delete each edit's region and
    /// insert its text. Columns are code points of `sourceLine` on the finding's line (the run's `columnKind`).
    static func sarif(_ fix: FindingFix, uri: String, findingLine: Int, sourceLine: String) -> JSONText {
        func column(_ byteColumn: Int, line: Int) -> Int {
            line == findingLine ? SARIFReporter.codePointColumn(byteColumn: byteColumn, in: sourceLine) : byteColumn
        }
        let replacements: [JSONText] = fix.edits.map { edit in
            .object([
                (
                    "deletedRegion",
                    .object([
                        ("startLine", .integer(edit.line)), ("startColumn", .integer(column(edit.column, line: edit.line))),
                        ("endLine", .integer(edit.endLine)), ("endColumn", .integer(column(edit.endColumn, line: edit.endLine))),
                    ])
                ),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ])
        }
        return .array([
            .object([
                ("description", .object([("text", .string(fix.description))])),
                (
                    "artifactChanges",
                    .array([
                        .object([
                            ("artifactLocation", .object([("uri", .string(uri)), ("uriBaseId", .string("SRCROOT"))])),
                            ("replacements", .array(replacements)),
                        ])
                    ])
                ),
            ])
        ])
    }

    /// Adds `"key": value` as the last member of the object `output` ends with (at nesting level `indent` when
    /// `pretty`).
    static func appendMember(_ key: String, _ value: JSONText, toObjectEndingIn output: inout [UInt8], pretty: Bool, indent: Int) {
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
        value.write(into: &output, pretty: pretty, indent: indent + 1)
        if pretty { JSONText.newline(into: &output, indent: indent) }
        output.append(UInt8(ascii: "}"))
    }
}
