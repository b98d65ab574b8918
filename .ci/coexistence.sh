#!/usr/bin/env bash
# This package beside PayPal's own iOS SDK (github.com/paypal/paypal-ios), the natural end of a migration: SwiftPM needs
# target names unique across the package graph, and paypal-ios declares CorePayments, CardPayments, PayPalWebPayments,
# PaymentButtons, PayPalNativePayments and FraudProtection. Tests/Coexistence/App depends on this repository (by path,
# without the DeveloperTools trait, as an iOS app adds it) and on Tests/Coexistence/PayPalStandIn (those target names,
# exactly), imports LegacyMPL, OrdersCore, OrdersCardPayments, CorePayments and CardPayments, and uses a symbol of
# each. It must build, and run.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build-coexistence"  # its own build folder (ignored by git: .build-*/)
app=(--package-path Tests/Coexistence/App --scratch-path "$scratch")
log="$scratch/build.log"
mkdir -p "$scratch"

fail() { echo "CI FAILED: $*"; exit 1; }

if ! swift build "${app[@]}" 2>&1 | tee "$log"; then
    grep -E 'conflicting name|multiple similar targets' "$log" || true
    fail "Tests/Coexistence/App does not build beside paypal-ios's target names (log: $log)"
fi
output=$("$(swift build "${app[@]}" --show-bin-path)/CoexistenceApp")
echo "$output"
for module in LegacyMPL OrdersCore OrdersCardPayments "PayPal's CorePayments" "PayPal's CardPayments"; do
    grep -q -F "$module " <<<"$output" || fail "CoexistenceApp printed nothing from $module"
done
echo "LegacyMPL and its modern clients build and run beside a package with paypal-ios's target names"
