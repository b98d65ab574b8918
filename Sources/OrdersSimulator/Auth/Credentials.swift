import Foundation

/// Reads HTTP `Authorization` headers.
enum Credentials {
    /// What an `Authorization` header holds.
    enum Presented: Sendable, Equatable {
        /// `Bearer <token>`.
        case bearer(String)
        /// `Basic base64(id:secret)`; `secret` is empty for the client-id-only form.
        case basic(clientID: String, secret: String)
        /// Missing or unreadable.
        case none
    }

    /// Parses `header`.
    static func parse(_ header: String?) -> Presented {
        guard let header else { return .none }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2 else { return .none }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        switch parts[0].lowercased() {
        case "bearer":
            return value.isEmpty ? .none : .bearer(value)
        case "basic":
            guard let data = Data(base64Encoded: value), let text = String(data: data, encoding: .utf8),
                let colon = text.firstIndex(of: ":")
            else { return .none }
            return .basic(clientID: String(text[..<colon]), secret: String(text[text.index(after: colon)...]))
        default:
            return .none
        }
    }
}
