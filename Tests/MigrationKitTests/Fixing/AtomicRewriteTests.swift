import Foundation
import Testing

@testable import MigrationKit

/// Writing a fixed file: only over the bytes the edits were made from, never through a symbolic link.
@Suite("Fixes: writing files")
struct AtomicRewriteTests {
    @Test("a file that changed since it was read is left alone, with nothing left beside it")
    func changedSinceRead() throws {
        let tree = try TemporaryTree()
        let directory = URL(fileURLWithPath: tree.path)
        defer { withExtendedLifetime(tree) {} }  // the files live until the test ends
        let file = directory.appendingPathComponent("Shop.m").path
        try Data("new text by the editor\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: AtomicRewrite.Refusal.changedSinceRead) {
            try AtomicRewrite.replace(file, expected: Array("what the scan read\n".utf8), with: Array("fixed\n".utf8))
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new text by the editor\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Shop.m"])
    }

    @Test("a symbolic link is not replaced by a file")
    func symbolicLink() throws {
        let tree = try TemporaryTree()
        let directory = URL(fileURLWithPath: tree.path)
        defer { withExtendedLifetime(tree) {} }  // the files live until the test ends
        let target = directory.appendingPathComponent("Real.m").path
        let link = directory.appendingPathComponent("Link.m").path
        try Data("PAYPAL_FAILURE f;\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: AtomicRewrite.Refusal.symbolicLink) {
            try AtomicRewrite.replace(link, expected: Array("PAYPAL_FAILURE f;\n".utf8), with: Array("PayPalFailureType f;\n".utf8))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    }
}
