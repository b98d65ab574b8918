#!/usr/bin/env bash
# orders-sandbox's buyer pages in a real browser: headless Chromium (Debian's chromium and chromium-driver) driven
# by Selenium (PyPI) through checkout, cancel, address choice with dynamic amounts, 3DS pass and fail, vault
# approval, an XSS attempt, a replayed approval and `mpl-demo --browser`; screenshots go to Samples/Screenshots.
# Installs what it needs when missing (apt-get as root; Selenium in .build/ci-venv,
# pinned by .ci/requirements.txt). Usage: bash .ci/browser-tests.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# A CJK font, so the Japanese demo buyer's name renders in the screenshots.
if ! fc-list 2>/dev/null | grep -qiE 'WenQuanYi|Noto Sans CJK|IPAGothic'; then BROWSER_EXTRA_PACKAGES="fonts-wqy-microhei"; fi
# shellcheck source=.ci/browser-setup.sh
source .ci/browser-setup.sh

swift build --product orders-sandbox >/dev/null
swift build --product mpl-demo >/dev/null
"$CI_PYTHON" .ci/browser_tests.py --bin "$(swift build --show-bin-path)" --screenshots Samples/Screenshots
