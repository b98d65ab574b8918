import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension PaymentsError {
    /// The error an unsuccessful response stands for: PayPal's REST body, an OAuth body, or the bare status.
    static func from(_ response: HTTPResponse) -> PaymentsError {
        let headerDebugID = response.header("Paypal-Debug-Id")
        let decoder = JSONDecoder()
        if let body = try? decoder.decode(APIErrorBody.self, from: response.body) {
            return PaymentsError(
                kind: .api, statusCode: response.status, name: body.name, message: body.message,
                debugID: body.debugId ?? headerDebugID, details: body.details ?? [])
        }
        if let body = try? decoder.decode(OAuthErrorBody.self, from: response.body) {
            return PaymentsError(
                kind: .oauth, statusCode: response.status, name: body.error,
                message: body.errorDescription ?? body.error, debugID: headerDebugID)
        }
        let text = String(decoding: response.body.prefix(300), as: UTF8.self)
        let reason = HTTPURLResponse.localizedString(forStatusCode: response.status)
        return PaymentsError(
            kind: .api, statusCode: response.status,
            message: text.isEmpty ? "The server answered \(reason) with no error body." : "The server answered \(reason): \(text)",
            debugID: headerDebugID)
    }

    /// The transport failure `error` stands for.
    static func transport(_ error: any Error) -> PaymentsError {
        let message: String
        if let urlError = error as? URLError {
            message =
                "\(urlError.localizedDescription) (URLError \(urlError.code.rawValue)). Check connectivity; the request is safe to retry with the same request id."
        } else {
            message = String(describing: error)
        }
        return PaymentsError(kind: .transport, message: message)
    }

    /// A success response whose body could not be read as `type`.
    static func decoding(_ error: any Error, as type: Any.Type, response: HTTPResponse) -> PaymentsError {
        PaymentsError(
            kind: .decoding, statusCode: response.status,
            message: "Could not read \(type) from the response: \(describe(error))",
            debugID: response.header("Paypal-Debug-Id"))
    }

    private static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? LocalizedError)?.errorDescription
            return "\(underlying ?? context.debugDescription) at \(path(context))"
        @unknown default:
            return String(describing: decodingError)
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        "/" + context.codingPath.map(\.stringValue).joined(separator: "/")
    }
}
