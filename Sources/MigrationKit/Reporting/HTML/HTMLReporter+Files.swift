/// The HTML report's table of files: one row per file with findings, sorted by findings (most first, then by path)
/// as written, so it reads the same without JavaScript; each sortable column's header is a button, and each row
/// carries its numbers in `data-` attributes for the script to sort by.
extension HTMLReporter {
    /// The sortable columns: `data-` key, heading, and the row's value.
    private static let sortableColumns: [(key: String, title: String, value: @Sendable (HTMLFileGroup) -> Int)] = [
        ("findings", "Findings", { $0.range.count }),
        ("errors", "Errors", { $0.errors }),
        ("warnings", "Warnings", { $0.warnings }),
        ("infos", "Info", { $0.infos }),
    ]

    /// The order the table is written in: findings, most first, then path order.
    func fileTableOrder() -> [Int] {
        files.indices.sorted { (-files[$0].range.count, $0) < (-files[$1].range.count, $1) }
    }

    func fileTable(into output: inout [UInt8]) {
        output += "<section id=\"files\">\n<h2>Files</h2>\n".utf8
        guard !files.isEmpty else {
            output += "<p>No file has a finding.</p>\n</section>\n".utf8
            return
        }
        output += "<p class=\"note\">Sorted by findings, most first; click a column's heading to sort by it, a file to see its findings.</p>\n".utf8
        output += "<div class=\"table-scroll\">\n<table id=\"file-table\">\n".utf8
        output += "<thead><tr><th data-key=\"order\" data-first=\"ascending\"><button type=\"button\">File</button></th><th>Platform</th>".utf8
        for column in Self.sortableColumns {
            output += "<th class=\"n\" data-key=\"\(column.key)\"\(column.key == "findings" ? " aria-sort=\"descending\"" : "")>".utf8
            output += "<button type=\"button\">\(column.title)</button></th>".utf8
        }
        if comparison != nil { output += "<th class=\"n\" data-key=\"added\"><button type=\"button\">New</button></th>".utf8 }
        output += "</tr></thead>\n<tbody>\n".utf8
        for index in fileTableOrder() {
            let group = files[index]
            output += "<tr data-order=\"\(index)\"".utf8
            for column in Self.sortableColumns { output += " data-\(column.key)=\"\(column.value(group))\"".utf8 }
            if comparison != nil { output += " data-added=\"\(group.added)\"".utf8 }
            output += "><td class=\"path\"><a href=\"#file-\(index)\">".utf8
            output.append(html: group.path)
            output += "</a></td><td>".utf8
            output.append(html: LegacyPlatform.allCases.filter(group.platforms.contains).map(Self.platformLabel).joined(separator: ", "))
            output += "</td>".utf8
            for value in Self.sortableColumns.map({ $0.value(group) }) + (comparison != nil ? [group.added] : []) {
                output += (value == 0 ? "<td class=\"n zero\">" : "<td class=\"n\">").utf8
                output.append(grouped: value)
                output += "</td>".utf8
            }
            output += "</tr>\n".utf8
        }
        output += "</tbody>\n</table>\n</div>\n</section>\n".utf8
    }
}
