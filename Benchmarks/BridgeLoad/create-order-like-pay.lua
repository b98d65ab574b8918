-- wrk script: the Orders v2 call a bridge Pay costs, made straight to orders-sandbox: POST /v2/checkout/orders with
-- the body the bridge sends for a simple Pay of 19.95 (LegacyMPL's translation, the PayPal wallet's experience
-- context) and a fresh PayPal-Request-Id per request. SANDBOX_TOKEN and SANDBOX_RUN come from bridge-load.sh.
local counter = 0
local threads = {}
thread_id = 0

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

wrk.method = "POST"
wrk.path = "/v2/checkout/orders"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("SANDBOX_TOKEN")
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Prefer"] = "return=representation"
wrk.body = os.getenv("SANDBOX_BODY")

function request()
  counter = counter + 1
  wrk.headers["PayPal-Request-Id"] = os.getenv("SANDBOX_RUN") .. "-" .. tostring(thread_id) .. "-" .. tostring(counter)
  return wrk.format()
end
