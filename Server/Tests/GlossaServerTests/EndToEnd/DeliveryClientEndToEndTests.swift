import Foundation
import GlossaDelivery
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Glossa's delivery client (the runtime's `GlossaDelivery`, over `URLSession`) against Glossa's server
/// on a live port: push with job polling, languages, content with filters and ETags into a
/// `StandardCache`, invalidate and purge.
@Suite("GlossaDelivery client against the server")
struct DeliveryClientEndToEndTests {
    @Test func pushFetchRefreshAndInvalidate() async throws {
        let fixture = try await ServerFixture.make()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = Application(
            router: fixture.server.buildRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            logger: .quiet)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let cds = CDSClient(
                configuration: CDSConfiguration(
                    host: try #require(URL(string: "http://127.0.0.1:\(port)")), token: fixture.credentials.token,
                    secret: fixture.credentials.secret, jobPolling: JobPollingPolicy(interval: 0.05, maximumPolls: 400)),
                logger: SilentDeliveryLogger())

            let pushed = try await cds.push([
                SourceString(key: "hello", string: "Hello", developerComment: "greeting", tags: ["ios", "home"]),
                SourceString(key: "bye", string: "Bye", tags: ["ios"]),
                SourceString(key: "files", string: "{cnt, plural, one {# file} other {# files}}", tags: ["home"]),
                SourceString(key: "", string: "no key"),
            ])
            #expect(pushed.status == .completed, "\(pushed)")
            #expect(pushed.details?.created == 3)
            #expect(pushed.warnings == [.emptyKey(sourceString: "no key")])

            let dryRun = try await cds.push(
                [SourceString(key: "new", string: "New")], options: PushOptions(dryRun: true))
            #expect(dryRun.status == .completed)

            let languages = try await cds.fetchLanguages()
            #expect(languages.sourceLanguageCode == "en")
            #expect(Set(languages.languages.map(\.code)).isSuperset(of: ["en", "fr", "el"]))

            try await client.execute(
                uri: "/translations/fr", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Bonjour", "status": "reviewed"}}}"#)
            ) { response in
                #expect(response.status == .ok)
            }

            let cache = await StandardCache.load(
                bundled: nil, directory: CacheDirectory(url: directory), policy: .updateUsingTranslated,
                applyMode: .immediately, logger: SilentDeliveryLogger())
            let delivery = TranslationDelivery(
                client: cds, cache: cache, locales: ["en", "fr", "el"], filter: ContentFilter(tags: ["ios"]))

            let first = await delivery.fetchTranslations()
            #expect(first.succeeded, "\(first.outcomes)")
            #expect(first.updatedLocales == ["el", "en", "fr"])
            let translations = await delivery.translations()
            #expect(translations["en"] == ["hello": "Hello", "bye": "Bye"])
            // updateUsingTranslated: the untranslated "bye" ("") is not added over nothing.
            #expect(translations["fr"] == ["hello": "Bonjour"])

            // Nothing changed: every locale answers 304 to the persisted ETag.
            let second = await delivery.fetchTranslations()
            #expect(second.outcomes.values.allSatisfy { $0 == .notModified }, "\(second.outcomes)")

            // A new translation changes the ETag of fr only.
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"data": {"bye": {"string": "Au revoir"}}}"#)
            ) { response in
                #expect(response.status == .ok)
            }
            let third = await delivery.fetchTranslations()
            #expect(third.outcomes["fr"] == .updated(keyCount: 2, skipped: []))
            #expect(third.outcomes["en"] == .notModified)
            #expect(await delivery.translations()["fr"] == ["hello": "Bonjour", "bye": "Au revoir"])

            _ = try await cds.invalidate()
            _ = try await cds.purge(locale: "fr")
        }
        try await fixture.store.close()
    }
}
