import Foundation

/// Walks the paths given on the command line and lists the files the scan reads, in a stable order.
///
/// It follows symbolic links, but never into a directory it is already inside (a loop) and never twice
/// into the same directory or file; it skips ``SkippedDirectories`` below the given paths; every path it
/// cannot follow becomes a ``ScanDiagnostic``, never an error.
struct FileWalker {
    /// The directory paths are reported relative to.
    let root: String

    /// The files under `paths`, sorted by relative path, and what went wrong on the way.
    func walk(_ paths: [String]) -> (files: [ProjectFile], diagnostics: [ScanDiagnostic]) {
        var state = WalkState()
        for path in paths {
            let entry = PathEntry(path: path, shown: relativePath(of: path), name: path.pathFileName, directory: nil)
            visit(entry, explicit: true, ancestors: [], state: &state)
        }
        return (state.files.sorted { $0.relativePath < $1.relativePath }, state.diagnostics)
    }

    private struct WalkState {
        var files: [ProjectFile] = []
        var diagnostics: [ScanDiagnostic] = []
        var seen: Set<FileSystemEntry.Identity> = []
    }

    /// A path to visit: as given, as reported, its last component, and the open directory holding it (an entry
    /// of a listed directory is looked up by name in it, without resolving its whole path again).
    private struct PathEntry {
        let path: String
        let shown: String
        let name: String
        let directory: Int32?
    }

    private func visit(_ item: PathEntry, explicit: Bool, ancestors: Set<FileSystemEntry.Identity>, state: inout WalkState) {
        let (path, shown) = (item.path, item.shown)
        let link: FileSystemEntry
        let status = item.directory.map { FileSystemEntry.linkStatus(item.name, inDirectory: $0) } ?? FileSystemEntry.linkStatus(path)
        switch status {
        case .success(let entry): link = entry
        case .failure(let code):
            let kind: ScanDiagnostic.Kind = code.code == ENOENT ? .missing : .unreadable
            state.diagnostics.append(ScanDiagnostic(path: shown, kind: kind, message: "cannot read \(shown): \(code.explanation)"))
            return
        }
        var entry = link
        if link.kind == .symbolicLink {
            switch FileSystemEntry.targetStatus(path) {
            case .success(let target): entry = target
            case .failure(let error) where error.code == ELOOP:
                state.diagnostics.append(
                    ScanDiagnostic(
                        path: shown, kind: .symlinkLoop,
                        message: "symbolic link \(shown) never resolves (a cycle of links); skipped. Fix or remove the link."))
                return
            case .failure(let error) where error.code == ENOENT:
                state.diagnostics.append(
                    ScanDiagnostic(
                        path: shown, kind: .brokenSymlink,
                        message: "symbolic link \(shown) points to a missing file (\(linkTarget(path))); skipped."))
                return
            case .failure(let code):
                state.diagnostics.append(ScanDiagnostic(path: shown, kind: .unreadable, message: "cannot follow \(shown): \(code.explanation)"))
                return
            }
        }
        switch entry.kind {
        case .directory:
            if ancestors.contains(entry.identity) {
                state.diagnostics.append(
                    ScanDiagnostic(
                        path: shown, kind: .symlinkLoop,
                        message: "symbolic link \(shown) leads back into a directory being scanned (\(linkTarget(path))); not followed."))
                return
            }
            guard state.seen.insert(entry.identity).inserted else { return }
            walkDirectory(item, identity: entry.identity, ancestors: ancestors, state: &state)
        case .file:
            guard let kind = ProjectFileKind(fileName: item.name) else {
                if explicit {
                    state.diagnostics.append(
                        ScanDiagnostic(
                            path: shown, kind: .unsupported,
                            message: "\(shown) is not a file mpl-migrate reads (.h, .m, .mm, .c, .cpp, .cc, .swift, .java, .kt, project.pbxproj, "
                                + "*.xcconfig, Podfile, *.gradle, *.gradle.kts, .classpath, AndroidManifest.xml, PayPal_MPL*.jar); skipped."))
                }
                return
            }
            guard state.seen.insert(entry.identity).inserted else { return }
            state.files.append(ProjectFile(relativePath: shown, absolutePath: path, kind: kind, knownSize: entry.size))
        case .symbolicLink, .other:
            return
        }
    }

    /// Visits the entries of a directory in name order. A regular file the scan does not read is passed over
    /// without a `stat`, and so is a skipped directory; a link or an entry of unknown type is looked at.
    private func walkDirectory(
        _ item: PathEntry, identity: FileSystemEntry.Identity, ancestors: Set<FileSystemEntry.Identity>, state: inout WalkState
    ) {
        guard let directory = opendir(item.path) else {
            let reason = SystemError(code: errno).explanation
            state.diagnostics.append(
                ScanDiagnostic(path: item.shown, kind: .unreadable, message: "cannot list directory \(item.shown): \(reason); skipped."))
            return
        }
        defer { closedir(directory) }
        var entries: [(name: String, type: Int32, inode: UInt64)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, Int32(entry.pointee.d_type), UInt64(entry.pointee.d_ino)))
        }
        entries.sort { $0.name < $1.name }
        let inside = ancestors.union([identity])
        let descriptor = dirfd(directory)
        for (name, type, inode) in entries {
            let path = item.path + "/" + name
            if type == Int32(DT_REG) {
                // A regular file is known by its name and inode: no `stat` (its size is read when it is opened).
                guard let kind = ProjectFileKind(fileName: name),
                    state.seen.insert(FileSystemEntry.Identity(device: identity.device, inode: inode)).inserted
                else { continue }
                let shown = item.shown == "." ? name : item.shown + "/" + name
                state.files.append(ProjectFile(relativePath: shown, absolutePath: path, kind: kind, knownSize: 0))
                continue
            }
            if SkippedDirectories.skips(name) && (type == Int32(DT_DIR) || isDirectory(path)) { continue }
            let shown = item.shown == "." ? name : item.shown + "/" + name
            visit(PathEntry(path: path, shown: shown, name: name, directory: descriptor), explicit: false, ancestors: inside, state: &state)
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        if case .success(let entry) = FileSystemEntry.targetStatus(path) { return entry.kind == FileSystemEntry.Kind.directory }
        return false
    }

    private func linkTarget(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { "→ \($0)" } ?? "unresolvable"
    }

    /// `path` relative to the root when it is inside it, otherwise as given.
    func relativePath(of path: String) -> String {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.utf8.starts(with: prefix.utf8) ? String(Substring(path.utf8.dropFirst(prefix.utf8.count))) : path
    }
}
