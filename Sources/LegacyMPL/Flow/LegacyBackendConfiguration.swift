import Foundation
import OrdersCore

/// The Orders v2 settings a 2011 integration never had (not part of the legacy API): the REST client id,
/// an optional secret, an optional base URL and an optional approval presenter. Set it with
/// `PayPal.configureOrdersV2(clientID:secret:baseURL:approvalPresenter:)` before
/// `initializeWithAppID(_:forEnvironment:)`.
///
/// `ENV_NONE` needs none of it. `ENV_SANDBOX` and `ENV_LIVE` need `clientID`. Without `secret`, requests
/// authenticate with the client id alone (`Authorization: Basic base64(clientID:)`), as PayPal's mobile
/// SDKs do; **a secret belongs only on servers and in tests** (it is exchanged for an OAuth token once,
/// then cached). `baseURL` replaces the environment's servers (for example a local `orders-sandbox`);
/// `https` is required except on loopback hosts.
public struct LegacyBackendConfiguration: Sendable {
    /// The REST app's client id.
    public var clientID: String?
    /// The REST app's secret: tests and servers only, never in a shipped app.
    public var secret: String?
    /// Another Orders v2 endpoint, replacing `ENV_SANDBOX`'s or `ENV_LIVE`'s servers.
    public var baseURL: URL?
    /// Shows PayPal's approval page. `nil` means the demo buyer in `ENV_NONE`, and none in `ENV_SANDBOX` /
    /// `ENV_LIVE` (checkouts then fail with `NO_APPROVAL_PRESENTER`): pass a `WebAuthenticationPresenter`,
    /// which needs your window, so it cannot be chosen automatically.
    public var approvalPresenter: (any ApprovalPresenter)?
    /// Wraps the transport of every Orders v2 call the library makes (in `ENV_NONE` too): to log, measure or
    /// route the calls. `mpl-demo` prints each one this way. `nil` sends them as they are.
    public var wrapTransport: (@Sendable (any HTTPTransport) -> any HTTPTransport)?
    /// How every Orders v2 call is retried after a transient failure (with the same `PayPal-Request-Id`).
    public var retryPolicy: RetryPolicy
    /// How long a capture or an amount update whose outcome is unknown is pursued by reading the order before the
    /// payment ends: a capture still unknown then fails with `PAYMENT_OUTCOME_UNKNOWN` and keeps `payPalContext`.
    public var reconciliationBudget: ReconciliationBudget
    /// Which PayPal account each phone-number recipient is; wins, entry by entry, over the Info.plist's
    /// `LegacyMPLRecipientMap` and the environment's `LEGACY_MPL_RECIPIENT_MAP` (``LegacyRecipientMap``).
    public var recipientMap: LegacyRecipientMap

    /// Creates a configuration.
    public init(
        clientID: String? = nil, secret: String? = nil, baseURL: URL? = nil, approvalPresenter: (any ApprovalPresenter)? = nil,
        wrapTransport: (@Sendable (any HTTPTransport) -> any HTTPTransport)? = nil,
        retryPolicy: RetryPolicy = .default, reconciliationBudget: ReconciliationBudget = .default,
        recipientMap: LegacyRecipientMap = LegacyRecipientMap()
    ) {
        self.recipientMap = recipientMap
        self.clientID = clientID
        self.secret = secret
        self.baseURL = baseURL
        self.approvalPresenter = approvalPresenter
        self.wrapTransport = wrapTransport
        self.retryPolicy = retryPolicy
        self.reconciliationBudget = reconciliationBudget
    }

    /// `transport` wrapped by ``wrapTransport`` when set.
    func wrap(_ transport: any HTTPTransport) -> any HTTPTransport {
        wrapTransport?(transport) ?? transport
    }
}
