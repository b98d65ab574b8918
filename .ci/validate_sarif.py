#!/usr/bin/env python3
"""Validates SARIF files written by mpl-migrate against the official SARIF 2.1.0 JSON schema.

The schema is `.ci/sarif/sarif-schema-2.1.0.json`, copied unmodified from the OASIS SARIF TC's repository
(oasis-tcs/sarif-spec, `sarif-2.1/schema/sarif-schema-2.1.0.json`: the 2.1.0 standard with Errata 01); its source
commit and licence are in `.ci/sarif/README.md`. No network access. Needs jsonschema: run it with CI's Python
(`bash .ci/python-env.sh` prints its path; `.ci/requirements.txt` pins it).

    "$(bash .ci/python-env.sh)" .ci/validate_sarif.py FILE.sarif...
"""
import argparse
import json
import os
import sys

try:
    import jsonschema
except ImportError:  # pragma: no cover - reported clearly instead of a traceback
    sys.exit("validate_sarif.py needs jsonschema: run it with CI's Python, \"$(bash .ci/python-env.sh)\" .ci/validate_sarif.py")

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sarif", "sarif-schema-2.1.0.json")
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    with open(SCHEMA) as handle:
        schema = json.load(handle)
    if schema.get("id") != SCHEMA_ID or schema.get("$schema") != "http://json-schema.org/draft-04/schema#":
        sys.exit(f"unexpected schema in {SCHEMA}: id {schema.get('id')}, $schema {schema.get('$schema')}")
    jsonschema.Draft4Validator.check_schema(schema)
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
