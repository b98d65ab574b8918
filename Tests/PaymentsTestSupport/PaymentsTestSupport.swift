import CorePayments
import OrdersSimulator
// SKELETON — shared test helpers (recording transport for spec conformance) are being written.
