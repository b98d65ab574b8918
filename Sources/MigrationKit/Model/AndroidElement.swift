/// An element of the Android library, `com.paypal.android.MEP` (`PayPal_MPL.jar`, section 6 of the API surface
/// notes). Names are simple Java names; the scanner resolves them through each file's imports.
public enum AndroidElement: Sendable, Hashable {
    /// The `import` of a class (or of the whole package) of `com.paypal.android.MEP` or its subpackages.
    case packageImport
    /// A class or interface used by name: declared, constructed, implemented, `PayPalActivity.class`.
    case type(name: String)
    /// Methods (or public fields) of a class: `isStatic` ones are called on the class (`PayPal.getInstance()`),
    /// the others on an instance. Kotlin's property syntax of a getter or setter (`payment.subtotal = …`) counts.
    case members(className: String, names: [String], isStatic: Bool)
    /// A method of a legacy interface that an app implements (`PayPalResultDelegate.onPaymentSucceeded`).
    case callback(interfaceName: String, name: String)
    /// Static constants of a class, used qualified (`PayPal.ENV_SANDBOX`) or through a static import.
    case constants(className: String, names: [String])

    /// The package every element belongs to.
    public static let package = "com.paypal.android.MEP"

    /// The element as findings and docs name it, in Javadoc's notation: `com.paypal.android.MEP.PayPalPayment`,
    /// `com.paypal.android.MEP.PayPal#checkout`, `com.paypal.android.MEP.PayPal#ENV_*`.
    public var symbol: String {
        switch self {
        case .packageImport:
            "import \(Self.package).*"
        case .type(let name):
            "\(Self.package).\(name)"
        case .members(let owner, let names, _):
            "\(Self.package).\(owner)#" + Self.shortList(names)
        case .callback(let owner, let name):
            "\(Self.package).\(owner)#\(name)"
        case .constants(let owner, let names):
            "\(Self.package).\(owner)#" + Self.shortList(names)
        }
    }

    /// Constants as `ENV_*` (a run of names with a common `…_` prefix), `BUTTON_*/NUM_STYLES`; members as
    /// `getInstance`, `get/setLanguage`, or the first two and `…` when there are more than three.
    static func shortList(_ names: [String]) -> String {
        var groups: [(head: Substring, names: [String])] = []
        for name in names {
            let head = name.prefix { $0 != "_" }
            if let index = groups.firstIndex(where: { $0.head == head && name.contains("_") }) {
                groups[index].names.append(name)
            } else {
                groups.append((head, [name]))
            }
        }
        if groups.count < names.count {
            return groups.map { group in
                guard group.names.count > 1 else { return group.names[0] }
                var common = Substring(group.names[0])
                for name in group.names.dropFirst() { common = common.prefix(zip(common, name).prefix { $0 == $1 }.count) }
                return String(common[...(common.lastIndex(of: "_") ?? common.startIndex)]) + "*"
            }.joined(separator: "/")
        }
        var items: [String] = []
        for name in names {
            if name.hasPrefix("set"), names.contains("get" + name.dropFirst(3)) { continue }
            if name.hasPrefix("get"), names.contains("set" + name.dropFirst(3)) {
                items.append("get/set" + name.dropFirst(3))
            } else {
                items.append(name)
            }
        }
        return items.count <= 3 ? items.joined(separator: ", ") : items.prefix(2).joined(separator: ", ") + ", …"
    }
}
