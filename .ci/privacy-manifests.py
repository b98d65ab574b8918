#!/usr/bin/env python3
"""Privacy manifests: each target's PrivacyInfo.xcprivacy says what its sources really do.

For every folder Sources/<Target>/ that holds a PrivacyInfo.xcprivacy, the manifest must:
  - parse as a property list (plistlib) whose top level is a dictionary;
  - say NSPrivacyTracking = false, with no NSPrivacyTrackingDomains;
  - list its NSPrivacyCollectedDataTypes well formed (a type, Linked and Tracking booleans, Tracking false, at least
    one purpose), including the types the table REQUIRED_COLLECTED names for that target (the card module sends the
    card, the cardholder's name and the billing address to PayPal);
  - declare in NSPrivacyAccessedAPITypes exactly the required-reason API categories of Apple's list that the target's
    sources (Swift, Objective-C, C) call, each with reasons from that category's approved ones
    (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).

A category used but not declared is reported at each use (file:line) with the entry to add; one declared but not used
at the manifest, with what to remove. Comments and string literals are blanked before matching (a mention is no call),
keeping line numbers.

Usage:
  python3 .ci/privacy-manifests.py              check the package (exit 1 on any finding)
  python3 .ci/privacy-manifests.py --root DIR   check another package's Sources/
  python3 .ci/privacy-manifests.py --self-test  the tests (.ci/privacy_manifests_test.py)
"""

from __future__ import annotations

import argparse
import plistlib
import re
import sys
import xml.parsers.expat
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = "PrivacyInfo.xcprivacy"
SOURCE_SUFFIXES = {".swift", ".m", ".mm", ".h", ".c", ".cc", ".cpp"}


@dataclass(frozen=True)
class Category:
    """A required-reason API category: the calls that need it, its approved reasons, the one to suggest."""

    name: str
    pattern: re.Pattern
    reasons: frozenset
    suggested: str
    why: str


def _words(*names: str) -> str:
    return r"\b(?:" + "|".join(names) + r")\b"


CATEGORIES = (
    Category(
        "NSPrivacyAccessedAPICategoryUserDefaults",
        re.compile(_words("UserDefaults", "NSUserDefaults") + r"|@AppStorage\b"),
        frozenset({"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"}),
        "CA92.1", "the app's own defaults",
    ),
    Category(
        "NSPrivacyAccessedAPICategoryFileTimestamp",
        re.compile(
            _words("creationDate", "modificationDate", "fileCreationDate", "fileModificationDate", "NSFileCreationDate",
                   "NSFileModificationDate", "attributesOfItem", r"contentModificationDate\w*", r"creationDateKey",
                   r"contentAccessDateKey", r"attributeModificationDateKey", "getattrlist", "getattrlistat",
                   "getattrlistbulk", "fgetattrlist", "setattrlist")
            + r"|\b(?:l|f)?stat(?:at)?\s*\("
            + r"|\bresourceValues\s*\(\s*forKeys:[^)\n]*\b(?:creationDate|contentModificationDate|contentAccessDate"
            + r"|attributeModificationDate|addedToDirectoryDate)\b"),
        frozenset({"DDA9.1", "C617.1", "3B52.1", "0A2A.1"}),
        "C617.1", "files in the app's containers; 3B52.1 for files the user picked, 0A2A.1 for a wrapped third-party SDK",
    ),
    Category(
        "NSPrivacyAccessedAPICategorySystemBootTime",
        re.compile(_words("systemUptime", "mach_absolute_time")),
        frozenset({"35F9.1", "8FFB.1", "3D61.1"}),
        "35F9.1", "time elapsed between events in the app",
    ),
    Category(
        "NSPrivacyAccessedAPICategoryDiskSpace",
        re.compile(_words(r"volumeAvailableCapacity\w*", r"volumeTotalCapacity\w*", "NSFileSystemFreeSize", "NSFileSystemSize",
                          "systemFreeSize") + r"|\bf?statv?fs\s*\("),
        frozenset({"85F4.1", "E174.1", "7D9E.1", "B728.1"}),
        "E174.1", "checking there is room to write files",
    ),
    Category(
        "NSPrivacyAccessedAPICategoryActiveKeyboards",
        re.compile(_words("activeInputModes")),
        frozenset({"3EC4.1", "54BD.1"}),
        "3EC4.1", "a custom keyboard app",
    ),
)
BY_NAME = {category.name: category for category in CATEGORIES}

# What a target must declare it collects, beyond what it may declare on its own.
REQUIRED_COLLECTED = {
    "OrdersCardPayments": (
        "NSPrivacyCollectedDataTypePaymentInfo",  # number, expiry, security code
        "NSPrivacyCollectedDataTypeName",  # the cardholder's name, when the app gives it
        "NSPrivacyCollectedDataTypePhysicalAddress",  # the billing address, when the app gives it
    ),
}


@dataclass(frozen=True)
class Use:
    path: Path
    line: int
    symbol: str


def blank_comments_and_strings(text: str) -> str:
    """`text` with comments and string literals replaced by spaces (newlines kept, so lines stay where they were).

    Handles // and nested /* */ comments, "…" with escapes, Swift's \"\"\"…\"\"\" and #"…"# raw strings."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            start = i + hashes
            triple = text.startswith('"""', start)
            opener = '"""' if triple else '"'
            closer = opener + "#" * hashes
            j = start + len(opener)
            while j < n:
                if hashes == 0 and text[j] == "\\":
                    j += 2
                    continue
                if text.startswith(closer, j):
                    j += len(closer)
                    break
                if not triple and text[j] == "\n":
                    break
                j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def uses(target: Path) -> dict:
    """Category name → the uses of its APIs in the target's sources, in file and line order."""
    found: dict = {}
    for path in sorted(p for p in target.rglob("*") if p.suffix in SOURCE_SUFFIXES and p.is_file()):
        code = blank_comments_and_strings(path.read_text(encoding="utf-8", errors="replace"))
        for category in CATEGORIES:
            for match in category.pattern.finditer(code):
                line = code.count("\n", 0, match.start()) + 1
                found.setdefault(category.name, []).append(Use(path, line, match.group(0).rstrip("( \t")))
    return found


def check_target(target: Path, root: Path, required: dict) -> list:
    """The findings of one target, as printable lines."""
    manifest = target / MANIFEST
    shown = manifest.relative_to(root) if manifest.is_relative_to(root) else manifest
    problems: list = []

    def fail(message: str) -> None:
        problems.append(f"{shown}: error: {message}")

    try:
        with manifest.open("rb") as handle:
            plist = plistlib.load(handle)
    except (plistlib.InvalidFileException, ValueError, OSError, xml.parsers.expat.ExpatError) as error:
        return [f"{shown}: error: not a property list ({error})"]
    if not isinstance(plist, dict):
        return [f"{shown}: error: the top level is not a dictionary"]

    if plist.get("NSPrivacyTracking") is not False:
        fail(f"NSPrivacyTracking must be <false/> (found {plist.get('NSPrivacyTracking')!r}): the package tracks no one")
    if plist.get("NSPrivacyTrackingDomains", []) != []:
        fail("NSPrivacyTrackingDomains must be empty: the package contacts no tracking domain")

    collected = plist.get("NSPrivacyCollectedDataTypes", [])
    types = set()
    if not isinstance(collected, list):
        fail("NSPrivacyCollectedDataTypes must be an array")
        collected = []
    for entry in collected:
        kind = entry.get("NSPrivacyCollectedDataType") if isinstance(entry, dict) else None
        if not isinstance(kind, str) or not kind.startswith("NSPrivacyCollectedDataType"):
            fail(f"a collected data type without NSPrivacyCollectedDataType: {entry!r}")
            continue
        types.add(kind)
        for key in ("NSPrivacyCollectedDataTypeLinked", "NSPrivacyCollectedDataTypeTracking"):
            if not isinstance(entry.get(key), bool):
                fail(f"{kind}: {key} must be <true/> or <false/>")
        if entry.get("NSPrivacyCollectedDataTypeTracking") is True:
            fail(f"{kind}: NSPrivacyCollectedDataTypeTracking must be <false/> (NSPrivacyTracking is false)")
        purposes = entry.get("NSPrivacyCollectedDataTypePurposes")
        if not isinstance(purposes, list) or not purposes:
            fail(f"{kind}: NSPrivacyCollectedDataTypePurposes needs at least one purpose "
                 "(NSPrivacyCollectedDataTypePurposeAppFunctionality)")
    for kind in required.get(target.name, ()):
        if kind not in types:
            fail(f"{target.name} sends it to PayPal: add to NSPrivacyCollectedDataTypes {{NSPrivacyCollectedDataType: "
                 f"{kind}, NSPrivacyCollectedDataTypeLinked: false, NSPrivacyCollectedDataTypeTracking: false, "
                 "NSPrivacyCollectedDataTypePurposes: [NSPrivacyCollectedDataTypePurposeAppFunctionality]}")

    accessed = plist.get("NSPrivacyAccessedAPITypes", [])
    if not isinstance(accessed, list):
        fail("NSPrivacyAccessedAPITypes must be an array")
        accessed = []
    declared = {}
    for entry in accessed:
        name = entry.get("NSPrivacyAccessedAPIType") if isinstance(entry, dict) else None
        if name not in BY_NAME:
            fail(f"unknown required-reason category {name!r} (known: {', '.join(sorted(BY_NAME))})")
            continue
        reasons = entry.get("NSPrivacyAccessedAPITypeReasons")
        if not isinstance(reasons, list) or not reasons:
            fail(f"{name} has no NSPrivacyAccessedAPITypeReasons (suggested: {BY_NAME[name].suggested})")
        else:
            for reason in reasons:
                if reason not in BY_NAME[name].reasons:
                    fail(f"{name}: {reason!r} is not one of its approved reasons ({', '.join(sorted(BY_NAME[name].reasons))})")
        declared[name] = entry

    found = uses(target)
    for name, places in found.items():
        if name in declared:
            continue
        category = BY_NAME[name]
        for use in places:
            where = use.path.relative_to(root) if use.path.is_relative_to(root) else use.path
            problems.append(
                f"{where}:{use.line}: error: {use.symbol} is a required-reason API ({name}) that {shown} does not declare; "
                f"add to NSPrivacyAccessedAPITypes {{NSPrivacyAccessedAPIType: {name}, NSPrivacyAccessedAPITypeReasons: "
                f"[{category.suggested}]}} ({category.suggested}: {category.why})")
    for name in declared:
        if name not in found:
            fail(f"declares {name} but no source of {target.name} calls its APIs; remove that NSPrivacyAccessedAPITypes entry")
    return problems


def targets(root: Path) -> list:
    """The folders under Sources/ with a privacy manifest."""
    return sorted(manifest.parent for manifest in (root / "Sources").glob(f"*/{MANIFEST}"))


def run(root: Path, out=sys.stdout, required: dict = REQUIRED_COLLECTED) -> int:
    found = targets(root)
    if not found:
        print(f"privacy manifests: no Sources/*/{MANIFEST} under {root}", file=out)
        return 1
    problems = [line for target in found for line in check_target(target, root, required)]
    for line in problems:
        print(line, file=out)
    if problems:
        print(f"privacy manifests: {len(problems)} finding(s) in {len(found)} manifest(s)", file=out)
        return 1
    print(f"privacy manifests: {len(found)} manifest(s) true to their sources ({', '.join(t.name for t in found)})", file=out)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the package (default: this repository)")
    parser.add_argument("--self-test", action="store_true", help="run .ci/privacy_manifests_test.py")
    args = parser.parse_args(argv)
    if args.self_test:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import self_test
        return self_test.run("privacy_manifests_test")
    return run(args.root.resolve())


if __name__ == "__main__":
    sys.exit(main())
