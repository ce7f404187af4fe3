import Foundation
import Testing

@testable import GlossaDelivery

@Suite struct TranslationDeliveryTests {
    /// A directory with a bundled file (el, fr) and a cache directory.
    struct Fixture {
        let temporary: TemporaryDirectory
        let bundled: FileTranslationProvider
        let directory: CacheDirectory

        init(bundle: Translations = Translations(["el": ["a": "α-bundle", "b": "β-bundle"], "fr": ["a": "a-bundle"]]))
            throws
        {
            temporary = try TemporaryDirectory()
            let bundleFile = temporary.url.appendingPathComponent("App.app/txstrings.json")
            try FileManager.default.createDirectory(
                at: bundleFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try TranslationsFileFormat.encode(bundle).write(to: bundleFile)
            bundled = FileTranslationProvider(name: "bundle", fileURL: bundleFile)
            directory = CacheDirectory(url: temporary.url.appendingPathComponent("Caches/glossa"))
        }

        func cache(_ policy: UpdatePolicy = .replaceAll, _ mode: ApplyMode = .immediately, version: String? = nil) async
            -> StandardCache
        {
            await StandardCache.load(
                bundled: bundled, directory: directory, policy: policy, applyMode: mode, appVersion: version,
                logger: RecordingLogger())
        }

        func downloaded() throws -> Translations {
            try TranslationsFileFormat.decode(Data(contentsOf: directory.translationsFile), path: "").0
        }
    }

    static func content(_ pairs: KeyValuePairs<String, String>) -> String {
        let members = pairs.map { #""\#($0.key)": {"string": "\#($0.value)"}"# }.joined(separator: ", ")
        return #"{"data": {\#(members)}}"#
    }

    @Test func fetchedStringsApplyImmediatelyAndObserversAreTold() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, Self.content(["a": "α-new", "b": ""]), headers: [("ETag", "e1")]))
        server.script("/content/fr", .json(200, Self.content(["a": "a-new"]), headers: [("ETag", "f1")]))
        let cache = await fixture.cache(.updateUsingTranslated)
        let delivery = TranslationDelivery(client: makeClient(server), cache: cache, locales: ["el", "fr"])
        let updates = await delivery.updates()

        let report = await delivery.fetchTranslations()

        #expect(report.succeeded)
        #expect(report.updatedLocales == ["el", "fr"])
        #expect(report.updatedTables["el"] == ["a": "α-new", "b": "β-bundle"])
        #expect(await delivery.translations()["el"] == ["a": "α-new", "b": "β-bundle"])
        var iterator = updates.makeAsyncIterator()
        let update = await iterator.next()
        #expect(update?.locales == ["el", "fr"])
        #expect(update?.tables["fr"] == ["a": "a-new"])
        // The file holds the strings as fetched; the policy applies again at the next launch.
        #expect(try fixture.downloaded() == Translations(["el": ["a": "α-new", "b": ""], "fr": ["a": "a-new"]]))
        let relaunched = await fixture.cache(.updateUsingTranslated)
        #expect(await relaunched.translations()["el"] == ["a": "α-new", "b": "β-bundle"])
    }

    @Test func withNextLaunchTheStringsWaitForARestart() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, Self.content(["a": "α-new"])))
        let cache = await fixture.cache(.replaceAll, .nextLaunch)
        let delivery = TranslationDelivery(client: makeClient(server), cache: cache, locales: ["el"])

        let report = await delivery.fetchTranslations()

        #expect(report.updatedLocales == ["el"])
        #expect(report.applyMode == .nextLaunch)
        #expect(report.updatedTables.isEmpty)
        #expect(await delivery.translations()["el"] == ["a": "α-bundle", "b": "β-bundle"])
        let relaunched = await fixture.cache(.replaceAll, .nextLaunch)
        #expect(await relaunched.translations()["el"] == ["a": "α-new"])
        #expect(await relaunched.translations()["fr"] == ["a": "a-bundle"])
    }

    @Test func etagsArePersistedAndA304KeepsTheCache() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let filter = ContentFilter(tags: ["ios"])
        server.script("/content/el", .json(200, Self.content(["a": "α-new"]), headers: [("ETag", "e1")]), .status(304))
        let first = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(), locales: ["el"], filter: filter)
        _ = await first.fetchTranslations()

        // A new launch: the ETag comes from etags.json.
        let cache = await fixture.cache()
        let second = TranslationDelivery(client: makeClient(server), cache: cache, locales: ["el"], filter: filter)
        let report = await second.fetchTranslations()

        #expect(report.outcomes["el"] == .notModified)
        #expect(await second.translations()["el"] == ["a": "α-new"])
        let requests = server.requests(to: "/content/el")
        #expect(requests.map { $0.header("If-None-Match") } == [nil, "e1"])
        #expect(requests.map(\.target) == ["/content/el?filter%5Btags%5D=ios", "/content/el?filter%5Btags%5D=ios"])
    }

    @Test func offlineKeepsCachedContentAndSaysSo() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        let client = makeClient(server)
        server.stop()
        let delivery = TranslationDelivery(client: client, cache: await fixture.cache(), locales: ["el", "fr"])

        let report = await delivery.fetchTranslations()

        #expect(report.isOffline)
        #expect(report.failedLocales == ["el", "fr"])
        #expect(await delivery.translations()["el"] == ["a": "α-bundle", "b": "β-bundle"])
        #expect(!FileManager.default.fileExists(atPath: fixture.directory.translationsFile.path))
    }

    @Test func aLocaleWhoseRefreshFailedKeepsItsPreviousDownload() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, Self.content(["a": "α-1"])), .json(200, Self.content(["a": "α-2"])))
        server.script("/content/fr", .json(200, Self.content(["a": "fr-1"])), .status(500, "boom"))
        let client = makeClient(server, retry: RetryPolicy(maximumErrorRetries: 0))
        let delivery = TranslationDelivery(client: client, cache: await fixture.cache(), locales: ["el", "fr"])
        _ = await delivery.fetchTranslations()

        let report = await delivery.fetchTranslations()

        #expect(report.updatedLocales == ["el"])
        #expect(report.failedLocales == ["fr"])
        #expect(!report.isOffline)
        #expect(await delivery.translations()["fr"] == ["a": "fr-1"])
        #expect(try fixture.downloaded() == Translations(["el": ["a": "α-2"], "fr": ["a": "fr-1"]]))
        let relaunched = await fixture.cache()
        #expect(await relaunched.translations()["fr"] == ["a": "fr-1"])
    }

    @Test func aCorruptDownloadIsReportedAndTheBundleIsUsed() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        try FileManager.default.createDirectory(at: fixture.directory.url, withIntermediateDirectories: true)
        try Data(#"{"el": {"a": {"string": "half"#.utf8).write(to: fixture.directory.translationsFile)
        try await FileETagStore(fileURL: fixture.directory.etagsFile).setETags(["el": "stale"], filter: .none)

        let cache = await fixture.cache()

        #expect(cache.loadIssues.map(\.provider) == ["download"])
        #expect(await cache.translations()["el"] == ["a": "α-bundle", "b": "β-bundle"])
        // The ETag of the lost download must not be sent: a 304 would keep nothing.
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, Self.content(["a": "α-new"])))
        let delivery = TranslationDelivery(client: makeClient(server), cache: cache, locales: ["el"])
        let report = await delivery.fetchTranslations()
        #expect(server.requests.first?.header("If-None-Match") == nil)
        #expect(report.succeeded)
        #expect(try fixture.downloaded() == Translations(["el": ["a": "α-new"]]))
    }

    @Test func aCancelledFetchLeavesNothingHalfWritten() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, Self.content(["a": "α-1"])), .json(200, Self.content(["a": "α-2"])))
        server.script(
            "/content/fr", .json(200, Self.content(["a": "fr-1"])),
            ScriptedResponse(status: 200, body: Data(Self.content(["a": "fr-2"]).utf8), delay: 5))
        let delivery = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(), locales: ["el", "fr"])
        _ = await delivery.fetchTranslations()
        let before = try Data(contentsOf: fixture.directory.translationsFile)

        let task = Task { await delivery.fetchTranslations() }
        while server.requests(to: "/content/fr").count < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
        task.cancel()
        let report = await task.value

        #expect(report.wasCancelled)
        #expect(!report.succeeded)
        #expect(try Data(contentsOf: fixture.directory.translationsFile) == before)
        #expect(
            fixture.temporary.fileNames(in: fixture.directory.url)
                == ["app-version", "etags.json", "txstrings.json"].filter {
                    FileManager.default.fileExists(atPath: fixture.directory.url.appendingPathComponent($0).path)
                })
        #expect(await delivery.translations()["el"] == ["a": "α-1"])
    }

    @Test func aNewAppVersionDropsOldDownloads() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, Self.content(["a": "α-new"])))
        let delivery = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(version: "1.0"), locales: ["el"])
        _ = await delivery.fetchTranslations()
        #expect(await fixture.cache(version: "1.0").translations()["el"] == ["a": "α-new"])

        let upgraded = await fixture.cache(version: "2.0")

        #expect(upgraded.invalidatedForNewAppVersion)
        #expect(await upgraded.translations()["el"] == ["a": "α-bundle", "b": "β-bundle"])
    }
}

@Suite struct WarmStartOrderTests {
    @Test func cachedStringsAreReadyBeforeTheNetworkAnswers() async throws {
        let fixture = try TranslationDeliveryTests.Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script(
            "/content/el",
            ScriptedResponse(status: 200, body: Data(TranslationDeliveryTests.content(["a": "α-new"]).utf8), delay: 1))
        let delivery = TranslationDelivery(client: makeClient(server), cache: await fixture.cache(), locales: ["el"])

        let refresh = Task { await delivery.fetchTranslations() }
        while server.requests.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        // The request is in flight; lookups are served from the cache meanwhile.
        #expect(await delivery.translations().string(forKey: "a", locale: "el") == "α-bundle")
        #expect(server.requests.count == 1)

        let report = await refresh.value
        #expect(report.updatedLocales == ["el"])
        #expect(await delivery.translations().string(forKey: "a", locale: "el") == "α-new")
    }
}
