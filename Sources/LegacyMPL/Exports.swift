/// The legacy enums (`PayPalEnvironment`, `ENV_SANDBOX`, `STATUS_COMPLETED`, …) come from the C header of
/// `CLegacyMPL`, exactly as the 2011 headers declared them; `import LegacyMPL` brings them along.
@_exported import CLegacyMPL
