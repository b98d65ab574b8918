#!/usr/bin/env bash
# CI's Python: a virtual environment at .build/ci-venv (or $CI_VENV) holding exactly .ci/requirements.txt, every
# package pinned and installed by hash (`pip install --require-hashes --no-deps`, wheels only). Made when missing and
# made again from scratch when requirements.txt or the base python3 changed (both recorded in the venv's
# .ci-requirements stamp, written last, so an interrupted install is redone). Needs python3 with venv and ensurepip
# (Debian: python3-venv, installed here when missing as root) and PyPI.
#     python=$(bash .ci/python-env.sh)     # prints the venv's interpreter; progress goes to stderr
#     source .ci/python-env.sh             # the same, exported as CI_PYTHON
# Then "$python" .ci/validate_requests.py …. To change a package, edit .ci/requirements.in and run
# `bash .ci/update-requirements.sh`.
if [ "${BASH_SOURCE[0]}" != "$0" ]; then  # sourced: run as a child (its shell options stay its own), export the path
    CI_PYTHON=$(bash "${BASH_SOURCE[0]}") || { echo "CI FAILED: .ci/python-env.sh could not make CI's Python environment" >&2; return 1; }
    export CI_PYTHON
    return 0
fi
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
requirements="$root/.ci/requirements.txt"
venv=${CI_VENV:-$root/.build/ci-venv}
base=${CI_BASE_PYTHON:-python3}

# What the venv must have been made from: the requirements file's sha256 and the base interpreter (version and prefix).
wanted=$("$base" - "$requirements" <<'EOF'
import hashlib, sys
with open(sys.argv[1], "rb") as handle:
    digest = hashlib.sha256(handle.read()).hexdigest()
print(f"requirements.txt sha256 {digest}; python {sys.version.split()[0]} at {sys.base_prefix}")
EOF
)
if [ -x "$venv/bin/python" ] && [ "$(cat "$venv/.ci-requirements" 2>/dev/null)" = "$wanted" ] \
    && "$venv/bin/python" -c '' 2>/dev/null; then
    echo "$venv/bin/python"
    exit 0
fi

if ! "$base" -c 'import venv, ensurepip' 2>/dev/null; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "CI FAILED: $base cannot make a virtual environment (Debian: apt-get install python3-venv)" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    { apt-get install -y -q python3-venv || { apt-get update -q && apt-get install -y -q python3-venv; }; } >/dev/null 2>&1
fi

started=$SECONDS
echo "making $venv from .ci/requirements.txt (${wanted%%;*})" >&2
rm -rf "$venv"
mkdir -p "$(dirname "$venv")"
"$base" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
    --require-hashes --no-deps --only-binary=:all: -r "$requirements" >&2 \
    || { echo "CI FAILED: pip could not install .ci/requirements.txt into $venv (above)" >&2; exit 1; }
# --no-deps installs only what the file names: a dependency it lacks shows here.
if ! check=$("$venv/bin/python" -m pip check 2>&1); then
    echo "CI FAILED: .ci/requirements.txt is incomplete or inconsistent (regenerate it: bash .ci/update-requirements.sh):" >&2
    echo "$check" >&2
    exit 1
fi
echo "$wanted" > "$venv/.ci-requirements"
echo "made $venv in $((SECONDS - started)) s" >&2
echo "$venv/bin/python"
