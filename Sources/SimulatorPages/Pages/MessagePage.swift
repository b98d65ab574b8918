/// The pages that only say something: the confirmation when there is no URL to return to, and each refusal
/// (with its HTTP status).
struct MessagePage: Sendable, Equatable {
    /// The HTTP status to answer with.
    var status: Int
    /// The heading (and title), plain text.
    var heading: String
    /// The explanation, plain text.
    var message: String
    /// The page's locale.
    var locale: PageLocale = .fallback

    /// The page.
    var document: PageDocument {
        PageDocument(
            title: heading, locale: locale,
            main: """
                <section class="wide">
                <h1 class="text">\(HTML.escape(heading))</h1>
                <p class="text">\(HTML.escape(message))</p>
                </section>

                """, narrow: true)
    }

    /// The buyer approved and the resource has no `return_url`.
    static func approved(_ what: String, merchant: String) -> MessagePage {
        MessagePage(status: 200, heading: "You're all set", message: "You approved \(what). \(merchant) will finish it; you can close this window.")
    }

    /// The buyer finished a 3DS challenge and the resource has no `return_url`.
    static func challengeFinished(passed: Bool) -> MessagePage {
        MessagePage(
            status: 200, heading: passed ? "Verified" : "Not verified",
            message: passed
                ? "Your card issuer confirmed it's you; you can close this window."
                : "Your card issuer could not confirm it's you; you can close this window.")
    }

    /// The buyer canceled and the resource has no `cancel_url`.
    static func canceled(merchant: String) -> MessagePage {
        MessagePage(status: 200, heading: "Canceled", message: "Nothing was paid or saved. You can close this window and return to \(merchant).")
    }

    /// The link names no id.
    static let missingID = MessagePage(
        status: 400, heading: "This link is incomplete",
        message: "The link has no token: open the approve or payer-action link the order or setup token came with.")

    /// No order or setup token has this id.
    static func notFound(_ id: String) -> MessagePage {
        MessagePage(status: 404, heading: "Nothing to approve", message: "No order or setup token has the id \(id).")
    }

    /// The form's token is missing or belongs to another order or setup token.
    static let badToken = MessagePage(
        status: 403, heading: "This form has expired",
        message: "The form was not made for this order or setup token. Open its approval link again and use the form shown there.")

    /// The resource no longer waits for the buyer: a replayed or late submission, or a finished challenge.
    static func done(_ id: String, status: String) -> MessagePage {
        MessagePage(status: 409, heading: "Already done", message: "\(id) is \(status): there is nothing left to approve, and nothing was changed.")
    }

    /// The form is not one this page sent.
    static func badForm(_ reason: String) -> MessagePage {
        MessagePage(status: 400, heading: "Something is wrong with the form", message: reason)
    }
}
