import Foundation
import OrdersCore

/// The HTTP responses of the buyer pages: documents with their security headers, and PayPal's `303` redirects.
enum PageResponse {
    /// `document` as `text/html; charset=utf-8` with `status`, the page's Content-Security-Policy (forms may
    /// post to the redirect targets `formActions`), `X-Frame-Options: DENY`, no caching, and a referrer only to the
    /// sandbox itself (`same-origin`: another site never sees a page's URL, and the page's own form posts carry their
    /// real `Origin`, which the server checks; with `no-referrer` a browser would send `Origin: null`).
    static func page(_ document: PageDocument, status: Int = 200, formActions: [String] = ["'self'"]) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: securityHeaders(formActions: formActions).merging([
                "Content-Type": "text/html; charset=utf-8"
            ]) { $1 }, body: Data(document.html.utf8))
    }

    /// `303 See Other` to `location`, as PayPal sends the buyer back to the merchant.
    static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: securityHeaders(formActions: ["'self'"]).merging(["Location": location]) { $1 })
    }

    /// The headers every page response carries.
    private static func securityHeaders(formActions: [String]) -> [String: String] {
        [
            "Content-Security-Policy": PageDocument.contentSecurityPolicy(formActions: formActions),
            "X-Frame-Options": "DENY",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "same-origin",
            "Cache-Control": "no-store",
        ]
    }
}
