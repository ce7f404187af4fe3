import HTTPTypes
import Hummingbird

/// Whether a request reached its user over HTTPS, and the origin (`https://host`) that links to this
/// server are written with. `glossa serve` speaks plain HTTP behind a TLS proxy, so it believes HTTPS
/// when one of these says so:
/// - ``AccountConfiguration/secureCookies`` (`--secure-cookies`): every user comes over HTTPS;
/// - ``AccountConfiguration/publicURL`` (`--public-url`) starts with `https://`;
/// - the request's `X-Forwarded-Proto` is `https` and it came from an address in
///   ``AccountConfiguration/trustedProxies`` (`--trusted-proxy`); from anyone else the header is
///   ignored, since a client can send it.
enum PublicOrigin {
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    /// Whether `request` came over HTTPS, as far as the configuration lets the server know.
    static func isHTTPS(_ request: Request, _ context: DeliveryRequestContext, _ accounts: AccountConfiguration)
        -> Bool
    {
        if accounts.secureCookies || accounts.publicURL?.lowercased().hasPrefix("https://") == true { return true }
        guard accounts.trustedProxies.contains(context.clientAddress),
            let proto = request.headers[forwardedProto]?.split(separator: ",").first
        else { return false }
        return proto.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }

    /// The origin to write links with: the public URL if configured, else the request's scheme and
    /// `Host` (the link is shown to the user who asked, on the host they reached).
    static func of(_ request: Request, _ context: DeliveryRequestContext, _ accounts: AccountConfiguration)
        -> String
    {
        if let publicURL = accounts.publicURL {
            return publicURL.hasSuffix("/") ? String(publicURL.dropLast()) : publicURL
        }
        let host = request.head.authority ?? "localhost"
        return (isHTTPS(request, context, accounts) ? "https://" : "http://") + host
    }
}
