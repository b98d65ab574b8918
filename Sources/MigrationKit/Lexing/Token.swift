/// What a token is.
public enum TokenKind: UInt8, Sendable {
    /// A name: `PayPal`, `checkoutWithPayment`, `self`, `let`.
    case identifier
    /// A number literal.
    case number
    /// A string literal segment (`@"…"`, `"…"`, `"""…"""`, `#"…"#`); interpolated code is lexed as tokens between segments.
    case string
    /// An Objective-C character literal (`'a'`).
    case character
    /// One punctuation or operator byte (`[`, `:`, `.`, `*`); the byte is in ``Token/symbol``.
    case punctuation
    /// A preprocessor directive's name (`#import`, `#define`); its name's symbol is in ``Token/symbol``.
    case directive
    /// The target of `#import`/`#include` (`"PayPal.h"`, `<PayPal/PayPal.h>`), delimiters included.
    case includeTarget
    /// A comment (`// …`, `/* … */`), delimiters included; kept apart from the code tokens.
    case comment
}

/// One token of a source file: its kind and symbol, and its byte range. No `String` is made while lexing, and the
/// token's line and column are its source's to tell (``LexedSource/line(of:)``, ``LexedSource/column(of:)``): kept
/// in every token, they would make each 28 bytes instead of 16, for the few tokens a report names.
public struct Token: Sendable, Hashable {
    /// What the token is.
    public var kind: TokenKind
    /// For identifiers: the ``NameTable`` symbol (`-1` for a name the table does not know). For punctuation:
    /// the byte. Otherwise `-1`.
    public var symbol: Int32
    /// The byte offset of the first byte.
    public var start: Int32
    /// The byte offset after the last byte.
    public var end: Int32

    /// Whether this is the punctuation byte `byte`.
    @inlinable
    public func isPunctuation(_ byte: UInt8) -> Bool {
        kind == .punctuation && symbol == Int32(byte)
    }

    /// Whether this is an identifier with `symbol`.
    @inlinable
    public func isIdentifier(_ symbol: Int32) -> Bool {
        kind == .identifier && self.symbol == symbol && symbol >= 0
    }
}

/// The result of lexing one file: the code tokens and, apart, the comments.
public struct LexedSource: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The code tokens in order (comments, strings' contents and dead `#if 0` blocks are not code).
    public var tokens: [Token]
    /// The comments in order.
    public var comments: [Token]
    /// Matched brackets as pairs of token indexes, opener then closer (`(`/`)`, `[`/`]`, `{`/`}`).
    public var bracketPairs: [Int32] = []
    /// The byte offset where each line after the first starts (after each line feed), in order.
    public var lineStarts: [Int32] = []
    /// One more than the line feeds the lexer passed: the line it ended on.
    public var lexedLines: Int { lineStarts.count + 1 }
    /// The indexes of the tokens worth a second look: identifiers the name table knows, and include targets.
    /// Passes that only care about known names walk these instead of every token.
    public var knownTokens: [Int32] = []
    /// The separators of the file's statements, in order: the indexes of the `;`, `{` and `}` that stand outside
    /// parentheses and square brackets. A statement is the tokens after one separator up to the next: every `(` and `[`
    /// opened in it closes in it (or never), so a pass over one statement's brackets stays in it.
    var statementEnds: [Int32] = []
    /// The indexes of the `@` tokens (Objective-C's `@interface`, `@end`, `@selector`, …).
    var atSigns: [Int32] = []
    /// Per statement (``statementEnds``), the signature of its names: the OR of ``NameFilter/signatureBit(length:last:)``
    /// of its identifiers, noted by the lexer as it reads them. A statement whose signature shares no bit with a filter
    /// holds no name of the filter.
    var statementSignatures: [UInt64] = []

    /// The bytes of `token`.
    public func text(of token: Token) -> ArraySlice<UInt8> {
        bytes[Int(token.start)..<Int(token.end)]
    }

    /// The 1-based line of the byte at `offset` (an offset at the end of the file is on the last line).
    public func line(atOffset offset: Int32) -> Int32 {
        Int32(lineStarts.partitioningIndex { $0 > offset } + 1)  // the lines after the first that start at or before it
    }

    /// The byte offset where `line` (1-based) starts, or nil past the last line.
    public func offset(ofLine line: Int32) -> Int? {
        guard line >= 1, Int(line) <= lineStarts.count + 1 else { return nil }
        return line == 1 ? 0 : Int(lineStarts[Int(line) - 2])
    }

    /// The 1-based line of `token`'s first byte.
    public func line(of token: Token) -> Int32 { line(atOffset: token.start) }

    /// The 1-based column (in bytes) of `token`'s first byte.
    public func column(of token: Token) -> Int32 { position(of: token).column }

    /// The 1-based line and column (in bytes) of `token`'s first byte, found with one search.
    public func position(of token: Token) -> (line: Int32, column: Int32) {
        let line = line(of: token)
        return (line, token.start - Int32(offset(ofLine: line) ?? 0) + 1)
    }

    /// The 1-based line where `token` ends (comments and strings span lines): the line of the offset after its last byte.
    public func endLine(of token: Token) -> Int32 { line(atOffset: token.end) }

    /// The byte offset where `line` starts, when a code token starts on it; nil when none does.
    public func lineStart(ofLine line: Int32) -> Int? {
        guard let start = offset(ofLine: line) else { return nil }
        let next = offset(ofLine: line + 1) ?? bytes.count
        let first = tokens.partitioningIndex { Int($0.start) >= start }  // the first code token at or after the line's start
        return first < tokens.count && Int(tokens[first].start) < next ? start : nil
    }

    /// The text of `token` as a `String` (invalid UTF-8 repaired); for messages and tests, not hot paths.
    public func string(of token: Token) -> String {
        String(decoding: text(of: token), as: UTF8.self)
    }
}
