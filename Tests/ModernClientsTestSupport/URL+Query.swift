import Foundation

extension URL {
    /// The query items by name (the first of repeated names), for checking the URLs the clients build.
    public var queryDictionary: [String: String] {
        var items: [String: String] = [:]
        for item in URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems ?? [] where items[item.name] == nil {
            items[item.name] = item.value ?? ""
        }
        return items
    }
}
