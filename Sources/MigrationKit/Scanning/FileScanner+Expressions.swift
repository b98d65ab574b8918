/// Following expressions: operands, member chains (`pp.shippingEnabled`, `PayPal.getPayPalInst().checkout(with: p)`)
/// and Objective-C messages (`[[PayPal getPayPalInst] checkoutWithPayment:p]`).
extension FileScanner {
    /// Evaluates the operand starting at `start` (before `limit`).
    mutating func evaluateOperand(at start: Int, limit: Int) -> Operand {
        guard start < limit else { return Operand(end: start) }
        let token = tokens[start]
        guard nesting < Self.maximumNesting else { return Operand(end: start + 1) }
        nesting += 1
        defer { nesting -= 1 }
        if language == .objectiveC && token.isPunctuation(UInt8(ascii: "[")) {
            return continueChain(evaluateMessage(at: start), limit: limit)
        }
        if token.isPunctuation(UInt8(ascii: "(")) {
            let close = Int(matching[start])
            guard close > start else { return Operand(end: start + 1) }
            // An Objective-C cast to a legacy class: `(PayPal *)object`.
            if language == .objectiveC, isIdentifier(start + 1), let legacyClass = legacyClass(tokens[start + 1].symbol),
                isPunctuation(start + 2, UInt8(ascii: "*")), close == start + 3
            {
                var operand = evaluateOperand(at: start + 4, limit: limit)
                operand.type = .instance(legacyClass)
                operand.classToken = nil
                return operand
            }
            // A parenthesized operand keeps its type: `((PayPalInvoiceItem *)item).itemCount`.
            marks[start] |= Mark.visited
            let inner = evaluateOperand(at: start + 1, limit: close)
            guard inner.end == close else {
                findings += inner.shared
                return Operand(end: close + 1)
            }
            return continueChain(Operand(type: inner.type, shared: inner.shared, variable: inner.variable, end: close + 1), limit: limit)
        }
        if token.kind == .identifier { return evaluateChain(at: start, limit: limit) }
        return Operand(end: start + 1)
    }

    /// Evaluates a name and the members that follow it.
    mutating func evaluateChain(at start: Int, limit: Int) -> Operand {
        marks[start] |= Mark.visited
        let symbol = tokens[start].symbol
        var operand = Operand(end: start + 1)
        if let legacyClass = legacyClass(symbol) {
            operand.type = .classReference(legacyClass)
            operand.classToken = start
            // Swift `PayPalPayment()`: an instance.
            if language == .swift, isPunctuation(start + 1, UInt8(ascii: "(")), adjacent(start + 1), matching[start + 1] > 0 {
                operand.type = .instance(legacyClass)
                operand.classToken = nil
                operand.end = Int(matching[start + 1]) + 1
            }
        } else if symbol == index.keywords.selfWord && symbol >= 0 {
            operand.type = .selfReference
        } else if !variables.isEmpty && mayBeVariable(start) {
            let hash = nameHash(start)
            if let variable = variables[hash] {
                operand.type = .instance(variable.type)
                operand.variable = hash
            }
        }
        return continueChain(operand, limit: limit)
    }

    /// Applies the `.member` and `.call(…)` suffixes after `operand`.
    mutating func continueChain(_ start: Operand, limit: Int) -> Operand {
        var operand = start
        var position = operand.end
        while position < limit {
            let token = tokens[position]
            if language == .swift && (token.isPunctuation(UInt8(ascii: "!")) || token.isPunctuation(UInt8(ascii: "?")))
                && adjacent(position)
            {
                position += 1
                continue
            }
            guard token.isPunctuation(UInt8(ascii: ".")), isIdentifier(position + 1), operand.type != nil else { break }
            let member = position + 1
            if language == .swift, isPunctuation(member + 1, UInt8(ascii: "(")), matching[member + 1] > member {
                let close = Int(matching[member + 1])
                var pieces: [Int32] = []  // the name and the labels, in one array (no array per item start and label)
                pieces.reserveCapacity(8)
                pieces.append(tokens[member].symbol)
                appendArgumentLabels(open: member + 1, close: close, to: &pieces)
                operand = applyMember(
                    operand, pieces: pieces, takesArguments: true, begin: member, end: close,
                    receiver: operand.classToken)
                position = close + 1
            } else {
                operand = applyProperty(operand, member: member)
                position = member + 1
            }
        }
        operand.end = position
        return operand
    }

    /// Evaluates the Objective-C message whose `[` is at `open`.
    mutating func evaluateMessage(at open: Int) -> Operand {
        marks[open] |= Mark.visited
        let close = Int(matching[open])
        guard close > open else { return Operand(end: open + 1) }
        let receiver = evaluateOperand(at: open + 1, limit: close)
        let first = receiver.end
        guard first < close, tokens[first].kind == .identifier else {
            if !receiver.shared.isEmpty { findings += receiver.shared }
            return Operand(end: close + 1)
        }
        // Most messages go to the app's own objects: nothing to look up, no selector to build.
        if receiver.type == nil && receiver.shared.isEmpty && !index.symbol(tokens[first].symbol, is: SymbolFlag.expressCheckout) {
            return Operand(end: close + 1)
        }
        var pieces = [tokens[first].symbol]
        let takesArguments = isPunctuation(first + 1, UInt8(ascii: ":"))
        if takesArguments { pieces += selectorKeywords(from: first + 2, to: close) }
        var operand = applyMember(
            receiver, pieces: pieces, takesArguments: takesArguments, begin: open, end: close,
            receiver: receiver.classToken)
        operand.end = close + 1
        return operand
    }

    /// The keywords of a selector after its first one: names followed by `:` outside nested brackets and `?:`.
    private func selectorKeywords(from start: Int, to close: Int) -> [Int32] {
        var keywords: [Int32] = []
        var position = start
        var ternaries = 0
        while position < close {
            let token = tokens[position]
            if let next = afterBracket(at: position) {
                position = next
                continue
            }
            if token.kind == .punctuation {
                switch UInt8(truncatingIfNeeded: token.symbol) {
                case UInt8(ascii: "?"):
                    ternaries += 1
                case UInt8(ascii: ":") where ternaries > 0:
                    ternaries -= 1
                default:
                    break
                }
            } else if token.kind == .identifier && ternaries == 0 && isPunctuation(position + 1, UInt8(ascii: ":")) {
                keywords.append(token.symbol)
                position += 2
                continue
            }
            position += 1
        }
        return keywords
    }

    /// Appends the argument labels of a Swift call between `open` and `close` (`_` for an unlabeled argument).
    func appendArgumentLabels(open: Int, close: Int, to labels: inout [Int32]) {
        forEachItemStart(open: open, close: close) { start in
            labels.append(
                tokens[start].kind == .identifier && isPunctuation(start + 1, UInt8(ascii: ":")) ? tokens[start].symbol : index.keywords.underscore)
        }
    }

    /// For an opening bracket at `position`, the token after its closer (or after it, unmatched); else `nil`.
    @inline(__always)
    func afterBracket(at position: Int) -> Int? {
        let token = tokens[position]
        guard token.kind == .punctuation, token.symbol == 0x28 || token.symbol == 0x5B || token.symbol == 0x7B else { return nil }
        let end = Int(matching[position])
        return end > position ? end + 1 : position + 1
    }

    /// The first token of each comma-separated item between `open` and `close`, nested brackets skipped.
    func itemStarts(open: Int, close: Int) -> [Int] {
        var starts: [Int] = []
        forEachItemStart(open: open, close: close) { starts.append($0) }
        return starts
    }

    /// Calls `body` with the first token of each comma-separated item between `open` and `close`, in order, nested
    /// brackets skipped.
    @inline(__always)
    func forEachItemStart(open: Int, close: Int, _ body: (Int) -> Void) {
        guard close > open + 1 else { return }
        body(open + 1)
        var position = open + 1
        while position < close {
            let token = tokens[position]
            if let next = afterBracket(at: position) {
                position = next
                continue
            }
            if token.isPunctuation(UInt8(ascii: ",")) && position + 1 < close { body(position + 1) }
            position += 1
        }
    }

    /// Applies a message or call to `receiver`: reports the member, and gives the result's type.
    mutating func applyMember(
        _ receiver: Operand, pieces: [Int32], takesArguments: Bool, begin: Int, end: Int, receiver receiverToken: Int?
    ) -> Operand {
        var result = Operand(end: end + 1)
        if let first = pieces.first, index.symbol(first, is: SymbolFlag.expressCheckout) {
            // Mobile Express Checkout: not the payments library; what the receiver shared is dropped.
            usesExpressCheckout = true
            if let variable = receiver.variable { variables[variable]?.expressCheckoutUses += 1 }
            for position in begin...end { marks[position] |= Mark.expressCheckout }
            return result
        }
        if !receiver.shared.isEmpty { findings += receiver.shared }
        switch receiver.type {
        case .classReference(let legacyClass):
            if let rule = index.classMembers.value(owner: legacyClass, pieces: pieces, takesArguments: takesArguments) {
                report(rule, from: begin, to: end, into: &result)
                if let receiverToken { marks[receiverToken] |= Mark.consumed }
                result.type = index.result(of: legacyClass, member: pieces[0]).map(ExpressionType.instance)
            } else if !takesArguments, index.symbol(pieces[0], is: SymbolFlag.instanceMaker) {
                result.type = .instance(legacyClass)
            }
        case .instance(let legacyClass):
            if let rule = index.instanceMembers.value(owner: legacyClass, pieces: pieces, takesArguments: takesArguments) {
                report(rule, from: begin, to: end, into: &result)
                if let variable = receiver.variable { variables[variable]?.legacyUses += 1 }
                result.type = index.result(of: legacyClass, member: pieces[0]).map(ExpressionType.instance)
            } else if pieces[0] == index.keywords.initWord || index.symbol(pieces[0], is: SymbolFlag.instanceMaker) {
                result.type = .instance(legacyClass)
            }
        case .selfReference, nil:
            break
        }
        return result
    }

    /// Applies a property access `.member` to `receiver`.
    mutating func applyProperty(_ receiver: Operand, member: Int) -> Operand {
        if !receiver.shared.isEmpty { findings += receiver.shared }
        var result = Operand(end: member + 1)
        switch receiver.type {
        case .selfReference where mayBeVariable(member):
            let hash = nameHash(member)
            if let variable = variables[hash] {
                result.type = .instance(variable.type)
                result.variable = hash
            }
        case .instance(let legacyClass):
            let symbol = tokens[member].symbol
            if let rule = index.properties.value(owner: legacyClass, piece: symbol, takesArguments: false) {
                report(rule, from: member, to: member, into: &result)
                if let variable = receiver.variable { variables[variable]?.legacyUses += 1 }
                result.type = index.result(of: legacyClass, member: symbol).map(ExpressionType.instance)
            }
        case .selfReference, .classReference, nil:
            break
        }
        return result
    }

    /// Records a finding: held in `operand.shared` when MECL shares the rule (its fate depends on the use).
    private mutating func report(_ rule: Int, from first: Int, to last: Int, into operand: inout Operand) {
        let finding = rawFinding(rule, from: first, to: last)
        if index.isSharedWithExpressCheckout[rule] {
            operand.shared.append(finding)
        } else {
            findings.append(finding)
        }
    }
}
