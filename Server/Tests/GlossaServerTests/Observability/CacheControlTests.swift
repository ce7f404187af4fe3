import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// `Cache-Control` for a CDN in front: `max-age` and, when configured, `stale-while-revalidate`.
@Suite("Cache-Control")
struct CacheControlTests {
    @Test func maxAgeAloneByDefault() async throws {
        let fixture = try await ServerFixture.make()
        #expect(fixture.server.configuration.cacheControl == "max-age=1800")
        try await fixture.test { client in
            try await client.execute(uri: "/content/fr", method: .get, headers: fixture.read) {
                #expect($0.headers[.cacheControl] == "max-age=1800")
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func staleWhileRevalidateWhenConfigured(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind) { configuration in
            configuration.cacheMaxAge = 300
            configuration.cacheStaleWhileRevalidate = 60
        }
        try await fixture.test { client in
            let expected = "max-age=300, stale-while-revalidate=60"
            for uri in ["/content/fr", "/languages", "/content/fr?filter[tags]=a"] {
                let etag = try await client.execute(uri: uri, method: .get, headers: fixture.read) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.headers[.cacheControl] == expected, "\(uri)")
                    return try #require(response.headers[.eTag])
                }
                var conditional = fixture.read
                conditional[.ifNoneMatch] = etag
                try await client.execute(uri: uri, method: .get, headers: conditional) { response in
                    #expect(response.status == .notModified, "\(uri)")
                    #expect(response.headers[.cacheControl] == expected, "\(uri)")
                }
            }
        }
    }
}
