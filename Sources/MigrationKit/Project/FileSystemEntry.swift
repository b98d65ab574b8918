import Foundation

/// What `stat`/`lstat` says about a path, reduced to what the walker needs.
struct FileSystemEntry: Sendable, Hashable {
    /// The identity of a file or directory: device and inode.
    struct Identity: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Regular file, directory, symbolic link or anything else.
    enum Kind: Sendable, Hashable {
        case file, directory, symbolicLink, other
    }

    let kind: Kind
    let identity: Identity
    let size: Int

    /// The entry at `path` without following a final symbolic link, or the `errno` of the failure.
    static func linkStatus(_ path: String) -> Result<FileSystemEntry, SystemError> {
        status(path, follow: false)
    }

    /// The entry at `path` after following symbolic links, or the `errno` of the failure (`ELOOP`, `ENOENT`, …).
    static func targetStatus(_ path: String) -> Result<FileSystemEntry, SystemError> {
        status(path, follow: true)
    }

    /// The entry named `name` in the open directory `directory`, without following a final symbolic link.
    static func linkStatus(_ name: String, inDirectory directory: Int32) -> Result<FileSystemEntry, SystemError> {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(SystemError(code: errno)) }
        return .success(entry(info))
    }

    private static func status(_ path: String, follow: Bool) -> Result<FileSystemEntry, SystemError> {
        var info = stat()
        let result = follow ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(SystemError(code: errno)) }
        return .success(entry(info))
    }

    private static func entry(_ info: stat) -> FileSystemEntry {
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return FileSystemEntry(kind: kind, identity: identity, size: Int(info.st_size))
    }
}

/// A failed system call: its `errno`.
struct SystemError: Error, Sendable, Hashable {
    /// The `errno` value.
    let code: Int32

    /// The C library's description of the error (`Permission denied`).
    var explanation: String {
        String(cString: strerror(code))
    }
}
