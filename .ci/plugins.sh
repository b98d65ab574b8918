#!/usr/bin/env bash
# mpl-migrate's SwiftPM plugins end to end, on Tests/PluginFixture (its own package, depending on this one by path):
# `swift package mpl-migrate check` (findings, --target, exit status), and the build-tool plugin's warnings while the
# fixture builds: each finding once, none on a build with no change, none under a baseline written by the command
# plugin, and all again without it. `swift package mpl-migrate fix` on a scratch copy of the fixture (never the
# committed one): refused by SwiftPM without write access, its dry run's diff, the fixes applied as that diff says,
# and a second run with nothing to fix. Also: the plugins' sources compile without warnings, and the command
# plugin's list of mpl-migrate options that take a value is mpl-migrate's own.
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/PluginFixture
fixture_path="$PWD/$fixture"
out=${MPL_MIGRATE_PLUGINS_OUT:-.build/plugins-ci}  # .build/ is ignored by git
mkdir -p "$out"
baseline="$fixture_path/mpl-migrate-baseline.json"
trap 'rm -f "$baseline"' EXIT
rm -f "$baseline"

fail() { echo "CI FAILED: $*"; exit 1; }

# `path:line:col: warning|error [rule]` lines, relative to the fixture, from the command plugin's JSON (json FILE)
# or from mpl-migrate's `--format xcode` lines in a build log (build FILE); mpl-migrate's other diagnostics as
# `path: diagnostic [kind]`.
findings() {
    python3 - "$1" "$2" "$fixture_path/" <<'EOF'
import json, re, sys
mode, path, root = sys.argv[1:]
if mode == "json":
    for f in json.load(open(path))["findings"]:
        level = "error" if f["severity"] == "error" else "warning"
        print(f'{f["file"]}:{f["line"]}:{f["column"]}: {level} [{f["rule"]}]')
else:
    for line in open(path):
        if m := re.match(r"(\S+?):(\d+):(\d+): (warning|error): .* \[(mpl\.[^\]]+)\]$", line):
            print(f"{m[1].removeprefix(root)}:{m[2]}:{m[3]}: {m[4]} [{m[5]}]")
        elif m := re.match(r"(\S+?): warning: .* \[(mpl-migrate\.[^\]]+)\]$", line):
            print(f"{m[1].removeprefix(root)}: diagnostic [{m[2]}]")
EOF
}

# Runs `swift package --package-path PACKAGE --allow-writing-to-package-directory mpl-migrate ARGS…` (stdout in
# $out/plugin.out, stderr in $out/plugin.err) and checks its exit status. The command declares write access to the
# package (for `fix`), which SwiftPM asks for on every run of it, `check` included; with no terminal to answer on,
# the option grants it.
plugin_in() {  # package expected-status args...
    local package=$1 expected=$2; shift 2
    set +e
    swift package --package-path "$package" --allow-writing-to-package-directory mpl-migrate "$@" > "$out/plugin.out" 2> "$out/plugin.err"
    local status=$?
    set -e
    if [ "$status" != "$expected" ]; then
        cat "$out/plugin.err"; fail "'swift package mpl-migrate $*' exited $status, expected $expected"
    fi
}
# The same on the fixture.
plugin() {  # expected-status args...
    plugin_in "$fixture" "$@"
}

# Checks that FILE (json or build) holds exactly the expected findings, each once.
expect_findings() {  # mode file what
    if ! diff <(sort "$fixture/expected-findings.txt") <(findings "$1" "$2" | sort) > "$out/findings.diff"; then
        cat "$out/findings.diff"; fail "$3: not the fixture's findings, each once (< expected, > reported)"
    fi
}

# Builds the fixture (log in $out/build-NAME.log); the build must succeed whatever the findings.
build() {  # name
    if ! swift build --package-path "$fixture" > "$out/build-$1.log" 2>&1; then
        cat "$out/build-$1.log"; fail "swift build of the fixture ($1) failed"
    fi
}

echo "-- the fixture is its own package (no target of this one), its build directory out of git"
swift package describe --type json > "$out/describe.json"
python3 - "$out/describe.json" "$fixture" <<'EOF'
import json, sys
inside = [t["name"] for t in json.load(open(sys.argv[1]))["targets"] if t["path"].startswith(sys.argv[2])]
if inside:
    sys.exit(f"CI FAILED: targets of the root package inside {sys.argv[2]}: {inside}")
EOF
git check-ignore -q "$fixture/.build/" || fail "$fixture/.build/ is not ignored by git"
git check-ignore -q "$fixture/Package.resolved" || fail "$fixture/Package.resolved is not ignored by git"

echo "-- the plugins' sources: no compiler warnings (SwiftPM does not show a plugin's warnings)"
plugin_api="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/pm/PluginAPI"
tools_version=$(swift package tools-version)
for plugin_dir in Plugins/MPLMigrateCommand Plugins/MPLMigrateBuildTool; do
    if ! swiftc -typecheck -swift-version 6 -package-description-version "$tools_version" -parse-as-library \
        -I "$plugin_api" "$plugin_dir"/*.swift > "$out/typecheck.log" 2>&1 || grep -q "warning:" "$out/typecheck.log"; then
        cat "$out/typecheck.log"; fail "$plugin_dir does not compile without warnings"
    fi
done

echo "-- swift package mpl-migrate check: the package's findings, relative to it, and mpl-migrate's exit status"
plugin 0 check --format json --fail-on never
expect_findings json "$out/plugin.out" "swift package mpl-migrate check --format json"
plugin 0 check --target LegacyStore --format json --fail-on never
expect_findings json "$out/plugin.out" "swift package mpl-migrate check --target LegacyStore"
plugin 1 check  # the ipnUrl finding needs a change: at the default --fail-on error
grep -q "mpl-migrate exited with status 1: findings at or above --fail-on" "$out/plugin.err" \
    || fail "swift package mpl-migrate check: no 'status 1' error"
grep -q "^Migration readiness: not ready" "$out/plugin.out" || fail "swift package mpl-migrate check: no text report"
plugin 1 check --format pdf  # swift package exits 1 for any failing plugin; the message tells mpl-migrate's 2
grep -q "mpl-migrate exited with status 2: a usage or I/O error" "$out/plugin.err" \
    || fail "swift package mpl-migrate check --format pdf: no 'status 2' error"

echo "-- the command plugin knows every option of mpl-migrate check and fix that takes a value (not to take it for a path)"
for subcommand in check fix; do
    "$(swift build --package-path "$fixture" --show-bin-path)/MPLMigrate-tool" "$subcommand" --experimental-dump-help \
        > "$out/dump-help-$subcommand.json"
done
python3 - Plugins/MPLMigrateCommand/MPLMigrateCommand.swift "$out"/dump-help-check.json "$out"/dump-help-fix.json <<'EOF'
import json, re, sys
actual = set()
for path in sys.argv[2:]:
    tool = json.load(open(path))["command"]
    actual |= {("--" if n["kind"] == "long" else "-") + n["name"]
               for a in tool["arguments"] if a["kind"] == "option" for n in a["names"]}
listed = set(re.findall(r'"(-[^"]+)"', re.search(r"optionsWithValues: Set<String> = \[(.*)\]", open(sys.argv[1]).read())[1]))
if actual != listed:
    sys.exit(f"CI FAILED: PluginArguments.optionsWithValues lists {sorted(listed)}; mpl-migrate check and fix have {sorted(actual)}")
EOF

echo "-- swift build: each finding once as a warning (error: for a needed change), the build succeeding"
# Touching the sources makes the check run whatever the fixture's build directory holds.
touch "$fixture"/Sources/*/*.swift
build first
expect_findings build "$out/build-first.log" "the first build"
other=$(grep -E "(warning|error):" "$out/build-first.log" | grep -vE "\[mpl(-migrate)?\.[^]]+\]$" || true)
[ -z "$other" ] || { echo "$other"; fail "the fixture's build printed warnings or errors that are not findings"; }

echo "-- swift build again, nothing changed: the check does not run"
build unchanged
grep -q "mpl-migrate: checking" "$out/build-unchanged.log" && fail "the check ran again on a build with no change"
[ -z "$(findings build "$out/build-unchanged.log")" ] || fail "a build with no change reported findings"

echo "-- a baseline written by the command plugin silences them; without it they are back"
# SwiftPM runs build-tool plugins again when the manifest changes, not when a file appears at the package root.
plugin 0 check --write-baseline "$baseline" --fail-on never
touch "$fixture/Package.swift"
build baselined
grep -q "mpl-migrate: checking LegacyStore" "$out/build-baselined.log" || fail "the check did not run with the new baseline"
[ -z "$(findings build "$out/build-baselined.log")" ] || fail "findings reported despite the baseline"
rm "$baseline"
touch "$fixture/Package.swift"
build without-baseline
expect_findings build "$out/build-without-baseline.log" "the build after the baseline was removed"

echo "-- swift package mpl-migrate fix, on a scratch copy of the fixture: write access asked, the dry run's diff applied"
# The copy names this package by its absolute path (the fixture's "../.." does not reach it from .build/).
copy="$(realpath -m "$out")/fix-fixture"
rm -rf "$copy" "$out/fix-pristine"
mkdir -p "$copy" "$out/fix-pristine"
cp -R "$fixture/Package.swift" "$fixture/.mpl-migrate.json" "$fixture/Sources" "$copy/"
cp -R "$fixture/Sources" "$out/fix-pristine/"
sed -i "s|path: \"../..\"|path: \"$PWD\"|" "$copy/Package.swift"
grep -qF "path: \"$PWD\"" "$copy/Package.swift" || fail "the fixture's copy does not depend on this package by its path"
sources_sums() { (cd "$copy" && find Sources -type f -print0 | sort -z | xargs -0 sha256sum); }
sources_sums > "$out/fix-sums-before"
# Without --allow-writing-to-package-directory and no terminal to ask on, SwiftPM refuses before the plugin runs.
set +e; swift package --package-path "$copy" mpl-migrate fix > "$out/plugin.out" 2> "$out/plugin.err"; status=$?; set -e
if [ "$status" = 0 ] || ! grep -q "wants permission to write to the package directory" "$out/plugin.err"; then
    cat "$out/plugin.err"; fail "swift package mpl-migrate fix ran without write access (exit $status)"
fi
sources_sums | cmp -s - "$out/fix-sums-before" || fail "swift package mpl-migrate fix wrote without write access"
# The dry run: the diff, then the summary (SwiftPM prints a plugin's standard error on its standard output).
plugin_in "$copy" 0 fix --dry-run --fail-on never
cp "$out/plugin.out" "$out/fix.diff"
grep -qxF "+        PayPal.getPayPalInst().checkout(with: payment)" "$out/fix.diff" \
    || { cat "$out/fix.diff"; fail "swift package mpl-migrate fix --dry-run: not the expected diff"; }
grep -q "^would fix 3 findings in 1 file:" "$out/fix.diff" || { cat "$out/fix.diff"; fail "fix --dry-run: no summary"; }
sources_sums | cmp -s - "$out/fix-sums-before" || fail "swift package mpl-migrate fix --dry-run wrote files"
plugin_in "$copy" 1 fix --jobs 0
grep -q "mpl-migrate exited with status 2: a usage or I/O error" "$out/plugin.err" || fail "fix --jobs 0: no 'status 2' error"
plugin_in "$copy" 0 fix --fail-on never
grep -q "^fixed 3 findings in 1 file:" "$out/plugin.out" || { cat "$out/plugin.out"; fail "swift package mpl-migrate fix: not 3 fixes"; }
sources_sums > "$out/fix-sums-fixed"
# The files fixed are the pristine ones with the dry run's output applied (git apply ignores the summary after the
# diff): git apply as patch(1), outside any repository (the ceiling keeps git from finding this one, which would
# apply the paths from its top).
pristine="$(realpath -m "$out")/fix-pristine"
(cd "$pristine" && GIT_CEILING_DIRECTORIES="$(dirname "$pristine")" git apply "$(dirname "$pristine")/fix.diff") \
    || fail "the dry run's diff does not apply"
diff -r "$out/fix-pristine/Sources" "$copy/Sources" || fail "the fixed files are not the dry run's diff applied"
echo "-- swift package mpl-migrate fix again, on the fixed target: nothing to fix, nothing written, exit status 1 (the ipnUrl error stays)"
plugin_in "$copy" 1 fix --target LegacyStore
grep -q "^nothing to fix" "$out/plugin.out" || { cat "$out/plugin.out"; fail "the second fix did not say 'nothing to fix'"; }
grep -q "mpl-migrate exited with status 1: findings at or above --fail-on remain after the fixes" "$out/plugin.err" \
    || fail "the second fix: no 'status 1' error"
sources_sums | cmp -s - "$out/fix-sums-fixed" || fail "the second swift package mpl-migrate fix wrote files"
[ -z "$(git status --porcelain -- "$fixture")" ] || { git status --porcelain -- "$fixture"; fail "the committed fixture changed"; }
echo "plugins: OK"
