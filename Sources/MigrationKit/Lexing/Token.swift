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

/// One token of a source file: a byte range with its 1-based position. No `String` is made while lexing.
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
    /// The 1-based line of the first byte.
    public var line: Int32
    /// The 1-based column (in bytes) of the first byte.
    public var column: Int32
    /// The 1-based line of the last byte (comments and strings span lines).
    public var endLine: Int32

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
    /// One more than the line feeds the lexer passed: the line it ended on.
    public var lexedLines = 1
    /// The indexes of the tokens worth a second look: identifiers the name table knows, and include targets.
    /// Passes that only care about known names walk these instead of every token.
    public var knownTokens: [Int32] = []

    /// The bytes of `token`.
    public func text(of token: Token) -> ArraySlice<UInt8> {
        bytes[Int(token.start)..<Int(token.end)]
    }

    /// The byte offset where `line` starts, found from the first code token on it (a binary search); nil when no
    /// code token starts on that line.
    public func lineStart(ofLine line: Int32) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].line < line { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, tokens[low].line == line else { return nil }
        return Int(tokens[low].start - tokens[low].column + 1)
    }

    /// The text of `token` as a `String` (invalid UTF-8 repaired); for messages and tests, not hot paths.
    public func string(of token: Token) -> String {
        String(decoding: text(of: token), as: UTF8.self)
    }
}
