/// The form of a buyer page: where it posts (the page's own path and id), its token, and the links that show the
/// same page signed in as another buyer.
struct PageForm: Sendable, Equatable {
    /// The page's own path with the resource's id query, for example `/checkoutnow?token=5O190127TN364715T`.
    var action: String
    /// The resource's form token (``PageTokens``).
    var token: String

    /// `<form method="post">` with the token as a hidden field, and `hidden` fields after it.
    func open(hidden: [(name: String, value: String)] = []) -> String {
        var html = #"<form method="post" action="\#(HTML.escape(action))">"# + "\n"
        for (name, value) in [("csrf", token)] + hidden {
            html += #"<input type="hidden" name="\#(HTML.escape(name))" value="\#(HTML.escape(value))">"# + "\n"
        }
        return html
    }

    /// The page signed in as buyer `index`.
    func buyerLink(_ index: Int) -> String { action + "&buyer=\(index)" }
}
