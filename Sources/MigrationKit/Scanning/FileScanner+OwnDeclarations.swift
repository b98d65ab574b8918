/// The app's own declarations of names the library's constants have: a macro (`#define BUTTON_152x33 3`), an
/// enum case (`enum { BUTTON_152x33 }`, Swift `case BUTTON_152x33`), a method (`- (int)ENV_LIVE`, `func ENV_LIVE()`),
/// a property, a variable or constant (`static const int ENV_LIVE = 1;`, `let ENV_LIVE = …`). In a file that
/// declares such a name, neither the declaration nor its uses are the library's.
extension FileScanner {
    /// Statement words that may stand before a value (`return ENV_LIVE;`), so a name after them is no declaration.
    private static let valueKeywords: Set<String> = ["return", "case", "else", "do", "goto", "throw", "sizeof", "typeof", "in", "try", "await"]

    /// The constants' names this file declares itself; `matching` is ``LexedSource/matchingBrackets()`` of `source`.
    static func ownConstantNames(in source: LexedSource, index: ScanIndex, language: SourceLanguage, matching: [Int32]) -> Set<Int32> {
        var names: Set<Int32> = []
        let tokens = source.tokens
        for known in source.knownTokens {
            let position = Int(known)
            let token = tokens[position]
            guard token.kind == .identifier, index.constantRule(token.symbol) != nil, !names.contains(token.symbol) else { continue }
            let declared: Bool
            switch language {
            case .swift:
                declared = isSwiftDeclaration(position, source: source, index: index)
            default:
                declared = isCDeclaration(position, source: source, matching: matching)
            }
            if declared { names.insert(token.symbol) }
        }
        return names
    }

    /// Swift: `let NAME`, `var NAME`, `func NAME`, or an enum's `case NAME` / `case A, NAME` (a list not ending in
    /// `:`, which would be a `switch`'s pattern).
    private static func isSwiftDeclaration(_ position: Int, source: LexedSource, index: ScanIndex) -> Bool {
        let tokens = source.tokens
        let keywords = index.keywords
        guard position > 0 else { return false }
        let before = tokens[position - 1]
        if before.kind == .identifier && before.symbol >= 0
            && (before.symbol == keywords.letWord || before.symbol == keywords.varWord || before.symbol == keywords.funcWord)
        {
            return true
        }
        // Back over `A, B, ` to the `case`, then forward over the list to what ends it.
        var start = position - 1
        while start > 0, tokens[start].isPunctuation(UInt8(ascii: ",")), tokens[start - 1].kind == .identifier, position - start < 64 {
            start -= 2
        }
        guard start >= 0, source.text(of: tokens[start]).elementsEqual("case".utf8) else { return false }
        var end = position + 1
        while end + 1 < tokens.count, tokens[end].isPunctuation(UInt8(ascii: ",")), tokens[end + 1].kind == .identifier, end - position < 64 {
            end += 2
        }
        return !(end < tokens.count && tokens[end].isPunctuation(UInt8(ascii: ":")))
    }

    /// Objective-C and C: `#define NAME`, an enum body's `NAME,`/`NAME =`/`NAME }`, `- (type)NAME`, `@property … NAME;`,
    /// `type NAME =`/`;`/`[`.
    private static func isCDeclaration(_ position: Int, source: LexedSource, matching: [Int32]) -> Bool {
        let tokens = source.tokens
        guard position > 0 else { return false }
        let before = tokens[position - 1]
        let after = position + 1 < tokens.count ? tokens[position + 1] : nil
        if before.kind == .directive { return source.text(of: before).hasSuffix("define".utf8) }
        if before.isPunctuation(UInt8(ascii: "{")) || before.isPunctuation(UInt8(ascii: ",")),
            let after, after.isPunctuation(UInt8(ascii: ",")) || after.isPunctuation(UInt8(ascii: "=")) || after.isPunctuation(UInt8(ascii: "}")),
            isInEnumBody(position, source: source, matching: matching)
        {
            return true
        }
        // `- (NSInteger)NAME`: a method of the app.
        if before.isPunctuation(UInt8(ascii: ")")), let open = (max(0, position - 12)..<(position - 1)).last(where: { matching[$0] == Int32(position - 1) }),
            open > 0, tokens[open - 1].isPunctuation(UInt8(ascii: "-")) || tokens[open - 1].isPunctuation(UInt8(ascii: "+")),
            open == 1 || source.line(of: tokens[open - 2]) < source.line(of: tokens[open - 1])
        {
            return true
        }
        // `type NAME = …;`, `type *NAME;`, `type NAME[4];`, `@property (…) type NAME;`
        guard let after, after.isPunctuation(UInt8(ascii: "=")) || after.isPunctuation(UInt8(ascii: ";")) || after.isPunctuation(UInt8(ascii: "[")) else {
            return false
        }
        if before.isPunctuation(UInt8(ascii: "*")) { return position > 1 && tokens[position - 2].kind == .identifier }
        return before.kind == .identifier && !valueKeywords.contains(source.string(of: before))
    }

    /// Whether the item at `position` is in the body of `enum [Name] {`, `NS_ENUM(Type, Name) {` or `NS_OPTIONS(…) {`:
    /// back over at most 256 tokens of the items before it to the body's `{`.
    private static func isInEnumBody(_ position: Int, source: LexedSource, matching: [Int32]) -> Bool {
        let tokens = source.tokens
        var open = position - 1
        while open >= 0, position - open < 256, !tokens[open].isPunctuation(UInt8(ascii: "{")) {
            if tokens[open].isPunctuation(UInt8(ascii: ";")) || tokens[open].isPunctuation(UInt8(ascii: "}")) { return false }
            open -= 1
        }
        guard open > 0, tokens[open].isPunctuation(UInt8(ascii: "{")) else { return false }
        var head = open - 1
        if tokens[head].isPunctuation(UInt8(ascii: ")")), let start = (max(0, head - 12)..<head).last(where: { matching[$0] == Int32(head) }) {
            head = start - 1  // NS_ENUM(Type, Name)
        } else if tokens[head].kind == .identifier, head > 0, !source.text(of: tokens[head]).elementsEqual("enum".utf8) {
            head -= 1  // enum Name
        }
        guard head >= 0, tokens[head].kind == .identifier else { return false }
        let word = source.text(of: tokens[head])
        return word.elementsEqual("enum".utf8) || word.elementsEqual("NS_ENUM".utf8) || word.elementsEqual("NS_OPTIONS".utf8)
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    func hasSuffix(_ suffix: String.UTF8View) -> Bool {
        count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix)
    }
}
