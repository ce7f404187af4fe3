import Foundation
import HTTPTypes
import Hummingbird

/// The session cookie: `glossa_session=<token>; Path=/; HttpOnly; SameSite=Lax` (and `Secure` when the
/// request came over HTTPS, as ``PublicOrigin`` decides), so page scripts cannot read it and other sites'
/// forms do not send it.
enum SessionCookie {
    static let name = "glossa_session"
    static let csrfHeader = HTTPField.Name("X-CSRF-Token")!

    /// The `Set-Cookie` value that stores `token` for `maxAge` seconds.
    static func set(_ token: String, maxAge: Int64, secure: Bool) -> String {
        "\(name)=\(token); Path=/; Max-Age=\(max(0, maxAge)); HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    /// The `Set-Cookie` value of a new session, lasting as long as the session.
    static func set(for signedIn: SignedIn, secure: Bool) -> String {
        set(signedIn.token, maxAge: (signedIn.session.expiresAt - signedIn.session.createdAt) / 1000, secure: secure)
    }

    /// Whether the cookie of an answer to `request` carries `Secure`.
    static func isSecure(_ request: Request, _ context: DeliveryRequestContext, _ services: ServerServices) -> Bool {
        PublicOrigin.isHTTPS(request, context, services.configuration.accounts)
    }

    /// The `Set-Cookie` value that deletes the cookie.
    static func clear(secure: Bool) -> String {
        set("", maxAge: 0, secure: secure)
    }

    /// The session token in the request's `Cookie` headers, if any.
    static func token(in request: Request) -> String? {
        for header in request.headers[values: .cookie] {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }
}
