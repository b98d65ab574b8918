import Foundation

/// One buyer page: its title, language and the HTML inside `<main>`, put into the shared document (header,
/// stylesheet, script, footer) by ``html``.
struct PageDocument: Sendable, Equatable {
    /// The title, plain text (escaped when written).
    var title: String
    /// The page's locale (`lang`).
    var locale: PageLocale
    /// The inside of `<main>`, already escaped HTML.
    var main: String
    /// Whether the page keeps one narrow column on wide screens too (one short section).
    var narrow = false

    /// The whole document.
    var html: String {
        """
        <!doctype html>
        <html lang="\(HTML.escape(locale.tag))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="same-origin">
        <title>\(HTML.escape(title)) – PayPal sandbox</title>
        <style>\(PageStyle.css)</style>
        </head>
        <body>
        <header><b>Pay<i>Pal</i></b><small>orders-sandbox · simulated</small></header>
        <main\(narrow ? #" class="narrow""# : "")>
        \(main)
        </main>
        <footer>A local simulation of PayPal's buyer pages: no real account, no real money.</footer>
        <script>\(PageStyle.script)</script>
        </body>
        </html>

        """
    }

    /// The `Content-Security-Policy` of every page: nothing loads, only the page's own stylesheet and script
    /// (by hash) apply, forms post to the page itself or the redirect targets in `formActions`, and no site may
    /// frame it.
    static func contentSecurityPolicy(formActions: [String] = ["'self'"]) -> String {
        [
            "default-src 'none'", "style-src '\(styleHash)'", "script-src '\(scriptHash)'",
            "img-src 'self'", "base-uri 'none'", "frame-ancestors 'none'", "form-action \(formActions.joined(separator: " "))",
        ].joined(separator: "; ")
    }

    private static let styleHash = hash(PageStyle.css)
    private static let scriptHash = hash(PageStyle.script)

    /// A CSP hash source of an inline block, `sha256-<base64>`.
    static func hash(_ text: String) -> String {
        "sha256-" + Data(SHA256.hash(Array(text.utf8))).base64EncodedString()
    }
}
