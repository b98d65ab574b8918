import Foundation
import OrdersCore
import OrdersPayPalWebPayments

extension Rig {
    /// A presenter playing the buyer on the simulator's own pages (in-process): it loads the approval page, submits
    /// its form with `button` (`approve` or `cancel`) and returns the page's `303` redirect, as a browser hands the
    /// callback URL to the app.
    public func pageBuyer(_ button: String, seen: Recorder<URL> = Recorder()) -> ScriptedWebCheckoutPresenter {
        ScriptedWebCheckoutPresenter { [self] (url: URL) async throws(WebCheckoutPresentationError) -> URL in
            seen.record(url)
            do {
                let page = String(decoding: try await transport.send(HTTPRequest(method: "GET", url: url)).body, as: UTF8.self)
                guard let action = Self.capture(#"<form method="post" action="([^"]*)""#, in: page),
                    let csrf = Self.capture(#"name="csrf" value="([^"]*)""#, in: page),
                    let target = URL(string: action.replacingOccurrences(of: "&amp;", with: "&"), relativeTo: url)?.absoluteURL
                else {
                    throw WebCheckoutPresentationError.failed("the page has no form: \(page.prefix(300))")
                }
                let submitted = try await transport.send(
                    HTTPRequest(
                        method: "POST", url: target, headers: ["Content-Type": "application/x-www-form-urlencoded"],
                        body: Data("csrf=\(csrf)&action=\(button)".utf8)))
                guard submitted.status == 303, let location = submitted.header("Location"), let callback = URL(string: location) else {
                    throw WebCheckoutPresentationError.failed("the form answered \(submitted.status)")
                }
                return callback
            } catch let error as WebCheckoutPresentationError {
                throw error
            } catch {
                throw .failed("the page buyer failed: \(error)")
            }
        }
    }

    private static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }
}
