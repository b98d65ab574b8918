#!/usr/bin/env bash
# orders-sandbox's buyer pages in a real browser: headless Chromium (Debian's chromium and chromium-driver) driven
# by Selenium (PyPI) through checkout, cancel, address choice with dynamic amounts, 3DS pass and fail, vault
# approval, an XSS attempt, a replayed approval and `mpl-demo --browser`; screenshots go to Samples/Screenshots.
# Installs what it needs when missing (apt-get as root, pip). Usage: bash .ci/browser-tests.sh
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
command -v chromedriver >/dev/null 2>&1 || packages+=(chromium-driver)
# A CJK font, so the Japanese demo buyer's name renders in the screenshots.
fc-list 2>/dev/null | grep -qiE 'WenQuanYi|Noto Sans CJK|IPAGothic' || packages+=(fonts-wqy-microhei)
if [ "${#packages[@]}" -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "browser tests: install ${packages[*]} (apt-get install ${packages[*]}), or run as root"
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q "${packages[@]}" >/dev/null 2>&1 \
        || { apt-get update -q >/dev/null && apt-get install -y -q "${packages[@]}" >/dev/null; }
fi
python3 -c 'import selenium' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check selenium

swift build --product orders-sandbox >/dev/null
swift build --product mpl-demo >/dev/null
python3 .ci/browser_tests.py --bin "$(swift build --show-bin-path)" --screenshots Samples/Screenshots
