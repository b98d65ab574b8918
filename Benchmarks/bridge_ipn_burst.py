#!/usr/bin/env python3
"""IPN deliveries per second from a burst of PayPal webhook events, through adaptive-payments-bridge.

The bridge starts (subscribing to orders-sandbox's webhooks) and stops; EVENTS payments are then made and captured at
the sandbox as apps make them through LegacyMPL, while the bridge is down, so that PayPal's events about them wait in
the sandbox's retry queue. The bridge restarts on the same port and database: the events arrive in a burst, each is
verified (verify-webhook-signature), de-duplicated, turned into an Adaptive IPN for --app-ipn-url, queued in the
database and delivered to a listener. Prints events and IPNs per second from the restart to the last IPN; exits 1 if
an IPN is missing after the deadline.

Usage: bridge_ipn_burst.py --bin DIR [--events N] [--database sqlite:PATH | postgres://…]   (stdlib only)
"""
import argparse
import concurrent.futures
import http.server
import json
import os
import socket
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".ci"))
from bridge_processes import serve, start, stop  # noqa: E402


class Listener(http.server.BaseHTTPRequestHandler):
    lock = threading.Lock()
    pay_keys = set()
    last = None

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode("latin-1")
        fields = dict(urllib.parse.parse_qsl(body))
        with Listener.lock:
            Listener.pay_keys.add(fields.get("pay_key"))
            Listener.last = time.monotonic()
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass




def request(url, body=None, headers=None, method=None):
    data = json.dumps(body).encode() if isinstance(body, dict) else body
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers or {}, method=method), timeout=60) as response:
        return json.loads(response.read() or b"{}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--database")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bridge-burst-")
    database = args.database or f"sqlite:{work}/bridge.db"
    processes = []
    try:
        retry = ",".join(["1"] * 49)  # PayPal retries; the sandbox's most attempts are 50
        sandbox_process, sandbox = start(
            [f"{args.bin}/orders-sandbox", "--port", "0", "--token-lifetime", "1000000000", "--webhook-retry-delays", retry], f"{work}/sandbox.err")
        processes.append(sandbox_process)
        listener = serve(Listener)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        argv = [
            f"{args.bin}/adaptive-payments-bridge", "--port", str(port), "--paypal-base-url", sandbox, "--client-id", "burst",
            "--client-secret", "burst-secret", "--database", database, "--api-username", "u", "--api-password", "p", "--api-signature", "s",
            "--app-id", "APP-80W284485P519543T", "--app-ipn-url", f"http://127.0.0.1:{listener.server_address[1]}/ipn",
        ]
        bridge, _ = start(argv, f"{work}/bridge-1.err")  # subscribes to the webhooks
        bridge.terminate()
        bridge.wait()

        token = request(
            f"{sandbox}/v1/oauth2/token", b"grant_type=client_credentials",
            {"Authorization": "Basic YXBwOnNlY3JldA==", "Content-Type": "application/x-www-form-urlencoded"})["access_token"]
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        order_body = {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "7.00"}, "payee": {"email_address": "seller@shop.example"}}]}

        def app_payment(index):
            order = request(f"{sandbox}/v2/checkout/orders", order_body, {**headers, "PayPal-Request-Id": f"burst-{index}"})
            request(f"{sandbox}/simulator/orders/{order['id']}/approve", b"", method="POST")
            request(f"{sandbox}/v2/checkout/orders/{order['id']}/capture", b"{}", {**headers, "PayPal-Request-Id": f"burst-capture-{index}"})
            return order["id"]

        made = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(16) as pool:
            orders = set(pool.map(app_payment, range(args.events)))
        made = time.monotonic() - made

        bridge, _ = start(argv, f"{work}/bridge-2.err")
        processes.append(bridge)
        restarted = time.monotonic()
        deadline = restarted + 600
        while time.monotonic() < deadline:
            with Listener.lock:
                if len(Listener.pay_keys & orders) == len(orders):
                    break
            time.sleep(0.1)
        with Listener.lock:
            delivered = len(Listener.pay_keys & orders)
            elapsed = (Listener.last or time.monotonic()) - restarted
        print(
            f"IPN burst ({database.split(':', 1)[0]}): {args.events} payments captured while the bridge was down ({made:.1f} s), "
            f"{2 * args.events} webhook events (APPROVED and CAPTURE.COMPLETED) waiting; after the restart {delivered} IPNs delivered in "
            f"{elapsed:.1f} s: {delivered / elapsed:.0f} IPNs/s, {2 * delivered / elapsed:.0f} events/s"
        )
        webhooks = request(f"{sandbox}/simulator/webhooks/deliveries")
        print(f"  sandbox webhook deliveries: {json.dumps({k: v for k, v in webhooks.items() if not isinstance(v, list)})}")
        if delivered != len(orders):
            sys.exit(f"FAILED: {len(orders) - delivered} IPNs missing (logs in {work})")
    finally:
        stop(processes)


if __name__ == "__main__":
    main()
