#!/usr/bin/env bash
# mpl-migrate's html report in a real browser: headless Chromium (Debian's chromium and chromium-driver) driven by
# Selenium (PyPI). Renders the samples' report, checks what it shows (title, verdict, counts), sorts the file table,
# opens a file's findings, reads the console, shows changes since an earlier report, renders a hostile tree as text,
# and takes a screenshot (kept in a scratch directory: the report names the scanned root's absolute path, which
# differs per clone). Installs what it needs when missing (apt-get as root; Selenium in .build/ci-venv,
# pinned by .ci/requirements.txt).
# Usage: bash .ci/html-report-test.sh [--screenshot Samples/Screenshots/mpl-migrate-report.png]
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/browser-setup.sh

swift build --product mpl-migrate >/dev/null
"$CI_PYTHON" .ci/html_report_test.py --bin "$(swift build --show-bin-path)" "$@"
