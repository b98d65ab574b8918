"""Compares a run of the Objective-C samples (SampleDriver) with mpl-demo's run of the Swift samples.

callbacks OBJC_OUT SWIFT_OUT: per flow, the delegate callbacks each printed ("  callback …" lines), with order ids
and keys replaced by placeholders, must be the same.
requests OBJC_LOG SWIFT_LOG: the orders-sandbox request logs (JSON lines) must hold the same Orders v2 and Vault v3
calls the library made (method, path with ids replaced, status, and every amount in the body), in order; the
merchant server's setup-token creation and the token and control calls are left out.
"""
import json
import re
import sys

ID = re.compile(r"\b[0-9A-Z]{17}\b")  # order, capture and setup token ids


def flows(path):
    result, current = {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("flow "):
            current = line[5:]
            result[current] = []
        elif current and line.startswith("  callback "):
            result[current].append(ID.sub("<id>", line[len("  callback "):]))
    return result


def amounts(value, found):
    if isinstance(value, dict):
        for key, inner in sorted(value.items()):
            if key == "value" and isinstance(inner, str):
                found.append(inner)
            else:
                amounts(inner, found)
    elif isinstance(value, list):
        for inner in value:
            amounts(inner, found)
    return found


def calls(path):
    result = []
    for line in open(path, encoding="utf-8"):
        entry = json.loads(line)
        route = entry["path"]
        if route.startswith("/simulator/") or route == "/v1/oauth2/token":
            continue
        if entry["method"] == "POST" and route == "/v3/vault/setup-tokens":
            continue  # the merchant's server, not the library
        body = entry.get("request_body")
        if isinstance(body, str):
            try:
                body = json.loads(body)
            except ValueError:
                pass
        shaped = "/".join("{id}" if ID.fullmatch(part) else part for part in route.split("/"))
        result.append(f'{entry["method"]} {shaped} {entry.get("status")} {amounts(body, [])}')
    return result


def main():
    kind, objc, swift = sys.argv[1:4]
    if kind == "callbacks":
        left, right = flows(objc), flows(swift)
        if not left or set(left) != set(right):
            sys.exit(f"FAILED: flows differ: Objective-C {sorted(left)}, Swift {sorted(right)}")
        for name in left:
            if left[name] != right[name] or not left[name]:
                sys.exit(f"FAILED: flow {name}: Objective-C {left[name]} != Swift {right[name]}")
            print(f"flow {name}: {len(left[name])} callbacks, the same: {' | '.join(left[name])}")
    elif kind == "requests":
        left, right = calls(objc), calls(swift)
        if left != right or not left:
            for index in range(max(len(left), len(right))):
                a = left[index] if index < len(left) else "-"
                b = right[index] if index < len(right) else "-"
                print(f"{'  ' if a == b else '≠ '}{a}    |    {b}")
            sys.exit("FAILED: the Objective-C samples' calls differ from the Swift samples'")
        for call in left:
            print(f"  {call}")
        print(f"{len(left)} Orders v2 / Vault v3 calls, the same methods, paths, statuses and amounts")
    else:
        sys.exit(f"unknown comparison {kind}")


if __name__ == "__main__":
    main()
