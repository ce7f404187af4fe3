import Foundation
import GlossaLocalization
import GlossaTestSupport
import Testing

@testable import GlossaDelivery

/// The Glossa code of the "Coming from Transifex Native" guide, run with a bundled `txstrings.json` and
/// a local content delivery server.
@Suite struct TransifexNativeGuideTests {
    @Test func guide() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, #"{"data": {"Hello": {"string": "Γεια σου"}}}"#))
        server.script("/content/fr", .json(200, #"{"data": {"Hello": {"string": "Salut"}}}"#))
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (host, token, cacheURL) = (server.baseURL, "1/token", temporary.url)
        let bundledStrings = Guide.data("Transifex/txstrings.json")
        // Transifex example 1 begins
        let cache = await StandardCache.load(
            bundled: FileTranslationProvider(name: "bundle", fileURL: bundledStrings),
            directory: CacheDirectory(url: cacheURL), policy: .updateUsingTranslated)
        let delivery = TranslationDelivery(
            client: CDSClient(configuration: CDSConfiguration(host: host, token: token)), cache: cache,
            locales: ["el", "fr"])
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "el", "fr"], delivery: delivery, preferredLanguages: ["el"],
            store: InMemoryLocaleStore(),
            configuration: .transifex(
                missingPolicy: CompositePolicy(PseudoTranslationPolicy(), WrappedStringPolicy(start: "[", end: "]"))))
        try await localizer.loadCurrentLocale()  // the bundled and cached strings
        let bundled = localizer.translate("Hello")  // "Γεια"
        let update = await localizer.fetchTranslations()  // update.outcomes["el"] == .updated
        let hello = localizer.translate("Hello")  // "Γεια σου"
        let files = localizer.translate("{cnt, plural, one {# file} other {# files}}", arguments: ["cnt": 3])
        // "3 αρχεία"
        let missing = localizer.translate("Goodbye")  // pseudo-translated, then wrapped: "[Ġøøđƀÿê]"
        // Transifex example 1 ends
        #expect(bundled == "Γεια")
        #expect(update.outcomes["el"] == .updated)
        #expect(hello == "Γεια σου")
        #expect(files == "3 αρχεία")
        #expect(missing == "[Ġøøđƀÿê]")
    }

    @Test func theGuideMatchesThisTest() throws {
        let differences = try Guide.differences("ComingFromTransifexNative", marker: "Transifex")
        #expect(differences.isEmpty, "\(differences)")
    }
}
