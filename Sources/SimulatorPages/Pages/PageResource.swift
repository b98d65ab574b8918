import OrdersSimulator

/// What a buyer page acts on.
enum PageResource: Sendable, Equatable {
    /// An order (checkout, or a card order's 3DS challenge).
    case order(String)
    /// A setup token (vault approval, or a card setup token's 3DS challenge).
    case setupToken(String)

    /// The resource `view` shows.
    init(_ view: PayerView) {
        switch view.status {
        case .order: self = .order(view.id)
        case .setupToken: self = .setupToken(view.id)
        }
    }

    /// The resource's id.
    var id: String {
        switch self {
        case .order(let id), .setupToken(let id): id
        }
    }

    /// The query item that names the resource in its `return_url` and `cancel_url`: `token` for an order,
    /// `approval_session_id` for a setup token.
    var returnQueryName: String {
        switch self {
        case .order: "token"
        case .setupToken: "approval_session_id"
        }
    }

    /// What the form token signs: the kind and the id, so an order's token never fits a setup token of the same id.
    var signedText: String {
        switch self {
        case .order(let id): "order:\(id)"
        case .setupToken(let id): "setup-token:\(id)"
        }
    }
}
