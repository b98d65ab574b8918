/// The catalog's Android rules turned into lookup tables on symbols, built once per ``LegacyScanner``. The
/// Android library has its own name table: its `PayPal`, `PayPalPayment` and `MEPAmounts` are other classes
/// than the iOS ones of the same names. A class, as ``ScanIndex`` is: every file's scanner refers to the one index.
final class AndroidScanIndex: Sendable {
    /// Every name the Java and Kotlin scanner knows.
    let names: NameTable
    /// Names the scanner itself needs (`import`, `class`, `new`, the package's parts, …).
    let keywords: JavaKeywords
    /// Class symbol → the rule reporting a use of the class name.
    let typeRules: [Int32: Int]
    /// (class, member) → the rule of a static method called on the class.
    let staticMembers: [SymbolPair: Int]
    /// (class, member) → the rule of a method called (or a public field read) on an instance.
    let instanceMembers: [SymbolPair: Int]
    /// (class, Kotlin property) → the rule of the getter or setter Kotlin's property syntax calls.
    let kotlinProperties: [SymbolPair: Int]
    /// (class, constant) → the constants' rule.
    let constants: [SymbolPair: Int]
    /// Class → (name prefix, rule) for constant groups given as `PREFIX_*`.
    let constantPrefixes: [Int32: [(prefix: [UInt8], rule: Int)]]
    /// (interface, method) → the rule of a callback an implementation declares.
    let callbacks: [SymbolPair: Int]
    /// (class, member) → the class of the member's value (`PayPal.getInstance()` → `PayPal`).
    let results: [SymbolPair: Int32]
    /// The rule of a `com.paypal.android.MEP` import, if the catalog has one.
    let importRule: Int?
    /// Per symbol: a language word that never starts an operand the scanner follows (`val`, `import`, `class`, …).
    let isInertKeyword: [Bool]
    /// Per symbol: whether the main pass may act on the name wherever it stands in a statement (every known name but
    /// the inert keywords, and the declaration keywords among those): a statement without one, and without a name of a
    /// tracked variable, is passed over in a plain block (`JavaFileScanner+QuietStatements`).
    let actsInStatements: [Bool]

    init(catalog: RuleCatalog) {
        var names = NameTable(capacity: 1024)
        let keywords = JavaKeywords(&names)
        var typeRules: [Int32: Int] = [:]
        var staticMembers: [SymbolPair: Int] = [:]
        var instanceMembers: [SymbolPair: Int] = [:]
        var kotlinProperties: [SymbolPair: Int] = [:]
        var constants: [SymbolPair: Int] = [:]
        var callbacks: [SymbolPair: Int] = [:]
        var constantPrefixes: [Int32: [(prefix: [UInt8], rule: Int)]] = [:]
        var importRule: Int?
        for (index, rule) in catalog.rules.enumerated() {
            guard case .android(let element) = rule.element else { continue }
            switch element {
            case .packageImport:
                importRule = importRule ?? index
            case .type(let name):
                typeRules[names.intern(name)] = index
            case .members(let owner, let members, let isStatic):
                let ownerSymbol = names.intern(owner)
                for member in members {
                    let key = SymbolPair(ownerSymbol, names.intern(member))
                    if isStatic { staticMembers[key] = index } else { instanceMembers[key] = index }
                    if !isStatic, let property = Self.kotlinProperty(of: member) {
                        kotlinProperties[SymbolPair(ownerSymbol, names.intern(property))] = index
                    }
                }
            case .callback(let owner, let name):
                callbacks[SymbolPair(names.intern(owner), names.intern(name))] = index
            case .constants(let owner, let list):
                let ownerSymbol = names.intern(owner)
                for name in list {
                    if name.hasSuffix("*") {
                        constantPrefixes[ownerSymbol, default: []].append((Array(name.dropLast().utf8), index))
                    } else {
                        constants[SymbolPair(ownerSymbol, names.intern(name))] = index
                    }
                }
            }
        }
        var results: [SymbolPair: Int32] = [:]
        for fact in AndroidTypeFacts.results {
            results[SymbolPair(names.intern(fact.owner), names.intern(fact.member))] = names.intern(fact.result)
        }
        for fact in AndroidTypeFacts.results {
            if let property = Self.kotlinProperty(of: fact.member) {
                results[SymbolPair(names.intern(fact.owner), names.intern(property))] = names.intern(fact.result)
            }
        }
        self.keywords = keywords
        self.typeRules = typeRules
        self.staticMembers = staticMembers
        self.instanceMembers = instanceMembers
        self.kotlinProperties = kotlinProperties
        self.constants = constants
        self.constantPrefixes = constantPrefixes
        self.callbacks = callbacks
        self.results = results
        self.importRule = importRule
        var inert = [Bool](repeating: false, count: names.count)
        for word in [
            keywords.importWord, keywords.packageWord, keywords.staticWord, keywords.extendsWord, keywords.implementsWord,
            keywords.valWord, keywords.varWord, keywords.asWord, keywords.throwsWord, keywords.paypal, keywords.android,
            keywords.mep,
        ] {
            inert[Int(word)] = true
        }
        isInertKeyword = inert
        var acting = inert.map { !$0 }
        for word in [keywords.classWord, keywords.interfaceWord, keywords.enumWord, keywords.objectWord, keywords.funWord] {
            acting[Int(word)] = true
        }
        actsInStatements = acting
        self.names = names
    }

    /// The Kotlin property a Java getter or setter is seen as: `getSubtotal`/`setSubtotal` → `subtotal`,
    /// `isValid` → `isValid`, `getID` → `id`; `nil` for other methods.
    static func kotlinProperty(of method: String) -> String? {
        for prefix in ["get", "set", "is"] where method.hasPrefix(prefix) && method.count > prefix.count {
            let rest = method.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            if prefix == "is" { return method }
            let upperRun = rest.prefix { $0.isUppercase }
            if upperRun.count == rest.count { return rest.lowercased() }  // getID → id
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return nil
    }

    /// Whether `symbol` names a class or interface of the library.
    @inline(__always)
    func isLibraryClass(_ symbol: Int32) -> Bool {
        symbol >= 0 && typeRules[symbol] != nil
    }

    /// The rule of constant `name` (bytes `text`) of `owner`, exact or by a `PREFIX_*` group.
    func constantRule(owner: Int32, name: Int32, text: ArraySlice<UInt8>) -> Int? {
        if name >= 0, let rule = constants[SymbolPair(owner, name)] { return rule }
        guard let prefixes = constantPrefixes[owner] else { return nil }
        return prefixes.first { text.count > $0.prefix.count && text.starts(with: $0.prefix) }?.rule
    }
}

/// Two symbols as one dictionary key: a class and one of its members.
struct SymbolPair: Hashable, Sendable {
    let owner: Int32
    let member: Int32

    init(_ owner: Int32, _ member: Int32) {
        self.owner = owner
        self.member = member
    }
}

/// What the Java scanner needs to know about the library's types beyond the catalog.
enum AndroidTypeFacts {
    /// Members whose value is an instance of a library class: (class, member, result class).
    static let results: [(owner: String, member: String, result: String)] = [
        ("PayPal", "getInstance", "PayPal"), ("PayPal", "initWithAppID", "PayPal"),
        ("PayPal", "getCheckoutButton", "CheckoutButton"), ("PayPal", "getPreapproval", "PayPalPreapproval"),
        ("PayPalPayment", "getInvoiceData", "PayPalInvoiceData"), ("PayPalReceiverDetails", "getInvoiceData", "PayPalInvoiceData"),
        ("PayPalAdvancedPayment", "getPrimaryReceiver", "PayPalReceiverDetails"),
        ("MEPReceiverAmounts", "amounts", "MEPAmounts"),
    ]
}

/// Symbols of the Java and Kotlin words the scanner reads.
struct JavaKeywords: Sendable {
    let importWord, packageWord, staticWord, classWord, interfaceWord, enumWord, objectWord, extendsWord, implementsWord,
        newWord, thisWord, valWord, varWord, funWord, asWord, throwsWord, applyWord, runWord, alsoWord,
        com, paypal, android, mep: Int32

    init(_ names: inout NameTable) {
        importWord = names.intern("import")
        packageWord = names.intern("package")
        staticWord = names.intern("static")
        classWord = names.intern("class")
        interfaceWord = names.intern("interface")
        enumWord = names.intern("enum")
        objectWord = names.intern("object")
        extendsWord = names.intern("extends")
        implementsWord = names.intern("implements")
        newWord = names.intern("new")
        thisWord = names.intern("this")
        valWord = names.intern("val")
        varWord = names.intern("var")
        funWord = names.intern("fun")
        asWord = names.intern("as")
        throwsWord = names.intern("throws")
        applyWord = names.intern("apply")
        runWord = names.intern("run")
        alsoWord = names.intern("also")
        com = names.intern("com")
        paypal = names.intern("paypal")
        android = names.intern("android")
        mep = names.intern("MEP")
    }

    /// What a Kotlin scope function called on an instance with a trailing lambda does: whether the lambda's
    /// bare names are the instance's members (`apply`, `run`), and whether it returns the instance (`apply`, `also`).
    func scopeFunction(_ symbol: Int32) -> (receiverIsThis: Bool, returnsReceiver: Bool)? {
        switch symbol {
        case applyWord: (true, true)
        case runWord: (true, false)
        case alsoWord: (false, true)
        default: nil
        }
    }
}
