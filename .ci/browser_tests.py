#!/usr/bin/env python3
"""orders-sandbox's buyer pages in a real browser (headless Chromium through Selenium), end to end.

Starts orders-sandbox on a free loopback port and a tiny "merchant site" on another (the orders' return and cancel
URLs), creates orders, card orders and setup tokens through the REST API, and drives the pages: approve, cancel,
an address that changes the merchant's amounts, 3DS pass and fail, vault approval, an XSS attempt, a replayed
approval; then `mpl-demo --browser` walked through every legacy flow. Writes screenshots of the checkout and
3DS pages at phone (390x844) and desktop (1280x800) sizes. Prints `browser: N passed, N failed`.

Usage: "$(bash .ci/python-env.sh)" .ci/browser_tests.py --bin "$(swift build --show-bin-path)" --screenshots Samples/Screenshots
"""
import argparse
import base64
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
from decimal import Decimal

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 60  # seconds any page may take: a ceiling for a broken page, far above a loaded machine's slowest


class NoRedirects(urllib.request.HTTPRedirectHandler):
    """API and form calls see the 303 itself."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(NoRedirects)


def fetch(method, url, body=None, headers=None):
    """(status, headers, text) of one request; never raises for an HTTP status."""
    data = body.encode() if isinstance(body, str) else body
    request = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    try:
        with OPENER.open(request, timeout=WAIT) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


class Sandbox:
    """orders-sandbox on a free port, with a merchant's access token."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("listening on "):
            raise RuntimeError(f"orders-sandbox said {line!r}")
        self.base = line[len("listening on "):]
        status, _, text = fetch("POST", self.base + "/v1/oauth2/token", "grant_type=client_credentials", {
            "Authorization": "Basic " + base64.b64encode(b"browser-tests:secret").decode(),
            "Content-Type": "application/x-www-form-urlencoded"})
        assert status == 200, text
        self.token = json.loads(text)["access_token"]
        self.requests = 0

    def api(self, method, path, body=None, expect=None):
        self.requests += 1
        headers = {"Authorization": "Bearer " + self.token, "Content-Type": "application/json",
                   "Prefer": "return=representation", "PayPal-Request-Id": f"browser-tests-{self.requests}"}
        status, _, text = fetch(method, self.base + path, None if body is None else json.dumps(body), headers)
        if expect is not None:
            assert status == expect, f"{method} {path} answered {status}: {text}"
        return json.loads(text) if text else None

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class Merchant(http.server.ThreadingHTTPServer):
    """The merchant's site on 127.0.0.1: the return and cancel pages the buyer lands on."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), MerchantPage)
        self.hits = []
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def base(self):
        return f"http://127.0.0.1:{self.server_address[1]}"


class MerchantPage(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.server.hits.append(self.path)
        body = b"<!doctype html><title>Merchant</title><h1>Back at the merchant</h1>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def money(value, currency="USD"):
    return {"currency_code": currency, "value": value}


def link(resource, *rels):
    return next(item["href"] for item in resource["links"] if item["rel"] in rels)


def query(url):
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query))


class Run:
    """The browser, the sandbox and the merchant site one test run shares."""

    def __init__(self, args):
        self.args = args
        self.sandbox = Sandbox(os.path.join(args.bin, "orders-sandbox"))
        self.merchant = Merchant()
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en-US",
                     "--hide-scrollbars", "--force-device-scale-factor=1"]:
            options.add_argument(flag)
        self.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
        self.driver.set_page_load_timeout(WAIT)
        self.desktop()

    def close(self):
        self.driver.quit()
        self.sandbox.stop()
        self.merchant.shutdown()

    # Screen sizes, as a phone and a laptop show the page (CSS pixels).
    def phone(self):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})

    def desktop(self):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})

    def screenshot(self, name):
        os.makedirs(self.args.screenshots, exist_ok=True)
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
        with open(os.path.join(self.args.screenshots, name), "wb") as file:
            file.write(base64.b64decode(shot["data"]))

    def order(self, context=None, items=None, amount=None, currency="USD", extra_unit=None):
        """A PayPal order (return and cancel URLs at the merchant site) and its approval link."""
        context = {"brand_name": "Joe's Bear Emporium", "locale": "en-US", "shipping_preference": "GET_FROM_FILE",
                   "user_action": "PAY_NOW", "return_url": self.merchant.base + "/return", "cancel_url": self.merchant.base + "/cancel",
                   **(context or {})}
        items = items or [{"name": "Honey mug", "quantity": "2", "unit_amount": money("7.50", currency), "description": "Ceramic, 350 ml"},
                          {"name": "Bear sticker", "quantity": "3", "unit_amount": money("1.00", currency)}]
        amount = amount or {**money("23.50", currency), "breakdown": {
            "item_total": money("18.00", currency), "shipping": money("4.00", currency), "tax_total": money("1.50", currency)}}
        unit = {"reference_id": "default", "amount": amount, "items": items, **(extra_unit or {})}
        order = self.sandbox.api("POST", "/v2/checkout/orders", {
            "intent": "CAPTURE", "purchase_units": [unit], "payment_source": {"paypal": {"experience_context": context}}}, expect=201)
        return order["id"], link(order, "payer-action", "approve")

    def card_order(self, number):
        """A card order waiting for its 3DS challenge; its id and payer-action link."""
        order = self.sandbox.api("POST", "/v2/checkout/orders", {"intent": "CAPTURE", "purchase_units": [{
            "amount": {**money("59.00"), "breakdown": {"item_total": money("59.00")}},
            "payee": {"email_address": "sales@bears.example"},
            "items": [{"name": "Teddy bear", "quantity": "1", "unit_amount": money("59.00")}]}]}, expect=201)
        confirmed = self.sandbox.api("POST", f"/v2/checkout/orders/{order['id']}/confirm-payment-source", {"payment_source": {"card": {
            "number": number, "expiry": "2030-12", "security_code": "123", "name": "Jane Smith",
            "attributes": {"verification": {"method": "SCA_ALWAYS"}},
            "experience_context": {"return_url": self.merchant.base + "/3ds/return", "cancel_url": self.merchant.base + "/3ds/cancel"}}}}, expect=200)
        assert confirmed["status"] == "PAYER_ACTION_REQUIRED", confirmed
        return order["id"], link(confirmed, "payer-action")

    def get(self, url):
        self.driver.get(url)
        self.wait_until(lambda d: d.execute_script("return document.readyState") == "complete")

    def wait_until(self, condition):
        """Waits for `condition(driver)`. A page replaced while the condition reads it (an element gone stale or
        not there yet) is read again rather than failing the test."""
        return WebDriverWait(self.driver, WAIT, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException)).until(condition)

    def click(self, css):
        self.driver.find_element(By.CSS_SELECTOR, css).click()

    def land(self, prefix):
        """Waits until the browser is at a URL starting with `prefix`; returns it."""
        self.wait_until(lambda d: d.current_url.startswith(prefix))
        return self.driver.current_url

    def text(self):
        return self.driver.find_element(By.TAG_NAME, "body").text


# The tests, in order. Each gets the run; an AssertionError or any exception fails it.

def test_screenshots_of_the_checkout_and_3ds_pages(run):
    order_id, url = run.order()
    for size, name in [(run.phone, "phone"), (run.desktop, "desktop")]:
        size()
        run.get(url)
        run.screenshot(f"checkout-{name}.png")
    card_id, challenge = run.card_order("4000000000003220")
    for size, name in [(run.phone, "phone"), (run.desktop, "desktop")]:
        size()
        run.get(challenge)
        run.screenshot(f"3ds-{name}.png")
    run.desktop()
    width = run.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 1280, f"the page is wider than the window: {width}"


def test_approve_redirects_to_return_url_with_token_and_payer_id(run):
    order_id, url = run.order()
    run.get(url)
    text = run.text()
    for expected in ["Pay Joe's Bear Emporium", "$23.50", "Honey mug", "Qty 2 × $7.50", "$15.00", "Tax", "$1.50", "Pay Now", "John Doe"]:
        assert expected in text, f"{expected!r} not on the page"
    run.click("button[value=approve]")
    landed = run.land(run.merchant.base + "/return")
    items = query(landed)
    assert items["token"] == order_id, landed
    order = run.sandbox.api("GET", f"/v2/checkout/orders/{order_id}", expect=200)
    assert order["status"] == "APPROVED", order["status"]
    assert items["PayerID"] == order["payer"]["payer_id"], (items, order["payer"])


def test_cancel_redirects_to_cancel_url_with_token(run):
    order_id, url = run.order()
    run.get(url)
    run.click("button[value=cancel]")
    landed = run.land(run.merchant.base + "/cancel")
    assert query(landed) == {"token": order_id}, landed
    assert run.sandbox.api("GET", f"/v2/checkout/orders/{order_id}", expect=200)["status"] == "PAYER_ACTION_REQUIRED"


def tax_for(address, item_total):
    """The merchant's sales tax by state (what a dynamic-amounts integration computes for the chosen address)."""
    rate = {"CA": Decimal("0.0725"), "NY": Decimal("0.08875")}.get(address.get("admin_area_1"), Decimal(0))
    return (item_total * rate).quantize(Decimal("0.01"))


def test_chosen_address_changes_the_dynamic_amounts(run):
    order_id, url = run.order({"user_action": "CONTINUE"})
    run.get(url)
    assert run.driver.find_element(By.CSS_SELECTOR, "button[value=approve]").text == "Continue"
    run.click("label[for=address-1]")
    run.click("button[value=approve]")
    run.land(run.merchant.base + "/return")
    order = run.sandbox.api("GET", f"/v2/checkout/orders/{order_id}", expect=200)
    address = order["purchase_units"][0]["shipping"]["address"]
    assert (address["address_line_1"], address["admin_area_1"]) == ("350 Fifth Avenue", "NY"), address
    item_total, shipping = Decimal("18.00"), Decimal("4.00")
    tax = tax_for(address, item_total)
    assert tax != tax_for({"admin_area_1": "CA"}, item_total), "the two addresses must change the amounts"
    total = item_total + shipping + tax
    run.sandbox.api("PATCH", f"/v2/checkout/orders/{order_id}", [{"op": "replace", "path": "/purchase_units/@reference_id=='default'/amount",
        "value": {**money(str(total)), "breakdown": {"item_total": money(str(item_total)), "shipping": money(str(shipping)), "tax_total": money(str(tax))}}}], expect=204)
    captured = run.sandbox.api("POST", f"/v2/checkout/orders/{order_id}/capture", {}, expect=201)
    capture = captured["purchase_units"][0]["payments"]["captures"][0]
    assert (captured["status"], capture["amount"]["value"]) == ("COMPLETED", str(total)), captured


def test_another_buyer_and_locale(run):
    order_id, url = run.order({"locale": "de-DE"}, currency="EUR")
    run.get(url)
    assert "23,50 €" in run.text(), run.text()
    run.click("nav.buyers a:nth-child(2)")
    run.wait_until(lambda d: "Erika Mustermann" in d.find_element(By.TAG_NAME, "body").text)
    run.click("label[for=address-1]")
    run.click("button[value=approve]")
    run.land(run.merchant.base + "/return")
    order = run.sandbox.api("GET", f"/v2/checkout/orders/{order_id}", expect=200)
    assert order["payer"]["email_address"] == "sb-buyer-de@personal.example.com", order["payer"]
    assert order["purchase_units"][0]["shipping"]["address"]["admin_area_2"] == "Berlin", order["purchase_units"][0]["shipping"]


def test_3ds_pass(run):
    order_id, url = run.card_order("4000000000003220")
    run.get(url)
    assert "Visa •••• 3220" in run.text(), run.text()
    run.click("button[value=pass]")
    landed = run.land(run.merchant.base + "/3ds/return")
    assert query(landed) == {"token": order_id}, landed
    order = run.sandbox.api("GET", f"/v2/checkout/orders/{order_id}", expect=200)
    assert order["status"] == "APPROVED"
    assert order["payment_source"]["card"]["authentication_result"]["liability_shift"] == "POSSIBLE"
    assert run.sandbox.api("POST", f"/v2/checkout/orders/{order_id}/capture", {}, expect=201)["status"] == "COMPLETED"


def test_3ds_fail(run):
    order_id, url = run.card_order("4000000000003303")
    run.get(url)
    run.click("button[value=fail]")
    run.land(run.merchant.base + "/3ds/return")
    result = run.sandbox.api("GET", f"/v2/checkout/orders/{order_id}", expect=200)["payment_source"]["card"]["authentication_result"]
    assert result["liability_shift"] == "NO" and result["three_d_secure"]["authentication_status"] == "N", result


def test_vault_approval(run):
    token = run.sandbox.api("POST", "/v3/vault/setup-tokens", {"payment_source": {"paypal": {
        "description": "Bear club membership", "usage_type": "MERCHANT",
        "experience_context": {"brand_name": "Joe's Bear Emporium", "return_url": run.merchant.base + "/vault/return",
                               "cancel_url": run.merchant.base + "/vault/cancel"}}}}, expect=201)
    run.get(link(token, "approve"))
    assert "Save PayPal with Joe's Bear Emporium" in run.text()
    run.click("button[value=approve]")
    items = query(run.land(run.merchant.base + "/vault/return"))
    assert items["approval_session_id"] == token["id"] and items["approval_token_id"], items
    assert run.sandbox.api("GET", f"/v3/vault/setup-tokens/{token['id']}", expect=200)["status"] == "APPROVED"
    run.sandbox.api("POST", "/v3/vault/payment-tokens", {"payment_source": {"token": {"id": token["id"], "type": "SETUP_TOKEN"}}}, expect=201)


def test_xss_in_merchant_texts_is_rendered_as_text(run):
    payload = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>'
    order_id, url = run.order({"brand_name": "Bears" + payload[:60]}, items=[{"name": payload, "quantity": "1", "unit_amount": money("5.00")}],
                              amount={**money("5.00"), "breakdown": {"item_total": money("5.00")}})
    run.get(url)
    time.sleep(0.3)
    try:
        alert = run.driver.switch_to.alert
        raise AssertionError(f"an alert ran: {alert.text}")
    except NoAlertPresentException:
        pass
    assert run.driver.execute_script("return window.__xss === undefined"), "the payload's script ran"
    injected = run.driver.execute_script("return document.querySelectorAll('main img, main script, main [onerror]').length")
    assert injected == 0, f"{injected} injected elements"
    assert payload in run.text(), "the item name is not shown as text"


def test_replayed_approval_is_refused(run):
    order_id, url = run.order()
    run.get(url)
    csrf = run.driver.find_element(By.CSS_SELECTOR, "input[name=csrf]").get_attribute("value")
    action = urllib.parse.urljoin(url, run.driver.find_element(By.CSS_SELECTOR, "form").get_dom_attribute("action"))
    run.click("button[value=approve]")
    run.land(run.merchant.base + "/return")
    status, _, body = fetch("POST", action, f"csrf={csrf}&action=approve&buyer=0&address=0&funding=0",
                           {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 409 and "Already done" in body, (status, body[:300])
    run.driver.back()  # the buyer goes back and pays again: the page (fresh or from the back-forward cache) refuses
    run.wait_until(lambda d: d.current_url == url)

    def refused(driver):
        """The refusal is shown; else the old form is, and the buyer presses Pay again (every press is refused)."""
        if "Already done" in driver.find_element(By.TAG_NAME, "body").text:
            return True
        for button in driver.find_elements(By.CSS_SELECTOR, "button[value=approve]"):
            button.click()
        return False

    run.wait_until(refused)
    returns = [hit for hit in run.merchant.hits if hit.startswith(f"/return?token={order_id}&")]
    assert len(returns) == 1, f"the merchant saw the buyer return {len(returns)} times"
    other_id, other_url = run.order()
    status, _, _ = fetch("POST", other_url, f"csrf={csrf}&action=approve", {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 403, status
    assert run.sandbox.api("GET", f"/v2/checkout/orders/{other_id}", expect=200)["status"] == "PAYER_ACTION_REQUIRED"


def walk_demo(run, flows, act):
    """Runs `mpl-demo --browser` over the run's sandbox and does `act(flow, link)` in the browser for each link it prints."""
    demo = subprocess.Popen([os.path.join(run.args.bin, "mpl-demo"), "--base-url", run.sandbox.base, "--browser",
                             "--browser-timeout", "60", "--flows", flows], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines, flow = [], None
    try:
        for line in demo.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith("flow "):
                flow = line.split()[1]
            match = re.match(r"\s+buyer open (\S+) in a browser", line)
            if match:
                act(flow, match.group(1))
        assert demo.wait(timeout=120) == 0, "\n".join(lines)
    finally:
        if demo.poll() is None:
            demo.kill()
    return lines


def test_mpl_demo_browser_walks_every_legacy_flow(run):
    callbacks = []

    def approve(flow, url):
        run.get(url)
        # The first approval of a dynamic-amount flow chooses an address; the samples raise the total by 20 %, beyond
        # what PayPal lets an approved order grow by, so the buyer approves a second order with that address fixed.
        if flow.startswith("dynamicAmounts") and flow not in callbacks:
            run.click("label[for=address-1]")
        run.click("button[value=approve]")
        run.wait_until(lambda d: "/paypal/return" in d.current_url and "Approved" in d.find_element(By.TAG_NAME, "body").text)
        callbacks.append(flow)

    lines = walk_demo(run, "simple,parallel,chained,preapproval,dynamicAmounts,dynamicAmountsAdvanced", approve)
    successes = [line for line in lines if "callback paymentSuccessWithKey:andStatus:" in line]
    assert len(set(callbacks)) == 6 and len(successes) == 6, "\n".join(lines)
    assert callbacks.count("dynamicAmounts") == 2 and callbacks.count("dynamicAmountsAdvanced") == 2, callbacks
    assert any("adjustAmountsForAddress" in line for line in lines), "\n".join(lines)


def test_mpl_demo_browser_cancel(run):
    def cancel(flow, url):
        run.get(url)
        run.click("button[value=cancel]")
        run.wait_until(lambda d: "/paypal/cancel" in d.current_url)

    lines = walk_demo(run, "simple", cancel)
    assert "  callback paymentCanceled" in lines and not any("paymentSuccess" in line for line in lines), "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="the folder of the built orders-sandbox and mpl-demo")
    parser.add_argument("--screenshots", default="Samples/Screenshots", help="where the screenshots go")
    args = parser.parse_args()
    run = Run(args)
    tests = [value for name, value in globals().items() if name.startswith("test_")]
    passed, failed = 0, 0
    try:
        for test in tests:
            started = time.monotonic()
            try:
                test(run)
                passed += 1
                print(f"ok   {test.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
            except Exception:
                failed += 1
                print(f"FAIL {test.__name__}\n{traceback.format_exc()}", flush=True)
                run.desktop()
    finally:
        run.close()
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
