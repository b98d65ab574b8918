/// The catalog turned into lookup tables on symbols, built once per ``LegacyScanner``: the lexers give every
/// known name its symbol, and the scanner then compares integers only. A class: every file's scanner refers to the one
/// index (a copy in each retained each of its tables, counts both workers' threads wrote to).
final class ScanIndex: Sendable {
    /// Every name the scanner knows.
    let names: NameTable
    /// Names the scanner itself needs (`self`, `alloc`, `@interface`'s `interface`, Swift keywords, …).
    let keywords: Keywords
    /// Per symbol: the rule reporting a use of the class, protocol or enum-type name, else -1.
    private let typeRuleBySymbol: [Int32]
    /// Per symbol: the enum constant's rule, else -1.
    private let constantRuleBySymbol: [Int32]
    /// Per symbol: the canonical legacy class (aliases resolved), else -1.
    private let classBySymbol: [Int32]
    /// Objective-C class messages and Swift class calls → rule.
    let classMembers: MemberTable<Int>
    /// Objective-C instance messages (setters and getters of properties included) and Swift instance calls → rule.
    let instanceMembers: MemberTable<Int>
    /// Properties (`MemberKey.pieces` = the property name) → rule.
    let properties: MemberTable<Int>
    /// Delegate methods, Objective-C selectors and Swift names, keyed by protocol → rule.
    let delegateMembers: MemberTable<Int>
    /// (class, member name) → the legacy class of the member's value.
    let results: MemberTable<Int32>
    /// Per rule: whether Mobile Express Checkout shares it.
    let isSharedWithExpressCheckout: [Bool]
    /// Rules that count only where the file shows other signs of the library.
    let contextualRules: Set<Int>
    /// Per rule: whether it counts as a sign of the library (not contextual).
    let isEvidence: [Bool]
    /// Per rule: whether only H0 declares its element.
    let isGenerationZeroOnly: [Bool]
    /// Per symbol: ``SymbolFlag`` bits (successor-SDK name, instance maker, MECL message, distinctive member).
    private let symbolFlags: [UInt8]
    /// Per rule: whether the successor SDK reuses the element's name.
    let isSharedWithSuccessorSDK: [Bool]
    /// The protocols an app adopts to receive legacy callbacks: `PayPalPaymentDelegate`, `PayPalMEPDelegate`.
    let delegateProtocols: Set<Int32>
    /// The rule of an `#import` of a legacy header, if the catalog has one.
    let importRule: Int?

    init(catalog: RuleCatalog) {
        var names = NameTable(capacity: 2048)
        let keywords = Keywords(&names)
        var typeRules: [Int32: Int] = [:]
        var constantRules: [Int32: Int] = [:]
        var classMembers: [MemberKey: Int] = [:]
        var instanceMembers: [MemberKey: Int] = [:]
        var properties: [MemberKey: Int] = [:]
        var delegateMembers: [MemberKey: Int] = [:]
        var delegateProtocols: Set<Int32> = []
        var importRule: Int?
        var classes: [Int32: Int32] = [:]
        for name in LegacyTypeFacts.classes {
            let symbol = names.intern(name)
            classes[symbol] = symbol
        }
        for (alias, name) in LegacyTypeFacts.aliases { classes[names.intern(alias)] = names.intern(name) }

        func objectiveCKey(_ owner: String, _ selector: String) -> MemberKey {
            let split = MemberName.selectorPieces(selector)
            return MemberKey(owner: names.intern(owner), pieces: split.pieces.map { names.intern($0) }, takesArguments: split.takesArguments)
        }
        func swiftKey(_ owner: String, _ name: String) -> MemberKey {
            MemberKey(owner: names.intern(owner), pieces: MemberName.swiftPieces(name).map { names.intern($0) }, takesArguments: true)
        }

        for (index, rule) in catalog.rules.enumerated() {
            switch rule.element {
            case .type(let name):
                typeRules[names.intern(name)] = index
            case .enumeration(let name, let constants):
                typeRules[names.intern(name)] = index
                for constant in constants { constantRules[names.intern(constant)] = index }
            case .classMethod(let owner, let selector, let swiftNames):
                classMembers[objectiveCKey(owner, selector)] = index
                for name in swiftNames { classMembers[swiftKey(owner, name)] = index }
            case .instanceMethod(let owner, let selector, let swiftNames):
                instanceMembers[objectiveCKey(owner, selector)] = index
                for name in swiftNames { instanceMembers[swiftKey(owner, name)] = index }
            case .property(let owner, let name):
                let ownerSymbol = names.intern(owner)
                let nameSymbol = names.intern(name)
                properties[MemberKey(owner: ownerSymbol, pieces: [nameSymbol], takesArguments: false)] = index
                instanceMembers[MemberKey(owner: ownerSymbol, pieces: [nameSymbol], takesArguments: false)] = index
                let setter = MemberKey(owner: ownerSymbol, pieces: [names.intern(MemberName.setter(of: name))], takesArguments: true)
                if instanceMembers[setter] == nil { instanceMembers[setter] = index }
            case .delegateMethod(let protocolName, let selector, let swiftNames):
                delegateProtocols.insert(names.intern(protocolName))
                delegateMembers[objectiveCKey(protocolName, selector)] = index
                for name in swiftNames { delegateMembers[swiftKey(protocolName, name)] = index }
            case .headerImport:
                importRule = importRule ?? index
            case .projectFile, .android:
                break  // project files: the project scan's; Android: AndroidScanIndex's
            }
        }
        var results: [MemberKey: Int32] = [:]
        for fact in LegacyTypeFacts.results {
            results[MemberKey(owner: names.intern(fact.owner), pieces: [names.intern(fact.member)], takesArguments: false)] =
                names.intern(fact.result)
        }
        self.keywords = keywords
        self.classMembers = MemberTable(classMembers)
        self.instanceMembers = MemberTable(instanceMembers)
        self.properties = MemberTable(properties)
        self.delegateMembers = MemberTable(delegateMembers)
        self.results = MemberTable(results)
        self.delegateProtocols = delegateProtocols
        self.importRule = importRule
        isSharedWithExpressCheckout = catalog.rules.map { LegacyTypeFacts.sharedWithExpressCheckout.contains($0.id) }
        contextualRules = Set(catalog.rules.indices.filter { catalog.rules[$0].requiresLegacyContext })
        isEvidence = catalog.rules.map { !$0.requiresLegacyContext }
        isGenerationZeroOnly = catalog.rules.map { $0.generations == [.h0] }
        var flags: [(Int32, UInt8)] = LegacyTypeFacts.successorSDKNames.map { (names.intern($0), SymbolFlag.successorSDK) }
        flags += LegacyTypeFacts.instanceMakers.map { (names.intern($0), SymbolFlag.instanceMaker) }
        flags += LegacyTypeFacts.expressCheckoutMembers.map { (names.intern($0), SymbolFlag.expressCheckout) }
        flags += LegacyTypeFacts.distinctiveMembers.map { (names.intern($0), SymbolFlag.distinctiveMember) }
        let acting: [Int32] =
            Array(classes.keys) + Array(typeRules.keys) + Array(constantRules.keys) + Array(delegateProtocols)
            + (LegacyTypeFacts.expressCheckoutMembers + LegacyTypeFacts.successorSDKNames).map { names.intern($0) }
            + [
                keywords.classWord, keywords.structWord, keywords.extensionWord, keywords.enumWord, keywords.actor, keywords.protocolWord,
                keywords.funcWord, keywords.legacyModule, keywords.podModule, keywords.payPal,
            ]
        flags += acting.map { ($0, SymbolFlag.actsInStatements) }
        isSharedWithSuccessorSDK = catalog.rules.map { rule in
            LegacyTypeFacts.successorSDKSharedRulePrefixes.contains { rule.id.hasPrefix($0) }
        }
        // Every name is interned now: the per-symbol tables cover them all.
        func table<Value: BinaryInteger>(_ dictionary: [Int32: Value]) -> [Int32] {
            var table = [Int32](repeating: -1, count: names.count)
            for (symbol, value) in dictionary { table[Int(symbol)] = Int32(value) }
            return table
        }
        typeRuleBySymbol = table(typeRules)
        constantRuleBySymbol = table(constantRules)
        classBySymbol = table(classes)
        var symbolFlags = [UInt8](repeating: 0, count: names.count)
        for (symbol, flag) in flags { symbolFlags[Int(symbol)] |= flag }
        self.symbolFlags = symbolFlags
        self.names = names
    }

    /// Whether `symbol` has `flag` (a ``SymbolFlag``).
    @inline(__always)
    func symbol(_ symbol: Int32, is flag: UInt8) -> Bool {
        symbol >= 0 && symbolFlags[Int(symbol)] & flag != 0
    }

    /// The canonical legacy class named by `symbol`, if any.
    @inline(__always)
    func legacyClass(_ symbol: Int32) -> Int32? {
        guard symbol >= 0, classBySymbol[Int(symbol)] >= 0 else { return nil }
        return classBySymbol[Int(symbol)]
    }

    /// The rule reporting a use of the type name `symbol`, if any.
    @inline(__always)
    func typeRule(_ symbol: Int32) -> Int? {
        guard symbol >= 0, typeRuleBySymbol[Int(symbol)] >= 0 else { return nil }
        return Int(typeRuleBySymbol[Int(symbol)])
    }

    /// The enum rule of the constant `symbol`, if any.
    @inline(__always)
    func constantRule(_ symbol: Int32) -> Int? {
        guard symbol >= 0, constantRuleBySymbol[Int(symbol)] >= 0 else { return nil }
        return Int(constantRuleBySymbol[Int(symbol)])
    }

    /// The legacy class a member of `owner` named `member` returns, if any.
    func result(of owner: Int32, member: Int32) -> Int32? {
        results.value(owner: owner, piece: member, takesArguments: false)
    }
}

/// Symbols of the language words the scanner reads.
struct Keywords: Sendable {
    let selfWord, superWord, interface, implementation, protocolWord, end, classWord, structWord, extensionWord, enumWord,
        actor, funcWord, letWord, varWord, importWord, underscore, legacyModule, payPal, payPalPaymentDelegate, payPalMEPDelegate,
        whereWord, initWord, constWord, podModule: Int32

    init(_ names: inout NameTable) {
        selfWord = names.intern("self")
        superWord = names.intern("super")
        interface = names.intern("interface")
        implementation = names.intern("implementation")
        protocolWord = names.intern("protocol")
        end = names.intern("end")
        classWord = names.intern("class")
        structWord = names.intern("struct")
        extensionWord = names.intern("extension")
        enumWord = names.intern("enum")
        actor = names.intern("actor")
        funcWord = names.intern("func")
        letWord = names.intern("let")
        varWord = names.intern("var")
        importWord = names.intern("import")
        underscore = names.intern("_")
        legacyModule = names.intern("LegacyMPL")
        payPal = names.intern("PayPal")
        payPalPaymentDelegate = names.intern("PayPalPaymentDelegate")
        payPalMEPDelegate = names.intern("PayPalMEPDelegate")
        whereWord = names.intern("where")
        initWord = names.intern("init")
        constWord = names.intern("const")
        podModule = names.intern("PayPalMPL")
    }
}

/// The bits of ``ScanIndex``'s per-symbol flags.
enum SymbolFlag {
    /// A name only the successor iOS SDK 2.x declares.
    static let successorSDK: UInt8 = 1
    /// An Objective-C message returning an instance of its receiver's class (`alloc`, `init`, `copy`, …).
    static let instanceMaker: UInt8 = 2
    /// The first piece of a Mobile Express Checkout message.
    static let expressCheckout: UInt8 = 4
    /// The first piece of a member of the library no other code is likely to have (`getPayPalInst`).
    static let distinctiveMember: UInt8 = 8
    /// A name the main passes act on wherever it stands in a statement: a legacy class, type, protocol or constant, a
    /// MECL message, a name only the successor SDK declares, a module, and Swift's declaration keywords (`class`, `func`,
    /// …). A statement with none of these, no `@` and no name of a tracked variable is passed over
    /// (`FileScanner.skippingQuietStatement(from:)`).
    static let actsInStatements: UInt8 = 16
}
