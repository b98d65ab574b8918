#!/usr/bin/env python3
"""Generates Sources/OrdersSimulator/Errors/SpecIssues.swift and PaymentsSpecIssues.swift from PayPal's OpenAPI specs.

One Swift table per spec: `SpecIssues` from Orders v2 (checkout_orders_v2.json), `PaymentsSpecIssues` from Payments v2
(payments_payment_v2.json, whose shared `400`/`422` schemas differ from the Orders ones of the same names).

The spec (.ci/paypal-openapi/checkout_orders_v2.json, copied unmodified; its commit is read from the README beside it)
describes each operation's error responses with a schema in `components/schemas` named after the status, alone for the
shared ones (`400`, `401`, `403`, `404`, `422`) or prefixed with the operation (`orders.patch-400`,
`orders.capture-422`, `orders.trackers.patch-404`, …). Each has the same shape:

    "properties": {"details": {"type": "array", "items": {"anyOf": [
        {"title": ISSUE, "properties": {"issue": {"type": "string", "enum": [ISSUE]},
                                        "description": {"type": "string", "enum": [DESCRIPTION]}}},
        …]}}}

Every schema of exactly that shape becomes one entry of `SpecIssues.bySchema`, in the spec's order, with its issues in
the spec's order. Anything else in the shape (two values in an enum, a title that is not the issue, a missing
description) is an error rather than a guess. A Swift dictionary literal may not repeat a key, and the spec lists a few
issues twice in one schema (`422`: SHIPPING_OPTIONS_NOT_SUPPORTED with two wordings, CRYPTOGRAM_REQUIRED twice; the
same CRYPTOGRAM_REQUIRED in `orders.confirm-422`): the first one listed is kept.

The layout is the one `swift format` (.swift-format: 4 spaces, 160 columns) gives: an entry that would pass the line
length goes on its own line after the key, indented four more. `bash .ci/format-lint.sh` passes on the output.

Usage:
  python3 .ci/generate_spec_issues.py          write the Swift file
  python3 .ci/generate_spec_issues.py --check  exit 1, with a unified diff, if the committed file differs
"""
import argparse
import difflib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = ROOT / ".ci" / "paypal-openapi"
SPEC_README = SPEC_DIR / "README.md"
ERRORS = ROOT / "Sources" / "OrdersSimulator" / "Errors"
# (spec file, API name in the header, Swift enum, output file, example schema names for the doc comment)
TABLES = [
    ("checkout_orders_v2.json", "Orders v2", "SpecIssues", "SpecIssues.swift", "`400`, `422`, `orders.capture-422`, …"),
    ("payments_payment_v2.json", "Payments v2", "PaymentsSpecIssues", "PaymentsSpecIssues.swift", "`400`, `422`, `captures.refund-422`, …"),
]
LINE_LENGTH = 160  # .swift-format's lineLength
INDENT = "    "


class SpecError(Exception):
    """The spec does not have the shape this generator understands."""


def spec_commit():
    """The paypal-rest-api-specifications commit the spec was copied from, as its README records it."""
    match = re.search(r"at commit `([0-9a-f]{40})`", SPEC_README.read_text(encoding="utf-8"))
    if not match:
        raise SpecError(f"{SPEC_README.relative_to(ROOT)}: no 'at commit `<40 hex digits>`' naming the spec's commit")
    return match.group(1)


def shared_issues(spec, name):
    """(issue, description) of the shared schema of `name`'s status (`422` for `captures.refund-422`), where enumerated."""
    status = name.rsplit("-", 1)[-1]
    if status == name:
        return []
    entries = spec["components"]["schemas"].get(status, {}).get("properties", {}).get("details", {}).get("items", {}).get("anyOf", [])
    pairs = []
    for entry in entries:
        issue = entry.get("properties", {}).get("issue", {}).get("enum", [None])[0]
        description = entry.get("properties", {}).get("description", {}).get("enum", [None])[0]
        if isinstance(issue, str) and isinstance(description, str):
            pairs.append((issue, description))
    return pairs


def error_schemas(spec):
    """(schema name, [(issue, description)]) for every error schema with an `issue` enum, in the spec's order."""
    schemas = []
    for name, schema in spec["components"]["schemas"].items():
        entries = schema.get("properties", {}).get("details", {}).get("items", {}).get("anyOf")
        if not isinstance(entries, list) or not any("issue" in entry.get("properties", {}) for entry in entries):
            continue
        issues = {}
        for entry in entries:
            properties = entry.get("properties", {})
            issue_enum = properties.get("issue", {}).get("enum")
            description_enum = properties.get("description", {}).get("enum")
            if not (isinstance(issue_enum, list) and len(issue_enum) == 1 and isinstance(issue_enum[0], str)):
                raise SpecError(f"schema {name!r}: an issue without exactly one `issue` enum value: {json.dumps(entry)}")
            issue = issue_enum[0]
            if description_enum is None and properties.get("description") == {"type": "string"}:
                # Payments v2 leaves a few descriptions open (captures.refund-400/422): the shared schema of the same
                # status describes the issue when it lists it, else the description is empty.
                shared = dict(shared_issues(spec, name))
                description_enum = [shared.get(issue, "")]
            if not (isinstance(description_enum, list) and len(description_enum) == 1 and isinstance(description_enum[0], str)):
                raise SpecError(f"schema {name!r}: issue {issue} without exactly one `description` enum value")
            if entry.get("title", issue) != issue:
                raise SpecError(f"schema {name!r}: issue {issue} titled {entry['title']!r}")
            issues.setdefault(issue, description_enum[0])  # a repeated issue keeps its first description
        schemas.append((name, list(issues.items())))
    if not schemas:
        raise SpecError("no error schema with an `issue` enum under components/schemas")
    return schemas


def swift_string(text):
    """A Swift string literal for `text`, non-ASCII characters kept as they are."""
    escapes = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"}
    out = []
    for char in text:
        if char in escapes:
            out.append(escapes[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{{{ord(char):X}}}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def entry_lines(key, value, indent, trailing_comma):
    """`"key": "value",` on one line, or broken after the colon when that line is longer than LINE_LENGTH."""
    comma = "," if trailing_comma else ""
    line = f"{indent}{swift_string(key)}: {swift_string(value)}{comma}"
    if len(line) <= LINE_LENGTH:
        return [line]
    return [f"{indent}{swift_string(key)}:", f"{indent}{INDENT}{swift_string(value)}{comma}"]


def render(spec, commit, table):
    spec_name, api, enum, _, examples = table
    lines = [
        f"// Generated by .ci/generate_spec_issues.py from PayPal's {api} OpenAPI spec (paypal/paypal-rest-api-specifications",
        f"// @ {commit}, {spec_name}, info.version {spec['info']['version']}, Apache-2.0):",
        "// every `issue` with its exact `description`, per error schema (an issue the spec lists twice keeps its first).",
        "// Do not edit by hand: regenerate with `python3 .ci/generate_spec_issues.py`.",
        "",
        f"/// PayPal's {api} issue descriptions, keyed by error schema ({examples}) then issue name.",
        f"enum {enum} {{",
        "    /// Schema name → issue → description, exactly as the spec's enums spell them.",
        "    static let bySchema: [String: [String: String]] = [",
    ]
    for name, issues in error_schemas(spec):
        lines.append(f"{INDENT * 2}{swift_string(name)}: [")
        for key, value in issues:
            # swift-format's multiElementCollectionTrailingCommas: a trailing comma only when there are several.
            lines.extend(entry_lines(key, value, INDENT * 3, trailing_comma=len(issues) > 1))
        lines.append(f"{INDENT * 2}],")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="exit 1, with a diff, if the committed file is out of date")
    args = parser.parse_args()
    status = 0
    for table in TABLES:
        status = max(status, write_or_check(table, args.check))
    return status


def write_or_check(table, check):
    """Writes one table's Swift file, or with `check` compares it with the committed one (0 same, 1 differs, 2 error)."""
    spec_path, output = SPEC_DIR / table[0], ERRORS / table[3]
    try:
        with spec_path.open(encoding="utf-8") as file:
            spec = json.load(file)
        generated = render(spec, spec_commit(), table)
    except (OSError, ValueError, KeyError, SpecError) as error:
        print(f"generate_spec_issues: {error}", file=sys.stderr)
        return 2
    relative = output.relative_to(ROOT)
    if check:
        committed = output.read_text(encoding="utf-8") if output.exists() else ""
        if committed == generated:
            print(f"{relative}: up to date with {spec_path.relative_to(ROOT)}")
            return 0
        sys.stdout.writelines(difflib.unified_diff(
            committed.splitlines(keepends=True), generated.splitlines(keepends=True),
            fromfile=f"{relative} (committed)", tofile=f"{relative} (from the spec)"))
        print(f"\n{relative} differs from what {spec_path.relative_to(ROOT)} gives (diff above): "
              "regenerate it with `python3 .ci/generate_spec_issues.py` rather than editing it by hand", file=sys.stderr)
        return 1
    output.write_text(generated, encoding="utf-8")
    print(f"wrote {relative}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
