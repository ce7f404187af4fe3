import Foundation
import Testing

@testable import GlossaDelivery

@Suite struct CacheLayerTests {
    @Test func theFileFormatIsTransifexTxstrings() throws {
        let translations = Translations(["el": ["Hello": "Γεια", "Untranslated": ""], "en": ["q\"uote": "a\nb"]])
        let data = TranslationsFileFormat.encode(translations)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"el":{"Hello":{"string":"Γεια"},"Untranslated":{"string":""}},"en":{"q\"uote":{"string":"a\nb"}}}"#
        )
        let (decoded, skipped) = try TranslationsFileFormat.decode(data, path: "x")
        #expect(decoded == translations)
        #expect(skipped == 0)
    }

    @Test func aCorruptFileSaysWhere() throws {
        #expect(throws: CacheError.corruptFile(path: "f.json", reason: "the top level is not an object of locales")) {
            try TranslationsFileFormat.decode(Data("[]".utf8), path: "f.json")
        }
        do {
            _ = try TranslationsFileFormat.decode(Data("{\"el\": {\n\"a\": {\"string\": \"x\"".utf8), path: "f.json")
            Issue.record("accepted a truncated file")
        } catch {
            guard case .corruptFile(_, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("line 2"), "\(reason)")
        }
    }

    @Test func theFileLayerWritesAtomicallyAndKeepsLocalesNotUpdated() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("sub/txstrings.json")
        let memory = MemoryCache()
        let cache = FileOutputCache(fileURL: file, base: memory)
        try await cache.update(with: Translations(["el": ["a": "α"], "fr": ["a": "à"]]))
        try await cache.update(with: Translations(["el": ["a": "ά"]]))

        let onDisk = try TranslationsFileFormat.decode(Data(contentsOf: file), path: file.path).0
        #expect(onDisk == Translations(["el": ["a": "ά"], "fr": ["a": "à"]]))
        #expect(directory.fileNames(in: file.deletingLastPathComponent()) == ["txstrings.json"])
        #expect(await memory.translations() == onDisk)
        #expect(await cache.persistedLocales() == ["el", "fr"])
    }

    @Test func aFailedWriteLeavesTheOldFileAndTheMemoryAlone() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The target is a directory: the rename fails.
        let file = directory.url.appendingPathComponent("txstrings.json")
        try FileManager.default.createDirectory(
            at: file.appendingPathComponent("occupied"), withIntermediateDirectories: true)
        let memory = MemoryCache(Translations(["el": ["a": "α"]]))
        let cache = FileOutputCache(fileURL: file, base: memory)
        await #expect(throws: CacheError.self) { try await cache.update(with: Translations(["el": ["a": "new"]])) }
        #expect(await memory.translations() == Translations(["el": ["a": "α"]]))
        #expect(directory.fileNames() == ["txstrings.json"])
    }

    @Test func aCancelledWriteIsNotCommitted() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("txstrings.json")
        let memory = MemoryCache()
        let cache = FileOutputCache(fileURL: file, base: memory)
        try await cache.update(with: Translations(["el": ["a": "α"]]))
        let before = try Data(contentsOf: file)

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await cache.update(with: Translations(["el": ["a": "half"], "fr": ["a": "à"]]))
        }
        await #expect(throws: CacheError.cancelled) { try await task.value }

        #expect(try Data(contentsOf: file) == before)
        #expect(directory.fileNames() == ["txstrings.json"])
        #expect(await memory.translations() == Translations(["el": ["a": "α"]]))
        #expect(await cache.persistedLocales() == ["el"])
    }

    @Test func theReadOnlyLayerIgnoresUpdates() async throws {
        let memory = MemoryCache(Translations(["el": ["a": "α"]]))
        let cache = ReadOnlyCache(base: memory)
        cache.update(with: Translations(["el": ["a": "new"]]))
        #expect(await cache.translations() == Translations(["el": ["a": "α"]]))
    }

    @Test func providersLoadInOrderAndACorruptOneIsSkipped() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bundled = directory.url.appendingPathComponent("bundle.json")
        let downloaded = directory.url.appendingPathComponent("download.json")
        let missing = directory.url.appendingPathComponent("missing.json")
        try TranslationsFileFormat.encode(Translations(["el": ["a": "α", "b": "β"]])).write(to: bundled)
        try Data("{\"el\": {\"a\": ".utf8).write(to: downloaded)
        let memory = MemoryCache()
        let cache = await ProviderBasedCache(
            providers: [
                FileTranslationProvider(name: "bundle", fileURL: bundled),
                FileTranslationProvider(name: "missing", fileURL: missing),
                FileTranslationProvider(name: "download", fileURL: downloaded),
            ], base: UpdatePolicyCache(policy: .replaceAll, base: memory))
        #expect(await cache.translations() == Translations(["el": ["a": "α", "b": "β"]]))
        #expect(cache.loadedProviders == ["bundle"])
        #expect(cache.loadIssues.map(\.provider) == ["download"])
        guard case .corruptFile(let path, _) = cache.loadIssues.first?.error else {
            Issue.record("no issue")
            return
        }
        #expect(path == downloaded.path)
    }

    @Test func anAppExtensionFindsTheContainingAppsBundledFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let appex = directory.url.appendingPathComponent("App.app/PlugIns/Share.appex")
        try FileManager.default.createDirectory(at: appex, withIntermediateDirectories: true)
        let bundle = try #require(Bundle(url: appex))
        let provider = FileTranslationProvider.bundled(in: bundle)
        #expect(provider.fileURL.path.hasPrefix(directory.url.appendingPathComponent("App.app").path))
        #expect(!provider.fileURL.path.contains("appex"))
        #expect(provider.fileURL.lastPathComponent == "txstrings.json")
    }

    @Test func aNewAppVersionDeletesDownloadsAndETags() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cacheDirectory = CacheDirectory(url: directory.url)
        #expect(try cacheDirectory.invalidateIfAppVersionChanged(to: "1.0 (1)") == false)
        try TranslationsFileFormat.encode(Translations(["el": ["a": "α"]])).write(to: cacheDirectory.translationsFile)
        let etags = FileETagStore(fileURL: cacheDirectory.etagsFile)
        try await etags.setETags(["el": "e1"], filter: .none)
        #expect(try cacheDirectory.invalidateIfAppVersionChanged(to: "1.0 (1)") == false)
        #expect(FileManager.default.fileExists(atPath: cacheDirectory.translationsFile.path))

        #expect(try cacheDirectory.invalidateIfAppVersionChanged(to: "1.1 (2)") == true)
        #expect(!FileManager.default.fileExists(atPath: cacheDirectory.translationsFile.path))
        #expect(!FileManager.default.fileExists(atPath: cacheDirectory.etagsFile.path))
        #expect(await FileETagStore(fileURL: cacheDirectory.etagsFile).etag(locale: "el", filter: .none) == nil)
    }

    @Test func sharedContainersNeedAppGroups() {
        #if canImport(Darwin)
            // Without the entitlement there is no container.
            #expect(throws: CacheError.self) {
                try CacheDirectory.sharedContainer(groupIdentifier: "group.invalid.glossa.tests")
            }
        #else
            #expect(throws: CacheError.directoryUnavailable("app group containers exist only on Apple platforms")) {
                try CacheDirectory.sharedContainer(groupIdentifier: "group.example")
            }
        #endif
    }

    @Test func etagsPersistPerLocaleAndFilter() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("etags.json")
        let store = FileETagStore(fileURL: file)
        try await store.setETags(["el": "e-el", "fr": "e-fr"], filter: ContentFilter(tags: ["b", "a"]))
        try await store.setETags(["el": "e-el-all"], filter: .none)

        let reopened = FileETagStore(fileURL: file)
        #expect(await reopened.etag(locale: "el", filter: ContentFilter(tags: ["a", "b"])) == "e-el")
        #expect(await reopened.etag(locale: "fr", filter: ContentFilter(tags: ["a", "b"])) == "e-fr")
        #expect(await reopened.etag(locale: "el", filter: .none) == "e-el-all")
        #expect(await reopened.etag(locale: "el", filter: ContentFilter(tags: ["a"])) == nil)
        #expect(await reopened.etag(locale: "el", filter: ContentFilter(tags: ["a", "b"], status: .reviewed)) == nil)
    }
}
