import Foundation

/// Opens a URL in the desktop's browser when there is one: `open` on macOS, `xdg-open` on Linux with a display.
enum BrowserOpener {
    /// The command that opens URLs here, if any.
    static var command: URL? {
        #if os(macOS)
            let name = "open"
        #else
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return nil }
            let name = "xdg-open"
        #endif
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts the command for `url` without waiting for it; whether it started.
    @discardableResult
    static func open(_ url: URL) -> Bool {
        guard let command else { return false }
        let process = Process()
        process.executableURL = command
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }
}
