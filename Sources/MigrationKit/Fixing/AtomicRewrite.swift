import Foundation

/// Replaces a file's contents the safe way: the new bytes go to a temporary file beside it, which takes the file's
/// permissions and is then renamed over it, so a reader (or a crash) sees the old file or the new one, never half of
/// one; and the file is left alone if it no longer holds the bytes the edits were made from.
enum AtomicRewrite {
    /// Why a file was not rewritten.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case changedSinceRead
        case symbolicLink
        case io(String)

        var description: String {
            switch self {
            case .changedSinceRead: "it changed since it was read; run the fix again"
            case .symbolicLink: "it is a symbolic link; fix the file it points to"
            case .io(let message): message
            }
        }
    }

    /// Writes `bytes` to `path` in place of `expected`, its contents when the edits were made.
    static func replace(_ path: String, expected: [UInt8], with bytes: [UInt8]) throws(Refusal) {
        let manager = FileManager.default
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try manager.attributesOfItem(atPath: path)
        } catch {
            throw .io("cannot read its attributes (\((error as NSError).localizedDescription))")
        }
        if attributes[.type] as? FileAttributeType == .typeSymbolicLink { throw .symbolicLink }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).mpl-migrate-\(UUID().uuidString)")
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw .io("cannot write a temporary file beside it")
        }
        do {
            if let permissions = attributes[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            // The last look before the rename: anything written to the file since it was read wins.
            guard let current = manager.contents(atPath: path), current.elementsEqual(expected) else {
                try? manager.removeItem(at: temporary)
                throw Refusal.changedSinceRead
            }
            guard rename(temporary.path, path) == 0 else {
                throw Refusal.io("cannot replace it (\(String(cString: strerror(errno))))")
            }
        } catch let refusal as Refusal {
            try? manager.removeItem(at: temporary)
            throw refusal
        } catch {
            try? manager.removeItem(at: temporary)
            throw .io("cannot set the temporary file's permissions (\((error as NSError).localizedDescription))")
        }
    }
}
