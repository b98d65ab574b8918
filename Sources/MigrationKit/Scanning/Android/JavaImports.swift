/// A Java or Kotlin file's `package` and `import` statements, and what they make of the library's simple names.
///
/// A simple name (`PayPalPayment`) is the library's class when a single-type import names it in
/// `com.paypal.android.MEP` (or a subpackage), or when no single-type import names another class of that name,
/// the file does not declare one, and the file imports the package on demand (`com.paypal.android.MEP.*`) or
/// belongs to it. PayPal's later SDK (`com.paypal.android.sdk.payments.PayPalPayment`) and an app's own class of
/// the same name are therefore not the library. Kotlin's `import … as Alias` names a class by its alias only.
struct JavaImports {
    /// The import statements of the library: (first token, last token).
    private(set) var libraryImports: [(first: Int, last: Int)] = []
    /// The tokens of `package` and `import` statements (not code).
    private(set) var statementTokens: [Range<Int>] = []
    /// Per symbol: whether a bare name reaches the library's class of that name in this file.
    private var resolved: [Bool] = []
    /// Kotlin aliases (name hash) of library classes.
    private(set) var aliases: [UInt64: Int32] = [:]
    /// Constants and methods imported by name: member symbol → its class (`import static …PayPal.ENV_SANDBOX`).
    private(set) var staticMembers: [Int32: Int32] = [:]
    /// Classes whose static members are all imported (`import static com.paypal.android.MEP.PayPal.*`).
    private(set) var staticOnDemand: [Int32] = []

    /// Reads the statements of `source`; `declared` are the library's class names the file declares itself.
    init(source: LexedSource, index: AndroidScanIndex, declared: Set<Int32>) {
        let tokens = source.tokens
        let keywords = index.keywords
        var singleType: [Int32: Bool] = [:]
        var onDemand = false
        var inPackage = false
        var position = 0
        // The statements come before any type or function, so before the first brace.
        while position < tokens.count, !tokens[position].isPunctuation(UInt8(ascii: "{")) {
            let token = tokens[position]
            if token.kind == .punctuation {
                position += 1
                continue
            }
            guard token.kind == .identifier, token.symbol >= 0,
                token.symbol == keywords.importWord || token.symbol == keywords.packageWord,
                position == 0 || !tokens[position - 1].isPunctuation(UInt8(ascii: "."))
            else {
                position += 1
                continue
            }
            let statement = Self.readPath(tokens, from: position + 1, index: index)
            var end = statement.end
            if end < tokens.count, tokens[end].isPunctuation(UInt8(ascii: ";")) { end += 1 }
            statementTokens.append(position..<end)
            let path = statement.path
            let isLibrary =
                path.count >= 4 && path[0] == keywords.com && path[1] == keywords.paypal
                && path[2] == keywords.android && path[3] == keywords.mep
            if token.symbol == keywords.packageWord {
                inPackage = isLibrary
                position = end
                continue
            }
            if isLibrary { libraryImports.append((position, max(position, statement.lastToken))) }
            // The first library class on the path: the imported class, or the owner of imported members.
            let classAt = path.indices.first { $0 >= 4 && index.isLibraryClass(path[$0]) }
            let last = path.last ?? -1
            if let alias = statement.alias {
                if isLibrary, let classAt, classAt == path.count - 1 { aliases[source.nameHash(tokens[alias])] = path[classAt] }
                if index.isLibraryClass(last) { singleType[last] = singleType[last] ?? false }
            } else if statement.wildcard {
                if isLibrary, let classAt { staticOnDemand.append(path[classAt]) } else if isLibrary { onDemand = true }
            } else if isLibrary, let classAt, classAt < path.count - 1 {
                staticMembers[last] = path[classAt]
            } else if index.isLibraryClass(last) {
                singleType[last] = isLibrary || singleType[last] == true
            }
            position = end
        }
        resolved = [Bool](repeating: false, count: index.names.count)
        for symbol in index.typeRules.keys {
            resolved[Int(symbol)] = singleType[symbol] ?? (!declared.contains(symbol) && (onDemand || inPackage))
        }
    }

    /// A dotted path after `import`/`package`: its symbols, whether it ends in `.*`, a Kotlin `as` alias's token,
    /// the last token read and the position after the statement.
    private static func readPath(
        _ tokens: [Token], from start: Int, index: AndroidScanIndex
    ) -> (path: [Int32], wildcard: Bool, alias: Int?, lastToken: Int, end: Int) {
        var path: [Int32] = []
        var position = start
        if position < tokens.count, tokens[position].isIdentifier(index.keywords.staticWord) { position += 1 }
        var wildcard = false
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .identifier {
                path.append(token.symbol)
            } else if token.isPunctuation(UInt8(ascii: "*")) {
                wildcard = true
            } else {
                break
            }
            guard position + 1 < tokens.count, tokens[position + 1].isPunctuation(UInt8(ascii: ".")) else {
                position += 1
                break
            }
            position += 2
        }
        let lastToken = position - 1
        if position + 1 < tokens.count, tokens[position].isIdentifier(index.keywords.asWord), tokens[position + 1].kind == .identifier {
            return (path, wildcard, position + 1, position + 1, position + 2)
        }
        return (path, wildcard, nil, lastToken, position)
    }

    /// Whether the bare name `symbol` reaches the library's class of that name in this file.
    @inline(__always)
    func resolves(_ symbol: Int32) -> Bool {
        symbol >= 0 && Int(symbol) < resolved.count && resolved[Int(symbol)]
    }

    /// Whether any member of the library is imported statically.
    var hasStaticImports: Bool { !staticMembers.isEmpty || !staticOnDemand.isEmpty }

    /// The class of a member imported statically by name or through `import static Class.*`, if any.
    func staticOwner(of member: Int32, constantOf index: AndroidScanIndex, text: ArraySlice<UInt8>) -> (owner: Int32, rule: Int)? {
        if let owner = staticMembers[member], let rule = index.constantRule(owner: owner, name: member, text: text) {
            return (owner, rule)
        }
        for owner in staticOnDemand {
            if let rule = index.constantRule(owner: owner, name: member, text: text) { return (owner, rule) }
        }
        return nil
    }
}
