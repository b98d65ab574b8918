"""What the browser test scripts share: headless Chromium through Selenium, and running `test_*` functions.

    from browser_support import chromium, run_tests
    driver = chromium(console=True)
    sys.exit(run_tests([test_a, test_b], context, "html report"))
"""
import shutil
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(console=False):
    """Debian's headless Chromium at scale factor 1; with `console`, its console log readable through get_log."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en-US",
                 "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    if console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


def run_tests(tests, context, label, after_failure=None):
    """Runs each test with `context`, printing `ok` or `FAIL` and the traceback, then `LABEL: N passed, N failed`;
    `after_failure(context)` resets what a failed test may have left. Returns the exit status: 1 when one failed."""
    passed = failed = 0
    for test in tests:
        started = time.monotonic()
        try:
            test(context)
        except Exception:
            failed += 1
            print(f"FAIL {test.__name__}\n{traceback.format_exc()}", flush=True)
            if after_failure:
                after_failure(context)
        else:
            passed += 1
            print(f"ok   {test.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
    print(f"{label}: {passed} passed, {failed} failed")
    return 1 if failed else 0
