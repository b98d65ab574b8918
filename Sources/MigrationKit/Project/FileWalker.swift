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
            visit(path, explicit: true, ancestors: [], state: &state)
        }
        return (state.files.sorted { $0.relativePath < $1.relativePath }, state.diagnostics)
    }

    private struct WalkState {
        var files: [ProjectFile] = []
        var diagnostics: [ScanDiagnostic] = []
        var seen: Set<FileSystemEntry.Identity> = []
    }

    private func visit(_ path: String, explicit: Bool, ancestors: Set<FileSystemEntry.Identity>, state: inout WalkState) {
        let shown = relativePath(of: path)
        let link: FileSystemEntry
        switch FileSystemEntry.linkStatus(path) {
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
            walkDirectory(path, identity: entry.identity, ancestors: ancestors, state: &state)
        case .file:
            let name = (path as NSString).lastPathComponent
            guard let kind = ProjectFileKind(fileName: name) else {
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
            state.files.append(ProjectFile(relativePath: shown, absolutePath: path, kind: kind, size: entry.size))
        case .symbolicLink, .other:
            return
        }
    }

    private func walkDirectory(
        _ path: String, identity: FileSystemEntry.Identity, ancestors: Set<FileSystemEntry.Identity>, state: inout WalkState
    ) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            let shown = relativePath(of: path)
            state.diagnostics.append(
                ScanDiagnostic(
                    path: shown, kind: .unreadable, message: "cannot list directory \(shown): \(Self.reason(error)); skipped."))
            return
        }
        let inside = ancestors.union([identity])
        for name in names.sorted() where !SkippedDirectories.skips(name) || !isDirectory(path + "/" + name) {
            visit(path + "/" + name, explicit: false, ancestors: inside, state: &state)
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
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return SystemError(code: Int32(underlying.code)).explanation
        }
        return nsError.localizedDescription
    }
}
