#!/usr/bin/env python3
"""adaptive-payments-bridge survives SIGKILL: no payment lost, none captured twice, every IPN delivered and verified.

Many payments are in flight (created with Pay, their buyers approving at orders-sandbox) when every bridge instance
is killed with SIGKILL; more buyers approve while it is down; the bridge restarts on the same database (and ports).
An IPN listener refuses each message's first deliveries and validates every message it takes by postback, as a 2011
listener does. Then every payment must be COMPLETED (PaymentDetails), orders-sandbox must count exactly one capture
per payment, and every payKey's IPN must have been delivered and VERIFIED (none INVALID).

Usage: bridge_durability.py --bin DIR [--database sqlite:PATH | postgres://…] [--instances N] [--payments N]
(stdlib only; the binaries come from `swift build --show-bin-path`).
"""
import argparse
import http.server
import json
import signal
import socket
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

from bridge_processes import serve, start, stop

CREDENTIALS = {
    "X-PAYPAL-SECURITY-USERID": "merchant_api1.shop.example",
    "X-PAYPAL-SECURITY-PASSWORD": "P4SSW0RD",
    "X-PAYPAL-SECURITY-SIGNATURE": "A-SIGNATURE",
    "X-PAYPAL-APPLICATION-ID": "APP-80W284485P519543T",
    "X-PAYPAL-REQUEST-DATA-FORMAT": "NV",
    "X-PAYPAL-RESPONSE-DATA-FORMAT": "NV",
}
FAILURES_PER_MESSAGE = 2


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]




def call(bridge, operation, fields):
    body = urllib.parse.urlencode([("requestEnvelope.errorLanguage", "en_US")] + fields).encode()
    request = urllib.request.Request(f"{bridge}/AdaptivePayments/{operation}", data=body, headers=CREDENTIALS)
    with urllib.request.urlopen(request, timeout=60) as response:
        return dict(urllib.parse.parse_qsl(response.read().decode(), keep_blank_values=True))


def post(url, data=b""):
    with urllib.request.urlopen(urllib.request.Request(url, data=data, method="POST"), timeout=60) as response:
        return response.status, response.read().decode()


def redirect_token(bridge, pay_key):
    try:
        OPENER.open(f"{bridge}/webscr?cmd=_ap-payment&paykey={pay_key}", timeout=60)
    except urllib.error.HTTPError as error:
        if error.code == 302:
            query = urllib.parse.urlparse(error.headers["Location"]).query
            return urllib.parse.parse_qs(query)["token"][0]
        raise
    sys.exit(f"FAILED: no redirect for {pay_key}")


class Listener(http.server.BaseHTTPRequestHandler):
    """The merchant's IPN listener: refuses each message's first deliveries, then validates it by postback."""

    lock = threading.Lock()
    attempts = {}
    verified = set()
    invalid = []
    deliveries = 0
    bridges = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode("latin-1")
        pairs = [segment.split("=", 1) for segment in body.split("&") if "=" in segment]
        fields = {key: urllib.parse.unquote_plus(value) for key, value in pairs}
        token = fields.get("verify_sign", "")
        with Listener.lock:
            Listener.deliveries += 1
            Listener.attempts[token] = Listener.attempts.get(token, 0) + 1
            refuse = Listener.attempts[token] <= FAILURES_PER_MESSAGE
        if refuse:
            self.send_response(503)
            self.end_headers()
            return
        # The PHP SDK's postback: raw keys, urlencoded values, cmd first (to any instance: they share the database).
        postback = "cmd=_notify-validate&" + "&".join(f"{key}={urllib.parse.quote_plus(urllib.parse.unquote_plus(value))}" for key, value in pairs)
        bridge = Listener.bridges[Listener.deliveries % len(Listener.bridges)]
        _, verdict = post(f"{bridge}/cgi-bin/webscr", postback.encode())
        with Listener.lock:
            if verdict == "VERIFIED" and fields.get("status") == "COMPLETED":
                Listener.verified.add(fields.get("pay_key"))
            elif verdict != "VERIFIED":
                Listener.invalid.append(fields.get("pay_key"))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--database")
    parser.add_argument("--instances", type=int, default=1)
    parser.add_argument("--payments", type=int, default=40)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bridge-durability-")
    database = args.database or f"sqlite:{work}/bridge.db"
    processes = []
    started = time.monotonic()
    try:
        retry = ",".join(["0.2", "0.5"] + ["1"] * 40)
        sandbox_process, sandbox = start([f"{args.bin}/orders-sandbox", "--port", "0", "--webhook-retry-delays", retry], f"{work}/sandbox.err")
        processes.append(sandbox_process)
        listener = serve(Listener)
        ipn_url = f"http://127.0.0.1:{listener.server_address[1]}/ipn"
        ports = [free_port() for _ in range(args.instances)]

        def bridge_argv(port):
            return [
                f"{args.bin}/adaptive-payments-bridge", "--port", str(port), "--paypal-base-url", sandbox, "--client-id", "bridge",
                "--client-secret", "bridge-secret", "--database", database, "--api-username", CREDENTIALS["X-PAYPAL-SECURITY-USERID"],
                "--api-password", CREDENTIALS["X-PAYPAL-SECURITY-PASSWORD"], "--api-signature", CREDENTIALS["X-PAYPAL-SECURITY-SIGNATURE"],
                "--app-id", CREDENTIALS["X-PAYPAL-APPLICATION-ID"], "--ipn-retry-delays", "0.2,0.4,0.8,1,1,1,1,1", "--sweep-interval", "0.5",
                "--ipn-claim-lease", "3",
            ]

        bridges = []
        for index, port in enumerate(ports):
            process, url = start(bridge_argv(port), f"{work}/bridge-{index}.err")
            bridges.append((process, url))
        Listener.bridges = [url for _, url in bridges]

        pay_keys, orders = [], []
        for index in range(args.payments):
            bridge = Listener.bridges[index % len(Listener.bridges)]
            fields = [
                ("actionType", "PAY"), ("cancelUrl", "https://shop.example/cancel"), ("currencyCode", "USD"), ("ipnNotificationUrl", ipn_url),
                ("receiverList.receiver(0).amount", f"{1 + index % 7}.{index % 100:02d}"),
                ("receiverList.receiver(0).email", "seller@shop.example"), ("returnUrl", "https://shop.example/return"),
                ("trackingId", f"DURABLE-{index}"),
            ]
            answer = call(bridge, "Pay", fields)
            if answer.get("responseEnvelope.ack") != "Success":
                sys.exit(f"FAILED: Pay {index}: {answer}")
            pay_keys.append(answer["payKey"])
            orders.append(redirect_token(bridge, answer["payKey"]))

        half = len(orders) // 2
        for order in orders[:half]:
            post(f"{sandbox}/simulator/orders/{order}/approve")
        for process, _ in bridges:  # in the middle of the captures and IPN deliveries the approvals set off
            process.send_signal(signal.SIGKILL)
        for process, _ in bridges:
            process.wait()
        killed_at = time.monotonic()
        for order in orders[half:]:  # buyers keep approving while the bridge is down
            post(f"{sandbox}/simulator/orders/{order}/approve")
        bridges = []
        for index, port in enumerate(ports):  # the same database and ports (PayPal's webhooks retry to them)
            process, url = start(bridge_argv(port), f"{work}/bridge-{index}-restarted.err")
            bridges.append((process, url))
        processes += [process for process, _ in bridges]

        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            with Listener.lock:
                if len(Listener.verified) == len(pay_keys):
                    break
            time.sleep(0.2)
        recovered = time.monotonic() - killed_at
        statuses = [call(Listener.bridges[0], "PaymentDetails", [("payKey", key)]).get("status") for key in pay_keys]
        with urllib.request.urlopen(f"{sandbox}/simulator/stats", timeout=30) as response:
            stats = json.loads(response.read())
        completed = statuses.count("COMPLETED")
        print(
            f"durability ({database.split(':', 1)[0]}, {args.instances} instance(s)): {len(pay_keys)} payments, SIGKILL after {half} approvals; "
            f"completed {completed}, captures {stats.get('captures')}, IPNs verified {len(Listener.verified)}, invalid {len(Listener.invalid)}, "
            f"deliveries {Listener.deliveries} (each message refused {FAILURES_PER_MESSAGE} times first); all done {recovered:.1f} s after the kill"
        )
        failures = []
        if completed != len(pay_keys):
            failures.append(f"{len(pay_keys) - completed} payments not COMPLETED: {statuses}")
        if stats.get("captures") != len(pay_keys):
            failures.append(f"orders-sandbox counted {stats.get('captures')} captures for {len(pay_keys)} payments")
        if Listener.verified != set(pay_keys):
            failures.append(f"IPNs missing for {sorted(set(pay_keys) - Listener.verified)}")
        if Listener.invalid:
            failures.append(f"postbacks INVALID for {Listener.invalid}")
        if failures:
            sys.exit("FAILED: " + "; ".join(failures) + f" (logs in {work})")
        print(f"passed in {time.monotonic() - started:.1f} s")
    finally:
        stop(processes)


if __name__ == "__main__":
    main()
