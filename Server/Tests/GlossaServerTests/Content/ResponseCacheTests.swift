import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Issue 23, "a push costs the whole project": after a push, the next read of a language's content used
/// to read and render every string of the project again. The cache now patches the content bodies with
/// the push's changes; these tests check that it does (no build after a push) and that a patched body is
/// byte for byte, `ETag` included, what a rebuild would serve.
@Suite("Response cache")
struct ResponseCacheTests {
    /// The body and `ETag` a rebuild from the store serves for `language` now.
    static func rebuilt(_ fixture: ServerFixture, _ language: String) async throws -> CachedBody {
        let entries = try await ContentRoutes.entries(
            services: fixture.server.services, project: fixture.project, language: language, filter: ContentFilter())
        return CachedBody(bytes: ContentRenderer.body(entries), cacheControl: fixture.server.services.cacheControl)
    }

    /// Reads `/content/{language}` and checks it against a rebuild; returns its strings.
    static func checkedContent(_ fixture: ServerFixture, _ client: any TestClientProtocol, _ language: String)
        async throws -> [String: String]
    {
        let expected = try await rebuilt(fixture, language)
        return try await client.execute(uri: "/content/\(language)", method: .get, headers: fixture.read) { response in
            #expect(response.status == .ok)
            #expect(Array(response.body.readableBytesView) == Array(expected.bytes.readableBytesView), "\(language)")
            #expect(response.headers[.eTag] == expected.etag, "\(language)")
            return try contentStrings(String(buffer: response.body))
        }
    }

    @Test(arguments: StoreKind.available)
    func aPushPatchesTheContentItChangedInsteadOfRebuildingIt(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        let cache = fixture.server.services.cache
        try await fixture.test { client in
            try await fixture.push(
                client, #"{"data": {"a": {"string": "A"}, "b": {"string": "B"}, "c": {"string": "C"}}}"#)
            _ = try await fixture.store.setTranslations(
                [Translation(key: "a", string: "A fr"), Translation(key: "b", string: "B fr")], language: "fr",
                projectID: fixture.project.id)
            #expect(try await Self.checkedContent(fixture, client, "en") == ["a": "A", "b": "B", "c": "C"])
            #expect(try await Self.checkedContent(fixture, client, "fr") == ["a": "A fr", "b": "B fr", "c": ""])
            let built = cache.statistics.builds

            // Updated (its translations dropped), skipped, created (a plural), purged.
            try await fixture.push(
                client,
                #"{"data": {"a": {"string": "A2"}, "b": {"string": "B"}, "d": {"string": "{n, plural, one {# d} other {# ds}}"}}, "meta": {"purge": true, "keep_translations": false}}"#
            )
            #expect(
                try await Self.checkedContent(fixture, client, "en") == [
                    "a": "A2", "b": "B", "d": "{???, plural, one {# d} other {# ds}}",
                ])
            #expect(try await Self.checkedContent(fixture, client, "fr") == ["a": "", "b": "B fr", "d": ""])
            // Two pushes before the next read: their changes apply in order; kept translations stay.
            try await fixture.push(client, #"{"data": {"b": {"string": "B2"}, "e": {"string": "E"}}}"#)
            try await fixture.push(client, #"{"data": {"e": {"string": "E2"}}}"#)
            #expect(
                try await Self.checkedContent(fixture, client, "en") == [
                    "a": "A2", "b": "B2", "d": "{???, plural, one {# d} other {# ds}}", "e": "E2",
                ])
            #expect(try await Self.checkedContent(fixture, client, "fr") == ["a": "", "b": "B fr", "d": "", "e": ""])
            #expect(cache.statistics.builds == built)
            #expect(cache.statistics.patches == 4)
        }
    }

    @Test func aWriteTheServerDidNotSeeIsRebuiltNotPatched() async throws {
        let fixture = try await ServerFixture.make()
        let cache = fixture.server.services.cache
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "A"}}}"#)
            #expect(try await Self.checkedContent(fixture, client, "en") == ["a": "A"])
            // A push through another server (straight to the store): this one knows only that the
            // revision moved, once the revalidation interval has passed.
            _ = try await fixture.store.push(
                PushPayload(strings: [SourceString(key: "b", string: "B")]), to: fixture.project.id)
            try await fixture.push(client, #"{"data": {"c": {"string": "C"}}}"#)
            fixture.clock.advance(by: fixture.server.configuration.revalidationInterval)
            let built = cache.statistics.builds
            #expect(try await Self.checkedContent(fixture, client, "en") == ["a": "A", "b": "B", "c": "C"])
            #expect(cache.statistics.builds == built + 1)
            #expect(cache.statistics.patches == 0)
        }
    }
}
