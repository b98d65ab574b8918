extension RuleCatalog {
    /// Identifiers of which every source finding needs at least one in the file: class, protocol and enum
    /// names, enum constants, and delegate method names in Objective-C and Swift spellings. A byte prefilter
    /// may skip a file containing none of them (every legacy instance starts from a class name, an accessor on
    /// `PayPal`, or a parameter typed with a class name; delegate methods count only with a conformance or
    /// other legacy names in the file, but their names are listed anyway). Every Android use needs the package's
    /// name in the file (an import, a qualified name or the file's own package).
    public var literals: Set<String> {
        var literals: Set<String> = ["PayPal"]
        for rule in rules {
            switch rule.element {
            case .type(let name):
                literals.insert(name)
            case .enumeration(let name, let constants):
                literals.insert(name)
                literals.formUnion(constants)
            case .classMethod(let owner, _, _), .instanceMethod(let owner, _, _), .property(let owner, _):
                literals.insert(owner)
            case .delegateMethod(let protocolName, let selector, let swiftNames):
                literals.insert(protocolName)
                literals.insert(MemberName.selectorPieces(selector).pieces[0])
                for name in swiftNames { literals.insert(MemberName.swiftPieces(name)[0]) }
            case .headerImport:
                break  // every legacy header's name contains "PayPal" (or PPReceiverPaymentDetails, a literal)
            case .android:
                literals.insert(AndroidElement.package)  // every Android use resolves through the package's name
            case .projectFile:
                break
            }
        }
        literals.formUnion(LegacyTypeFacts.aliases.keys)
        return literals
    }
}
