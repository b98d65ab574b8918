"""Servers as processes, for the scripts that run orders-sandbox and adaptive-payments-bridge by their binaries
(.ci/bridge_durability.py, Benchmarks/bridge_ipn_burst.py): started until their first stdout line says
`listening on URL`, and stopped at the end; and the IPN listener's HTTP server."""
import http.server
import subprocess
import sys
import threading


def start(argv, log):
    """Starts a server whose first stdout line is `listening on URL` (its stderr to `log`); returns (process, URL)."""
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=open(log, "w"), text=True)
    line = process.stdout.readline()
    if not line.startswith("listening on "):
        sys.exit(f"FAILED: {argv[0]} did not start ({line!r}; see {log})")
    threading.Thread(target=lambda: [None for _ in process.stdout], daemon=True).start()
    return process, line.split("listening on ", 1)[1].strip()


def stop(processes):
    """Stops those of `processes` still running: SIGTERM, then SIGKILL after 10 s."""
    for process in processes:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def serve(handler):
    """Serves `handler` on a free loopback port, in a daemon thread; returns the server.

    Its listen backlog is a web server's (Apache's is 511), not socketserver's 5: the bridge posts up to 16 IPNs at
    once, and connections beyond a backlog of 5 are dropped and retried by TCP only after a second."""
    class Server(http.server.ThreadingHTTPServer):
        request_queue_size = 511

    server = Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
