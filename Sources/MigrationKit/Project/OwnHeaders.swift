/// The headers of the scanned tree that carry the name of the library's `PayPal.h` but are the app's own: their code
/// names nothing of the library (a cocos2d-x app's C++ `class PayPal { … }`). An include of one, and the `PayPal`
/// class in a file that includes one, are the app's own code, not the library.
///
/// The project scan decides it once, from every `PayPal.h` in the tree: when each one is the app's own, this holds
/// their paths; when any one is the library's (a vendored copy), Mobile Express Checkout's, or could not be read, it is
/// empty and every `PayPal.h` include is reported as before. The files that include a `PayPal.h` are then scanned again
/// knowing it.
public struct OwnHeaders: Sendable, Hashable {
    /// The file name the library shares with apps' own headers.
    public static let payPalHeaderName = "PayPal.h"

    /// The paths, relative to the scanned root, of the app's own `PayPal.h` files.
    public let payPalHeaderPaths: [String]
    private let components: [[Substring]]

    /// The app's own `PayPal.h` files at `payPalHeaderPaths` (relative to the scanned root); none by default.
    public init(payPalHeaderPaths: [String] = []) {
        self.payPalHeaderPaths = payPalHeaderPaths
        components = payPalHeaderPaths.map { Self.pathComponents($0[...]) }
    }

    /// Whether the tree has no header of the app's own named like the library's.
    public var isEmpty: Bool { payPalHeaderPaths.isEmpty }

    /// Whether `path` (relative to the scanned root) is one of the app's own headers.
    public func contains(path: String) -> Bool {
        !payPalHeaderPaths.isEmpty && payPalHeaderPaths.contains(path)
    }

    /// Whether an include target or a path as a project file writes it (`"PayPal.h"`, `<../Classes/PayPal.h>`,
    /// `src/ios/PayPal.h`) names one of the app's own headers: its path, less `.` and `..`, ends one of theirs.
    /// `<PayPalMPL/PayPal.h>` does not name `Classes/PayPal.h`.
    public func names(_ target: String) -> Bool {
        names(Array(target.utf8)[...])
    }

    /// ``names(_:)`` of an include target's bytes.
    func names(_ target: ArraySlice<UInt8>) -> Bool {
        guard !components.isEmpty else { return false }
        let text = String(decoding: target, as: UTF8.self)
        var inner = text[...]
        if let first = inner.first, first == "\"" || first == "<" { inner = inner.dropFirst() }
        if let last = inner.last, last == "\"" || last == ">" { inner = inner.dropLast() }
        let wanted = Self.pathComponents(inner)
        guard wanted.last == Substring(Self.payPalHeaderName) else { return false }
        return components.contains { $0.count >= wanted.count && $0.suffix(wanted.count).elementsEqual(wanted) }
    }

    private static func pathComponents(_ path: Substring) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." && $0 != ".." }
    }
}
