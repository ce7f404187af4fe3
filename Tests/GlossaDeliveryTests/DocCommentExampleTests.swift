import Foundation
import GlossaCLDR
import GlossaLocalization
import GlossaTestSupport
import Testing

@testable import GlossaDelivery

/// The Swift examples in GlossaDelivery's doc comments, compiled here as written (they read the
/// app's bundle and the user's caches folder, or reach Transifex's service, so they are compiled, not
/// run; the README example runs in ``ReadmeExampleTests``). `docCommentsMatchThisTest()` fails when a
/// doc comment and this file drift apart.
@Suite struct DocCommentExampleTests {
    static func standardCache() async throws -> StandardCache {
        // StandardCache example begins
        let cache = await StandardCache.load(
            bundled: .bundled(), directory: try .caches(), policy: .updateUsingTranslated,
            applyMode: .immediately, appVersion: CacheDirectory.appVersion())
        // StandardCache example ends
        return cache
    }

    static func translationDelivery(token: String) async throws {
        // TranslationDelivery example begins
        let cache = await StandardCache.load(bundled: .bundled(), directory: try .caches())
        let delivery = TranslationDelivery(
            client: CDSClient(configuration: CDSConfiguration(token: token)),
            cache: cache, locales: ["el", "fr"])
        let report = await delivery.fetchTranslations()
        if report.isOffline {
            // The cached strings stay in use; try again later.
        }
        // TranslationDelivery example ends
    }

    static func deliveryCatalogSource(
        configuration: CDSConfiguration, english: LocaleIdentifier, greek: LocaleIdentifier, french: LocaleIdentifier
    ) async throws {
        // DeliveryCatalogSource example begins
        let cache = await StandardCache.load(bundled: .bundled(), directory: try .caches(), applyMode: .immediately)
        let delivery = TranslationDelivery(
            client: CDSClient(configuration: configuration), cache: cache, locales: ["el", "fr"])
        let localizer = Localizer(sourceLocale: english, appLocales: [english, greek, french], delivery: delivery)
        try await localizer.loadCurrentLocale()  // the cached strings, before any network request
        await localizer.fetchTranslations()  // fresh strings, now or at the next launch
        // DeliveryCatalogSource example ends
    }

    static func channelReleaseSource(serverURL: URL, token: String, installer: ReleaseInstaller) async
        -> ReleaseUpdateOutcome
    {
        // ChannelReleaseSource example begins
        let client = CDSClient(configuration: CDSConfiguration(host: serverURL, token: token))
        let channel = ChannelReleaseSource(client: client, channel: "production", appVersion: "2.1.0")
        let outcome = await installer.updateIfAvailable(from: channel)
        // ChannelReleaseSource example ends
        return outcome
    }

    static func bundledArchive() -> URL? {
        // BundledArchive example begins
        let bundled = Bundle.main.resourceURL.flatMap { ReleaseArchiveName.bundledArchive(in: $0) }
        // BundledArchive example ends
        return bundled
    }

    @Test(arguments: [
        ("ChannelReleaseSource", "Sources/GlossaDelivery/Channels/ChannelReleaseSource.swift"),
        ("BundledArchive", "Sources/GlossaDelivery/Archives/ReleaseArchiveName+Folder.swift"),
        ("StandardCache", "Sources/GlossaDelivery/Cache/StandardCache.swift"),
        ("TranslationDelivery", "Sources/GlossaDelivery/Coordinator/TranslationDelivery.swift"),
        ("DeliveryCatalogSource", "Sources/GlossaDelivery/Localization/DeliveryCatalogSource.swift"),
    ])
    func docCommentsMatchThisTest(name: String, path: String) throws {
        let documented = try DocumentationExamples.repositoryFile(path, from: #filePath)
        let source = try DocumentationExamples.repositoryFile(
            "Tests/GlossaDeliveryTests/DocCommentExampleTests.swift", from: #filePath)
        let block = DocumentationExamples.swiftBlocks(inDocComments: documented).first
        let test = DocumentationExamples.lines(
            of: source, between: "// \(name) example begins", and: "// \(name) example ends")
        #expect(block != nil && block == test)
    }

    /// `.bundled()` is the bundled file, where a provider is expected and on the type alike.
    @Test func bundledReadsWhereAProviderIsExpected() {
        let provider: (any TranslationProvider)? = .bundled(in: .main, fileName: "strings.json")
        let file = provider as? FileTranslationProvider
        #expect(file?.fileURL.lastPathComponent == "strings.json")
        #expect(FileTranslationProvider.bundled().fileURL.lastPathComponent == "txstrings.json")
    }
}
