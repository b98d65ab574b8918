#!/usr/bin/env bash
# DocC for every library product: each module's documentation built by swift-docc-plugin with warnings as errors
# (an unresolved symbol link fails), then .ci/doc_coverage.py over what DocC rendered (every public symbol declared
# in the module has a summary; every top-level symbol sits in a topic group of its catalog). Every module is built
# even after one fails, and the failures are listed at the end.
#
#     bash .ci/docs.sh [MODULE…]      # all library modules by default; archives in .build/docs/<Module>.doccarchive
#
# Not here: PayPalMPL, the Objective-C library of the 2011 headers. It is a macOS-only target (Package.swift adds it
# under `#if os(macOS)`), so it is not in the package graph on Linux; its headers, callbacks and the GNUstep build
# are documented in LegacyMPL's "Objective-C" article. Executables and test support are not library products.
set -euo pipefail
export LC_COLLATE=C  # sort and comm agree on the order of the warnings
cd "$(dirname "$0")/.."
started=$SECONDS
out=.build/docs  # .build/ is ignored by git
mkdir -p "$out"

modules=(OrdersCore OrdersSimulator LegacyMPL MPLEngine OrdersCardPayments OrdersPayPalWebPayments OrdersVenmoPayments OrdersPaymentButtons MigrationKit)
[ "$#" -eq 0 ] || modules=("$@")

# Warnings DocC may still print for a module, each exactly as DocC words it (none today). A module listed here is
# built without --warnings-as-errors and fails on any other warning; a listed warning that no longer occurs is
# reported, to be removed from this list.
declare -A known_warnings=()

failed=()
for module in "${modules[@]}"; do
    printf '\n==> [%4ds] %s\n' "$((SECONDS - started))" "$module"
    log="$out/$module.log"
    strict=(--warnings-as-errors)
    [ -z "${known_warnings[$module]:-}" ] || strict=()
    if ! swift package --disable-sandbox --allow-writing-to-directory "$out" generate-documentation \
            --target "$module" --output-path "$out/$module.doccarchive" "${strict[@]}" > "$log" 2>&1; then
        grep -E -A5 '^(error|warning): ' "$log" || tail -n 30 "$log"
        failed+=("$module: DocC failed (log: $log)")
        continue
    fi
    if [ -n "${known_warnings[$module]:-}" ]; then
        warnings=$(sed -n 's/^warning: //p' "$log" | sort -u | sed '/^$/d')
        known=$(printf '%s\n' "${known_warnings[$module]}" | sort -u)
        unexpected=$(comm -23 <(printf '%s\n' "$warnings") <(printf '%s\n' "$known") | sed '/^$/d')
        seen=$(comm -12 <(printf '%s\n' "$warnings") <(printf '%s\n' "$known") | sed '/^$/d')
        gone=$(comm -13 <(printf '%s\n' "$warnings") <(printf '%s\n' "$known") | sed '/^$/d')
        if [ -n "$unexpected" ]; then
            grep -F -A5 -e "$unexpected" "$log" || true
            failed+=("$module: DocC warnings (log: $log)")
        fi
        [ -z "$seen" ] || printf '%s: %d known DocC warning(s), listed in known_warnings\n' "$module" "$(printf '%s\n' "$seen" | wc -l)"
        [ -z "$gone" ] || printf 'note: no longer warned about in %s; remove it from known_warnings in .ci/docs.sh:\n%s\n' "$module" "$gone"
    fi
    # The symbol graphs the plugin extracted for the module (under the package's own name in .build).
    graphs=$(ls -td .build/*/extracted-symbols/*/"$module" 2>/dev/null | head -n 1)
    if ! python3 .ci/doc_coverage.py --module "$module" --symbol-graphs "$graphs" \
            --archive "$out/$module.doccarchive" --sources "Sources/$module"; then
        failed+=("$module: documentation coverage")
    fi
done

printf '\n==> [%4ds] done\n' "$((SECONDS - started))"
if [ "${#failed[@]}" -gt 0 ]; then
    printf 'DOCS FAILED:\n'
    printf '  %s\n' "${failed[@]}"
    exit 1
fi
echo "documentation of ${#modules[@]} modules built, no DocC warning beyond known_warnings, every public symbol documented"
