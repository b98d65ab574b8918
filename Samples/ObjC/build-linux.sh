#!/usr/bin/env bash
# Compiles Objective-C sources against the 2011 headers (Sources/PayPalMPL) and links them with the Swift engine
# (the MPLEngine dynamic library) into an executable, on Linux with gcc and GNUstep Base — as Xcode compiled such
# code in 2011: the gnu99 C dialect, manual reference counting (gcc has no ARC), and a minimal UIKit stand-in
# (Samples/ObjC/Linux/UIKit). A program gets its delegate callbacks by running its main run loop.
#
# Usage: bash Samples/ObjC/build-linux.sh OUTPUT FILE.m [FILE.m…]   (from any directory)
#   MPL_SKIP_ENGINE=1  compile every object (the library's, the stand-in's and FILE.m…) and stop: no Swift build,
#                      no link, OUTPUT is not written. A quick compile check.
# Needs: gcc's Objective-C and GNUstep Base (apt-get install gobjc libgnustep-base-dev), and the Swift toolchain.
set -euo pipefail

if [ "$#" -lt 2 ]; then
    echo "usage: bash Samples/ObjC/build-linux.sh OUTPUT FILE.m [FILE.m…]" >&2
    echo "  (MPL_SKIP_ENGINE=1: compile only, without building the Swift engine or linking)" >&2
    exit 2
fi
if ! command -v gnustep-config >/dev/null 2>&1 || ! command -v gcc >/dev/null 2>&1; then
    echo "gcc's Objective-C or GNUstep Base is missing; install them with:" >&2
    echo "  apt-get install gobjc libgnustep-base-dev" >&2
    exit 1
fi

# Paths given relative to the caller's directory, before moving to the package root.
output="$(realpath -m -- "$1")"
shift
sources=()
declare -A seen_sources=()
for file in "$@"; do
    if [ ! -f "$file" ]; then
        echo "build-linux.sh: no such file: $file" >&2
        exit 2
    fi
    source="$(realpath -- "$file")"
    # A file given twice (Driver/SampleDriver.m and ObjC/*/*.m) is compiled once.
    if [ -z "${seen_sources[$source]:-}" ]; then
        seen_sources[$source]=1
        sources+=("$source")
    fi
done
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

skip_engine="${MPL_SKIP_ENGINE:-0}"
if [ "$skip_engine" != "1" ]; then
    # The engine first: its errors are the ones to see if it does not build.
    swift build --product MPLEngine >&2
    bin="$(swift build --show-bin-path)"
    swift_lib="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux"
fi

# gnustep-config's flags (-fconstant-string-class, the runtime, -fobjc-exceptions, …) after -std=gnu99.
# shellcheck disable=SC2207
objc_flags=(-std=gnu99 $(gnustep-config --objc-flags) -Wall)
# gcc does not know Xcode's `#pragma mark`, used by PayPal.m and by the 2011 samples (PaymentViewController.m,
# DynamicAmountViewController.m): the one warning they give under gcc -Wall, silenced for every file. The 2011
# samples get no other -Wno-… flag: they compile clean.
objc_flags+=(-Wno-unknown-pragmas)
includes=(-I Sources/PayPalMPL/include -I Sources/PayPalMPL -I Sources/CLegacyMPL/include -I Sources/CMPLEngine/include
          -I Samples/ObjC/Linux)
# The directory of every given file, so sibling `#import "X.h"` resolve, across sample folders too.
declare -A seen_dirs=()
for file in "${sources[@]}"; do
    dir="$(dirname "$file")"
    if [ -z "${seen_dirs[$dir]:-}" ]; then
        seen_dirs[$dir]=1
        includes+=(-I "$dir")
    fi
done

objects="$(mktemp -d)"
trap 'rm -rf "$objects"' EXIT
linked=()
count=0
compile() {  # $1: source; more arguments: extra flags. Appends the object to `linked`.
    local source="$1"
    shift
    count=$((count + 1))
    local object="$objects/$count-$(basename "$source" .m).o"
    gcc -c "${objc_flags[@]}" "$@" "${includes[@]}" "$source" -o "$object" -MF /dev/null
    linked+=("$object")
}

# The library's own sources: warnings are errors.
for file in Sources/PayPalMPL/*.m; do compile "$file" -Werror; done
compile Samples/ObjC/Linux/UIKit/UIKit.m
for file in "${sources[@]}"; do compile "$file"; done

if [ "$skip_engine" = "1" ]; then
    echo "compiled ${#linked[@]} objects (MPL_SKIP_ENGINE=1: no engine, no link)"
    exit 0
fi

# Swift's BlocksRuntime must come before GNUstep Base, which exports its own _Block_copy: otherwise GNUstep's
# replaces libdispatch's and Swift's Dispatch crashes.
# shellcheck disable=SC2046
gcc -o "$output" "${linked[@]}" -Wl,--no-as-needed -L"$swift_lib" -lBlocksRuntime -L"$bin" -lMPLEngine \
    -Wl,-rpath,"$bin" -Wl,-rpath,"$swift_lib" $(gnustep-config --base-libs)
echo "built $output"
