import Foundation

/// Writes whole lines to stdout or stderr, unbuffered, so a parent process reading a pipe sees each
/// line as soon as it is written.
enum Console {
    /// Writes `line` and a newline to standard output.
    static func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
