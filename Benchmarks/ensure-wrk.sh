# shellcheck shell=bash
# Sourced by the load benchmarks: installs wrk with apt-get when it is missing (as root), or says how.
if ! command -v wrk >/dev/null 2>&1; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "wrk is missing: apt-get install wrk (or run this as root to have it installed)" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q wrk >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q wrk >/dev/null; }
fi
