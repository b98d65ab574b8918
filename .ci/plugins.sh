#!/usr/bin/env bash
# mpl-migrate's SwiftPM plugins end to end, on Tests/PluginFixture (its own package, depending on this one by path):
# `swift package mpl-migrate check` (findings, --target, exit status), and the build-tool plugin's warnings while the
# fixture builds: each finding once, none on a build with no change, none under a baseline written by the command
# plugin, and all again without it. Also: the plugins' sources compile without warnings, and the command plugin's
# list of mpl-migrate options that take a value is mpl-migrate's own.
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

# Runs `swift package --package-path FIXTURE mpl-migrate ARGS…` (stdout in $out/plugin.out, stderr in $out/plugin.err)
# and checks its exit status.
plugin() {  # expected-status args...
    local expected=$1; shift
    set +e; swift package --package-path "$fixture" mpl-migrate "$@" > "$out/plugin.out" 2> "$out/plugin.err"; local status=$?; set -e
    if [ "$status" != "$expected" ]; then
        cat "$out/plugin.err"; fail "'swift package mpl-migrate $*' exited $status, expected $expected"
    fi
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

echo "-- the command plugin knows every mpl-migrate option that takes a value (not to take its value for a path)"
"$(swift build --package-path "$fixture" --show-bin-path)/MPLMigrate-tool" check --experimental-dump-help > "$out/dump-help.json"
python3 - "$out/dump-help.json" Plugins/MPLMigrateCommand/MPLMigrateCommand.swift <<'EOF'
import json, re, sys
tool = json.load(open(sys.argv[1]))["command"]
actual = {("--" if n["kind"] == "long" else "-") + n["name"]
          for a in tool["arguments"] if a["kind"] == "option" for n in a["names"]}
listed = set(re.findall(r'"(-[^"]+)"', re.search(r"optionsWithValues: Set<String> = \[(.*)\]", open(sys.argv[2]).read())[1]))
if actual != listed:
    sys.exit(f"CI FAILED: PluginArguments.optionsWithValues lists {sorted(listed)}; mpl-migrate check has {sorted(actual)}")
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
echo "plugins: OK"
