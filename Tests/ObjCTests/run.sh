#!/usr/bin/env bash
# The Objective-C tests: Tests/ObjCTests/*.m compiled against the 2011 headers (PayPalMPL) and linked with the
# Swift engine by Samples/ObjC/build-linux.sh (GNUstep), then run. Exit status: the tests' (0 when all pass).
# Usage: bash Tests/ObjCTests/run.sh   (from anywhere; builds what it needs)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bash Samples/ObjC/build-linux.sh "$out/objc-tests" Tests/ObjCTests/*.m
"$out/objc-tests"
