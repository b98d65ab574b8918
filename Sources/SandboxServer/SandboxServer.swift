import OrdersSimulator

// SKELETON — the FlyingFox server that serves OrdersSimulator over loopback HTTP is being written.
enum SandboxServerPlaceholder {}
