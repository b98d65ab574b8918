-- wrk script: POST /v2/checkout/orders with a fresh PayPal-Request-Id per request (each one creates an order).
-- The token and a prefix unique to the run come from the environment (SANDBOX_TOKEN, SANDBOX_RUN), set by
-- Benchmarks/sandbox-load.sh.
local counter = 0
local threads = {}
thread_id = 0  -- global: setup() sets it in each thread

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

wrk.method = "POST"
wrk.path = "/v2/checkout/orders"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("SANDBOX_TOKEN")
wrk.headers["Content-Type"] = "application/json"
-- SANDBOX_BODY, when set, is the body to send instead (Benchmarks/bridge-load.sh sends the one the bridge sends).
wrk.headers["Prefer"] = os.getenv("SANDBOX_BODY") and "return=representation" or "return=minimal"
wrk.body = os.getenv("SANDBOX_BODY") or ('{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"19.00",'
  .. '"breakdown":{"item_total":{"currency_code":"USD","value":"15.00"},"shipping":{"currency_code":"USD","value":"4.00"}}},'
  .. '"items":[{"name":"Mug","quantity":"2","unit_amount":{"currency_code":"USD","value":"7.50"}}]}]}')

function request()
  counter = counter + 1
  wrk.headers["PayPal-Request-Id"] = os.getenv("SANDBOX_RUN") .. "-" .. tostring(thread_id) .. "-" .. tostring(counter)
  return wrk.format()
end
