import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The same routes over a real socket: Hummingbird's live test server binds port 0.
@Suite("Live server on port 0")
struct LiveServerTests {
    @Test(arguments: StoreKind.persistent)
    func pushFetchAndRevalidateOverTCP(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test(live: true) { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            let etag = try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
                #expect(try contentStrings(String(buffer: response.body)) == ["hello": "Hello"])
                return try #require(response.headers[.eTag])
            }
            var conditional = fixture.read
            conditional[.ifNoneMatch] = etag
            try await client.execute(uri: "/content/en", method: .get, headers: conditional) { response in
                #expect(response.status == .notModified)
            }
            try await client.execute(
                uri: "/content", method: .post, headers: fixture.write,
                body: ByteBuffer(string: String(repeating: "x", count: 60 * 1024 * 1024))
            ) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
    }
}
