import OrdersCore

/// The buyer's pages behind every `approve` and `payer-action` link the simulator hands out (`/checkoutnow`,
/// `/webapps/helios`, `/agreements/approve`). The simulator knows no HTML: the sandbox installs the pages
/// (`SimulatorPages`' `BuyerPages`) with ``OrdersSimulator/init(configuration:pages:)``; without them those paths
/// answer `404` with a hint.
package protocol PayerPageHandler: Sendable {
    /// Answers a request for a page path. It runs isolated to `simulator`, so what a page reads and what its form
    /// does happen in one step; it reads and acts only through the simulator's payer API (``PayerView``,
    /// ``OrdersSimulator/approveOrder(id:asBuyer:shippingAddress:)``, …).
    func respond(to request: HTTPRequest, simulator: isolated OrdersSimulator) -> HTTPResponse
}
