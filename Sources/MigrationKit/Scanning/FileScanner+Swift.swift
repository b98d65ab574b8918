/// The Swift pass: type declarations and their conformances, `func` declarations inside them, `let`/`var`
/// and parameter declarations, and call chains.
extension FileScanner {
    mutating func scanSwift() {
        // The open type bodies: (name hash, index of the closing brace).
        var types: [(name: UInt64, close: Int)] = []
        var position = 0
        while position < tokens.count {
            position = skippingQuietStatement(from: position)  // a statement where nothing can matter is passed over
            while let last = types.last, position > last.close { types.removeLast() }
            let token = tokens[position]
            switch token.kind {
            case .identifier:
                let symbol = token.symbol
                if symbol >= 0 && isTypeKeyword(symbol), isIdentifier(position + 1), !isMemberKeyword(tokens[position + 1].symbol),
                    !isPunctuation(position - 1, UInt8(ascii: "."))
                {
                    if let body = readTypeDeclaration(at: position) { types.append(body) }
                } else if symbol >= 0 && symbol == index.keywords.funcWord, isIdentifier(position + 1) {
                    readFunction(at: position, owner: types.last?.name)
                } else if marks[position] & Mark.visited == 0 && !isInert(position) && !isPunctuation(position - 1, UInt8(ascii: ".")) {
                    handleStatementOperand(at: position)
                }
            case .punctuation where token.isPunctuation(UInt8(ascii: ":")):
                readTypeAnnotation(colon: position)
            default:
                break
            }
            position += 1
        }
    }

    private func isTypeKeyword(_ symbol: Int32) -> Bool {
        let keywords = index.keywords
        return symbol == keywords.classWord || symbol == keywords.structWord || symbol == keywords.extensionWord
            || symbol == keywords.enumWord || symbol == keywords.actor || symbol == keywords.protocolWord
    }

    /// `class func`, `class var`: not a type declaration.
    private func isMemberKeyword(_ symbol: Int32) -> Bool {
        symbol >= 0 && (symbol == index.keywords.funcWord || symbol == index.keywords.varWord || symbol == index.keywords.letWord)
    }

    /// `class Name: Super, PayPalPaymentDelegate {` or `extension Name: PayPalPaymentDelegate {`: records the
    /// type and its legacy conformances; returns its body.
    private mutating func readTypeDeclaration(at keyword: Int) -> (name: UInt64, close: Int)? {
        let nameToken = keyword + 1
        let hash = nameHash(nameToken)
        if tokens[keyword].symbol != index.keywords.extensionWord { declaredTypes.insert(hash) }
        var position = nameToken + 1
        while position < tokens.count && !isPunctuation(position, UInt8(ascii: "{")) {
            if isIdentifier(position), tokens[position].symbol == index.keywords.whereWord { break }
            if isIdentifier(position), index.delegateProtocols.contains(tokens[position].symbol) {
                adoptions[hash, default: []].insert(tokens[position].symbol)
            }
            position += 1
        }
        while position < tokens.count && !isPunctuation(position, UInt8(ascii: "{")) { position += 1 }
        guard position < tokens.count, matching[position] > position else { return nil }
        return (hash, Int(matching[position]))
    }

    /// `func name(label name: Type, …) -> Type`: records a delegate candidate under every spelling it may have:
    /// Swift 3+'s labels, Swift 1/2's (a first parameter's single name is no label there: `func
    /// paymentFailedWithCorrelationID(correlationID: String!)`), and an `@objc(selector:)` attribute's selector.
    private mutating func readFunction(at keyword: Int, owner: UInt64?) {
        var open = keyword + 2
        if isPunctuation(open, UInt8(ascii: "<")) {
            while open < tokens.count && !isPunctuation(open, UInt8(ascii: "(")) { open += 1 }
        }
        guard isPunctuation(open, UInt8(ascii: "(")), matching[open] > open else { return }
        // A function whose name the name table does not know implements no delegate method, unless `@objc(…)` names it.
        let selector = objcSelector(before: keyword)
        guard tokens[keyword + 1].symbol >= 0 || selector != nil else { return }
        let close = Int(matching[open])
        let starts = itemStarts(open: open, close: close)
        let labels = starts.map { tokens[$0].kind == .identifier ? tokens[$0].symbol : index.keywords.underscore }
        var spellings: [(pieces: [Int32], takesArguments: Bool)] = [([tokens[keyword + 1].symbol] + labels, true)]
        if let first = starts.first, tokens[first].kind == .identifier, isPunctuation(first + 1, UInt8(ascii: ":")) {
            spellings.append(([tokens[keyword + 1].symbol, index.keywords.underscore] + labels.dropFirst(), true))
        }
        if let selector { spellings.insert(selector, at: 0) }
        // The signature runs through a return type (`-> PayPalAmounts!`): its names are part of the method's use.
        var end = close
        if isPunctuation(close + 1, UInt8(ascii: "-")), isPunctuation(close + 2, UInt8(ascii: ">")), isIdentifier(close + 3) { end = close + 3 }
        let (line, column) = source.position(of: tokens[keyword])
        let candidate = DelegateCandidate(
            owner: owner, spellings: spellings, line: line, column: column, endLine: source.endLine(of: tokens[close]))
        delegateCandidates.append((candidate, keyword..<(end + 1)))
    }

    /// The selector of an `@objc(name:other:)` attribute before the `func` at `keyword` (modifiers may stand between).
    private func objcSelector(before keyword: Int) -> (pieces: [Int32], takesArguments: Bool)? {
        var position = keyword - 1
        while isIdentifier(position), position > keyword - 6 { position -= 1 }
        guard isPunctuation(position, UInt8(ascii: ")")), let open = (max(0, position - 40)..<position).last(where: { matching[$0] == Int32(position) }),
            isIdentifier(open - 1), source.text(of: tokens[open - 1]).elementsEqual("objc".utf8), isPunctuation(open - 2, UInt8(ascii: "@"))
        else { return nil }
        var pieces: [Int32] = []
        var takesArguments = false
        for inside in (open + 1)..<position {
            if tokens[inside].kind == .identifier { pieces.append(tokens[inside].symbol) }
            if isPunctuation(inside, UInt8(ascii: ":")) { takesArguments = true }
        }
        return pieces.isEmpty ? nil : (pieces, takesArguments)
    }

    /// `name: PayPalPayment` (a property, a local, a parameter): declares `name` with the legacy class.
    private mutating func readTypeAnnotation(colon: Int) {
        guard isIdentifier(colon - 1), isIdentifier(colon + 1),
            let legacyClass = legacyClass(tokens[colon + 1].symbol)
        else { return }
        declare(nameHash(colon - 1), legacyClass, typeToken: colon + 1)
        markVariable(colon - 1)
        // `let payment: PayPalPayment = PayPalPayment()` is one type use, at the declared type.
        var equals = colon + 2
        while isPunctuation(equals, UInt8(ascii: "!")) || isPunctuation(equals, UInt8(ascii: "?")) { equals += 1 }
        if isPunctuation(equals, UInt8(ascii: "=")), isIdentifier(equals + 1), tokens[equals + 1].symbol == tokens[colon + 1].symbol,
            isPunctuation(equals + 2, UInt8(ascii: "("))
        {
            marks[equals + 1] |= Mark.consumed
        }
    }
}
