/// Following expressions: a class or instance of the library and the calls, fields, constants and Kotlin
/// properties that follow it (`PayPal.getInstance().checkout(payment, this)`, `payment.subtotal = …`).
extension JavaFileScanner {
    /// What an operand evaluates to, as far as the scanner follows it.
    enum Value {
        /// A library class itself, named by the token `token` (`PayPal` in `PayPal.getInstance()`).
        case classReference(Int32, token: Int)
        /// An instance of a library class.
        case instance(Int32)
    }

    /// The library class the identifier at `position` names in this file, if any: a resolved simple name, a
    /// Kotlin alias, or the end of a qualified `com.paypal.android.MEP.…` path.
    func classSymbol(at position: Int) -> Int32? {
        let token = tokens[position]
        guard token.kind == .identifier else { return nil }
        if marks[position] & JavaMark.qualified != 0 { return token.symbol }
        if position > 0 && tokens[position - 1].isPunctuation(UInt8(ascii: ".")) { return nil }
        if token.symbol >= 0 { return imports.resolves(token.symbol) ? token.symbol : nil }
        if !imports.aliases.isEmpty { return imports.aliases[source.nameHash(token)] }
        return nil
    }

    /// At `com`: when `com.paypal.android.MEP.(sub.)*Class` follows, marks the path read and the class token
    /// qualified, and returns the class token's index.
    mutating func readQualifiedPath(at start: Int) -> Int? {
        let keywords = index.keywords
        let expected = [keywords.com, keywords.paypal, keywords.android, keywords.mep]
        var position = start
        for part in expected {
            guard isKeyword(position, part), isPunctuation(position + 1, UInt8(ascii: ".")) else { return nil }
            position += 2
        }
        while isIdentifier(position), position - start < 64 {  // at most a few subpackages: bounded, however hostile
            if index.isLibraryClass(tokens[position].symbol) {
                for path in start..<position { marks[path] |= JavaMark.visited }
                marks[position] |= JavaMark.qualified
                return position
            }
            guard isPunctuation(position + 1, UInt8(ascii: ".")) else { return nil }
            position += 2
        }
        return nil
    }

    /// Evaluates the operand starting at identifier `start` and the members that follow it; returns its value
    /// and the position after it.
    mutating func evaluateOperand(at start: Int) -> (value: Value?, end: Int) {
        marks[start] |= JavaMark.visited
        let token = tokens[start]
        let keywords = index.keywords
        var value: Value?
        var end = start + 1
        if token.symbol >= 0 && token.symbol == keywords.newWord {
            return (evaluateCreation(at: start), start + 1)
        } else if let owner = classSymbol(at: start) {
            value = .classReference(owner, token: start)
            if kotlin, isPunctuation(start + 1, UInt8(ascii: "(")), tokens[start + 1].start == token.end, let close = closer(of: start + 1) {
                value = .instance(owner)  // a Kotlin constructor call
                end = close + 1
            }
        } else if token.symbol >= 0 && token.symbol == keywords.thisWord {
            guard isPunctuation(start + 1, UInt8(ascii: ".")), isIdentifier(start + 2), let owner = variable(at: start + 2) else {
                return (nil, end)
            }
            marks[start + 2] |= JavaMark.visited
            value = .instance(owner)
            end = start + 3
        } else if let owner = variable(at: start) {
            value = .instance(owner)
        } else if let receiver = implicitReceiver(), let member = memberRule(receiver, name: start) {
            report(member.rule, from: start, to: member.end, symbolToken: start)
            value = index.results[SymbolPair(receiver, token.symbol)].map { .instance($0) }
            end = member.end + 1
        } else if let constant = imports.staticOwner(of: token.symbol, constantOf: index, text: source.text(of: token)) {
            report(constant.rule, from: start, to: start, symbolToken: start)
            return (nil, end)
        } else {
            return (nil, end)
        }
        return continueChain(value, from: end)
    }

    /// `new Class(…)`, `new Class(…) { … }` (an anonymous class: its body implements `Class` when it is one of
    /// the library's interfaces): the instance created, if a library class.
    private mutating func evaluateCreation(at keyword: Int) -> Value? {
        var position = keyword + 1
        var owner: Int32?
        if isKeyword(position, index.keywords.com), let classToken = readQualifiedPath(at: position) {
            position = classToken
        }
        if isIdentifier(position) { owner = classSymbol(at: position) }
        // Over `Name` or `outer.Name` (one step per part, so `new new new …` costs nothing more per `new`).
        while isIdentifier(position) {
            position += 1
            guard isPunctuation(position, UInt8(ascii: ".")), isIdentifier(position + 1) else { break }
            position += 1
        }
        guard isPunctuation(position, UInt8(ascii: "(")), let close = closer(of: position) else { return nil }
        if isPunctuation(close + 1, UInt8(ascii: "{")) {
            pendingScopes[close + 1] = .classBody(owner.map { [$0] } ?? [])
            return nil
        }
        return owner.map { .instance($0) }
    }

    /// Applies the `.member`, `.member(…)`, `?.`, `!!` suffixes after `value`.
    mutating func continueChain(_ start: Value?, from position: Int) -> (value: Value?, end: Int) {
        var value = start
        var position = position
        while let current = value {
            while kotlin, isPunctuation(position, UInt8(ascii: "!")) || isPunctuation(position, UInt8(ascii: "?")) { position += 1 }
            guard isPunctuation(position, UInt8(ascii: ".")), isIdentifier(position + 1) else { break }
            let member = position + 1
            let symbol = tokens[member].symbol
            marks[member] |= JavaMark.visited
            let call = isPunctuation(member + 1, UInt8(ascii: "(")) ? closer(of: member + 1) : nil
            let key: SymbolPair
            switch current {
            case .classReference(let owner, let classToken):
                key = SymbolPair(owner, symbol)
                value = nil
                if let call, let rule = index.staticMembers[key] {
                    report(rule, from: member, to: call, symbolToken: member)
                    marks[classToken] |= JavaMark.consumed
                    value = index.results[key].map { .instance($0) }
                } else if call == nil, let rule = index.constantRule(owner: owner, name: symbol, text: source.text(of: tokens[member])) {
                    report(rule, from: member, to: member, symbolToken: member)
                    marks[classToken] |= JavaMark.consumed
                }
            case .instance(let owner):
                key = SymbolPair(owner, symbol)
                value = nil
                if let found = memberRule(owner, name: member) {
                    report(found.rule, from: member, to: found.end, symbolToken: member)
                    value = index.results[key].map { .instance($0) }
                } else if call == nil, let rule = index.constantRule(owner: owner, name: symbol, text: source.text(of: tokens[member])) {
                    report(rule, from: member, to: member, symbolToken: member)
                } else if kotlin, symbol >= 0, let lambda = closer(of: member + 1), isPunctuation(member + 1, UInt8(ascii: "{")),
                    let scopeFunction = index.keywords.scopeFunction(symbol)
                {
                    // `apply`/`run`: bare names in the lambda are the instance's members; `apply`/`also` return it.
                    if scopeFunction.receiverIsThis { pendingScopes[member + 1] = .receiver(owner) }
                    if scopeFunction.returnsReceiver {
                        value = current
                        position = lambda + 1
                        continue
                    }
                }
            }
            position = (call ?? member) + 1
        }
        return (value, position)
    }

    /// The rule of member `name` (a method called, a field or Kotlin property read or written) of an instance
    /// of `owner`, and the member's last token.
    func memberRule(_ owner: Int32, name: Int) -> (rule: Int, end: Int)? {
        let key = SymbolPair(owner, tokens[name].symbol)
        guard tokens[name].symbol >= 0 else { return nil }
        if isPunctuation(name + 1, UInt8(ascii: "(")), let call = closer(of: name + 1) {
            return index.instanceMembers[key].map { ($0, call) }
        }
        if let rule = index.instanceMembers[key] ?? (kotlin ? index.kotlinProperties[key] : nil) { return (rule, name) }
        return nil
    }

    /// The class of the tracked variable named at `position`, if any.
    func variable(at position: Int) -> Int32? {
        guard !variables.isEmpty, variableFilter.mayContain(tokens[position], in: source) else { return nil }
        return variables[source.nameHash(tokens[position])]
    }

    /// The library instance a Kotlin `apply`/`run` lambda's bare names are members of, if inside one.
    func implicitReceiver() -> Int32? {
        kotlin ? scopes.last?.receiver : nil
    }
}
