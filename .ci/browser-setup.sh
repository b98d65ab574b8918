#!/usr/bin/env bash
# Sourced by the browser tests: installs headless Chromium (Debian's chromium and chromium-driver, plus any packages
# named in BROWSER_EXTRA_PACKAGES) when missing, and CI's Python with Selenium (.ci/python-env.sh: the virtual
# environment .build/ci-venv, exported as CI_PYTHON); apt-get needs root, and says so otherwise.
#     source .ci/browser-setup.sh   (from the repository's root)
browser_packages=()
command -v chromium >/dev/null 2>&1 || browser_packages+=(chromium)
command -v chromedriver >/dev/null 2>&1 || browser_packages+=(chromium-driver)
for extra in ${BROWSER_EXTRA_PACKAGES:-}; do browser_packages+=("$extra"); done
if [ "${#browser_packages[@]}" -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "browser tests: install ${browser_packages[*]} (apt-get install ${browser_packages[*]}), or run as root"
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q "${browser_packages[@]}" >/dev/null 2>&1 \
        || { apt-get update -q >/dev/null && apt-get install -y -q "${browser_packages[@]}" >/dev/null; }
fi
# Selenium comes with CI's Python (.ci/requirements.txt, pinned by hash): the tests run on "$CI_PYTHON".
# shellcheck source=.ci/python-env.sh
source .ci/python-env.sh
