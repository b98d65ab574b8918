-- wrk script: GET /v2/checkout/orders/{id} of one order (SANDBOX_ORDER), with the token in SANDBOX_TOKEN.
wrk.method = "GET"
wrk.path = "/v2/checkout/orders/" .. os.getenv("SANDBOX_ORDER")
wrk.headers["Authorization"] = "Bearer " .. os.getenv("SANDBOX_TOKEN")
