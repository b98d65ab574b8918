# shellcheck shell=bash
# Sourced by the scripts that run orders-sandbox and adaptive-payments-bridge as processes (.ci/bridge-php-sample.sh,
# .ci/bridge-php-sdk.sh): a work directory, the processes started (pids, stopped at exit, the end of each log in
# $cleanup_logs printed on failure), the products built, and the URL of a process's first matching line.
# Needs fail() and $cleanup_logs (file names in $work) from the script.
# shellcheck disable=SC2154,SC2034 # cleanup_logs is the script's; bin is for the script
work=$(mktemp -d)
pids=()
cleanup() {
    local status=$?
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ "$status" -ne 0 ]; then
        for log in $cleanup_logs; do
            [ -s "$work/$log" ] && { echo "--- $log (last lines)"; tail -n 20 "$work/$log"; }
        done
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# Builds the products named and sets $bin to their folder.
build_products() {
    for product in "$@"; do
        swift build --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "swift build --product $product"; }
    done
    bin="$(swift build --show-bin-path)"
}

# Waits for a process's first line matching a pattern (30 s) and prints the URL in it.
first_url() {
    local file=$1 pattern=$2
    for _ in $(seq 300); do
        grep -qE "$pattern" "$file" 2>/dev/null && break
        sleep 0.1
    done
    grep -m 1 -oE "$pattern" "$file" | grep -oE 'http://[0-9.]+:[0-9]+' || fail "no '$pattern' in $file"
}
