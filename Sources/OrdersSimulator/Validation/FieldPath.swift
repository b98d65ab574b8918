/// Where a field is, written two ways as PayPal does: by array index in schema (400) problems
/// (`/purchase_units/0/amount/value`) and by reference id in business (422) problems
/// (`/purchase_units/@reference_id=='default'/amount/value`).
struct FieldPath: Sendable, Equatable {
    /// The pointer used by schema problems.
    var schema: String
    /// The pointer used by business-validation problems.
    var business: String

    /// The document root.
    static let root = FieldPath(schema: "", business: "")

    /// The member `key`.
    func child(_ key: String) -> FieldPath {
        let token = "/" + FieldPath.escape(key)
        return FieldPath(schema: schema + token, business: business + token)
    }

    /// The element at `index`; `referenceID`, when given, addresses it in business problems.
    func element(_ index: Int, referenceID: String? = nil) -> FieldPath {
        let business = referenceID.map { "/@reference_id=='\($0)'" } ?? "/\(index)"
        return FieldPath(schema: schema + "/\(index)", business: self.business + business)
    }

    /// RFC 6901 escaping of one reference token.
    static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
