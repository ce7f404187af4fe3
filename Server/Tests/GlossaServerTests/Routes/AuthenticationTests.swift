import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("Authentication and rate limits")
struct AuthenticationTests {
    static let forbidden = #"{"status":403,"message":"Forbidden"}"#
    static let invalid = #"{"status":403,"message":"Forbidden","details":"Invalid credentials"}"#

    @Test func readsNeedAKnownToken() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            for header: String? in [
                nil, "Bearer", "Bearer ", "Basic abc", "Bearer 1/unknown", "Bearer a b",
                "Bearer \(fixture.credentials.token):wrong",
            ] {
                var headers = HTTPFields()
                if let header { headers[.authorization] = header }
                try await client.execute(uri: "/content/en", method: .get, headers: headers) { response in
                    #expect(response.status == .forbidden, "\(header ?? "none")")
                    let body = String(buffer: response.body)
                    #expect(body == Self.forbidden || body == Self.invalid)
                }
            }
            try await client.execute(uri: "/languages", method: .get, headers: fixture.write) { response in
                #expect(response.status == .ok)  // token:secret also reads
            }
        }
    }

    @Test func writesNeedTheSecret() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            for headers: HTTPFields in [
                fixture.read, [.authorization: "Bearer \(fixture.credentials.token):nope"],
                [.authorization: "Bearer \(fixture.credentials.token)", Authenticator.trustSecretHeader: "trust-me"],
            ] {
                try await client.execute(
                    uri: "/content", method: .post, headers: headers, body: ByteBuffer(string: #"{"data":{}}"#)
                ) {
                    response in
                    #expect(response.status == .forbidden)
                    #expect(String(buffer: response.body) == Self.invalid)
                }
            }
        }
    }

    @Test func trustRoutesTakeTheSecretOrTheTrustSecret() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            var trusted = fixture.read
            trusted[Authenticator.trustSecretHeader] = "trust-me"
            for headers in [fixture.write, trusted] {
                try await client.execute(
                    uri: "/invalidate", method: .post, headers: headers, body: ByteBuffer(string: "{}")
                ) {
                    response in
                    #expect(response.status == .ok)
                }
            }
            var wrong = fixture.read
            wrong[Authenticator.trustSecretHeader] = "trust-you"
            for headers in [fixture.read, wrong] {
                try await client.execute(uri: "/purge", method: .post, headers: headers) { response in
                    #expect(response.status == .forbidden)
                    #expect(String(buffer: response.body) == Self.invalid)
                }
            }
        }
    }

    @Test func aCustomHeaderName() async throws {
        let fixture = try await ServerFixture.make { $0.authorizationHeader = "X-Glossa-Auth" }
        try await fixture.test { client in
            try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                #expect(response.status == .forbidden)
            }
            let header = try #require(HTTPField.Name("X-Glossa-Auth"))
            try await client.execute(
                uri: "/languages", method: .get, headers: [header: "Bearer \(fixture.credentials.token)"]
            ) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func rateLimitsAnswer429WithRetryAfter() async throws {
        let fixture = try await ServerFixture.make {
            $0.rateLimits.pull = RateLimit(requests: 3, window: .seconds(4))
        }
        try await fixture.test { client in
            for _ in 0..<3 {
                try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                    #expect(response.status == .ok)
                }
            }
            try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[.retryAfter] == "4")
                #expect(
                    String(buffer: response.body)
                        == #"{"status":429,"message":"Too many requests, please try again later."}"#)
            }
            // other scopes have their own counters
            try await client.execute(uri: "/invalidate", method: .post, headers: fixture.write) { response in
                #expect(response.status == .ok)
            }
            fixture.clock.advance(by: .seconds(3))
            try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.headers[.retryAfter] == "1")
            }
            fixture.clock.advance(by: .seconds(1))
            try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
