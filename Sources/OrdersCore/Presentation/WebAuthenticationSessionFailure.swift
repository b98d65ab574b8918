#if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import Foundation

    /// How a ``WebAuthenticationSessionRunner`` session ended without a callback URL, other than the user canceling.
    public enum WebAuthenticationSessionFailure: Error, CustomStringConvertible {
        /// The session ended with this error (any error but `ASWebAuthenticationSessionError.canceledLogin`).
        case failed(any Error)
        /// The session ended with neither a callback URL nor an error.
        case endedWithoutCallback
        /// `start()` returned `false`: the session could not be shown (for example no usable presentation context).
        case notStarted

        /// The failure as an `ASWebAuthenticationSession` error: the session's own error,
        /// `presentationContextInvalid` when it ended without one, `presentationContextNotProvided` when it did not start.
        public var sessionError: any Error {
            switch self {
            case .failed(let error): error
            case .endedWithoutCallback: ASWebAuthenticationSessionError(.presentationContextInvalid)
            case .notStarted: ASWebAuthenticationSessionError(.presentationContextNotProvided)
            }
        }

        /// The session's error as text, `the session ended without a redirect`, or `ASWebAuthenticationSession did not start`.
        public var description: String {
            switch self {
            case .failed(let error): String(describing: error)
            case .endedWithoutCallback: "the session ended without a redirect"
            case .notStarted: "ASWebAuthenticationSession did not start"
            }
        }
    }
#endif
