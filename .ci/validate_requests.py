#!/usr/bin/env python3
"""Validate the request bodies the tests sent against PayPal's OpenAPI specs and GraphQL schema.

Input: a JSON-lines capture written by `RecordingTransport` (Tests/PaymentsTestSupport), one object per
request: {"method": "POST", "path": "/v2/checkout/orders", "body": {...}}; `body` is present only when
the request had a JSON body.

For each line: match (method, path) to an operation of the specs in `.ci/paypal-openapi/` (SPEC_FILES:
Orders v2, Vault v3, Payments v2, Webhooks v1; path templates such as /v2/checkout/orders/{id}/capture or
/v2/payments/captures/{capture_id}/refund), resolve the operation's application/json `requestBody`
schema (`$ref`s resolve within the spec file), and validate the body with openapi-schema-validator's
OpenAPI 3.0 validator in its request direction (`OAS30WriteValidator`: `OAS30Validator` plus "readOnly
properties are not sent and not required"). PATCH bodies (JSON Patch arrays) are validated like any
other body.

`POST /graphql` bodies (`{"query", "variables"[, "operationName"]}`, the `fundingEligibility` query of
APIClient.checkEligibility) are validated with graphql-core against `.ci/funding-eligibility.graphql`
(the subset of PayPal's GraphQL schema that query uses; its sources are at its top): the query must
parse and pass GraphQL validation against the schema (known fields, arguments and types, variables
declared and used with compatible types), and the variables must coerce to their declared types
(required ones present, enum values known); a variable the operation does not declare is an error too.

Not validated, by design: `POST /v1/oauth2/token` (a form body, not JSON; its spec is not in these
files), and the sandbox's own `/simulator/...` control routes and `/checkoutnow` page.

Fails (exit 1) on: any invalid body (OpenAPI or GraphQL); a body sent to an operation that takes none; no body where the
spec requires one; a /v1-/v3 request PayPal's specs do not have (tests that probe unknown routes on
purpose should send them without RecordingTransport); an unreadable line; and a capture with zero
validated bodies (a capture that silently recorded nothing must fail CI).

Usage, with CI's Python (.ci/python-env.sh: a virtual environment with .ci/requirements.txt, pinned by hash):
  "$(bash .ci/python-env.sh)" .ci/validate_requests.py CAPTURE.jsonl
  "$(bash .ci/python-env.sh)" .ci/validate_requests.py --self-test      # checks the checker itself; needs no Swift
"""

from __future__ import annotations

import copy
import json
import re
import sys
from collections import Counter
from pathlib import Path

try:
    from openapi_schema_validator import OAS30WriteValidator, oas30_format_checker
except ImportError:  # pragma: no cover - reported clearly instead of a traceback
    sys.exit("validate_requests.py needs openapi-schema-validator: run it with CI's Python, \"$(bash .ci/python-env.sh)\" .ci/validate_requests.py")
try:
    import graphql
    from graphql.execution.values import get_variable_values
except ImportError:  # pragma: no cover - reported clearly instead of a traceback
    sys.exit("validate_requests.py needs graphql-core: run it with CI's Python, \"$(bash .ci/python-env.sh)\" .ci/validate_requests.py")

SPEC_DIR = Path(__file__).resolve().parent / "paypal-openapi"
SPEC_FILES = (
    "checkout_orders_v2.json",  # /v2/checkout/orders…
    "vault_payment_tokens_v3.json",  # /v3/vault/payment-tokens…, /v3/vault/setup-tokens…
    "payments_payment_v2.json",  # /v2/payments/authorizations|captures|refunds/{id}…
    "notifications_webhooks_v1.json",  # /v1/notifications/webhooks…, webhooks-events…, verify-webhook-signature, simulate-event
)
GRAPHQL_SCHEMA = Path(__file__).resolve().parent / "funding-eligibility.graphql"
GRAPHQL_PATH = "/graphql"

# Requests that carry no JSON body in PayPal's API or are not PayPal's API at all.
NOT_VALIDATED = (
    re.compile(r"^/v1/oauth2/token$"),  # form-encoded grant_type=client_credentials
    re.compile(r"^/simulator(/|$)"),  # the sandbox's payer and test controls
    re.compile(r"^/checkoutnow$"),  # the sandbox's approval page
    re.compile(r"^/v1/notifications/certs/[^/]+$"),  # the certificate behind PAYPAL-CERT-URL (PEM; in no spec)
)
PAYPAL_API = re.compile(r"^/v[0-9]+/")


# --------------------------------------------------------------------------------------------------
# Overlay: where PayPal's documentation and current SDKs have moved past the 2024 spec. Each entry is
# applied in memory to one spec file; nothing is silent, every entry cites its source and is printed.
# --------------------------------------------------------------------------------------------------
def _extend_token_type_enum(spec: dict) -> None:
    enum = spec["components"]["schemas"]["token_id_request"]["properties"]["type"]["enum"]
    if "SETUP_TOKEN" not in enum:
        enum.append("SETUP_TOKEN")


def _add_card_verification(spec: dict) -> None:
    attributes = spec["components"]["schemas"]["card_attributes"].setdefault("properties", {})
    attributes.setdefault("verification", {
        "type": "object",
        "properties": {"method": {"type": "string", "enum": ["SCA_ALWAYS", "SCA_WHEN_REQUIRED"]}},
    })


def _echo_verified_event(spec: dict) -> None:
    schemas = spec["components"]["schemas"]
    event = copy.deepcopy(schemas["event"])
    for member in event["properties"].values():
        member.pop("readOnly", None)
        if "items" in member:
            member["items"].pop("readOnly", None)
    schemas["verify_webhook_signature_event"] = event
    schemas["verify_webhook_signature"]["properties"]["webhook_event"] = {"$ref": "#/components/schemas/verify_webhook_signature_event"}


OVERLAY = (
    (
        "checkout_orders_v2.json",
        "card_attributes.verification.method enum SCA_ALWAYS | SCA_WHEN_REQUIRED",
        # Not in the 2024 spec; PayPal's 3D Secure guide for Orders v2
        # (https://developer.paypal.com/docs/checkout/advanced/customize/3d-secure/) sends
        # payment_source.card.attributes.verification.method, and paypal-ios's CardRequest sends SCA_ALWAYS
        # or SCA_WHEN_REQUIRED there (OrdersCardPayments' SCA.swift mirrors it). Without this entry the
        # member would pass unchecked as an additional property.
        _add_card_verification,
    ),
    (
        "vault_payment_tokens_v3.json",
        "token_id_request.type enum += SETUP_TOKEN",
        # The 2024 spec lists only BILLING_AGREEMENT, but PayPal's save-without-purchase guide
        # (https://developer.paypal.com/api/payment-tokens/save-without-purchase/paypal) sends
        # {"payment_source": {"token": {"id": <setup token id>, "type": "SETUP_TOKEN"}}} and the
        # 2026 TypeScript Server SDK's VaultTokenRequestType is SETUP_TOKEN
        # (it drifted from the published spec).
        _extend_token_type_enum,
    ),
    (
        "notifications_webhooks_v1.json",
        "verify_webhook_signature.webhook_event: the event as delivered, its readOnly members included",
        # webhook_event is the `event` schema, whose id, create_time, event_type, summary, resource and links
        # are readOnly (PayPal writes them). Verifying a signature sends the event back exactly as PayPal
        # delivered it, so they are in the request: the spec's own example for this operation
        # (paths./v1/notifications/verify-webhook-signature…examples.verify_webhook_signature) has them, and the
        # request direction would reject it as "read-only". This entry checks the echoed event's types instead.
        _echo_verified_event,
    ),
)


class Operation:
    """One (method, path template) of a spec, with its request-body validator."""

    def __init__(self, spec_name: str, spec: dict, method: str, template: str, operation: dict):
        self.spec_name = spec_name
        self.method = method.upper()
        self.template = template
        self.operation_id = operation.get("operationId", f"{self.method} {template}")
        pattern = re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template))
        self.regex = re.compile(f"^{pattern}$")
        self.literal_segments = template.count("/") - template.count("{")
        body = operation.get("requestBody")
        if body and "$ref" in body:
            body = resolve_pointer(spec, body["$ref"])
        self.body_required = bool(body and body.get("required"))
        schema = (body or {}).get("content", {}).get("application/json", {}).get("schema")
        self.validator = None
        if schema is not None:
            root = {"allOf": [schema], "components": spec["components"]}
            self.validator = OAS30WriteValidator(root, format_checker=oas30_format_checker)

    def errors(self, body) -> list[str]:
        """Every validation error as `$.json.path: message`, in document order."""
        found = sorted(self.validator.iter_errors(body), key=lambda e: [str(p) for p in e.absolute_path])
        return [f"{error.json_path}: {shorten(error.message)}" for error in found]


def resolve_pointer(document: dict, ref: str):
    if not ref.startswith("#/"):
        raise ValueError(f"only local $refs are supported, got {ref}")
    node = document
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def shorten(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def load_operations(spec_dir: Path = SPEC_DIR) -> list[Operation]:
    operations = []
    for name in SPEC_FILES:
        spec = json.loads((spec_dir / name).read_text(encoding="utf-8"))
        for file_name, _description, apply in OVERLAY:
            if file_name == name:
                apply(spec)
        for template, item in spec["paths"].items():
            for method, operation in item.items():
                if method.lower() in ("get", "put", "post", "delete", "patch", "head", "options"):
                    operations.append(Operation(name, spec, method, template, operation))
    # Prefer the most literal template when two match (none overlap in these specs today).
    operations.sort(key=lambda op: -op.literal_segments)
    return operations


def find_operation(operations: list[Operation], method: str, path: str) -> Operation | None:
    return next((op for op in operations if op.method == method and op.regex.match(path)), None)


class GraphQLChecker:
    """Validates `POST /graphql` bodies against the SDL in `.ci/funding-eligibility.graphql`."""

    def __init__(self, schema_path: Path = GRAPHQL_SCHEMA):
        self.schema = graphql.build_schema(schema_path.read_text(encoding="utf-8"))

    def operation_name(self, body) -> str:
        """`graphql <operation name>` for the report (the query's own name, or `anonymous`)."""
        try:
            document = graphql.parse(body["query"])
            names = [d.name.value for d in document.definitions
                     if isinstance(d, graphql.OperationDefinitionNode) and d.name]
            return f"graphql {names[0] if names else 'anonymous'}"
        except Exception:  # noqa: BLE001 - the errors() call reports why
            return "graphql (unparsable)"

    def errors(self, body) -> list[str]:
        """Every problem with the body: its shape, the query's syntax, validation, then the variables."""
        if not isinstance(body, dict):
            return [f"$: a GraphQL body is a JSON object with query and variables, got {type(body).__name__}"]
        query = body.get("query")
        if not isinstance(query, str) or not query.strip():
            return ["$.query: missing or not a non-empty string"]
        variables = body.get("variables", {})
        if variables is None:
            variables = {}
        if not isinstance(variables, dict):
            return [f"$.variables: must be an object, got {type(variables).__name__}"]
        unknown = sorted(set(body) - {"query", "variables", "operationName"})
        if unknown:
            return [f"$: unknown member(s) {', '.join(unknown)} (a GraphQL body has query, variables, operationName)"]
        try:
            document = graphql.parse(query)
        except graphql.GraphQLError as error:
            return [f"$.query: {shorten(error.message)} {self._where(error)}".rstrip()]
        found = [f"$.query: {shorten(error.message)} {self._where(error)}".rstrip()
                 for error in graphql.validate(self.schema, document)]
        if found:
            return found
        operations = [d for d in document.definitions if isinstance(d, graphql.OperationDefinitionNode)]
        wanted = body.get("operationName")
        if wanted is not None:
            operations = [o for o in operations if o.name and o.name.value == wanted]
            if not operations:
                return [f"$.operationName: no operation named {wanted!r} in the query"]
        elif len(operations) != 1:
            return [f"$.operationName: the query has {len(operations)} operations, name the one to run"]
        operation = operations[0]
        if operation.operation != graphql.OperationType.QUERY:
            return [f"$.query: a {operation.operation.value} operation, but the schema defines only queries"]
        declared = {d.variable.name.value for d in operation.variable_definitions or ()}
        found += [f"$.variables.{name}: not declared by the operation" for name in sorted(set(variables) - declared)]
        coerced = get_variable_values(self.schema, operation.variable_definitions or (), variables)
        if isinstance(coerced, list):
            found += [f"$.variables: {shorten(error.message)}" for error in coerced]
        return found

    @staticmethod
    def _where(error) -> str:
        locations = error.locations or []
        return f"(line {locations[0].line}, column {locations[0].column})" if locations else ""


class Report:
    def __init__(self):
        self.validated = Counter()
        self.without_body = Counter()
        self.skipped = Counter()
        self.failures: list[str] = []

    def fail(self, where: str, message: str):
        self.failures.append(f"{where}: {message}")


def check_lines(lines, operations: list[Operation], graphql_checker: GraphQLChecker | None = None) -> Report:
    report = Report()
    graphql_checker = graphql_checker or GraphQLChecker()
    cache: dict[tuple[str, str], list[str]] = {}
    for number, raw in enumerate(lines, start=1):
        raw = raw.strip()
        if not raw:
            continue
        where = f"line {number}"
        try:
            entry = json.loads(raw)
            method = str(entry["method"]).upper()
            path = str(entry["path"])
        except (ValueError, KeyError, TypeError) as error:
            report.fail(where, f"unreadable capture line ({error}): {shorten(raw, 200)}")
            continue
        where = f"line {number} {method} {path}"
        if any(rule.match(path) for rule in NOT_VALIDATED):
            report.skipped[f"{method} {path.split('/')[1] if path.startswith('/simulator') else path}"] += 1
            continue
        if path == GRAPHQL_PATH:
            if method != "POST" or "body" not in entry:
                report.fail(where, "PayPal's GraphQL endpoint takes a POST with a JSON {query, variables} body")
                continue
            key = ("graphql", json.dumps(entry["body"], sort_keys=True))
            if key not in cache:
                cache[key] = graphql_checker.errors(entry["body"])
            name = graphql_checker.operation_name(entry["body"]) if isinstance(entry["body"], dict) else "graphql"
            for message in cache[key]:
                report.fail(f"{where} ({name})", message)
            report.validated[name] += 1
            continue
        operation = find_operation(operations, method, path)
        if operation is None:
            if PAYPAL_API.match(path):
                report.fail(where, "PayPal's specs have no such operation (unknown path or method)")
            else:
                report.skipped[f"{method} (not PayPal's API)"] += 1
            continue
        has_body = "body" in entry
        if not has_body:
            if operation.body_required:
                report.fail(where, f"{operation.operation_id} requires a JSON body and none was sent")
            else:
                report.without_body[operation.operation_id] += 1
            continue
        if operation.validator is None:
            report.fail(where, f"{operation.operation_id} takes no request body, but one was sent")
            continue
        key = (operation.operation_id, json.dumps(entry["body"], sort_keys=True))
        if key not in cache:
            cache[key] = operation.errors(entry["body"])
        for message in cache[key]:
            report.fail(f"{where} ({operation.operation_id})", message)
        report.validated[operation.operation_id] += 1
    return report


def print_report(report: Report, source: str) -> int:
    total = sum(report.validated.values())
    print(f"Request bodies from {source} against PayPal's OpenAPI specs ({', '.join(SPEC_FILES)}) "
          f"and GraphQL schema ({GRAPHQL_SCHEMA.name}):")
    for _file, description, _apply in OVERLAY:
        print(f"  overlay: {description}")
    for operation_id, count in sorted(report.validated.items()):
        print(f"  {count:5d} bodies validated  {operation_id}")
    for operation_id, count in sorted(report.without_body.items()):
        print(f"  {count:5d} without a body    {operation_id}")
    for name, count in sorted(report.skipped.items()):
        print(f"  {count:5d} not validated     {name}")
    if total == 0:
        report.failures.append("zero request bodies were validated: the capture recorded nothing "
                               "(is SPEC_CAPTURE_FILE set, and do the tests wrap their transports in RecordingTransport?)")
    if report.failures:
        print(f"FAILED: {len(report.failures)} problem(s):")
        for failure in report.failures:
            print(f"  {failure}")
        return 1
    graphql_total = sum(count for name, count in report.validated.items() if name.startswith("graphql"))
    print(f"OK: {total} bodies valid ({graphql_total} of them GraphQL).")
    return 0


def self_test() -> int:
    """Checks the checker: known-good bodies pass, known-bad ones fail where expected."""
    operations = load_operations()
    good_order = {"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "10.00"}}]}
    bad_order = {"intent": "SELL", "purchase_units": [{"amount": {"currency_code": "USD", "value": 10}}]}
    lines = [
        {"method": "POST", "path": "/v2/checkout/orders", "body": good_order},
        {"method": "POST", "path": "/v2/checkout/orders", "body": bad_order},
        {"method": "PATCH", "path": "/v2/checkout/orders/5O190127TN364715T",
         "body": [{"op": "replace", "path": "/purchase_units/@reference_id=='default'/amount", "value": {}}]},
        {"method": "PATCH", "path": "/v2/checkout/orders/5O190127TN364715T", "body": [{"op": "explode", "path": "/x"}]},
        {"method": "PATCH", "path": "/v2/checkout/orders/5O190127TN364715T", "body": {"op": "replace"}},
        {"method": "POST", "path": "/v2/checkout/orders/5O190127TN364715T/capture"},
        {"method": "POST", "path": "/v3/vault/payment-tokens",
         "body": {"payment_source": {"token": {"id": "4G4976650J0948357", "type": "SETUP_TOKEN"}}}},
        {"method": "POST", "path": "/v3/vault/payment-tokens",
         "body": {"payment_source": {"token": {"id": "4G4976650J0948357", "type": "NOT_A_TYPE"}}}},
        {"method": "POST", "path": "/v1/oauth2/token"},
        {"method": "POST", "path": "/simulator/orders/5O190127TN364715T/approve", "body": {"payer_id": "X"}},
        {"method": "GET", "path": "/v2/checkout/orders/5O190127TN364715T/nonsense"},
        {"method": "GET", "path": "/v2/checkout/orders/5O190127TN364715T", "body": {"unexpected": True}},
        {"method": "POST", "path": "/v2/checkout/orders"},
    ]
    report = check_lines([json.dumps(line) for line in lines] + ["not json"], operations)
    text = "\n".join(report.failures)
    expectations = {
        "bad intent is caught": "line 2 POST /v2/checkout/orders (orders.create): $.intent:",
        "a number where PayPal wants a decimal string is caught": "$.purchase_units[0].amount.value: 10 is not of type 'string'",
        "an unknown JSON Patch op is caught": "line 4 PATCH /v2/checkout/orders/5O190127TN364715T (orders.patch): $[0].op:",
        "a JSON Patch that is not an array is caught": "line 5 PATCH /v2/checkout/orders/5O190127TN364715T (orders.patch): $: ",
        "a token type outside the overlaid enum is caught": "line 8 POST /v3/vault/payment-tokens (payment-tokens.create): $.payment_source.token.type:",
        "an unknown PayPal path is caught": "line 11 GET /v2/checkout/orders/5O190127TN364715T/nonsense: PayPal's specs have no such operation",
        "a body on a GET is caught": "line 12 GET /v2/checkout/orders/5O190127TN364715T: orders.get takes no request body",
        "a missing required body is caught": "line 13 POST /v2/checkout/orders: orders.create requires a JSON body",
        "an unreadable line is caught": "line 14: unreadable capture line",
    }
    problems = [name for name, needle in expectations.items() if needle not in text]
    unexpected = [f for f in report.failures if f.startswith(("line 1 ", "line 3 ", "line 6 ", "line 7 ", "line 9 ", "line 10 "))]
    if report.validated["orders.create"] != 2 or report.validated["orders.patch"] != 3:
        problems.append(f"validated counts are wrong: {dict(report.validated)}")
    if report.without_body["orders.capture"] != 1:
        problems.append("a capture without a body should be allowed")
    graphql_problems, graphql_cases = graphql_self_test(operations)
    problems += graphql_problems
    payments_problems, payments_cases = payments_webhooks_self_test(operations)
    problems += payments_problems
    empty = Report()
    if print_report(empty, "an empty capture") != 1:
        problems.append("an empty capture must fail")
    if problems or unexpected:
        print("SELF-TEST FAILED")
        for problem in problems:
            print(f"  expectation not met: {problem}")
        for failure in unexpected:
            print(f"  a valid line was rejected: {failure}")
        print("all failures reported:\n  " + text.replace("\n", "\n  "))
        return 1
    print(f"self-test passed: {len(expectations) + graphql_cases + payments_cases} known-bad cases caught, valid bodies accepted")
    return 0


NO_BODY = object()  # a request sent without a JSON body


def payments_webhooks_self_test(operations: list[Operation]) -> tuple[list[str], int]:
    """Payments v2 and Webhooks v1: for each route with a body a valid one passes and an invalid one fails."""
    money = {"currency_code": "USD", "value": "5.00"}
    capture, authorization, webhook, event = "2GG279541U471931P", "0VF52814937998046", "0EH40505U7160970P", "8PT597110X687430LKGECATA"
    delivered = {"id": event, "create_time": "2026-03-01T10:00:00Z", "resource_type": "capture", "event_type":
                 "PAYMENT.CAPTURE.REFUNDED", "summary": "A $ 5.00 USD capture payment was refunded",
                 "resource_version": "2.0", "resource": {"id": "1JU08902781691411"}, "links": []}
    verify = {"auth_algo": "SHA256withRSA", "cert_url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1",
              "transmission_id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55", "transmission_sig": "lmI95Jx3Y9nhR5SJWlHVIWpg4A==",
              "transmission_time": "2026-03-01T10:00:01Z", "webhook_id": webhook, "webhook_event": delivered}
    # (what, method, path, body or NO_BODY, None if valid or a piece of the expected failure)
    cases = [
        ("a partial refund with note, invoice and custom ids", "POST", f"/v2/payments/captures/{capture}/refund",
         {"amount": money, "note_to_payer": "Defective", "invoice_id": "INV-1", "custom_id": "C-1"}, None),
        ("a full refund (empty body)", "POST", f"/v2/payments/captures/{capture}/refund", {}, None),
        ("a refund whose amount is a number", "POST", f"/v2/payments/captures/{capture}/refund",
         {"amount": {"currency_code": "USD", "value": 5}}, "(captures.refund): $.amount.value: 5 is not of type 'string'"),
        ("a refund with an empty note_to_payer", "POST", f"/v2/payments/captures/{capture}/refund",
         {"note_to_payer": ""}, "(captures.refund): $.note_to_payer: ''"),
        ("a partial capture of an authorization", "POST", f"/v2/payments/authorizations/{authorization}/capture",
         {"amount": money, "final_capture": False, "invoice_id": "INV-2"}, None),
        ("a capture whose final_capture is a string", "POST", f"/v2/payments/authorizations/{authorization}/capture",
         {"final_capture": "yes"}, "(authorizations.capture): $.final_capture: 'yes' is not of type 'boolean'"),
        ("a reauthorization", "POST", f"/v2/payments/authorizations/{authorization}/reauthorize", {"amount": money}, None),
        ("a reauthorization without a currency", "POST", f"/v2/payments/authorizations/{authorization}/reauthorize",
         {"amount": {"value": "5.00"}}, "(authorizations.reauthorize): $.amount: 'currency_code' is a required property"),
        ("a void (no body)", "POST", f"/v2/payments/authorizations/{authorization}/void", NO_BODY, None),
        ("a void with a body", "POST", f"/v2/payments/authorizations/{authorization}/void", {"reason": "x"},
         "authorizations.void takes no request body"),
        ("a refund's GET", "GET", "/v2/payments/refunds/1JU08902781691411", NO_BODY, None),
        ("a webhook", "POST", "/v1/notifications/webhooks",
         {"url": "https://example.com/hooks", "event_types": [{"name": "PAYMENT.CAPTURE.REFUNDED"}, {"name": "*"}]}, None),
        ("a webhook without event_types", "POST", "/v1/notifications/webhooks", {"url": "https://example.com/hooks"},
         "(webhooks.post): $: 'event_types' is a required property"),
        ("a webhook that sends its read-only id", "POST", "/v1/notifications/webhooks",
         {"id": webhook, "url": "https://example.com/hooks", "event_types": [{"name": "*"}]},
         "(webhooks.post): $.id: Tried to write read-only property"),
        ("a webhook's JSON Patch", "PATCH", f"/v1/notifications/webhooks/{webhook}",
         [{"op": "replace", "path": "/url", "value": "https://example.com/new"},
          {"op": "replace", "path": "/event_types", "value": [{"name": "PAYMENT.AUTHORIZATION.VOIDED"}]}], None),
        ("a webhook's JSON Patch with an unknown op", "PATCH", f"/v1/notifications/webhooks/{webhook}",
         [{"op": "merge", "path": "/url", "value": "https://example.com/new"}], "(webhooks.update): $[0].op:"),
        ("a webhook's JSON Patch that is not an array", "PATCH", f"/v1/notifications/webhooks/{webhook}",
         {"op": "replace", "path": "/url"}, "(webhooks.update): $: "),
        ("a webhook's deletion", "DELETE", f"/v1/notifications/webhooks/{webhook}", NO_BODY, None),
        ("a signature check echoing the delivered event (overlay)", "POST", "/v1/notifications/verify-webhook-signature",
         verify, None),
        ("a signature check without webhook_id", "POST", "/v1/notifications/verify-webhook-signature",
         {k: v for k, v in verify.items() if k != "webhook_id"},
         "(verify-webhook-signature.post): $: 'webhook_id' is a required property"),
        ("a signature check with a mistyped event member", "POST", "/v1/notifications/verify-webhook-signature",
         {**verify, "webhook_event": {**delivered, "resource": "1JU08902781691411"}},
         "(verify-webhook-signature.post): $.webhook_event.resource: '1JU08902781691411' is not of type 'object'"),
        ("an event resent to one webhook", "POST", f"/v1/notifications/webhooks-events/{event}/resend",
         {"webhook_ids": [webhook]}, None),
        ("an event resent with webhook_ids as a string", "POST", f"/v1/notifications/webhooks-events/{event}/resend",
         {"webhook_ids": webhook}, f"(webhooks-events.resend): $.webhook_ids: '{webhook}' is not of type 'array'"),
        ("a simulated event", "POST", "/v1/notifications/simulate-event",
         {"webhook_id": webhook, "event_type": "PAYMENT.CAPTURE.COMPLETED", "resource_version": "2.0"}, None),
        ("a simulated event without event_type", "POST", "/v1/notifications/simulate-event", {"webhook_id": webhook},
         "(simulate-event.post): $: 'event_type' is a required property"),
        ("a simulated event whose event_type has a space", "POST", "/v1/notifications/simulate-event",
         {"url": "https://example.com/hooks", "event_type": "PAYMENT CAPTURE"},
         "(simulate-event.post): $.event_type: 'PAYMENT CAPTURE' does not match"),
        ("an event's GET", "GET", f"/v1/notifications/webhooks-events/{event}", NO_BODY, None),
    ]
    lines = [json.dumps({"method": method, "path": path, **({} if body is NO_BODY else {"body": body})})
             for _name, method, path, body, _needle in cases]
    lines += [json.dumps({"method": "GET", "path": path}) for path in (
        f"/v2/payments/authorizations/{authorization}", f"/v2/payments/captures/{capture}", "/v1/notifications/webhooks",
        f"/v1/notifications/webhooks/{webhook}", "/v1/notifications/webhooks-event-types", "/v1/notifications/webhooks-events")]
    lines.append(json.dumps({"method": "POST", "path": f"/v2/payments/captures/{capture}/refunds"}))
    report = check_lines(lines, operations)
    problems = []
    for number, (name, _method, _path, _body, needle) in enumerate(cases, start=1):
        failures = [f for f in report.failures if f.startswith(f"line {number} ")]
        if needle is None and failures:
            problems.append(f"Payments/Webhooks: {name} was rejected: {failures}")
        elif needle is not None and not any(needle in f for f in failures):
            problems.append(f"Payments/Webhooks: {name} was not rejected with {needle!r}; got {failures}")
    unknown = [f for f in report.failures if f.startswith(f"line {len(lines)} ")]
    if not any("PayPal's specs have no such operation" in f for f in unknown):
        problems.append("Payments/Webhooks: POST …/captures/{id}/refunds (a misspelt route) was not rejected")
    extra = [f for f in report.failures if int(f.split()[1]) > len(cases) and not f.startswith(f"line {len(lines)} ")]
    problems += [f"Payments/Webhooks: a GET without a body was rejected: {f}" for f in extra]
    expected_without_body = {"authorizations.void", "authorizations.get", "captures.get", "refunds.get", "webhooks.list",
                             "webhooks.get", "webhooks.delete", "webhooks-event-types.list", "webhooks-events.list",
                             "webhooks-events.get"}
    if set(report.without_body) != expected_without_body:
        problems.append(f"Payments/Webhooks: the body-less requests counted are {sorted(report.without_body)}")
    return problems, sum(1 for case in cases if case[4] is not None) + 1


# The query APIClient.checkEligibility sends (Sources/OrdersCore/Eligibility/FundingEligibilityQuery.swift).
GOOD_ELIGIBILITY_QUERY = (
    "query getEligibility($clientId: String!, $intent: FundingEligibilityIntent!, "
    "$currency: SupportedCountryCurrencies!, $buyerCountry: CountryCodes, "
    "$enableFunding: [SupportedPaymentMethodsType]) { "
    "fundingEligibility(clientId: $clientId, intent: $intent, currency: $currency, "
    "buyerCountry: $buyerCountry, enableFunding: $enableFunding) { "
    "paypal { eligible reasons } venmo { eligible reasons } card { eligible } "
    "credit { eligible reasons } paylater { eligible reasons } } }"
)


def graphql_self_test(operations: list[Operation]) -> tuple[list[str], int]:
    """GraphQL bodies: the client's query passes; broken queries and mistyped variables are rejected."""
    good_variables = {"clientId": "app", "intent": "CAPTURE", "currency": "USD", "buyerCountry": "US",
                      "enableFunding": ["VENMO"]}

    def body(query=GOOD_ELIGIBILITY_QUERY, **changes):
        variables = {**good_variables, **changes}
        return {"query": query, "variables": {k: v for k, v in variables.items() if v is not None}}

    cases = [
        ("the client's query with every variable", body(), None),
        ("the client's query without the optional buyerCountry", body(buyerCountry=None), None),
        ("a query with a syntax error (missing closing brace)", body(GOOD_ELIGIBILITY_QUERY[:-2]), "Syntax Error"),
        ("a misspelled root field", body(GOOD_ELIGIBILITY_QUERY.replace("fundingEligibility(", "fundingEligibilty(")),
         "Cannot query field 'fundingEligibilty' on type 'Query'"),
        ("a field the schema does not have (card reasons)",
         body(GOOD_ELIGIBILITY_QUERY.replace("card { eligible }", "card { eligible reasons }")),
         "Cannot query field 'reasons' on type 'CardEligibility'"),
        ("a variable declared with the wrong type",
         body(GOOD_ELIGIBILITY_QUERY.replace("$currency: SupportedCountryCurrencies!", "$currency: String!")),
         "Variable '$currency' of type 'String!' used in position expecting type 'SupportedCountryCurrencies!'"),
        ("a used variable that is not declared",
         body(GOOD_ELIGIBILITY_QUERY.replace(", $buyerCountry: CountryCodes", "")), "Variable '$buyerCountry' is not defined"),
        ("an enum value the schema does not know", body(intent="capture"), "$.variables: Variable '$intent' got invalid value 'capture'"),
        ("a currency PayPal does not support", body(currency="XYZ"), "Variable '$currency' got invalid value 'XYZ'"),
        ("a required variable missing", body(clientId=None), "Variable '$clientId' of required type 'String!' was not provided"),
        ("a list variable given a string", body(enableFunding="VENMO,CARD"), "Variable '$enableFunding' got invalid value 'VENMO,CARD'"),
        ("a variable the operation does not declare", body(locale="en_US"), "$.variables.locale: not declared by the operation"),
        ("a body without a query", {"variables": good_variables}, "$.query: missing"),
        ("a mutation (the schema has none)", {"query": "mutation { fundingEligibility }"}, "mutation"),
    ]
    lines = [json.dumps({"method": "POST", "path": GRAPHQL_PATH, "body": case[1]}) for case in cases]
    lines.append(json.dumps({"method": "GET", "path": GRAPHQL_PATH}))
    report = check_lines(lines, operations)
    problems = []
    for number, (name, _body, needle) in enumerate(cases, start=1):
        failures = [f for f in report.failures if f.startswith(f"line {number} ")]
        if needle is None and failures:
            problems.append(f"GraphQL: {name} was rejected: {failures}")
        elif needle is not None and not any(needle in f for f in failures):
            problems.append(f"GraphQL: {name} was not rejected with {needle!r}; got {failures}")
    if not any(f.startswith(f"line {len(cases) + 1} ") for f in report.failures):
        problems.append("GraphQL: a GET without a body was not rejected")
    if report.validated["graphql getEligibility"] < 2:
        problems.append(f"GraphQL: the valid bodies were not counted: {dict(report.validated)}")
    return problems, sum(1 for case in cases if case[2] is not None) + 1


def main(argv: list[str]) -> int:
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2 or argv[1].startswith("-"):
        print(__doc__)
        return 2
    capture = Path(argv[1])
    if not capture.is_file():
        print(f"FAILED: no capture file at {capture} (was SPEC_CAPTURE_FILE set for `swift test`?)")
        return 1
    with capture.open(encoding="utf-8") as handle:
        report = check_lines(handle, load_operations())
    return print_report(report, str(capture))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
