"""Servers as processes, for the scripts that run orders-sandbox and adaptive-payments-bridge by their binaries
(.ci/bridge_durability.py, Benchmarks/bridge_ipn_burst.py): started until their first stdout line says
`listening on URL`, and stopped at the end."""
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
