#!/usr/bin/env python3
"""mpl-migrate's html report in a real browser (headless Chromium through Selenium).

Runs the built `mpl-migrate check Samples/Migration --format html` to a file and opens it: the title, the verdict and
the counts agree with the JSON report of the same run; the page's own style and script apply under its
Content-Security-Policy and it loads nothing; clicking the findings column's heading sorts the file table ascending,
then descending (other columns too); a file's link opens its findings; changes since an earlier JSON report show;
a scanned file full of markup renders as text and runs nothing; the console stays free of errors. Takes a screenshot.
Prints `html report: N passed, N failed`.

Usage: "$(bash .ci/python-env.sh)" .ci/html_report_test.py --bin "$(swift build --show-bin-path)" [--screenshot Samples/Screenshots/mpl-migrate-report.png]
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By

from browser_support import chromium, run_tests

SAMPLES = "Samples/Migration"
SUPPORT_LABELS = {"works-unchanged": "works unchanged", "behaviour-difference": "behaviour difference",
                  "needs-change": "needs a change", "no-equivalent": "no equivalent"}
VERDICT_TITLES = {"not-ready": "Not ready", "ready-with-review": "Ready with review", "ready": "Ready",
                  "no-legacy-use": "No legacy use"}


def check(binary, *arguments, expect=(0, 1)):
    """Runs `mpl-migrate check …`; returns (status, stdout, stderr), failing on an unexpected status."""
    run = subprocess.run([binary, "check", *arguments], capture_output=True, text=True, timeout=300)
    assert run.returncode in expect, f"mpl-migrate check {' '.join(arguments)} exited {run.returncode}: {run.stderr}"
    return run.returncode, run.stdout, run.stderr


class Run:
    """The browser, the built mpl-migrate and a scratch directory that the tests share."""

    def __init__(self, args):
        self.args = args
        self.binary = os.path.join(args.bin, "mpl-migrate")
        self.scratch = tempfile.mkdtemp(prefix="mpl-migrate-html-")
        self.page = os.path.join(self.scratch, "report.html")
        status, _, errors = check(self.binary, SAMPLES, "--format", "json", "--output", f"html={self.page}")
        assert status == 1 and "wrote the html report" in errors, (status, errors)
        _, report, _ = check(self.binary, SAMPLES, "--format", "json")
        self.summary = json.loads(report)["summary"]
        self.driver = chromium(console=True)
        self.driver.set_page_load_timeout(30)
        self.size(1280, 800)

    def close(self):
        self.driver.quit()
        shutil.rmtree(self.scratch, ignore_errors=True)

    def size(self, width, height):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def open(self, path):
        self.driver.get("file://" + os.path.abspath(path))
        assert self.js("return document.readyState") == "complete"

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def console_errors(self):
        """The console's errors since the last call (warnings and logs are not errors)."""
        return [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def column(self, key):
        """The file table's `data-KEY` values, top to bottom."""
        return self.js("var key = 'data-' + arguments[0];"
                       "return Array.from(document.querySelectorAll('#file-table tbody tr'))"
                       ".map(function (row) { return Number(row.getAttribute(key)); })", key)

    def sort(self, key):
        self.find(f'#file-table th[data-key="{key}"] button').click()
        return self.find(f'#file-table th[data-key="{key}"]').get_attribute("aria-sort")


def test_renders_title_verdict_and_counts(run):
    run.open(run.page)
    summary = run.summary
    verdict = VERDICT_TITLES[summary["verdict"]]
    files = summary["filesWithFindings"]
    assert run.driver.title == f"mpl-migrate: {verdict} — {summary['findings']} findings in {files} files", run.driver.title
    assert run.find("#verdict h2").text == verdict
    assert run.find("#verdict p").text == "Migration readiness: " + summary["verdictText"]
    cards = [card.text.split("\n")[0].replace(",", "") for card in run.driver.find_elements(By.CSS_SELECTOR, "#totals .card b")]
    severities = summary["bySeverity"]
    assert cards == [str(summary["findings"]), str(files), str(severities["error"]), str(severities["warning"]), str(severities["info"])], cards
    for support, count in summary["bySupport"].items():
        cells = run.find(f'#by-support tr[data-support="{support}"]').find_elements(By.TAG_NAME, "td")
        assert cells[0].text == SUPPORT_LABELS[support] and cells[1].text == str(count), (support, [c.text for c in cells])
    for generation in ["H0", "H1", "H2"]:
        in_use = run.find(f'#by-generation tr[data-generation="{generation}"] td:nth-child(2)').text
        assert in_use == ("yes" if generation in summary["generations"] else "no"), (generation, in_use)
    platforms = {row.get_attribute("data-platform"): int(row.find_elements(By.TAG_NAME, "td")[1].text.replace(",", ""))
                 for row in run.driver.find_elements(By.CSS_SELECTOR, "#by-platform tbody tr")}
    assert set(platforms) == {"ios", "android"} and sum(platforms.values()) == summary["findings"], platforms
    assert platforms["android"] > 0 and platforms["ios"] > 0, platforms
    assert len(run.driver.find_elements(By.CSS_SELECTOR, "#file-table tbody tr")) == files
    assert len(run.driver.find_elements(By.CSS_SELECTOR, "li.finding")) == summary["findings"]


def test_style_and_script_apply_under_the_policy_and_nothing_loads(run):
    run.open(run.page)
    policy = run.find('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert policy.startswith("default-src 'none';") and "'unsafe-inline'" not in policy, policy
    # The style sheet applies (its hash is in the policy): the panels have their border radius.
    assert run.js("return getComputedStyle(document.getElementById('files')).borderTopLeftRadius") == "10px"
    # The script ran (its hash is in the policy): it shows the expand/collapse buttons it wires.
    assert run.find("#finding-tools").is_displayed()
    assert run.js("return performance.getEntriesByType('resource').length") == 0
    for element in run.driver.find_elements(By.CSS_SELECTOR, "[src], link[rel=stylesheet], iframe, object, embed"):
        raise AssertionError("a resource element: " + element.get_attribute("outerHTML")[:200])
    hrefs = run.js("return Array.from(document.querySelectorAll('[href]')).map(function (e) { return e.getAttribute('href'); })")
    outside = [href for href in hrefs if href.startswith(("http:", "https:", "//"))]
    assert not outside, outside[:5]
    assert run.console_errors() == []


def test_clicking_the_findings_heading_sorts_ascending_then_descending(run):
    run.open(run.page)
    findings = run.column("findings")
    assert findings == sorted(findings, reverse=True) and findings[-1] > 0, findings
    assert sum(findings) == run.summary["findings"], findings
    assert run.find('#file-table th[data-key="findings"]').get_attribute("aria-sort") == "descending"
    assert run.sort("findings") == "ascending"
    assert run.column("findings") == sorted(findings), run.column("findings")
    assert run.sort("findings") == "descending"
    assert run.column("findings") == sorted(findings, reverse=True)
    assert run.sort("errors") == "descending"
    errors = run.column("errors")
    assert errors == sorted(errors, reverse=True) and errors[0] > 0, errors
    assert run.find('#file-table th[data-key="findings"]').get_attribute("aria-sort") is None
    assert run.sort("order") == "ascending", "the file column sorts by path, A to Z first"
    paths = [cell.text for cell in run.driver.find_elements(By.CSS_SELECTOR, "#file-table td.path")]
    assert paths == sorted(paths), paths[:5]
    assert run.column("order") == list(range(len(paths)))
    assert run.console_errors() == []


def test_a_file_link_opens_its_findings(run):
    run.open(run.page)
    row = run.driver.find_elements(By.CSS_SELECTOR, "#file-table tbody tr")[0]
    count = int(row.get_attribute("data-findings"))
    link = row.find_element(By.CSS_SELECTOR, "td.path a")
    path, target = link.text, link.get_attribute("href").split("#")[1]
    link.click()
    details = run.find("#" + target)
    assert details.get_attribute("open") is not None, "the script opens the file's findings"
    items = details.find_elements(By.CSS_SELECTOR, "li.finding")
    assert len(items) == count and items[0].is_displayed()
    assert details.find_element(By.CSS_SELECTOR, "summary .path").text == path
    first = items[0]
    assert first.find_element(By.CSS_SELECTOR, "pre.src").text.strip(), "the source line is shown"
    rule = first.find_element(By.CSS_SELECTOR, ".doc a").get_attribute("href")
    assert "/Migration/rules/" in rule and ".md#mpl" in rule, rule
    assert first.find_element(By.CSS_SELECTOR, ".repl").text.startswith("Replacement")
    run.find("#collapse-all").click()
    assert details.get_attribute("open") is None
    assert run.console_errors() == []


def test_changes_since_an_earlier_json_report(run):
    tree = os.path.join(run.scratch, "changed")
    shutil.copytree(SAMPLES, tree)
    previous = os.path.join(run.scratch, "previous.json")
    check(run.binary, tree, "--output", f"json={previous}", "--fail-on", "never")
    with open(os.path.join(tree, "ObjCApp/Sources/AppDelegate.m"), "a") as file:
        file.write('\nstatic void again(void) { [PayPal initializeWithAppID:@"APP-80W284485P519543T" forEnvironment:ENV_SANDBOX]; }\n')
    os.remove(os.path.join(tree, "H0App/PayPalMEP.h"))
    page = os.path.join(run.scratch, "changed.html")
    check(run.binary, tree, "--compare", previous, "--output", f"html={page}", "--fail-on", "never")
    run.open(page)
    added = int(run.find("#added-count").text)
    removed = int(run.find("#removed-count").text)
    unchanged = int(run.find("#unchanged-count").text.replace(",", ""))
    assert added >= 2 and removed >= 1, (added, removed)  # the call and its constant; the H0 header
    assert unchanged + removed == run.summary["findings"], (unchanged, removed)
    assert any("H0App/PayPalMEP.h" in item.text for item in run.driver.find_elements(By.CSS_SELECTOR, ".removed-list li"))
    link = run.driver.find_elements(By.CSS_SELECTOR, ".added-list a")[0]
    assert link.text.startswith("ObjCApp/Sources/AppDelegate.m:"), link.text
    link.click()
    finding = run.find("#" + link.get_attribute("href").split("#")[1])
    assert finding.is_displayed() and "added" in finding.get_attribute("class")
    assert run.find('#file-table th[data-key="added"]').is_displayed()
    assert run.console_errors() == []


def test_markup_in_scanned_files_renders_as_text(run):
    tree = os.path.join(run.scratch, "hostile")
    os.makedirs(tree)
    payload = "</script><script>window.pwned=1</script><img src=x onerror=window.pwned=2>"
    name = "<img src=x onerror=window.pwned=3>.m"
    with open(os.path.join(tree, name), "w") as file:
        file.write(f"// {payload}\n[PayPal initializeWithAppID:@\"{payload}\" forEnvironment:ENV_NONE];\n")
    page = os.path.join(run.scratch, "hostile.html")
    check(run.binary, tree, "--format", "html", "--output", f"html={page}")
    run.open(page)
    run.find("#expand-all").click()
    assert run.js("return window.pwned") is None
    try:
        run.driver.switch_to.alert
        raise AssertionError("an alert opened")
    except NoAlertPresentException:
        pass
    assert len(run.driver.find_elements(By.TAG_NAME, "script")) == 1
    assert len(run.driver.find_elements(By.TAG_NAME, "img")) == 0
    assert run.find("#file-table td.path").text == name
    excerpt = run.find("li.finding pre.src").text
    assert payload in excerpt, excerpt
    assert run.console_errors() == []


def test_screenshot(run):
    run.size(1280, 1800)
    run.open(run.page)
    row = next(row for row in run.driver.find_elements(By.CSS_SELECTOR, "#file-table tbody tr")
               if row.find_element(By.CSS_SELECTOR, "td.path").text == "H0App/DonateViewController.m")
    target = row.find_element(By.CSS_SELECTOR, "td.path a").get_attribute("href").split("#")[1]
    run.js("document.getElementById(arguments[0]).open = true; window.scrollTo(0, 0);", target)
    # The header names the scanned root's absolute path, so CI keeps its screenshot in the scratch directory and
    # leaves the committed one alone; --screenshot regenerates that one.
    path = run.args.screenshot or os.path.join(run.scratch, "report.png")
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    png = base64.b64decode(run.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"])
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 10_000, len(png)
    with open(path, "wb") as file:
        file.write(png)
    run.size(1280, 800)
    assert run.console_errors() == []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the folder of the built mpl-migrate")
    parser.add_argument("--screenshot", help="where the screenshot goes (Samples/Screenshots/mpl-migrate-report.png to "
                        "regenerate the README's; by default a scratch file)")
    run = Run(parser.parse_args())
    try:
        tests = [value for name, value in globals().items() if name.startswith("test_")]
        # A failed test's console errors are not the next test's.
        return run_tests(tests, run, "html report", after_failure=Run.console_errors)
    finally:
        run.close()


if __name__ == "__main__":
    sys.exit(main())
