-- wrk script: a merchant's whole payment, over and over on each connection: create an order (POST
-- /v2/checkout/orders), the buyer approves it (POST /simulator/orders/{id}/approve), capture it (POST
-- .../capture), refund part of the capture (POST /v2/payments/captures/{id}/refund). Each step reads the id it needs
-- from the previous response, so each thread drives one connection (sandbox-load.sh runs as many threads as
-- connections). The token and a prefix unique to the run come from the environment (SANDBOX_TOKEN, SANDBOX_RUN).
local threads = {}
thread_id = 0  -- global: setup() sets it in each thread
local step, counter, order, capture = 0, 0, nil, nil

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

local token = "Bearer " .. os.getenv("SANDBOX_TOKEN")
local orderBody = '{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"19.00"}}]}'

function request()
  counter = counter + 1
  local id = os.getenv("SANDBOX_RUN") .. "-" .. tostring(thread_id) .. "-" .. tostring(counter)
  local headers = { ["Authorization"] = token, ["Content-Type"] = "application/json", ["PayPal-Request-Id"] = id }
  if step == 0 then
    headers["Prefer"] = "return=minimal"
    return wrk.format("POST", "/v2/checkout/orders", headers, orderBody)
  elseif step == 1 then
    return wrk.format("POST", "/simulator/orders/" .. order .. "/approve", headers, "{}")
  elseif step == 2 then
    headers["Prefer"] = "return=representation"
    return wrk.format("POST", "/v2/checkout/orders/" .. order .. "/capture", headers, "{}")
  else
    return wrk.format("POST", "/v2/payments/captures/" .. capture .. "/refund", headers,
      '{"amount":{"currency_code":"USD","value":"5.00"},"note_to_payer":"Partial refund"}')
  end
end

function response(status, headers, body)
  if status < 200 or status > 299 then
    step = 0  -- wrk counts the error; start a new payment
    return
  end
  if step == 0 then
    order = body:match('"id":"([%w]+)"')
    step = order and 1 or 0
  elseif step == 1 then
    step = 2
  elseif step == 2 then
    capture = body:match('/v2/payments/captures/([%w]+)/refund')
    step = capture and 3 or 0
  else
    step = 0
  end
end
