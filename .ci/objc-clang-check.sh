#!/usr/bin/env bash
# The Objective-C layer through clang's front end on Linux, with no Apple SDK: ARC's rules and clang's warnings are
# checked by `clang -fsyntax-only` alone, against the minimal Foundation/UIKit stand-in headers of
# .ci/objc-standins (declarations only; not an SDK). gcc and GNUstep (Samples/ObjC/build-linux.sh) check manual
# reference counting and run the code; gcc has no ARC, and SwiftPM compiles PayPalMPL with -fobjc-arc on Apple
# platforms, so this script is where ARC is checked. It compiles, with -Werror and no diagnostic allowed:
#   1. Sources/PayPalMPL/*.m under ARC as SwiftPM does (-fobjc-arc -fmodules -fmodule-name=PayPalMPL), for iOS and
#      for macOS (no UIKit there), and under MRC (-fno-objc-arc -std=gnu99, as gcc and 2011's Xcode);
#   2. the 2011 samples (Samples/ObjC/*/*.m but the GNUstep driver) and Tests/ObjCTests/*.m under MRC, as
#      .github/workflows/apple.yml does with the real SDK, seeing the public headers only (as an app does);
#   3. every public header of Sources/PayPalMPL/include alone (a file whose only line is `#import "X.h"`): ARC and
#      MRC for iOS, ARC for macOS;
#   4. a small app written against the 2011 API that reaches it through `@import PayPalMPL;`, and through
#      `#import "PayPal.h"` with modules on (Xcode's default), under ARC and MRC, with the module maps SwiftPM
#      generates (an umbrella directory for PayPalMPL, which has no PayPalMPL.h);
#   5. the Objective-C app package .ci/apple/ObjCApp (built and run on macOS by .github/workflows/apple.yml), ARC.
# First, planted errors (a non-init method assigning self, a -performSelector: with a selector variable,
# a header that is not self-contained, …) must each fail with their diagnostic, so this step cannot pass by
# compiling nothing.
#
# Usage: bash .ci/objc-clang-check.sh   (from anywhere). Needs only `clang` (the Swift toolchain's) on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
standins=$root/.ci/objc-standins

if ! command -v clang >/dev/null 2>&1; then
    echo "objc-clang-check: clang is not on PATH (the Swift toolchain's clang will do)" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The deployment targets Package.swift declares: `.iOS(.v15)`, `.macOS(.v13)`, `.iOS(.v15_4)` or `.iOS("15.4")`.
minimum() {  # $1: iOS or macOS
    local version
    version=$(grep -oE "\.$1\((\.v[0-9_]+|\"[0-9.]+\")\)" Package.swift | head -1 | grep -oE '[0-9][0-9_.]*' | tr _ .) || true
    if [ -z "$version" ]; then
        echo "objc-clang-check: no .$1(…) minimum found in Package.swift's platforms" >&2
        exit 1
    fi
    [[ $version == *.* ]] || version=$version.0
    echo "$version"
}
ios=arm64-apple-ios$(minimum iOS)
macos=arm64-apple-macos$(minimum macOS)

# The C library and Apple's frameworks come from the stand-ins only (-nostdlibinc: the Linux C headers do not
# parse for an Apple target; clang's own stddef.h, stdarg.h and stdint.h remain). -isystem, as an SDK's headers are.
base=(-fsyntax-only -nostdlibinc -isystem "$standins")
# Our own code (the library and the Objective-C tests): all of -Wall and -Wextra, and the Objective-C warnings
# that matter for memory management, as errors. (-Warc-performSelector-leaks and -Wobjc-missing-super-calls are on
# by default; named so they stay on.)
strict=(-Wall -Wextra -Wstrict-prototypes -Wshadow -Warc-performSelector-leaks -Wobjc-missing-super-calls -Werror)
# The 2011 samples, unchanged app code: -Wall as errors, but for -Wformat (their `%d` for an NSUInteger, right on the
# 32-bit iPhones of 2011). Apple's deprecation of UIAlertView is not in the stand-ins (apple.yml sees it).
samples=(-Wall -Wno-format -Werror)
arc=(-fobjc-arc)
mrc=(-fno-objc-arc -std=gnu99)
# Where the library's sources find their headers (SwiftPM: its include/, its directory, its dependencies' include/),
# and what an app finds: the public headers and CLegacyMPL.h (PayPal.h's enums) only.
library_includes=(-I Sources/PayPalMPL/include -I Sources/PayPalMPL -I Sources/CLegacyMPL/include
                  -I Sources/CMPLEngine/include)
app_includes=(-I Sources/PayPalMPL/include -I Sources/CLegacyMPL/include)

# The module maps SwiftPM generates for the C-family targets: an umbrella header where include/ has one named after
# the target (CLegacyMPL.h), else the umbrella directory (PayPalMPL, CMPLEngine), given to clang with
# -fmodule-map-file.
mkdir -p "$work/module-maps"
umbrella_directory() {  # $1: target
    printf 'module %s {\n    umbrella "%s"\n    export *\n}\n' "$1" "$root/Sources/$1/include" > "$work/module-maps/$1.modulemap"
}
umbrella_header() {  # $1: target
    printf 'module %s {\n    umbrella header "%s"\n    export *\n}\n' "$1" "$root/Sources/$1/include/$1.h" \
        > "$work/module-maps/$1.modulemap"
}
if [ -e Sources/PayPalMPL/include/PayPalMPL.h ] || [ ! -e Sources/CLegacyMPL/include/CLegacyMPL.h ]; then
    echo "objc-clang-check: the include/ layouts changed; update the module maps this script generates" >&2
    exit 1
fi
umbrella_directory PayPalMPL
umbrella_directory CMPLEngine
umbrella_header CLegacyMPL
modules=(-fmodules -fmodules-cache-path="$work/module-cache" -fmodule-map-file="$work/module-maps/PayPalMPL.modulemap"
         -fmodule-map-file="$work/module-maps/CLegacyMPL.modulemap"
         -fmodule-map-file="$work/module-maps/CMPLEngine.modulemap")

compiled=0
failed=0
# check LABEL FILE CLANG-ARGUMENT…: compiles FILE; any diagnostic, or a failure, fails the step (reported, then on).
check() {
    local label="$1" file="$2"
    shift 2
    local output
    compiled=$((compiled + 1))
    if ! output=$(clang "${base[@]}" "$@" "$file" 2>&1) || [ -n "$output" ]; then
        failed=$((failed + 1))
        echo "FAILED ($label): ${file#"$work/"}"
        echo "${output//"$work/"/<tmp>/}"
    fi
}
# planted LABEL EXPECTED-DIAGNOSTIC FILE CLANG-ARGUMENT…: FILE must fail to compile with EXPECTED-DIAGNOSTIC.
planted_caught=0
planted() {
    local label="$1" expected="$2" file="$3"
    shift 3
    local output status=0
    output=$(clang "${base[@]}" "$@" "$file" 2>&1) || status=$?
    if [ "$status" -eq 0 ] || ! grep -qF -- "$expected" <<<"$output"; then
        echo "objc-clang-check: the planted error was not caught ($label): expected \"$expected\""
        echo "$output"
        exit 1
    fi
    planted_caught=$((planted_caught + 1))
}
# header_alone LABEL HEADER CLANG-ARGUMENT…: a file whose only line imports HEADER (found through the arguments' -I).
header_alone() {
    local label="$1" header="$2"
    shift 2
    local file
    file="$work/alone/$label/$(basename "$header" .h).m"
    mkdir -p "$(dirname "$file")"
    printf '#import "%s"\n' "$(basename "$header")" > "$file"
    check "$label, alone" "$file" "$@"
}

echo "objc-clang-check: $(clang --version | head -1); targets $ios and $macos; stand-ins .ci/objc-standins"

# ---- 0. Planted errors: the flags below reject what they must ----
plant="$work/planted"
mkdir -p "$plant/include"
cat > "$plant/self.m" <<'EOF'
#import <Foundation/Foundation.h>
@interface Planted : NSObject
- (id)mpl_initPlanted;
@end
@implementation Planted
- (id)mpl_initPlanted {
	if ((self = [self init])) {}
	return self;
}
@end
EOF
planted "ARC: self assigned outside the init family" "cannot assign to 'self' outside of a method in the init family" \
    "$plant/self.m" "${arc[@]}" "${strict[@]}" -target "$ios"
cat > "$plant/perform.m" <<'EOF'
#import <Foundation/Foundation.h>
static void Perform(id object, SEL selector) {
	[object performSelector:selector];
}
void PlantedUse(void);
void PlantedUse(void) { Perform(nil, @selector(description)); }
EOF
planted "ARC: -performSelector: with a selector variable (a warning, made an error)" \
    "performSelector may cause a leak because its selector is unknown" "$plant/perform.m" "${arc[@]}" "${strict[@]}" -target "$ios"
cat > "$plant/pool.m" <<'EOF'
#import <Foundation/Foundation.h>
void PlantedPool(void);
void PlantedPool(void) {
	NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
	(void)pool;
}
EOF
planted "ARC: NSAutoreleasePool" "'NSAutoreleasePool' is unavailable" "$plant/pool.m" "${arc[@]}" "${strict[@]}" -target "$ios"
cat > "$plant/dealloc.m" <<'EOF'
#import <Foundation/Foundation.h>
@interface Planted : NSObject
@end
@implementation Planted
- (void)dealloc {
}
@end
EOF
planted "MRC: -dealloc without [super dealloc]" "method possibly missing a [super dealloc] call" "$plant/dealloc.m" \
    "${mrc[@]}" "${strict[@]}" -target "$ios"
cat > "$plant/method.m" <<'EOF'
#import <UIKit/UIKit.h>
void PlantedCall(UIButton *button);
void PlantedCall(UIButton *button) {
	[button setTitleColor:nil forState:UIControlStateNormal];
}
EOF
planted "samples: a method no header declares" "instance method '-setTitleColor:forState:' not found" "$plant/method.m" \
    "${mrc[@]}" "${samples[@]}" -target "$ios"
cat > "$plant/include/Planted.h" <<'EOF'
@interface PlantedValue : NSObject
@property (nonatomic, retain) NSString *text;
@end
EOF
printf '#import "Planted.h"\n' > "$plant/alone.m"
planted "a header that is not self-contained" "cannot find interface declaration for 'NSObject'" "$plant/alone.m" \
    -I "$plant/include" "${arc[@]}" "${strict[@]}" -target "$ios"
printf '#import <UIKit/UIKit.h>\n' > "$plant/mac.m"
planted "macOS: UIKit" "UIKit is not available for this target" "$plant/mac.m" "${arc[@]}" "${strict[@]}" -target "$macos"
echo "planted errors caught: $planted_caught"

# ---- 1. PayPalMPL's classes: ARC (SwiftPM's build, iOS and macOS) and MRC ----
shopt -s nullglob
library=(Sources/PayPalMPL/*.m)
if [ "${#library[@]}" -eq 0 ]; then
    echo "objc-clang-check: no Sources/PayPalMPL/*.m" >&2
    exit 1
fi
for file in "${library[@]}"; do
    check "PayPalMPL, ARC, iOS" "$file" "${arc[@]}" "${strict[@]}" -target "$ios" "${modules[@]}" -fmodule-name=PayPalMPL \
        "${library_includes[@]}"
    check "PayPalMPL, ARC, macOS" "$file" "${arc[@]}" "${strict[@]}" -target "$macos" "${modules[@]}" -fmodule-name=PayPalMPL \
        "${library_includes[@]}"
    check "PayPalMPL, MRC, iOS" "$file" "${mrc[@]}" "${strict[@]}" -target "$ios" "${library_includes[@]}"
done
echo "PayPalMPL: ${#library[@]} files under ARC (iOS, macOS) and MRC"

# ---- 2. The 2011 samples and the Objective-C tests, MRC ----
sample_files=()
sample_includes=()
for file in Samples/ObjC/*/*.m; do
    case "$file" in
    Samples/ObjC/Driver/*) continue ;;  # the GNUstep program that runs the samples (NSLog hooks): not app code
    esac
    sample_files+=("$file")
done
for directory in Samples/ObjC/*/; do
    # Not the driver's, nor Linux/, whose UIKit (gcc's stand-in) would hide .ci/objc-standins' UIKit.
    case "$directory" in Samples/ObjC/Driver/ | Samples/ObjC/Linux/) continue ;; esac
    sample_includes+=(-I "${directory%/}")
done
tests=(Tests/ObjCTests/*.m)
if [ "${#sample_files[@]}" -eq 0 ] || [ "${#tests[@]}" -eq 0 ]; then
    echo "objc-clang-check: no samples or no Objective-C tests found" >&2
    exit 1
fi
for file in "${sample_files[@]}"; do
    check "2011 sample, MRC" "$file" "${mrc[@]}" "${samples[@]}" -target "$ios" "${app_includes[@]}" "${sample_includes[@]}"
done
for file in "${tests[@]}"; do
    check "Objective-C test, MRC" "$file" "${mrc[@]}" "${strict[@]}" -target "$ios" "${app_includes[@]}" -I Tests/ObjCTests
done
echo "samples: ${#sample_files[@]} files, Objective-C tests: ${#tests[@]} files, under MRC"

# ---- 3. Every public header alone ----
headers=(Sources/PayPalMPL/include/*.h)
for header in "${headers[@]}"; do
    header_alone ios-arc "$header" "${arc[@]}" "${strict[@]}" -target "$ios" "${app_includes[@]}"
    header_alone ios-mrc "$header" "${mrc[@]}" "${strict[@]}" -target "$ios" "${app_includes[@]}"
    header_alone macos-arc "$header" "${arc[@]}" "${strict[@]}" -target "$macos" "${app_includes[@]}"
done
echo "public headers: ${#headers[@]}, each alone (iOS ARC and MRC, macOS ARC)"

# ---- 4. An app through the module: @import PayPalMPL; and #import "PayPal.h" with modules ----
app_body() {
    cat <<'EOF'

/** An Objective-C app's view controller, as the 2011 integrations wrote it. */
@interface AppViewController : UIViewController <PayPalPaymentDelegate>
@end

@implementation AppViewController
- (void)viewDidLoad {
	[super viewDidLoad];
	[PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_NONE];
	UIButton *button = [[PayPal getPayPalInst] getPayButtonWithTarget:self andAction:@selector(pay)
		andButtonType:BUTTON_278x43];
	[self.view addSubview:button];
}
- (void)pay {
	PayPalPayment *payment = [[PayPalPayment alloc] init];
	payment.recipient = @"example-merchant-1@paypal.com";
	payment.paymentCurrency = @"USD";
	payment.subTotal = [NSDecimalNumber decimalNumberWithString:@"10.00"];
	payment.paymentType = TYPE_GOODS;
	[[PayPal getPayPalInst] checkoutWithPayment:payment];
#if !__has_feature(objc_arc)
	[payment release];
#endif
}
- (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus {
	NSLog(@"paid: %@ (%d)", payKey, (int)paymentStatus);
}
- (void)paymentFailedWithCorrelationID:(NSString *)correlationID {
	NSLog(@"failed: %@ %@", correlationID, [[PayPal getPayPalInst].responseMessage objectForKey:@"message"]);
}
- (void)paymentCanceled {
	NSLog(@"canceled");
}
- (void)paymentLibraryExit {
	NSLog(@"the library exited");
}
@end
EOF
}
{ echo '@import PayPalMPL;'; app_body; } > "$work/ImportModule.m"
{ echo '#import "PayPal.h"'; echo '#import "PayPalPayment.h"'; app_body; } > "$work/ImportHeaders.m"
for file in "$work/ImportModule.m" "$work/ImportHeaders.m"; do
    check "app, modules, ARC" "$file" "${arc[@]}" "${strict[@]}" -target "$ios" "${modules[@]}" "${app_includes[@]}"
    check "app, modules, MRC" "$file" "${mrc[@]}" "${strict[@]}" -target "$ios" "${modules[@]}" "${app_includes[@]}"
done
echo "an app with @import PayPalMPL; and with #import \"PayPal.h\" (modules on), ARC and MRC"

# ---- 5. The Objective-C app package that .github/workflows/apple.yml builds and runs (.ci/apple/ObjCApp) ----
# Its code as SwiftPM compiles it (ARC, modules, its own target's umbrella-directory module map), for iOS and macOS.
app_package=.ci/apple/ObjCApp/Sources
printf 'module CheckoutScreen {\n    umbrella "%s"\n    export *\n}\n' "$root/$app_package/CheckoutScreen/include" \
    > "$work/module-maps/CheckoutScreen.modulemap"
app_package_files=("$app_package"/CheckoutScreen/*.m "$app_package"/objc-app/*.m)
for file in "${app_package_files[@]}"; do
    for target in "$ios" "$macos"; do
        check "ObjCApp package, ARC" "$file" "${arc[@]}" "${strict[@]}" -target "$target" "${modules[@]}" \
            -fmodule-map-file="$work/module-maps/CheckoutScreen.modulemap" "${app_includes[@]}" \
            -I "$app_package/CheckoutScreen/include"
    done
done
echo "the ObjCApp package (.ci/apple/ObjCApp): ${#app_package_files[@]} files, ARC, iOS and macOS"

if [ "$failed" -ne 0 ]; then
    echo "objc-clang-check FAILED: $failed of $compiled translation units"
    exit 1
fi
echo "objc-clang-check passed: $compiled translation units, no diagnostics; $planted_caught planted errors caught"
