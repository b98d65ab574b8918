-- wrk script: one Adaptive Payments call to adaptive-payments-bridge, as PayPal's PHP SDK makes it (NV both ways, the
-- X-PAYPAL-* headers). BRIDGE_OPERATION names the operation (Pay or PaymentDetails) and BRIDGE_BODY its NV body; both
-- come from Benchmarks/bridge-load.sh. A Pay without trackingId creates a new payment (and order) per request.
wrk.method = "POST"
wrk.path = "/AdaptivePayments/" .. os.getenv("BRIDGE_OPERATION")
wrk.headers["X-PAYPAL-SECURITY-USERID"] = "merchant_api1.shop.example"
wrk.headers["X-PAYPAL-SECURITY-PASSWORD"] = "P4SSW0RD"
wrk.headers["X-PAYPAL-SECURITY-SIGNATURE"] = "A-SIGNATURE"
wrk.headers["X-PAYPAL-APPLICATION-ID"] = "APP-80W284485P519543T"
wrk.headers["X-PAYPAL-REQUEST-DATA-FORMAT"] = "NV"
wrk.headers["X-PAYPAL-RESPONSE-DATA-FORMAT"] = "NV"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.body = os.getenv("BRIDGE_BODY")

-- An answer with ack=Failure is a failed request, though Adaptive answers it with HTTP 200.
failures = 0
function response(status, headers, body)
  if not string.find(body, "responseEnvelope.ack=Success", 1, true) then
    failures = failures + 1
    if failures == 1 then io.stderr:write("first failure: " .. body .. "\n") end
  end
end

local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("failures") end
  io.write("Adaptive failures: " .. tostring(total) .. "\n")
end
