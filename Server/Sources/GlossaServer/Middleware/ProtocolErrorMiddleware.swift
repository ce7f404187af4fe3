import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// Turns every error into the protocol's JSON error body: unknown routes 404, a known path with
/// another method 405 with `Allow`, bodies over the limit 413 (with a `Content-Length` or chunked),
/// malformed HTTP framing and bodies or queries that break the CDS protocol (``CDSWireError``) 400, refused account operations as ``AccountError/protocolError`` says, other HTTP errors with their status, an unreachable database 503 with `Retry-After`, and anything unexpected 500
/// (logged, never shown). A client that went away mid-request is logged at debug level, not as an
/// internal error. Answers to HEAD requests, errors included, keep their headers and lose their body.
struct ProtocolErrorMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let maximumBodySize: Int
    /// The methods of each route; nil answers 404 for every unknown method and path.
    let routeMethods: RouteMethods?

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
                let allowed = routeMethods?.allowed(for: request.uri.path) ?? []
                if !allowed.isEmpty, !allowed.contains(request.method) {
                    return ProtocolError.methodNotAllowed(request.method, allowed: allowed).response()
                }
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
            case .unknownProject, .unknownLanguage, .unknownRelease, .unknownChannel:
                return ProtocolError.notFound(error.description).response()
            case .conflict, .notPossible:
                return ProtocolError(status: .conflict, message: "Conflict", details: error.description).response()
            case .corrupt, .jobLost: return internalError(error, context)
            }
        } catch let error where isDatabaseUnavailable(error) {
            // Not the request's fault nor a bug: the database is down or unreachable for now.
            context.logger.warning("the database is unavailable", metadata: ["error": "\(error)"])
            return ProtocolError(
                status: .serviceUnavailable, message: "Service Unavailable",
                details: "The database is unavailable; try again later", headers: [.retryAfter: "5"]
            ).response()
        } catch let error as AccountError {
            return error.protocolError.response()
        } catch let error as CDSWireError {
            return ProtocolError.badRequest(error.message).response()
        } catch is NIOTooManyBytesError {
            return ProtocolError.payloadTooLarge(limit: maximumBodySize).response()
        } catch let error as HTTPParserError {
            context.logger.debug("malformed request", metadata: ["error": "\(error)"])
            return ProtocolError.malformedRequest(error).response()
        } catch let error where Self.isDisconnection(error) {
            // Nobody is left to read the answer; the connection closes.
            context.logger.debug("the client went away mid-request", metadata: ["error": "\(error)"])
            return ProtocolError(
                status: .badRequest, message: "Bad Request", details: "The connection closed mid-request",
                headers: [.connection: "close"]
            ).response()
        } catch {
            return internalError(error, context)
        }
    }

    /// Whether `error` says the peer closed or reset the connection.
    static func isDisconnection(_ error: any Error) -> Bool {
        switch error {
        case is CancellationError: return true
        case let error as ChannelError:
            return error == .ioOnClosedChannel || error == .eof || error == .inputClosed || error == .alreadyClosed
        case let error as IOError:
            return [ECONNRESET, EPIPE, ENOTCONN, ETIMEDOUT].contains(error.errnoCode)
        default: return false
        }
    }

    private func internalError(_ error: any Error, _ context: Context) -> Response {
        context.logger.error("internal error", metadata: ["error": "\(error)"])
        return ProtocolError(status: .internalServerError, message: "Internal Server Error").response()
    }
}
