/// The Objective-C pass: class interfaces and their protocols, implementations and their methods, variable
/// declarations, messages and dot-syntax properties.
extension FileScanner {
    mutating func scanObjectiveC() {
        var implementation: UInt64?
        var implementationDepth = 0
        var position = 0
        while position < tokens.count {
            // Inside braces (no method definition stands there), a statement where nothing can matter is passed over.
            if implementationDepth > 0 { position = skippingQuietStatement(from: position) }
            let token = tokens[position]
            switch token.kind {
            case .punctuation:
                switch UInt8(truncatingIfNeeded: token.symbol) {
                case UInt8(ascii: "@") where isIdentifier(position + 1):
                    let word = tokens[position + 1].symbol
                    if word == index.keywords.interface, isIdentifier(position + 2) {
                        readInterface(name: position + 2)
                    } else if word == index.keywords.implementation, isIdentifier(position + 2) {
                        implementation = nameHash(position + 2)
                        implementationDepth = 0
                        position += 3
                        continue
                    } else if word == index.keywords.end {
                        implementation = nil
                    }
                case UInt8(ascii: "{"):
                    implementationDepth += 1
                case UInt8(ascii: "}"):
                    implementationDepth -= 1
                case UInt8(ascii: "-"), UInt8(ascii: "+"):
                    if implementation != nil && implementationDepth == 0 && isPunctuation(position + 1, UInt8(ascii: "(")) {
                        position = readMethodDefinition(at: position, owner: implementation)
                        continue
                    }
                case UInt8(ascii: "["), UInt8(ascii: "("):
                    if position >= inertUntil && marks[position] & Mark.visited == 0 { handleStatementOperand(at: position) }
                default:
                    break
                }
            case .identifier:
                // A name the index does not know, with no variable tracked and no assignment's value: its declaration
                // (`Cart *cart`) and its evaluation would do nothing (most names of a file).
                if variables.isEmpty && isUnknownName(position) && !isPunctuation(position - 1, UInt8(ascii: "=")) { break }
                let next = position + 1
                if next < tokens.count && (tokens[next].isPunctuation(UInt8(ascii: "*")) || tokens[next].kind == .identifier) {
                    readDeclaration(at: position)  // `Type *name`, `Type const *name`
                }
                if marks[position] & Mark.visited == 0 && !isInert(position) && !isPunctuation(position - 1, UInt8(ascii: ".")) {
                    handleStatementOperand(at: position)
                }
            default:
                break
            }
            position += 1
        }
    }

    /// Evaluates an operand met by the main pass and settles its shared findings: an assignment to a
    /// variable keeps them with the variable, anything else reports them.
    mutating func handleStatementOperand(at start: Int) {
        let operand =
            isInertBracket(start) || isUnknownName(start) ? Operand(end: start + 1) : evaluateOperand(at: start, limit: tokens.count)
        let target = start - 2
        if isPunctuation(start - 1, UInt8(ascii: "=")), isIdentifier(target), legacyClass(tokens[target].symbol) == nil,
            !(isPunctuation(target - 1, UInt8(ascii: "=")) && adjacent(target))
        {
            if case .instance(let legacyClass)? = operand.type {
                let hash = nameHash(target)
                var variable = variables[hash] ?? TrackedVariable(type: legacyClass)
                variable.type = legacyClass
                variable.pending += operand.shared
                variables[hash] = variable
                markVariable(target)
                return
            }
            if !variables.isEmpty && mayBeVariable(target) && isRedeclaration(target) { forget(nameHash(target)) }
        }
        if !operand.shared.isEmpty { findings += operand.shared }
    }

    /// Whether the name at `name` is being declared anew, not with a legacy class (`let x`, `var x`,
    /// `Cart *x`; not `PayPal *x = nil`).
    private func isRedeclaration(_ name: Int) -> Bool {
        if language == .swift {
            let keyword = name - 1
            return isIdentifier(keyword) && tokens[keyword].symbol >= 0
                && (tokens[keyword].symbol == index.keywords.letWord || tokens[keyword].symbol == index.keywords.varWord)
        }
        var type = name - 1
        if isPunctuation(type, UInt8(ascii: "*")) { type -= 1 }
        if isIdentifier(type), tokens[type].symbol == index.keywords.constWord, tokens[type].symbol >= 0 { type -= 1 }
        return isIdentifier(type) && legacyClass(tokens[type].symbol) == nil
    }

    /// Drops a variable that is redeclared: what it held is reported, unless it served MECL only.
    mutating func forget(_ hash: UInt64) {
        if let variable = variables.removeValue(forKey: hash) { report(heldBy: variable) }
    }

    /// `Type *name`, `(Type const *)name`: declares `name` (and its ivar `_name`) with a legacy class, or
    /// forgets a name redeclared with another type.
    private mutating func readDeclaration(at position: Int) {
        var star = position + 1
        if isIdentifier(star), tokens[star].symbol == index.keywords.constWord, tokens[star].symbol >= 0 { star += 1 }
        guard isPunctuation(star, UInt8(ascii: "*")) else { return }
        var name = star + 1
        if isPunctuation(name, UInt8(ascii: ")")) { name += 1 }
        guard isIdentifier(name) else { return }
        guard let legacyClass = legacyClass(tokens[position].symbol) else {
            if !variables.isEmpty && mayBeVariable(name) && (isPunctuation(name + 1, UInt8(ascii: "=")) || isPunctuation(name + 1, UInt8(ascii: ";"))) {
                forget(nameHash(name))
            }
            return
        }
        let hash = nameHash(name)
        declare(hash, legacyClass, typeToken: position)
        declare(nameHash(name, prefix: UInt8(ascii: "_")), legacyClass, typeToken: nil)
        markVariable(name)
        markVariable(name, prefixed: true)
        if isPunctuation(name + 1, UInt8(ascii: "=")) { consumeCreation(of: tokens[position].symbol, from: name + 2) }
    }

    /// `PayPalPayment *p = [[PayPalPayment alloc] init];` is one type use, at the declared type: the created
    /// class's name in the same statement is part of it.
    private mutating func consumeCreation(of symbol: Int32, from start: Int) {
        var position = start
        while position < tokens.count && position < start + 16 && !isPunctuation(position, UInt8(ascii: ";")) {
            if tokens[position].isIdentifier(symbol), isPunctuation(position - 1, UInt8(ascii: "[")), isIdentifier(position + 1),
                index.symbol(tokens[position + 1].symbol, is: SymbolFlag.instanceMaker)
            {
                marks[position] |= Mark.consumed
                return
            }
            position += 1
        }
    }

    /// Records a variable of `legacyClass`; a `PayPal` declaration's type finding waits on how it is used
    /// (MECL shares the class).
    mutating func declare(_ hash: UInt64, _ legacyClass: Int32, typeToken: Int?) {
        var variable = variables[hash] ?? TrackedVariable(type: legacyClass)
        variable.type = legacyClass
        if let typeToken, legacyClass == index.keywords.payPal, let rule = index.typeRule(tokens[typeToken].symbol) {
            variable.pending.append(rawFinding(rule, from: typeToken, to: typeToken))
            marks[typeToken] |= Mark.consumed
        }
        variables[hash] = variable
    }

    /// `@interface Name : Super <Protocols>` or `@interface Name () <Protocols>`.
    private mutating func readInterface(name: Int) {
        let hash = nameHash(name)
        var position = name + 1
        let isCategory = isPunctuation(position, UInt8(ascii: "("))
        if !isCategory { declaredTypes.insert(hash) }
        while position < tokens.count && position < name + 8 && !isPunctuation(position, UInt8(ascii: "<"))
            && !isPunctuation(position, UInt8(ascii: "{")) && !isPunctuation(position, UInt8(ascii: "@"))
        {
            position += 1
        }
        guard isPunctuation(position, UInt8(ascii: "<")) else { return }
        while position < tokens.count && !isPunctuation(position, UInt8(ascii: ">")) {
            if isIdentifier(position), index.delegateProtocols.contains(tokens[position].symbol) {
                adoptions[hash, default: []].insert(tokens[position].symbol)
            }
            position += 1
        }
    }

    /// `- (type)keyword:(type)name keyword:(type)name {`: records a delegate candidate; returns the position of
    /// the body's `{` (or the token after the declaration).
    private mutating func readMethodDefinition(at start: Int, owner: UInt64?) -> Int {
        var position = start + 1
        if isPunctuation(position, UInt8(ascii: "(")), matching[position] > position { position = Int(matching[position]) + 1 }
        guard isIdentifier(position) else { return position }
        // A method whose first selector piece the name table does not know cannot implement a delegate method: its
        // selector is not gathered (most of an app's methods).
        let mayImplementDelegate = tokens[position].symbol >= 0
        var pieces = mayImplementDelegate ? [tokens[position].symbol] : []
        var takesArguments = false
        var last = position
        position += 1
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunctuation(UInt8(ascii: "{")) || token.isPunctuation(UInt8(ascii: ";")) { break }
            if token.isPunctuation(UInt8(ascii: ":")) {
                takesArguments = true
                position += 1
                if isPunctuation(position, UInt8(ascii: "(")), matching[position] > position { position = Int(matching[position]) + 1 }
                last = position
                position += 1  // the parameter name
                if mayImplementDelegate, isIdentifier(position), isPunctuation(position + 1, UInt8(ascii: ":")) {
                    pieces.append(tokens[position].symbol)
                }
                continue
            }
            position += 1
        }
        if mayImplementDelegate {
            let (line, column) = source.position(of: tokens[start])
            let candidate = DelegateCandidate(
                owner: owner, spellings: [(pieces, takesArguments)], line: line, column: column,
                endLine: source.endLine(of: tokens[min(last, tokens.count - 1)]))
            delegateCandidates.append((candidate, start..<min(position, tokens.count)))
        }
        // Parameter declarations (`(PayPalPayment *)payment`) still declare variables.
        var parameter = start
        while parameter < min(position, tokens.count) {
            if tokens[parameter].kind == .identifier { readDeclaration(at: parameter) }
            parameter += 1
        }
        return position
    }
}
