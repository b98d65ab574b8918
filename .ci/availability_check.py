#!/usr/bin/env python3
"""The availability guard: no Apple API newer than the declared minimums outside an availability guard.

On Linux the Swift compiler ignores platform availability, so a `Duration` in a library target compiles here and breaks
the iOS 15 build. This check reads the minimums from Package.swift (`platforms: [.macOS(.v13), .iOS(.v15)]`), the table
of APIs in .ci/availability/apis.tsv (a regular expression, the iOS and macOS versions Apple's documentation lists, the
page), and the Swift sources of every library target (the targets of the `.library` products and the targets they
depend on in this package; executables, tests, plugins and internal-only targets are not shipped to apps). A match of
a row whose version for iOS or macOS is above that platform's minimum is an error unless, on that platform:
  - the code is compiled out: it sits in an `#if` branch that is false there (`#if os(Linux)`, `#if canImport(Glibc)`,
    `#if canImport(FoundationNetworking)`, the `#else` of `#if canImport(Darwin)`, `#if canImport(UIKit)` on macOS …);
  - or an availability guard covers it with a version at least the row's for that platform: the body of
    `if #available(iOS 18, macOS 15, *) { … }` (and the conditions after the `#available`), the rest of the scope after
    `guard #available(…) else { … }`, the `else` of `if #unavailable(…)`, or a declaration marked `@available(iOS 18,
    macOS 15, *)` (its signature and its whole body, type or extension). A guard only raises the platforms it names:
    `if #available(iOS 18, *)` runs its body on macOS 13 too, so it does not cover a macOS 15 API.

Before matching, comments are removed and the contents of string literals blanked (a small Swift lexer: nested
/* */ comments, "…", multi-line \"\"\"…\"\"\", raw #"…"# strings; the code of an interpolation \\(…) stays code), every regex
literal is rewritten as #/…/# and positions are kept, so that line:column point into the original file.

Usage:
  python3 .ci/availability_check.py                 check the package (exit 1 on any finding, 2 on a broken table)
  python3 .ci/availability_check.py PATH…           check these Swift files or directories instead of the targets
  python3 .ci/availability_check.py --list-targets  the library targets and folders it scans, and the minimums
  python3 .ci/availability_check.py --self-test     the tests (.ci/availability_check_test.py)
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = Path(__file__).resolve().parent / "availability" / "apis.tsv"
PLATFORMS = ("ios", "macos")
PLATFORM_LABEL = {"ios": "iOS", "macos": "macOS"}
# SwiftPM's default deployment targets when Package.swift declares none for a platform (tools 5.9 and later).
SWIFTPM_DEFAULT_MINIMUMS = {"ios": (12, 0, 0), "macos": (10, 13, 0)}

Version = tuple  # (major, minor, patch)


def parse_version(text: str) -> Version:
    parts = [int(p) for p in text.split(".")]
    if not 1 <= len(parts) <= 3:
        raise ValueError(text)
    return tuple(parts + [0] * (3 - len(parts)))


# The minimum of a platform that is not checked (`--macos-only`): above every API's version.
NOT_CHECKED: Version = (1_000_000, 0, 0)


def show_version(version: Version) -> str:
    if version == NOT_CHECKED:
        return "not checked"
    major, minor, patch = version
    return f"{major}.{minor}.{patch}" if patch else (f"{major}.{minor}" if minor else f"{major}")


# ---------------------------------------------------------------------------------------------------------------------
# The table


@dataclass
class Row:
    pattern: re.Pattern
    api: str
    versions: dict  # platform -> Version, or None when the API does not exist on that platform
    url: str
    note: str
    line: int
    anchors: list | None = None  # one of these is in every match (None: unknown); a file without any is skipped

    def __post_init__(self):
        self.anchors = literal_anchors(self.pattern)

    def describe(self) -> str:
        return " / ".join(
            f"{PLATFORM_LABEL[p]} {show_version(v)}" if v else f"{PLATFORM_LABEL[p]} -" for p, v in self.versions.items())


class TableError(Exception):
    pass


def literal_anchors(pattern: re.Pattern) -> list | None:
    """Substrings one of which every match of the pattern contains (runs of literal characters outside any repetition,
    one per alternative), so that a file containing none of them need not be searched. None when there are none."""
    try:
        from re import _parser as parser  # Python 3.11+
    except ImportError:  # pragma: no cover
        import sre_parse as parser

    def of_sequence(items) -> list | None:
        longest, run, groups = "", "", []
        for op, argument in items:
            if op == parser.LITERAL:
                run += chr(argument)
                continue
            longest, run = max(longest, run, key=len), ""
            if op == parser.BRANCH:
                groups.append([list(alternative) for alternative in argument[1]])
            elif op == parser.SUBPATTERN:
                groups.append([list(argument[3])])
        longest = max(longest, run, key=len)
        if len(longest) >= 3 or (len(longest) == 2 and len(groups) != 1):
            return [longest]
        if len(groups) == 1:  # a required group: one anchor per alternative
            found = [of_sequence(alternative) for alternative in groups[0]]
            if all(found):
                return [anchor for anchors in found for anchor in anchors]
        return [longest] if len(longest) == 2 else None

    return of_sequence(list(parser.parse(pattern.pattern, pattern.flags)))


def load_table(path: Path = TABLE) -> list[Row]:
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line == "#" or line.startswith("# ") or line.startswith("pattern\t"):
            continue
        fields = line.split("\t")
        if not 5 <= len(fields) <= 6:
            raise TableError(f"{path}:{number}: expected 5 or 6 TAB-separated columns "
                             f"(pattern, api, ios, macos, documentation[, note]), found {len(fields)}")
        pattern, api, ios, macos, url = (f.strip() for f in fields[:5])
        try:
            compiled = re.compile(pattern)
        except re.error as error:
            raise TableError(f"{path}:{number}: the pattern does not compile: {error}") from None
        versions = {}
        for platform, text in (("ios", ios), ("macos", macos)):
            try:
                versions[platform] = None if text == "-" else parse_version(text)
            except ValueError:
                raise TableError(f"{path}:{number}: {PLATFORM_LABEL[platform]} version {text!r} is not N, N.N, N.N.N or -") from None
        if not url.startswith("https://developer.apple.com/"):
            raise TableError(f"{path}:{number}: the documentation column is not a developer.apple.com page: {url!r}")
        rows.append(Row(compiled, api.strip(), versions, url, fields[5].strip() if len(fields) > 5 else "", number))
    if not rows:
        raise TableError(f"{path}: no rows")
    return rows


# ---------------------------------------------------------------------------------------------------------------------
# Swift lexing: comments out, string contents blanked, regex literals rewritten as #/…/#, positions kept

_NOT_NEWLINE = re.compile(r"[^\n]")
_CODE_SPECIAL = re.compile(r'[/#"()]')  # where a comment, string or regex literal may start, and interpolation parens
_STRING_SPECIAL = re.compile(r'[\\"\n]')
REGEX_AFTER_KEYWORDS = {"return", "case", "in", "try", "await", "throw", "yield", "where", "if", "guard", "while", "switch"}


class _Stripper:
    def __init__(self, src: str, keep_strings: bool):
        self.src = src
        self.n = len(src)
        self.out = list(src)
        self.keep_strings = keep_strings

    def blank(self, start: int, end: int) -> None:
        end = min(end, self.n)
        self.out[start:end] = _NOT_NEWLINE.sub(" ", self.src[start:end])

    def code(self, i: int, in_interpolation: bool = False) -> int:
        """Lexes code from i; inside an interpolation, stops after the `)` that closes it."""
        src, n, depth = self.src, self.n, 0
        while i < n:
            special = _CODE_SPECIAL.search(src, i)
            if not special:
                return n
            i = special.start()
            c = src[i]
            if c == "/" and src.startswith("//", i):
                end = src.find("\n", i)
                end = n if end < 0 else end
                self.blank(i, end)
                i = end
            elif c == "/" and src.startswith("/*", i):
                i = self.block_comment(i)
            elif c in '#"':
                j = i
                while j < n and src[j] == "#":
                    j += 1
                if j < n and src[j] == '"':
                    i = self.string(i, j - i)
                elif j > i and j < n and src[j] == "/" and (end := self.extended_regex_end(i, j - i)):
                    self.rewrite_regex(i, end)
                    i = end
                else:
                    i = max(j, i + 1)
            elif c == "/" and (end := self.bare_regex_end(i)):
                self.rewrite_regex(i, end)
                i = end
            else:
                if in_interpolation:
                    if c == "(":
                        depth += 1
                    elif c == ")":
                        if depth == 0:
                            return i + 1
                        depth -= 1
                i += 1
        return i

    def block_comment(self, start: int) -> int:
        src, i, depth = self.src, start + 2, 1
        while i < self.n and depth:
            if src.startswith("/*", i):
                depth, i = depth + 1, i + 2
            elif src.startswith("*/", i):
                depth, i = depth - 1, i + 2
            else:
                i += 1
        self.blank(start, i)
        return i

    def string(self, start: int, hashes: int) -> int:
        """A string literal from `start` (its leading #s); returns the index after its closing delimiter."""
        src, n = self.src, self.n
        quote = start + hashes
        multiline = src.startswith('"""', quote)
        content = quote + (3 if multiline else 1)
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        segment, i = content, content
        while i < n:
            special = _STRING_SPECIAL.search(src, i)
            if not special:
                i = n
                break
            i = special.start()
            if src.startswith(escape, i):
                after = i + len(escape)
                if after < n and src[after] == "(":  # interpolation: its contents are code
                    self.blank_string(segment, after + 1)
                    i = self.code(after + 1, in_interpolation=True)
                    self.blank_string(i - 1, i)
                    segment = i
                else:
                    i = after + 1
            elif src.startswith(closing, i):
                self.blank_string(segment, i)
                return i + len(closing)
            elif src[i] == "\n" and not multiline:
                break  # unterminated: the compiler rejects it; stop at the line's end
            else:
                i += 1
        self.blank_string(segment, i)
        return i

    def blank_string(self, start: int, end: int) -> None:
        if not self.keep_strings:
            self.blank(start, end)

    def extended_regex_end(self, start: int, hashes: int) -> int | None:
        """`#/…/#` (or ##/…/##); multi-line when a newline follows the opening delimiter."""
        src, n = self.src, self.n
        i = start + hashes + 1
        multiline = i < n and src[i] == "\n"
        closing = "/" + "#" * hashes
        while i < n:
            if src[i] == "\\":
                i += 2
            elif src.startswith(closing, i):
                return i + len(closing)
            elif src[i] == "\n" and not multiline:
                return None
            else:
                i += 1
        return None

    def bare_regex_end(self, start: int) -> int | None:
        """`/…/` where an expression may start (after an operator, `(`, `,`, `return` …), not starting or ending with a
        space, closed on the same line, its parentheses balanced: SE-0354's rules, simplified."""
        src, n = self.src, self.n
        if start + 1 >= n or src[start + 1] in " \t\r\n=/*":
            return None
        k = start - 1
        while k >= 0 and self.out[k] in " \t\r\n":
            k -= 1
        if k >= 0:
            prev = self.out[k]
            if prev.isalnum() or prev == "_":
                word_start = k
                while word_start > 0 and (self.out[word_start - 1].isalnum() or self.out[word_start - 1] == "_"):
                    word_start -= 1
                if "".join(self.out[word_start:k + 1]) not in REGEX_AFTER_KEYWORDS:
                    return None
            elif prev not in "([{,:;=+-*%<>&|^~!?":
                return None
        i, parens, in_class = start + 1, 0, False
        while i < n and src[i] != "\n":
            c = src[i]
            if c == "\\":
                i += 2
                continue
            if in_class:
                in_class = c != "]"
            elif c == "[":
                in_class = True
            elif c == "(":
                parens += 1
            elif c == ")":
                parens -= 1
                if parens < 0:
                    return None
            elif c == "/":
                return i + 1 if parens == 0 and src[i - 1] not in " \t" else None
            i += 1
        return None

    def rewrite_regex(self, start: int, end: int) -> None:
        self.blank(start, end)
        self.out[start], self.out[start + 1] = "#", "/"
        if end - start >= 4:
            self.out[end - 2], self.out[end - 1] = "/", "#"


def strip_swift(src: str, keep_strings: bool = False) -> str:
    """Swift source with comments (and, unless keep_strings, string contents) blanked and regex literals rewritten as
    #/…/#; same length, same line breaks."""
    stripper = _Stripper(src, keep_strings)
    stripper.code(0)
    return "".join(stripper.out)


# ---------------------------------------------------------------------------------------------------------------------
# Package.swift: the declared minimums and the library targets

PLATFORM_DECL = re.compile(r'\.(iOS|macOS)\s*\(\s*(?:\.v(\d+)(?:_(\d+))?(?:_(\d+))?|"(\d+(?:\.\d+){0,2})")\s*\)')
STRING = re.compile(r'"([^"\\]*)"')


def package_minimums(manifest: str) -> dict:
    """The minimums in `platforms: [...]`: `.iOS(.v15)`, `.iOS(.v15_4)`, `.macOS("13.3")`; SwiftPM's defaults otherwise."""
    code = strip_swift(manifest, keep_strings=True)
    minimums = dict(SWIFTPM_DEFAULT_MINIMUMS)
    for platforms in re.finditer(r"\bplatforms\s*[:=]\s*\[", code):  # `.when(platforms: [.linux])` has no versions
        body = code[platforms.end():_matching(code, platforms.end() - 1)]
        for match in PLATFORM_DECL.finditer(body):
            platform = match.group(1).lower()
            if match.group(5):
                minimums[platform] = parse_version(match.group(5))
            else:
                minimums[platform] = tuple(int(g or 0) for g in match.group(2, 3, 4))
    return minimums


def _matching(code: str, open_index: int) -> int:
    """The index of the bracket closing the one at open_index (code without comments; strings kept are skipped)."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack, i = [], open_index
    while i < len(code):
        c = code[i]
        if c == '"':
            end = code.find('"', i + 1)
            i = len(code) if end < 0 else end + 1
            continue
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            if stack and stack[-1] == c:
                stack.pop()
            if not stack:
                return i
        i += 1
    return len(code)


def _calls(code: str, name: str):
    """The argument text of each `.name(…)` call."""
    for match in re.finditer(r"\.\s*" + name + r"\s*\(", code):
        yield code[match.end():_matching(code, match.end() - 1)]


def _argument(arguments: str, label: str) -> str | None:
    match = re.search(r"\b" + label + r'\s*:\s*"([^"]*)"', arguments)
    return match.group(1) if match else None


def _array(arguments: str, label: str) -> str:
    match = re.search(r"\b" + label + r"\s*:\s*\[", arguments)
    return arguments[match.end():_matching(arguments, match.end() - 1)] if match else ""


@dataclass
class Target:
    name: str
    path: str
    dependencies: list = field(default_factory=list)


def library_targets(manifest: str) -> list[Target]:
    """The `.target(…)` targets of the `.library` products, with their local `.target` dependencies, transitively.

    Executable, test, plugin, macro and binary targets are never part of a library an app links; dependencies on other
    packages' products (`.product(name:package:)`) are theirs to check."""
    code = strip_swift(manifest, keep_strings=True)
    targets = {}
    for arguments in _calls(code, "target"):
        name = _argument(arguments, "name")
        if not name:
            continue
        dependencies = []
        for piece in _split_top_level(_array(arguments, "dependencies")):
            piece = piece.strip()
            if piece.startswith('"'):
                dependencies.append(STRING.match(piece).group(1))
            elif re.match(r"\.\s*(?:target|byName)\s*\(", piece):
                dependency = _argument(piece, "name")
                if dependency:
                    dependencies.append(dependency)
        # `.target(name: "X")` in a dependency list matches too: it never replaces the declaration of X.
        if name not in targets or dependencies or _argument(arguments, "path"):
            targets[name] = Target(name, _argument(arguments, "path") or f"Sources/{name}", dependencies)
    wanted = []
    for arguments in _calls(code, "library"):
        wanted += STRING.findall(_array(arguments, "targets"))
    result, seen = [], set()
    while wanted:
        name = wanted.pop(0)
        if name in seen or name not in targets:
            continue  # not a `.target` (an executable, a plugin …): nothing an app links
        seen.add(name)
        result.append(targets[name])
        wanted += targets[name].dependencies
    return sorted(result, key=lambda t: t.name)


def _split_top_level(text: str) -> list[str]:
    pieces, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            end = text.find('"', i + 1)
            i = len(text) if end < 0 else end + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            pieces.append(text[start:i])
            start = i + 1
        i += 1
    pieces.append(text[start:])
    return [p for p in pieces if p.strip()]


# ---------------------------------------------------------------------------------------------------------------------
# Structure of a Swift file: tokens, `#if` branches per platform, availability refinements

TOKEN = re.compile(r"`[^`\n]*`|[#@]?[A-Za-z_][A-Za-z0-9_]*|\d[\d_]*(?:\.\d[\d_]*)*|\S")


@dataclass
class Token:
    text: str
    start: int
    end: int
    line: int


def tokenize(code: str) -> list[Token]:
    tokens, line, last = [], 1, 0
    for match in TOKEN.finditer(code):
        line += code.count("\n", last, match.start())
        last = match.start()
        tokens.append(Token(match.group(), match.start(), match.end(), line))
    return tokens


# `#if` conditions, evaluated for one Apple platform: True, False or None (unknown: a flag, the architecture, the
# compiler version …). Mac Catalyst counts as iOS (os(iOS) and canImport(UIKit) are true there, with iOS's versions).
APPLE_MODULES = {"Darwin", "Foundation", "ObjectiveC", "Dispatch", "os", "Combine", "SwiftUI", "AuthenticationServices",
                 "Security", "CoreFoundation", "CoreGraphics", "Network", "CryptoKit", "WebKit", "SafariServices",
                 "Observation", "Synchronization", "RegexBuilder", "_Concurrency", "_StringProcessing", "OSLog",
                 "PassKit", "LocalAuthentication", "QuartzCore", "UniformTypeIdentifiers"}
PLATFORM_MODULES = {"ios": {"UIKit"}, "macos": {"AppKit", "Cocoa"}}
NON_APPLE_MODULES = {"FoundationNetworking", "FoundationXML", "Glibc", "Musl", "WinSDK", "ucrt", "CRT", "Android",
                     "Bionic", "WASILibc", "wasi_pthread"}
OS_NAMES = {"ios": "iOS", "macos": "macOS"}


def evaluate_condition(condition: str, platform: str):
    tokens = re.findall(r"&&|\|\||[!()]|[A-Za-z_][A-Za-z0-9_]*(?:\s*\([^()]*\))?|\S+", condition)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def disjunction():
        value = conjunction()
        while peek() == "||":
            take()
            value = _or(value, conjunction())
        return value

    def conjunction():
        value = unary()
        while peek() == "&&":
            take()
            value = _and(value, unary())
        return value

    def unary():
        if peek() == "!":
            take()
            value = unary()
            return None if value is None else not value
        if peek() == "(":
            take()
            value = disjunction()
            if peek() == ")":
                take()
            return value
        token = take() if peek() is not None else ""
        return _atom(token, platform)

    try:
        value = disjunction()
        return value if position == len(tokens) else None
    except IndexError:
        return None


def _and(a, b):
    if a is False or b is False:
        return False
    return None if a is None or b is None else True


def _or(a, b):
    if a is True or b is True:
        return True
    return None if a is None or b is None else False


def _atom(token: str, platform: str):
    match = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)(?:\s*\(([^()]*)\))?", token)
    if not match:
        return None
    name, argument = match.group(1), (match.group(2) or "").split(",")[0].strip()
    if name == "true":
        return True
    if name == "false":
        return False
    if name == "os":
        if argument == "macCatalyst":
            return None if platform == "ios" else False
        return argument == OS_NAMES[platform]
    if name == "canImport":
        if argument in NON_APPLE_MODULES:
            return False
        if argument in APPLE_MODULES or argument in PLATFORM_MODULES[platform]:
            return True
        if any(argument in modules for modules in PLATFORM_MODULES.values()):
            return False
        return None
    if name == "targetEnvironment":
        return False if (argument == "macCatalyst" and platform == "macos") else None
    if name == "_runtime":
        return argument == "_ObjC"
    return None  # arch(), swift(), compiler(), hasFeature(), a -D flag …


def live_lines(code: str, line_count: int) -> dict:
    """For each platform, whether each line (1-based) may be compiled there (False: a false `#if` branch, or a
    directive line)."""
    live = {p: [True] * (line_count + 2) for p in PLATFORMS}
    frames = []  # per open #if: {platform: (parent live, no earlier branch taken (tri-state))}
    current = {p: True for p in PLATFORMS}
    for number, text in enumerate(code.split("\n"), 1):
        stripped = text.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                frames.append({p: (current[p], True) for p in PLATFORMS})
            if frames and kind in ("if", "elseif", "else"):
                frame = frames[-1]
                for p in PLATFORMS:
                    parent, none_before = frame[p]
                    value = True if kind == "else" else evaluate_condition(condition, p)
                    branch = _and(none_before, value)
                    current[p] = parent and branch is not False
                    frame[p] = (parent, _and(none_before, None if value is None else not value))
            elif kind == "endif" and frames:
                frame = frames.pop()
                for p in PLATFORMS:
                    current[p] = frame[p][0]
            for p in PLATFORMS:
                live[p][number] = False
        else:
            for p in PLATFORMS:
                live[p][number] = current[p]
    return live


AVAILABILITY_PLATFORMS = {"iOS": "ios", "iOSApplicationExtension": "ios", "macOS": "macos", "OSX": "macos",
                          "macOSApplicationExtension": "macos", "OSXApplicationExtension": "macos"}


def availability_spec(text: str) -> dict:
    """The introduced versions in the arguments of `#available(…)` / `@available(…)`: short form `iOS 16, macOS 13, *`
    or long form `iOS, introduced: 16`. Platforms it does not name (and `*`) get nothing."""
    items = [item.strip() for item in text.split(",")]
    spec = {}
    if items and items[0] in AVAILABILITY_PLATFORMS:  # long form: one platform
        for item in items[1:]:
            match = re.fullmatch(r"introduced\s*:\s*(\d+(?:\.\d+){0,2})", item)
            if match:
                spec[AVAILABILITY_PLATFORMS[items[0]]] = parse_version(match.group(1))
        return spec
    for item in items:
        match = re.fullmatch(r"([A-Za-z]+)\s+(\d+(?:\.\d+){0,2})", item)
        if match and match.group(1) in AVAILABILITY_PLATFORMS:
            platform = AVAILABILITY_PLATFORMS[match.group(1)]
            spec[platform] = max(spec.get(platform, (0, 0, 0)), parse_version(match.group(2)))
    return spec


DECLARATION_KEYWORDS = {"func", "init", "subscript", "var", "let", "class", "struct", "enum", "extension", "protocol",
                        "actor", "typealias", "case", "deinit", "macro", "associatedtype", "operator", "precedencegroup"}
MODIFIERS = {"public", "private", "internal", "fileprivate", "open", "package", "static", "final", "override",
             "mutating", "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak", "unowned", "dynamic",
             "indirect", "optional", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing"}
CONTINUATION_WORDS = {"where", "throws", "rethrows", "async", "as", "is", "in"}


@dataclass
class Refinement:
    start: int
    end: int
    versions: dict  # platform -> Version


class _Structure:
    """Brackets matched over the tokens of one file, and the availability refinements found in it."""

    def __init__(self, code: str):
        self.code = code
        self.tokens = tokenize(code)
        self.match = {}
        self.enclosing_brace = [-1] * len(self.tokens)
        stacks = {"(": [], "[": [], "{": []}
        closers = {")": "(", "]": "[", "}": "{"}
        for index, token in enumerate(self.tokens):
            self.enclosing_brace[index] = stacks["{"][-1] if stacks["{"] else -1
            if token.text in stacks:
                stacks[token.text].append(index)
            elif token.text in closers and stacks[closers[token.text]]:
                opener = stacks[closers[token.text]].pop()
                self.match[opener], self.match[index] = index, opener

    def end_of(self, open_index: int) -> int:
        """The offset just past the bracket closing the one at open_index (the end of the file if unclosed)."""
        close = self.match.get(open_index)
        return self.tokens[close].end if close is not None else len(self.code)

    def skip(self, index: int) -> int:
        """The index after a bracketed group starting at index (or index + 1)."""
        close = self.match.get(index)
        return close + 1 if close is not None and close > index else index + 1

    def refinements(self) -> list[Refinement]:
        found = []
        for index, token in enumerate(self.tokens):
            if token.text in ("#available", "#unavailable"):
                found += self.condition_refinements(index, token.text == "#unavailable")
            elif token.text == "@available":
                found += self.declaration_refinement(index)
        return found

    def arguments(self, index: int):
        """The spec in the parentheses after the token at index, and the index of the `)`."""
        if index + 1 >= len(self.tokens) or self.tokens[index + 1].text != "(" or index + 1 not in self.match:
            return None, None
        close = self.match[index + 1]
        return availability_spec(self.code[self.tokens[index + 1].end:self.tokens[close].start]), close

    def condition_refinements(self, index: int, unavailable: bool) -> list[Refinement]:
        spec, close = self.arguments(index)
        if not spec:
            return []
        keyword = self.statement_keyword(index)
        if keyword is None:
            return []
        kind = self.tokens[keyword].text
        after = self.tokens[close].end
        body = self.next_at_depth(close + 1, {"{"} if kind != "guard" else {"else"})
        if body is None:
            return []
        if kind == "guard":
            else_body = body + 1 if body + 1 < len(self.tokens) and self.tokens[body + 1].text == "{" else None
            if else_body is None:
                return []
            if unavailable:  # guard #unavailable(…) else { here the version is available }
                return [Refinement(self.tokens[else_body].start, self.end_of(else_body), spec)]
            scope = self.enclosing_brace[keyword]
            scope_end = self.tokens[self.match[scope]].start if scope >= 0 and scope in self.match else len(self.code)
            return [Refinement(after, self.tokens[body].start, spec), Refinement(self.end_of(else_body), scope_end, spec)]
        if not unavailable:
            return [Refinement(after, self.end_of(body), spec)]
        if kind != "if":
            return []
        close_body = self.match.get(body)
        if close_body is None or close_body + 1 >= len(self.tokens) or self.tokens[close_body + 1].text != "else":
            return []
        return [Refinement(self.tokens[close_body + 1].start, self.chain_end(close_body + 1), spec)]

    def statement_keyword(self, index: int) -> int | None:
        """The `if` / `guard` / `while` whose condition list holds the token at index."""
        depth, j = 0, index - 1
        while j >= 0:
            text = self.tokens[j].text
            if text in (")", "]"):
                depth += 1
            elif text in ("(", "["):
                if depth == 0:
                    return None
                depth -= 1
            elif depth == 0:
                if text in ("if", "guard", "while"):
                    return j
                if text in ("{", "}", ";"):
                    return None
            j -= 1
        return None

    def next_at_depth(self, index: int, wanted: set) -> int | None:
        while index < len(self.tokens):
            text = self.tokens[index].text
            if text in wanted:
                return index
            if text in ("}", ";"):
                return None
            index = self.skip(index) if text in ("(", "[") else index + 1
        return None

    def chain_end(self, else_index: int) -> int:
        """The end of an `else { … }` or `else if … { … } else …` chain."""
        following = else_index + 1
        if following >= len(self.tokens):
            return len(self.code)
        if self.tokens[following].text == "{":
            return self.end_of(following)
        body = self.next_at_depth(following + 1, {"{"})
        if body is None:
            return len(self.code)
        close = self.match.get(body)
        if close is not None and close + 1 < len(self.tokens) and self.tokens[close + 1].text == "else":
            return self.chain_end(close + 1)
        return self.end_of(body)

    def declaration_refinement(self, index: int) -> list[Refinement]:
        """`@available(iOS 16, *)` covers the declaration it is attached to: its signature and its body (or, with no
        body, the rest of its statement)."""
        spec, close = self.arguments(index)
        if not spec:
            return []
        start, tokens = self.tokens[index].start, self.tokens
        j, seen_declaration = close + 1, False
        while j < len(tokens):
            text = tokens[j].text
            if text == "{":
                return [Refinement(start, self.end_of(j), spec)]
            if text in ("}", ";"):
                return [Refinement(start, tokens[j].start, spec)]
            new_line = tokens[j].line != tokens[j - 1].line
            if seen_declaration and new_line and self.starts_statement(j):
                return [Refinement(start, tokens[j - 1].end, spec)]
            if text in DECLARATION_KEYWORDS:
                seen_declaration = True
            if text.startswith("@") and j + 1 < len(tokens) and tokens[j + 1].text == "(":
                j = self.skip(j + 1)
            elif text in ("(", "["):
                j = self.skip(j)
            else:
                j += 1
        return [Refinement(start, len(self.code), spec)]

    def starts_statement(self, j: int) -> bool:
        text, previous = self.tokens[j].text, self.tokens[j - 1].text
        if previous in (",", "=", ":", "(", "[", "->", ".", "&", "|", "+", "-", "*", "/", "?"):
            return False
        if text.startswith(("@", "#")) or text in DECLARATION_KEYWORDS or text in MODIFIERS:
            return True
        return (text[0].isalpha() or text[0] in "_`") and text not in CONTINUATION_WORDS


# ---------------------------------------------------------------------------------------------------------------------
# The check


@dataclass
class Finding:
    path: str
    line: int
    column: int
    row: Row
    platforms: list  # the platforms where the use is not guarded
    guarded: list = field(default_factory=list)  # the platforms where it needs a guard and has one

    def format(self, minimums: dict) -> str:
        declared = ", ".join(f"{PLATFORM_LABEL[p]} {show_version(minimums[p])}" for p in PLATFORMS)
        how = "guard it with if #available or @available"
        if self.guarded:  # e.g. `if #available(iOS 18, *)` around a macOS 15 API: say what the guard misses
            missing = " and ".join(f"{PLATFORM_LABEL[p]} {show_version(self.row.versions[p])}" for p in self.platforms)
            how += f" that names {missing} too"
        return (f"{self.path}:{self.line}:{self.column}: error: {self.row.api} is {self.row.describe()} "
                f"(declared minimums {declared}); {how}, or avoid it — {self.row.url}")


def check_source(src: str, rows: list[Row], minimums: dict, path: str = "<source>") -> list[Finding]:
    relevant = [r for r in rows if any(v and v > minimums[p] for p, v in r.versions.items())]
    if not relevant:
        return []
    code = strip_swift(src)
    candidates = {}  # start offset -> (match length, row)
    for row in relevant:
        if row.anchors is not None and not any(anchor in code for anchor in row.anchors):
            continue
        for match in row.pattern.finditer(code):
            best = candidates.get(match.start())
            if best is None or match.end() - match.start() > best[0]:
                candidates[match.start()] = (match.end() - match.start(), row)
    if not candidates:
        return []
    line_starts = [0] + [m.end() for m in re.finditer("\n", code)]
    live = live_lines(code, len(line_starts))
    refinements = _Structure(code).refinements()
    findings = []
    for start, (_, row) in sorted(candidates.items()):
        line = _line_of(line_starts, start)
        unguarded, guarded = [], []
        for platform in PLATFORMS:
            required = row.versions[platform]
            if required is None or required <= minimums[platform] or not live[platform][line]:
                continue
            guaranteed = max([minimums[platform]] + [r.versions[platform] for r in refinements
                                                     if platform in r.versions and r.start <= start < r.end])
            (unguarded if guaranteed < required else guarded).append(platform)
        if unguarded:
            findings.append(Finding(path, line, start - line_starts[line - 1] + 1, row, unguarded, guarded))
    return findings


def _line_of(line_starts: list, offset: int) -> int:
    low, high = 0, len(line_starts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if line_starts[middle] <= offset:
            low = middle
        else:
            high = middle - 1
    return low + 1


def swift_files(paths: list[Path]) -> list[Path]:
    files = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*.swift") if ".build" not in p.parts)
        elif path.suffix == ".swift":
            files.append(path)
    return files


def run(root: Path, paths: list[Path] | None, table: Path, out=sys.stdout, macos_only: bool = False) -> int:
    started = time.perf_counter()
    try:
        rows = load_table(table)
    except TableError as error:
        print(f"availability: the table is broken: {error}", file=out)
        return 2
    manifest = (root / "Package.swift").read_text(encoding="utf-8")
    minimums = package_minimums(manifest)
    if macos_only:  # code that only ever builds for macOS (tests, tools): iOS is not its platform
        minimums["ios"] = NOT_CHECKED
    if paths:
        scanned, what = swift_files(paths), f"{len(paths)} path(s)"
    else:
        targets = library_targets(manifest)
        if not targets:
            print("availability: no library target found in Package.swift", file=out)
            return 2
        scanned = swift_files([root / t.path for t in targets])
        what = f"{len(targets)} library targets ({', '.join(t.name for t in targets)})"
    findings = []
    for file in scanned:
        shown = file.relative_to(root) if file.is_relative_to(root) else file
        findings += check_source(file.read_text(encoding="utf-8"), rows, minimums, str(shown))
    for finding in findings:
        print(finding.format(minimums), file=out)
    declared = ", ".join(f"{PLATFORM_LABEL[p]} {show_version(minimums[p])}" for p in PLATFORMS)
    above = sum(1 for r in rows if any(v and v > minimums[p] for p, v in r.versions.items()))
    elapsed = time.perf_counter() - started
    if findings:
        files = len({f.path for f in findings})
        print(f"availability: {len(findings)} use(s) of APIs newer than the declared minimums ({declared}) outside an "
              f"availability guard, in {files} file(s); {len(scanned)} files of {what} checked against {above} of "
              f"{len(rows)} table rows in {elapsed:.2f} s", file=out)
        return 1
    print(f"availability: no API newer than the declared minimums ({declared}) outside an availability guard: "
          f"{len(scanned)} files of {what}, {above} of {len(rows)} table rows above the minimums, {elapsed:.2f} s", file=out)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, help="Swift files or folders (default: the library targets)")
    parser.add_argument("--root", type=Path, default=ROOT, help="the package (default: this repository)")
    parser.add_argument("--table", type=Path, default=TABLE, help="the API table (default: .ci/availability/apis.tsv)")
    parser.add_argument("--list-targets", action="store_true", help="print the minimums and the scanned targets")
    parser.add_argument("--macos-only", action="store_true",
                        help="check against the macOS minimum only (tests and tools, which `swift test` builds on a Mac)")
    parser.add_argument("--self-test", action="store_true", help="run .ci/availability_check_test.py")
    args = parser.parse_args(argv)
    if args.self_test:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import self_test
        return self_test.run("availability_check_test")
    root = args.root.resolve()
    if args.list_targets:
        manifest = (root / "Package.swift").read_text(encoding="utf-8")
        minimums = package_minimums(manifest)
        print("minimums: " + ", ".join(f"{PLATFORM_LABEL[p]} {show_version(minimums[p])}" for p in PLATFORMS))
        for target in library_targets(manifest):
            print(f"{target.name}\t{target.path}\t({len(swift_files([root / target.path]))} Swift files)")
        return 0
    return run(root, [p.resolve() for p in args.paths] or None, args.table, macos_only=args.macos_only)


if __name__ == "__main__":
    sys.exit(main())
