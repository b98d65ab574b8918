/// The route summary shown by `orders-sandbox --help`.
enum RouteHelp {
    static let text = """
        The first line on stdout is exactly `listening on http://HOST:PORT`; the \
        server runs until SIGINT or SIGTERM. Point a client's base URL at it. \
        GET /health answers 200 once it serves. Without --port the port is \
        $ORDERS_SANDBOX_PORT's, else 8080.

        PayPal routes:
          POST   /v1/oauth2/token           Basic auth, client_credentials
          POST   /v2/checkout/orders        create (201; 200 on a replay)
          GET    /v2/checkout/orders/{id}   show
          PATCH  /v2/checkout/orders/{id}   JSON Patch (204)
          POST   /v2/checkout/orders/{id}/{confirm-payment-source,
                                           authorize,capture}
          POST   /v3/vault/setup-tokens, /v3/vault/payment-tokens
          GET    /v3/vault/..., DELETE /v3/vault/payment-tokens/{id}
          GET    /v2/payments/{authorizations,captures,refunds}/{id}
          POST   /v2/payments/authorizations/{id}/{capture,reauthorize,void}
          POST   /v2/payments/captures/{id}/refund
          POST   /v1/notifications/webhooks (subscribe; GET, PATCH, DELETE too)
          GET    /v1/notifications/webhooks-events[/{id}], POST …/{id}/resend
          POST   /v1/notifications/verify-webhook-signature, simulate-event
          GET    /v1/notifications/certs/{id}   the signing certificate (PEM)

        Buyer pages (open the order's approve/payer-action link in a browser):
          GET    /checkoutnow?token={id}    checkout: buyer, address, Pay Now
          GET    /webapps/helios?…          3DS challenge: pass, fail, cancel
          GET    /agreements/approve?approval_session_id={id}  vault approval
          POST   the same paths             the page's form (303 to return_url)

        Simulated payer and test controls:
          POST   /simulator/orders/{id}/approve   {"payer_id","shipping_address"}
          POST   /simulator/orders/{id}/{cancel,void}
          POST   /simulator/setup-tokens/{id}/approve
          POST   /simulator/captures/hold         next captures PENDING
          POST   /simulator/captures/{id}/{complete,deny,reverse}
          POST   /simulator/{reset,faults,tokens/expire}
          GET    /simulator/stats
          GET    /health                    readiness: status, version, uptime,
                                           webhooks pending and delivered

        The server itself answers a request target that is not a valid path \
        with 400 INVALID_REQUEST and a body over --max-body-bytes with 413 \
        PAYLOAD_TOO_LARGE, in PayPal's error shape. With --log-requests each \
        request appends one JSON line (card numbers and CVVs masked). \
        Webhook events are POSTed to loopback listeners only (unless \
        --webhook-allow-remote), signed SHA256withRSA with the certificate at \
        PAYPAL-CERT-URL, and retried after --webhook-retry-delays.
        """
}
