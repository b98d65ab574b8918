#!/usr/bin/env bash
# Regenerates .ci/requirements.txt from .ci/requirements.in: the newest versions PyPI has of every package
# requirements.in names and of everything they depend on, each pinned with `==` and the sha256 of every file PyPI
# publishes for that version. Resolved with pip-tools (itself pinned below) in a scratch virtual environment, for the
# python3 on PATH (CI's is 3.11 on Linux x86_64; a different Python or OS can resolve different dependencies).
# Review the diff, then run `bash .ci/python-env.sh`, which rebuilds .build/ci-venv from the new file.
#     bash .ci/update-requirements.sh                              # every package to its newest allowed version
#     bash .ci/update-requirements.sh --upgrade-package NAME...    # only NAME moves; the other pins stay
# (arguments go to pip-compile)
set -euo pipefail
cd "$(dirname "$0")/.."
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
python3 -m venv "$tools"
"$tools/bin/python" -m pip install --quiet --disable-pip-version-check pip-tools==7.6.2
upgrade=(--upgrade)
for argument in "$@"; do case $argument in -P | --upgrade-package*) upgrade=() ;; esac; done
CUSTOM_COMPILE_COMMAND="bash .ci/update-requirements.sh" \
    "$tools/bin/pip-compile" --quiet ${upgrade[@]+"${upgrade[@]}"} --generate-hashes --allow-unsafe --strip-extras --no-emit-index-url --no-emit-find-links \
    --output-file .ci/requirements.txt "$@" .ci/requirements.in
{
    echo "# CI's Python packages (.ci/requirements.in and everything they depend on), each pinned with the sha256 of"
    echo "# every file PyPI publishes for it; resolved for Python $(python3 -c 'import platform; print(platform.python_version())') on $(uname -s) $(uname -m)."
    echo "# .ci/python-env.sh installs exactly this (--require-hashes --no-deps) into .build/ci-venv."
    echo "# Do not edit by hand: change .ci/requirements.in, then run bash .ci/update-requirements.sh"
    cat .ci/requirements.txt
} > "$tools/requirements.txt"
mv "$tools/requirements.txt" .ci/requirements.txt
echo "wrote .ci/requirements.txt:"
grep -E '^[A-Za-z0-9]' .ci/requirements.txt | sed 's/ .*//'
