import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The session cookie is `Secure` when the request came over HTTPS as the configuration lets the server
/// know: a public `https` URL, or `X-Forwarded-Proto: https` from a trusted proxy (over a real socket,
/// so that the client's address is 127.0.0.1), never from anyone else.
@Suite("Secure session cookie")
struct SecureCookieTests {
    /// The `Set-Cookie` of a sign-in through the API and through the editor's form, with `headers`.
    static func cookies(_ configure: @escaping (inout AccountConfiguration) -> Void, headers: HTTPFields) async throws
        -> [String]
    {
        let fixture = try await AccountFixture.make { configure(&$0.accounts) }
        let user = try await fixture.user("ada")
        let app = Application(
            router: fixture.base.server.buildRouter(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: .quiet)
        let cookies = try await app.test(.live) { client in
            var api = headers
            api[.contentType] = "application/json"
            let viaAPI = try await client.execute(
                uri: "/api/v1/sessions", method: .post, headers: api,
                body: ByteBuffer(string: #"{"email":"\#(user.email)","password":"\#(AccountFixture.password)"}"#)
            ) { $0.headers[.setCookie] ?? "" }
            var form = headers
            form[.contentType] = "application/x-www-form-urlencoded"
            let viaForm = try await client.execute(
                uri: "/sign-in", method: .post, headers: form,
                body: ByteBuffer(
                    string: "email=\(EditorRoutes.queryEncoded(user.email))&password=correct+horse+battery")
            ) { $0.headers[.setCookie] ?? "" }
            return [viaAPI, viaForm]
        }
        try await fixture.store.close()
        return cookies
    }

    static let forwarded: HTTPFields = [PublicOrigin.forwardedProto: "https"]

    @Test func plainHTTPGetsNoSecureCookie() async throws {
        let cookies = try await Self.cookies({ _ in }, headers: [:])
        #expect(cookies.count == 2 && cookies.allSatisfy { $0.hasPrefix("glossa_session=") && !$0.contains("Secure") })
    }

    @Test func aForwardedProtoFromAnUntrustedAddressIsIgnored() async throws {
        let cookies = try await Self.cookies({ $0.trustedProxies = ["10.0.0.1"] }, headers: Self.forwarded)
        #expect(cookies.count == 2 && cookies.allSatisfy { $0.hasPrefix("glossa_session=") && !$0.contains("Secure") })
    }

    @Test func aTrustedProxySaysHTTPS() async throws {
        let cookies = try await Self.cookies({ $0.trustedProxies = ["127.0.0.1"] }, headers: Self.forwarded)
        #expect(cookies.count == 2 && cookies.allSatisfy { $0.hasSuffix("; Secure") })
        let plain = try await Self.cookies({ $0.trustedProxies = ["127.0.0.1"] }, headers: [:])
        #expect(plain.allSatisfy { !$0.contains("Secure") })
    }

    @Test func anHTTPSPublicURLMakesItSecure() async throws {
        let cookies = try await Self.cookies({ $0.publicURL = "https://glossa.example.com" }, headers: [:])
        #expect(cookies.count == 2 && cookies.allSatisfy { $0.hasSuffix("; Secure") })
    }
}
