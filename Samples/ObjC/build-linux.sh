#!/usr/bin/env bash
# Compiles Objective-C sources against the 2011 headers (Sources/PayPalMPL) and links them with the Swift engine
# (the MPLEngine dynamic library) into an executable, on Linux with GNUstep — as Xcode compiled such code in 2011:
# the gnu99 C dialect, manual reference counting, TRUE/FALSE and the rest from the platform headers, and a minimal
# UIKit stand-in (Samples/ObjC/Linux/UIKit). The program gets its callbacks by running its main run loop.
#
# Usage: bash Samples/ObjC/build-linux.sh OUTPUT FILE.m [FILE.m…]   (from anywhere)
# Needs: gcc's Objective-C and GNUstep Base (apt-get install gobjc libgnustep-base-dev), and the Swift toolchain.
set -euo pipefail
if [ "$#" -lt 2 ]; then
    echo "usage: bash Samples/ObjC/build-linux.sh OUTPUT FILE.m [FILE.m…]" >&2
    exit 2
fi
if ! command -v gnustep-config >/dev/null 2>&1; then
    echo "GNUstep is missing: apt-get install gobjc libgnustep-base-dev" >&2
    exit 1
fi
output=$(realpath -m "$1")
shift
sources=()
for file in "$@"; do sources+=("$(realpath "$file")"); done
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

swift build --product MPLEngine >/dev/null
bin="$(swift build --show-bin-path)"
swift_lib="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux"

objc_flags=(-std=gnu99 $(gnustep-config --objc-flags) -Wall -Wno-import -Wno-unknown-pragmas)  # Xcode knew #pragma mark
includes=(-I Sources/PayPalMPL/include -I Sources/PayPalMPL -I Sources/CLegacyMPL/include -I Sources/CMPLEngine/include
          -I Samples/ObjC/Linux)
# Sibling headers of the given files (the samples #import "PaymentViewController.h" across folders).
for dir in $(for file in "${sources[@]}"; do dirname "$file"; done | sort -u); do includes+=(-I "$dir"); done

objects=$(mktemp -d)
trap 'rm -rf "$objects"' EXIT
compile() {  # $1: source, $2: extra flags
    local object="$objects/$(echo "$1" | md5sum | cut -c1-12)-$(basename "$1" .m).o"
    # shellcheck disable=SC2086
    gcc -c "${objc_flags[@]}" $2 "${includes[@]}" "$1" -o "$object" -MF /dev/null
    echo "$object"
}
linked=()
# The library's own sources: warnings are errors.
for file in Sources/PayPalMPL/*.m; do linked+=("$(compile "$file" -Werror)"); done
linked+=("$(compile Samples/ObjC/Linux/UIKit/UIKit.m "")")
for file in "${sources[@]}"; do linked+=("$(compile "$file" "")"); done

# Swift's BlocksRuntime must come before GNUstep Base, which exports its own _Block_copy: otherwise it would
# replace libdispatch's and break Swift's Dispatch.
gcc -o "$output" "${linked[@]}" -Wl,--no-as-needed -L"$swift_lib" -lBlocksRuntime -L"$bin" -lMPLEngine \
    -Wl,-rpath,"$bin" -Wl,-rpath,"$swift_lib" $(gnustep-config --base-libs)
echo "built $output"
