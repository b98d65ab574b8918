import SandboxServer
// SKELETON — the orders-sandbox command line is being written.
