#!/usr/bin/env bash
# `mpl-migrate fix` on real code, after `swift build --build-tests` (.ci/run runs it after check_mpl_migrate.sh).
# Scratch copies of two corpora are fixed: Samples/Migration (the legacy apps the checker's goldens come from), and
# the repository's own 2011-style code that compiles against the libraries (Samples/Swift, Samples/ObjC,
# Tests/ObjCTests). For each:
#   1. `mpl-migrate check --format json` on the fixed copy: no finding left has a `fix`; every finding of the
#      original without one is still there (rule, file, count); and each fixed finding is found again on its line,
#      once, without a fix (a fix changes how a use of the library is spelled, not what it uses); the files changed
#      are exactly those that had a finding with a fix;
#   2. a second `fix` is a no-op: it says "nothing to fix" and no file of the copy changes (checksums);
#   3. each fixed Objective-C file (.m, .mm, .h) that compiled against PayPalMPL's public headers before the fix
#      compiles after it: with clang's front end and .ci/objc-standins under MRC, with the 2011 samples' flags of
#      .ci/objc-clang-check.sh, and with gcc and GNUstep, with the flags of Samples/ObjC/build-linux.sh; a compile
#      passes when the compiler prints nothing. A file that did not compile before is listed as skipped, with the
#      compiler's first error;
#   4. each fixed Swift file that typechecked against LegacyMPL (the build's modules) before the fix typechecks
#      after it, with the other Swift files of its folder as context: Samples/Swift as the LegacySamples target
#      (Swift 6), Samples/Migration's iOS files in Swift 5 with .ci/swift-standins/UIKit.swift and LegacyMPL imported
#      in every file (as the apps' bridging headers made PayPal.h visible). A file that did not is listed as skipped,
#      with its first error.
# Planted errors (a 2009 name in a fixed Objective-C file, a wrong label in a fixed Swift file) must fail 3 and 4,
# and each must compile at least one file, so the step cannot pass by compiling nothing. The copies are under
# .build/ (ignored by git); committed files are never written.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin=${MPL_MIGRATE_BIN_DIR:-.build/debug}  # where `swift build` put the products and modules
out=$(realpath -m "${MPL_MIGRATE_FIX_OUT:-.build/fix-samples}")
started=$SECONDS

fail() {
    echo "CI FAILED: fix_samples: $*"
    exit 1
}
[ -x "$bin/mpl-migrate" ] || fail "$bin/mpl-migrate is not built (run swift build --build-tests first)"
[ -f "$bin/Modules/LegacyMPL.swiftmodule" ] || fail "$bin/Modules/LegacyMPL.swiftmodule is not built"
rm -rf "$out"
mkdir -p "$out"

# Every file under a directory with its SHA-256, by path.
checksums() {  # directory
    (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum)
}

# Runs mpl-migrate; any exit status but 0 fails the step (--fail-on never: findings do not fail it).
mpl() {  # output-file mpl-migrate-arguments…
    local output=$1
    shift
    if ! "$bin/mpl-migrate" "$@" > "$output" 2> "$output.err"; then
        cat "$output" "$output.err"
        fail "'mpl-migrate $*' exited non-zero"
    fi
}

# ---- 1 and 2: fix a copy, check it, fix it again ----
# fix_corpus NAME LABEL COPY-ROOT PATH…: fixes PATH… (inside COPY-ROOT, the scanned root) and checks 1 and 2; the
# files changed, relative to COPY-ROOT, go to $out/NAME.changed.
fix_corpus() {
    local name=$1 label=$2 copy=$3
    shift 3
    mpl "$out/$name.before.json" check "$@" --format json --fail-on never
    checksums "$copy" > "$out/$name.sums-before"
    mpl "$out/$name.fix.out" fix "$@" --fail-on never
    checksums "$copy" > "$out/$name.sums-fixed"
    # The files whose checksum changed (sha256sum lines are "HASH  ./PATH").
    diff <(sed 's/^[0-9a-f]*  //' "$out/$name.sums-before") <(sed 's/^[0-9a-f]*  //' "$out/$name.sums-fixed") > /dev/null \
        || fail "$label: fix added or removed files"
    paste -d ' ' "$out/$name.sums-before" "$out/$name.sums-fixed" | awk '$1 != $3 { sub(/^\.\//, "", $2); print $2 }' \
        > "$out/$name.changed"
    mpl "$out/$name.after.json" check "$@" --format json --fail-on never
    python3 - "$label" "$out/$name.before.json" "$out/$name.after.json" "$out/$name.changed" "$out/$name.fix.out" <<'EOF'
import json, re, sys
from collections import Counter
name, before_path, after_path, changed_path, fix_out = sys.argv[1:]
before = json.load(open(before_path))["findings"]
after = json.load(open(after_path))["findings"]
changed = sorted(line for line in open(changed_path).read().split("\n") if line)
def fail(message):
    sys.exit(f"CI FAILED: fix_samples: {name}: {message}")
fixable = [f for f in before if "fix" in f]
if not fixable:
    fail("the original has no finding with a fix: nothing was proven")
# 1. No finding left has a fix.
left = [f'{f["file"]}:{f["line"]}:{f["column"]} [{f["rule"]}]' for f in after if "fix" in f]
if left:
    fail(f"{len(left)} findings still have a fix after `fix`: {left[:10]}")
# 1. The findings without a fix, by rule, file and count, are all still there.
kept = Counter((f["rule"], f["file"]) for f in before if "fix" not in f)
found = Counter((f["rule"], f["file"]) for f in after)
missing = kept - found
if missing:
    fail(f"findings without a fix are gone after `fix` (rule, file: count): {dict(missing)}")
# 1. What else is found is the fixed uses again, in their new spelling: on each line that had N fixed findings, N
# findings more than the line's unfixable ones (the rule may be a successor's, as an H0 name's is an H1 rule).
def by_line(findings):
    return Counter((f["file"], f["line"]) for f in findings)
successors = by_line(after) - by_line(f for f in before if "fix" not in f)
expected = by_line(fixable)
if successors != expected:
    fail(f"after `fix`, the fixed lines do not have one finding per fixed use: expected {dict(expected)}, found {dict(successors)}")
fixed_lines = set(expected)
found_rules = Counter(f["rule"] for f in after if (f["file"], f["line"]) in fixed_lines) - Counter(
    f["rule"] for f in before if "fix" not in f and (f["file"], f["line"]) in fixed_lines)
fixed_rules = Counter(f["rule"] for f in fixable)
# The files changed are exactly those with a fixable finding, and the summary says so.
files = sorted({f["file"] for f in fixable})
if changed != files:
    fail(f"files changed {changed}, files with a fixable finding {files}")
summary = open(fix_out).read()
wanted = f"fixed {len(fixable)} finding{'s' if len(fixable) != 1 else ''} in {len(files)} file{'s' if len(files) != 1 else ''}:"
if not summary.startswith(wanted):
    fail(f"fix's summary does not start with {wanted!r}: {summary.splitlines()[:1]}")
per_file = Counter(f["file"] for f in fixable)
print(f"{name}: {len(before)} findings before, {len(fixable)} with a fix; fixed {len(fixable)} in {len(files)} files "
      f"({', '.join(f'{file}: {count}' for file, count in sorted(per_file.items()))}); {len(after)} findings after, none with a fix, "
      f"the {len(before) - len(fixable)} without one all kept, each fixed use found again on its line"
      + (" (same rules)" if found_rules == fixed_rules else f" (as {dict(found_rules)})"))
EOF
    # 2. A second run: nothing to fix, nothing written.
    mpl "$out/$name.fix-again.out" fix "$@" --fail-on never
    grep -q "^nothing to fix" "$out/$name.fix-again.out" \
        || { cat "$out/$name.fix-again.out"; fail "$label: a second fix did not say 'nothing to fix'"; }
    checksums "$copy" > "$out/$name.sums-again"
    cmp -s "$out/$name.sums-fixed" "$out/$name.sums-again" || fail "$label: a second fix changed files"
    echo "$label: a second fix: nothing to fix, all $(wc -l < "$out/$name.sums-again") files unchanged"
}

echo "-- fix: Samples/Migration, and the repository's compiled 2011-style code (Samples/Swift, Samples/ObjC, Tests/ObjCTests)"
migration=$out/migration
cp -R Samples/Migration "$migration"
fix_corpus migration Samples/Migration "$migration" "$migration"
own=$out/own
own_dirs=(Samples/Swift Samples/ObjC Tests/ObjCTests)
for directory in "${own_dirs[@]}"; do
    mkdir -p "$own/$(dirname "$directory")"
    cp -R "$directory" "$own/$directory"
done
fix_corpus own-code "${own_dirs[*]}" "$own" "${own_dirs[@]/#/$own/}"
# The changed files as "ORIGINAL FIXED" pairs of paths, both corpora.
{
    while IFS= read -r file; do echo "Samples/Migration/$file $migration/$file"; done < "$out/migration.changed"
    while IFS= read -r file; do echo "$file $own/$file"; done < "$out/own-code.changed"
} > "$out/changed-pairs"

# ---- 3. Objective-C against PayPalMPL's headers: clang with the stand-ins, gcc with GNUstep ----
ios=$(grep -oE '\.iOS\(\.v[0-9_]+\)' Package.swift | head -1 | grep -oE '[0-9][0-9_]*' | tr _ .)
[ -n "$ios" ] || fail "no .iOS(.vN) minimum in Package.swift"
[[ $ios == *.* ]] || ios=$ios.0
# The 2011 samples' clang check (.ci/objc-clang-check.sh): no SDK, the stand-ins, MRC, -Wall as errors but -Wformat.
clang_flags=(-fsyntax-only -nostdlibinc -isystem "$root/.ci/objc-standins" -fno-objc-arc -Wall -Wno-format -Werror
    -target "arm64-apple-ios$ios" -I Sources/PayPalMPL/include -I Sources/CLegacyMPL/include)
# Samples/ObjC/build-linux.sh's gcc flags (gnu99, GNUstep's, -Wall, #pragma mark allowed) and include path.
# shellcheck disable=SC2207
gcc_flags=(-fsyntax-only -std=gnu99 $(gnustep-config --objc-flags) -Wall -Wno-unknown-pragmas -MF /dev/null
    -I Sources/PayPalMPL/include -I Sources/PayPalMPL -I Sources/CLegacyMPL/include -I Sources/CMPLEngine/include
    -I Samples/ObjC/Linux)

# compiles COMPILER FILE: whether FILE compiles without a diagnostic; the first error (or diagnostic) in $first_error.
first_error=
compiles() {
    local compiler=$1 file=$2 output status=0
    case "$compiler:$file" in
    clang:*.mm) output=$(clang "${clang_flags[@]}" -x objective-c++ -I "$(dirname "$file")" "$file" 2>&1) || status=$? ;;
    clang:*) output=$(clang "${clang_flags[@]}" -std=gnu99 -x objective-c -I "$(dirname "$file")" "$file" 2>&1) || status=$? ;;
    gcc:*.mm) first_error="no Objective-C++ with GNUstep here"; return 1 ;;
    gcc:*) output=$(gcc "${gcc_flags[@]}" -x objective-c -I "$(dirname "$file")" "$file" 2>&1) || status=$? ;;
    esac
    if [ "$status" -ne 0 ] || [ -n "$output" ]; then
        first_error=$(grep -m1 -E "(error|warning):" <<<"$output" || head -1 <<<"$output")
        first_error=${first_error//"$root/"/}
        return 1
    fi
}

objc_compiled=0
objc_files=0
objc_skipped=()
last_objc=
while read -r original fixed; do
    case "$original" in *.m | *.mm | *.h) ;; *) continue ;; esac
    compiled_before=$objc_compiled
    for compiler in clang gcc; do
        if ! compiles "$compiler" "$original"; then
            objc_skipped+=("$original ($compiler; did not compile before the fix: $first_error)")
            continue
        fi
        compiles "$compiler" "$fixed" || fail "$original compiled with $compiler before the fix, not after it: $first_error"
        objc_compiled=$((objc_compiled + 1))
        last_objc=$fixed
    done
    [ "$objc_compiled" -eq "$compiled_before" ] || objc_files=$((objc_files + 1))
done < "$out/changed-pairs"
[ "$objc_compiled" -gt 0 ] || fail "no fixed Objective-C file compiled before the fix: the compile check proved nothing"
# A planted error: a fixed file (beside it, so its headers are found) with a 2009 name that PayPalMPL does not
# declare must fail to compile, on that name, with both compilers.
planted="$(dirname "$last_objc")/Planted-$(basename "$last_objc")"
{ cat "$last_objc"; printf '\nPAYPAL_ENVIRONMENT planted_environment;\n'; } > "$planted"
for compiler in clang gcc; do
    if compiles "$compiler" "$planted" || [[ $first_error != *PAYPAL_ENVIRONMENT* ]]; then
        fail "the planted Objective-C error was not caught by $compiler (${first_error:-no diagnostic})"
    fi
done
rm "$planted"
echo "Objective-C: $objc_files fixed files that compiled before compile after ($objc_compiled compiles: clang with the stand-ins, gcc with GNUstep); a planted error caught"
for skipped in "${objc_skipped[@]}"; do echo "  skipped: $skipped"; done

# ---- 4. Swift against LegacyMPL ----
# LegacyMPL's C modules: the legacy enums, and the seam's keys (CMPLEngine, which LegacyMPL imports internally; its
# clients still load it).
modules=(-I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CLegacyMPL.build/module.modulemap"
         -Xcc -fmodule-map-file="$bin/CMPLEngine.build/module.modulemap")
mkdir -p "$out/standins"
if ! swiftc -emit-module -parse-as-library -swift-version 5 -module-name UIKit "${modules[@]}" .ci/swift-standins/UIKit.swift \
    -emit-module-path "$out/standins/UIKit.swiftmodule" > "$out/standins.log" 2>&1; then
    cat "$out/standins.log"
    fail ".ci/swift-standins/UIKit.swift does not compile"
fi

# typechecks FILE: whether FILE typechecks, with the other Swift files of its folder; the first error in $first_error.
typechecks() {
    local file=$1 output status=0 others=() mode
    for other in "$(dirname "$file")"/*.swift; do [ "$other" = "$file" ] || others+=("$other"); done
    case "$file" in
    */Samples/Swift/* | Samples/Swift/*) mode=(-swift-version 6 -module-name LegacySamples) ;;
    *) mode=(-swift-version 5 -module-name App -I "$out/standins" -import-module LegacyMPL) ;;
    esac
    output=$(swiftc -frontend -typecheck -parse-as-library "${mode[@]}" "${modules[@]}" -primary-file "$file" "${others[@]}" 2>&1) \
        || status=$?
    if [ "$status" -ne 0 ] || [ -n "$output" ]; then
        first_error=$(grep -m1 -E "(error|warning):" <<<"$output" || head -1 <<<"$output")
        first_error=${first_error//"$root/"/}
        return 1
    fi
}

swift_typechecked=0
swift_skipped=()
last_swift=
while read -r original fixed; do
    case "$original" in *.swift) ;; *) continue ;; esac
    if ! typechecks "$original"; then
        swift_skipped+=("$original (did not typecheck before the fix: $first_error)")
        continue
    fi
    typechecks "$fixed" || fail "$original typechecked before the fix, not after it: $first_error"
    swift_typechecked=$((swift_typechecked + 1))
    last_swift=$fixed
done < "$out/changed-pairs"
[ "$swift_typechecked" -gt 0 ] || fail "no fixed Swift file typechecked before the fix: the typecheck proved nothing"
# A planted error: a call with a label LegacyMPL does not declare, in a fixed file, must fail to typecheck.
cp "$last_swift" "$last_swift.orig"
printf '\nfunc plantedCall() { PayPal.getPayPalInst().checkout(withh: nil) }\n' >> "$last_swift"
if typechecks "$last_swift" || [[ $first_error != *withh* ]]; then
    fail "the planted Swift error was not caught (${first_error:-no diagnostic})"
fi
mv "$last_swift.orig" "$last_swift"
echo "Swift: $swift_typechecked fixed files that typechecked before typecheck after (against LegacyMPL's modules); a planted error caught"
for skipped in "${swift_skipped[@]}"; do echo "  skipped: $skipped"; done
echo "fix_samples: OK in $((SECONDS - started)) s"
