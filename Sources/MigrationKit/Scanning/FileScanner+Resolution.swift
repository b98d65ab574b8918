/// The passes that need the whole file: variables' held findings, delegate implementations (a conformance
/// may come after the methods), and the names and enum constants no member rule reported.
extension FileScanner {
    /// Reports what variables held back, unless a variable served Mobile Express Checkout only.
    mutating func flushVariables() {
        for variable in variables.values { report(heldBy: variable) }
    }

    /// Reports what `variable` held, unless it served Mobile Express Checkout only.
    mutating func report(heldBy variable: TrackedVariable) {
        if !(variable.expressCheckoutUses > 0 && variable.legacyUses == 0) { findings += variable.pending }
    }

    /// Reports delegate implementations in types that adopt the legacy protocol, or, for a type declared
    /// elsewhere, in a file that shows the library. A type declared here without the protocol is the app's own.
    mutating func resolveDelegateCandidates() {
        let paymentDelegate = index.keywords.payPalPaymentDelegate
        let generationZeroDelegate = index.keywords.payPalMEPDelegate
        for (candidate, signature) in delegateCandidates {
            var protocols: [Int32]
            if let owner = candidate.owner, let adopted = adoptions[owner] {
                protocols = Array(adopted).sorted()
            } else if let owner = candidate.owner, !declaredTypes.contains(owner), hasLegacyEvidence {
                protocols = hasGenerationZeroEvidence ? [generationZeroDelegate, paymentDelegate] : [paymentDelegate, generationZeroDelegate]
            } else {
                continue
            }
            guard let rule = delegateRule(of: candidate, protocols: protocols) else { continue }
            findings.append(
                RawFinding(
                    rule: rule, line: candidate.line, column: candidate.column,
                    endLine: candidate.endLine, symbolToken: -1,
                    firstToken: Int32(signature.lowerBound), lastToken: Int32(max(signature.lowerBound, signature.upperBound - 1))))
            for position in signature { marks[position] |= Mark.consumed }
        }
    }

    /// The rule of the first protocol method any of the candidate's spellings names.
    private func delegateRule(of candidate: DelegateCandidate, protocols: [Int32]) -> Int? {
        for protocolSymbol in protocols {
            for spelling in candidate.spellings {
                if let rule = index.delegateMembers.value(owner: protocolSymbol, pieces: spelling.pieces, takesArguments: spelling.takesArguments) {
                    return rule
                }
            }
        }
        return nil
    }

    /// Reports legacy type names and enum constants that no member rule covered: each occurrence is a use.
    mutating func reportNamesAndConstants() {
        for known in source.knownTokens {
            let position = Int(known)
            let token = tokens[position]
            guard token.kind == .identifier, token.symbol >= 0, marks[position] & Mark.consumed == 0, marks[position] & Mark.expressCheckout == 0,
                !isPunctuation(position - 1, UInt8(ascii: ".")) || isConstantAfterTypeName(position)
            else { continue }
            let rule: Int
            if let typeRule = index.typeRule(token.symbol) {
                if ownTypes.contains(token.symbol) || (language == .objectiveC && isCppQualifier(position)) { continue }
                rule = typeRule
            } else if let constantRule = index.constantRule(token.symbol) {
                if !ownConstants.isEmpty && ownConstants.contains(token.symbol) { continue }
                rule = constantRule
            } else {
                continue
            }
            if index.contextualRules.contains(rule) && !hasLegacyEvidence { continue }
            findings.append(rawFinding(rule, from: position, to: position, symbolToken: position))
        }
    }

    /// `PayPalEnvironment.ENV_NONE` (Swift may qualify a constant with its type).
    private func isConstantAfterTypeName(_ position: Int) -> Bool {
        isIdentifier(position - 2) && index.typeRule(tokens[position - 2].symbol) != nil
    }
}
