/// Declarations: type headers and the library interfaces they implement, callback methods in them, and
/// variables, fields and parameters declared or assigned with a library class.
extension JavaFileScanner {
    /// Handles an identifier the main pass reaches that no earlier pass read.
    mutating func handleIdentifier(at position: Int) {
        let token = tokens[position]
        let symbol = token.symbol
        let keywords = index.keywords
        if symbol >= 0 {
            if symbol == keywords.classWord || symbol == keywords.interfaceWord || symbol == keywords.enumWord
                || symbol == keywords.objectWord
            {
                readTypeHeader(at: position)
                return
            }
            if kotlin && symbol == keywords.funWord {
                readKotlinFunction(at: position)
                return
            }
            if index.isInertKeyword[Int(symbol)] { return }
            if symbol == keywords.com, let classToken = readQualifiedPath(at: position) {
                if !kotlin && isIdentifier(classToken + 1) { readDeclaration(type: classToken) }
                handleOperand(at: classToken)
                return
            }
        }
        if position > 0 && tokens[position - 1].isPunctuation(UInt8(ascii: ".")) && marks[position] & JavaMark.qualified == 0 { return }
        if !kotlin, let interfaces = enclosingClassBody, isJavaMethodDeclaration(at: position) {
            readCallback(name: position, interfaces: interfaces)
            return
        }
        if symbol < 0 && !imports.aliases.isEmpty && classSymbol(at: position) != nil { aliasTokens.append(position) }
        if !kotlin && isIdentifier(position + 1) {
            if classSymbol(at: position) != nil {
                readDeclaration(type: position)
            } else if !variables.isEmpty {
                forgetRedeclared(name: position + 1)
            }
        }
        // A name the table does not know matters only as a variable, a Kotlin alias or a statically imported constant.
        if symbol < 0 && imports.aliases.isEmpty && !imports.hasStaticImports
            && (variables.isEmpty || !variableFilter.mayContain(token, in: source))
        {
            return
        }
        handleOperand(at: position)
    }

    /// Evaluates an operand met by the main pass; a library instance assigned to a name (`pp = PayPal.getInstance()`,
    /// Kotlin `val pp = …`) makes the name a variable of its class.
    private mutating func handleOperand(at start: Int) {
        let (value, _) = evaluateOperand(at: start)
        guard case .instance(let owner)? = value, isPunctuation(start - 1, UInt8(ascii: "=")), isIdentifier(start - 2),
            !(isPunctuation(start - 3, UInt8(ascii: "=")) && tokens[start - 3].end == tokens[start - 2].start)
        else { return }
        declare(name: start - 2, owner)
    }

    /// Records `name` as a variable of `owner`.
    mutating func declare(name: Int, _ owner: Int32) {
        variables[source.nameHash(tokens[name])] = owner
        variableFilter.insert(tokens[name], in: source)
    }

    /// Java `Class name` (a field, a local, a parameter, a for-each variable): declares `name`; in `Class name =
    /// new Class(…)` the created class's name is part of the declaration's use.
    private mutating func readDeclaration(type: Int) {
        let name = type + 1
        guard let owner = classSymbol(at: type), isIdentifier(name), tokens[name].symbol < 0 || !isDeclarationKeyword(tokens[name].symbol)
        else { return }
        declare(name: name, owner)
        if isPunctuation(name + 1, UInt8(ascii: "=")) { consumeCreation(of: owner, at: name + 2) }
    }

    /// In `= new Class(…)` (Java) or `= Class(…)` (Kotlin) at `start`: marks the created class's name as part of
    /// the declaration that names `owner`.
    private mutating func consumeCreation(of owner: Int32, at start: Int) {
        var position = start
        if isKeyword(position, index.keywords.newWord) { position += 1 }
        if isKeyword(position, index.keywords.com), let classToken = readQualifiedPath(at: position) { position = classToken }
        if isIdentifier(position), classSymbol(at: position) == owner, isPunctuation(position + 1, UInt8(ascii: "(")) {
            marks[position] |= JavaMark.consumed
        }
    }

    private func isDeclarationKeyword(_ symbol: Int32) -> Bool {
        let keywords = index.keywords
        return symbol == keywords.extendsWord || symbol == keywords.implementsWord || symbol == keywords.throwsWord
    }

    /// Java `Other name =` or `Other name;` for a tracked name: it is another variable now.
    private mutating func forgetRedeclared(name: Int) {
        guard isPunctuation(name + 1, UInt8(ascii: "=")) || isPunctuation(name + 1, UInt8(ascii: ";")),
            variableFilter.mayContain(tokens[name], in: source)
        else { return }
        variables.removeValue(forKey: source.nameHash(tokens[name]))
    }

    /// Kotlin `name: Class` (a property, a local, a parameter): declares `name`.
    mutating func readKotlinTypeAnnotation(colon: Int) {
        guard isIdentifier(colon - 1), isIdentifier(colon + 1), let owner = classSymbol(at: colon + 1) else { return }
        declare(name: colon - 1, owner)
        var equals = colon + 2
        if isPunctuation(equals, UInt8(ascii: "?")) { equals += 1 }
        if isPunctuation(equals, UInt8(ascii: "=")) { consumeCreation(of: owner, at: equals + 1) }
    }

    /// `class Name … implements A, B {`, Kotlin `class Name(…) : A(), B {`, `object : A {`: the library classes the
    /// header names become the body's implemented interfaces. The header's names are still read as code.
    private mutating func readTypeHeader(at keyword: Int) {
        guard keyword == 0 || !(tokens[keyword - 1].isPunctuation(UInt8(ascii: ".")) || tokens[keyword - 1].isPunctuation(UInt8(ascii: ":")))
        else { return }
        var interfaces: [Int32] = []
        var position = keyword + 1
        let keywords = index.keywords
        while position < tokens.count, position - keyword < 512 {  // a header is short: bounded, however hostile
            let token = tokens[position]
            if token.isPunctuation(UInt8(ascii: "{")) {
                pendingScopes[position] = .classBody(interfaces)
                return
            }
            if token.isPunctuation(UInt8(ascii: ";")) || token.isPunctuation(UInt8(ascii: "}")) || token.isPunctuation(UInt8(ascii: "=")) {
                return
            }
            if token.kind == .identifier, token.symbol >= 0,
                token.symbol == keywords.funWord || token.symbol == keywords.valWord || token.symbol == keywords.varWord
                    || token.symbol == keywords.classWord || token.symbol == keywords.interfaceWord || token.symbol == keywords.objectWord
            {
                return
            }
            if token.isPunctuation(UInt8(ascii: "(")), let close = closer(of: position) {
                position = close + 1
                continue
            }
            if token.kind == .identifier, position > keyword + 1 || tokens[keyword].symbol == keywords.objectWord,
                let owner = classSymbol(at: position)
            {
                interfaces.append(owner)
            }
            position += 1
        }
    }

    /// Java: `Type name(…) {` (or `throws …`, or `;`) directly in a class body.
    private func isJavaMethodDeclaration(at name: Int) -> Bool {
        guard isPunctuation(name + 1, UInt8(ascii: "(")), let close = closer(of: name + 1) else { return false }
        let before = name - 1
        guard isIdentifier(before) || isPunctuation(before, UInt8(ascii: ">")) || isPunctuation(before, UInt8(ascii: "]")) else { return false }
        return isPunctuation(close + 1, UInt8(ascii: "{")) || isPunctuation(close + 1, UInt8(ascii: ";"))
            || isKeyword(close + 1, index.keywords.throwsWord)
    }

    /// Kotlin `fun name(…)` directly in a class or object body.
    private mutating func readKotlinFunction(at keyword: Int) {
        let name = keyword + 1
        guard isIdentifier(name), let interfaces = enclosingClassBody, isPunctuation(name + 1, UInt8(ascii: "(")) else { return }
        marks[name] |= JavaMark.visited
        readCallback(name: name, interfaces: interfaces)
    }

    /// A method `name(…)` declared in a body implementing `interfaces`: a callback finding when one of them
    /// declares it; its signature's class names (parameters and return type) are part of that use.
    private mutating func readCallback(name: Int, interfaces: [Int32]) {
        marks[name] |= JavaMark.visited
        guard !interfaces.isEmpty, let close = closer(of: name + 1) else { return }
        for owner in interfaces {
            guard let rule = index.callbacks[SymbolPair(owner, tokens[name].symbol)] else { continue }
            report(rule, from: name, to: close)
            for position in name...close { marks[position] |= JavaMark.consumed }
            // The return type is part of the signature too: Java's before the name, Kotlin's after `):`.
            if !kotlin, isIdentifier(name - 1) { marks[name - 1] |= JavaMark.consumed }
            if kotlin, isPunctuation(close + 1, UInt8(ascii: ":")), isIdentifier(close + 2) { marks[close + 2] |= JavaMark.consumed }
            return
        }
    }
}
