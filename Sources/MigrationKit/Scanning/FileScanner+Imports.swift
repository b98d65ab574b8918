/// The imports of the legacy headers, and the type names that are the app's own: `#import`/`#include` of a legacy
/// header (`PayPal.h` too, unless the file only serves Mobile Express Checkout or the header is the app's own,
/// ``OwnHeaders``) and `@import PayPalMPL`; a C++ `class PayPal`/`struct PayPal` or a Swift type declared in the file,
/// and `PayPal::…`, are not the library.
extension FileScanner {
    /// Reports every import of a legacy header: at the directive's `#` (or `@import`'s `@`) through its target.
    mutating func reportImports() {
        guard let rule = index.importRule else { return }
        // Run last: a file whose only library call is Mobile Express Checkout's imports MECL's `PayPal.h`.
        let payPalOnlyForExpressCheckout = usesExpressCheckout && findings.isEmpty
        for known in source.knownTokens {
            let position = Int(known)
            let token = tokens[position]
            switch token.kind {
            case .includeTarget:
                let target = source.text(of: token)
                guard position > 0, tokens[position - 1].kind == .directive else { continue }
                let isPayPalHeader = LegacyHeaders.isPayPalHeader(target)
                if isPayPalHeader {
                    includesPayPalHeader = true
                    if usesOwnHeader && ownHeaders.names(target) { continue }  // the app's own PayPal.h
                }
                if LegacyHeaders.header(named: target) != nil || (isPayPalHeader && !payPalOnlyForExpressCheckout) {
                    findings.append(rawFinding(rule, from: position - 1, to: position))
                } else if !isPayPalHeader {
                    let (line, column) = source.position(of: tokens[position - 1])
                    otherIncludes.append(IncludedHeader(fileName: LegacyHeaders.fileName(of: target), line: Int(line), column: Int(column)))
                }
            case .identifier where token.symbol == index.keywords.podModule && language == .objectiveC:
                // `@import PayPalMPL;`, `@import PayPalMPL.PayPal;`
                if position >= 2, tokens[position - 1].isIdentifier(index.keywords.importWord), tokens[position - 2].isPunctuation(UInt8(ascii: "@")) {
                    findings.append(rawFinding(rule, from: position - 2, to: position))
                }
            default:
                break
            }
        }
    }

    /// The legacy type names the file declares itself: C++ classes or structs in Objective-C++ (`class PayPal {`,
    /// `struct PayPal;`; not Objective-C's `@class PayPal;`), Swift types (`final class PayPalPayment {`,
    /// `enum PayPalEnvironment {`). In this file they are the app's own.
    static func ownTypes(in source: LexedSource, index: ScanIndex, language: SourceLanguage) -> Set<Int32> {
        var types: Set<Int32> = []
        let tokens = source.tokens
        let keywords = index.keywords
        let declarers: Set<Int32> =
            language == .swift
            ? [keywords.classWord, keywords.structWord, keywords.enumWord, keywords.protocolWord, keywords.actor]
            : [keywords.classWord, keywords.structWord]
        for known in source.knownTokens {
            let position = Int(known)
            let token = tokens[position]
            guard token.kind == .identifier, position > 0, index.legacyClass(token.symbol) != nil || index.typeRule(token.symbol) != nil
            else { continue }
            let keyword = tokens[position - 1]
            guard keyword.kind == .identifier, keyword.symbol >= 0, declarers.contains(keyword.symbol),
                !(position > 1 && (tokens[position - 2].isPunctuation(UInt8(ascii: "@")) || tokens[position - 2].isPunctuation(UInt8(ascii: "."))))
            else { continue }
            types.insert(token.symbol)
        }
        return types
    }

    /// Whether the name at `position` is used as C++ (`PayPal::instance()`), which Objective-C never does.
    func isCppQualifier(_ position: Int) -> Bool {
        isPunctuation(position + 1, UInt8(ascii: ":")) && isPunctuation(position + 2, UInt8(ascii: ":"))
            && tokens[position + 1].end == tokens[position + 2].start
    }

    /// The canonical legacy class named by `symbol` in this file: not one the file declares itself.
    @inline(__always)
    func legacyClass(_ symbol: Int32) -> Int32? {
        if !ownTypes.isEmpty && ownTypes.contains(symbol) { return nil }
        return index.legacyClass(symbol)
    }
}
