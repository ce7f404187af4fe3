import Hummingbird
import Logging

/// Turns every error into the protocol's JSON error body: unknown routes 404, bodies over the limit
/// 413, other HTTP errors with their status, and anything unexpected 500 (logged, never shown).
/// Answers to HEAD requests, errors included, keep their headers and lose their body.
struct ProtocolErrorMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let maximumBodySize: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let response = await respond(request, context: context, next: next)
        return request.method == .head && response.body.contentLength != 0 ? response.createHeadResponse() : response
    }

    private func respond(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async -> Response {
        do {
            return try await next(request, context)
        } catch let error as ProtocolError {
            return error.response()
        } catch let error as HTTPError {
            switch error.status {
            case .notFound:
                return ProtocolError.notFound("No route \(request.method) \(request.uri.path)").response()
            case .contentTooLarge:
                return ProtocolError.payloadTooLarge(limit: maximumBodySize).response()
            case .methodNotAllowed:
                return ProtocolError(status: .methodNotAllowed, message: "Method Not Allowed").response()
            default:
                return ProtocolError(status: error.status, message: error.status.reasonPhrase, details: error.body)
                    .response()
            }
        } catch let error as StoreError {
            switch error {
            case .unknownProject, .unknownLanguage: return ProtocolError.notFound(error.description).response()
            case .conflict:
                return ProtocolError(status: .conflict, message: "Conflict", details: error.description).response()
            case .corrupt: return internalError(error, context)
            }
        } catch {
            return internalError(error, context)
        }
    }

    private func internalError(_ error: any Error, _ context: Context) -> Response {
        context.logger.error("internal error", metadata: ["error": "\(error)"])
        return ProtocolError(status: .internalServerError, message: "Internal Server Error").response()
    }
}
