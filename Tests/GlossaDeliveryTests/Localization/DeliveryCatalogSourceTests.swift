import Foundation
import GlossaCLDR
import GlossaLocalization
import Testing

@testable import GlossaDelivery

/// A `Localizer` fed by over-the-air delivery: cached strings first, `fetchTranslations()` against the
/// loopback server, immediately or at the next launch, with observers told.
@Suite struct DeliveryCatalogSourceTests {
    typealias Fixture = TranslationDeliveryTests.Fixture

    static let english = locale("en")
    static let greek = locale("el")
    static let french = locale("fr")

    static func locale(_ code: String) -> LocaleIdentifier { (try? LocaleIdentifier(parsing: code)) ?? .root }

    static func localizer(_ delivery: TranslationDelivery, preferring locale: LocaleIdentifier = greek) throws
        -> Localizer
    {
        Localizer(
            sourceLocale: english, appLocales: [english, greek, french],
            catalogs: [try Catalog(locale: english, syntax: .icu, messages: ["a": "a-source", "b": "b-source"])],
            source: DeliveryCatalogSource(delivery: delivery), preferredLanguages: [locale],
            store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func theDeliveryInitializerRendersICUSourceStrings() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let delivery = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(), locales: ["el", "fr"])
        let localizer = Localizer(
            sourceLocale: Self.english, appLocales: [Self.english, Self.greek, Self.french], delivery: delivery,
            preferredLanguages: [Self.french], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.loadCurrentLocale()
        #expect(localizer.translate("a") == "a-bundle")
        // Not translated: the ICU source string renders, as Transifex Native shows it.
        #expect(localizer.translate("{cnt, plural, one {# file} other {# files}}", arguments: ["cnt": 3]) == "3 files")
        #expect(server.requests(to: "/content/fr").isEmpty)
    }

    @Test func cachedStringsServeBeforeAnyRequestAndFetchedOnesApplyAtOnce() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, TranslationDeliveryTests.content(["a": "α-new", "b": "{n} β"])))
        server.script("/content/fr", .json(200, TranslationDeliveryTests.content(["a": "a-new"])))
        let delivery = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(), locales: ["el", "fr"])
        let localizer = try Self.localizer(delivery)
        try await localizer.loadCurrentLocale()
        #expect(localizer.locale == Self.greek)
        #expect(localizer.string("a") == "α-bundle")
        #expect(server.requests(to: "/content/el").isEmpty)
        let changes = localizer.changes
        var iterator = changes.makeAsyncIterator()

        let update = await localizer.fetchTranslations()

        #expect(update.outcomes[Self.greek] == .updated)
        #expect(update.outcomes[Self.french] == .updated)
        #expect(update.failedLocales.isEmpty)
        #expect(localizer.string("a") == "α-new")
        #expect(localizer.string("b", arguments: ["n": 3]) == "3 β")
        #expect(await iterator.next() == LocalizationChange(locale: Self.greek, reason: .catalogsUpdated))
        // French was not loaded: it reads the fresh strings when the app switches to it.
        #expect(localizer.loadedLocales == [Self.greek, Self.english].sorted())
        try await localizer.changeLocale(to: Self.french)
        #expect(localizer.string("a") == "a-new")
        // The source language is asked for too, and has nothing over the air: its bundled catalog stays.
        #expect(localizer.string("b") == "b-source")
    }

    @Test func withNextLaunchTheLocalizerKeepsItsStringsUntilRestart() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, TranslationDeliveryTests.content(["a": "α-new"])))
        server.script("/content/fr", .json(200, TranslationDeliveryTests.content(["a": "a-new"])))
        let delivery = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(.replaceAll, .nextLaunch), locales: ["el", "fr"])
        let localizer = try Self.localizer(delivery)
        try await localizer.loadCurrentLocale()
        let revision = localizer.revision

        let update = await localizer.fetchTranslations()

        #expect(update.outcomes[Self.greek] == .pendingUntilNextLaunch)
        #expect(localizer.string("a") == "α-bundle")
        #expect(localizer.revision == revision)
        // The next launch reads the saved strings.
        let relaunched = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(.replaceAll, .nextLaunch), locales: ["el", "fr"])
        let next = try Self.localizer(relaunched)
        try await next.loadCurrentLocale()
        #expect(next.string("a") == "α-new")
    }

    @Test func aFailedLocaleKeepsItsStringsAndIsReported() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .status(500))
        server.script("/content/fr", .json(200, TranslationDeliveryTests.content(["a": "a-new"])))
        let delivery = TranslationDelivery(
            client: makeClient(server, retry: RetryPolicy(maximumErrorRetries: 0)), cache: await fixture.cache(),
            locales: ["el", "fr"])
        let localizer = try Self.localizer(delivery)
        try await localizer.loadCurrentLocale()

        let update = await localizer.fetchTranslations()

        #expect(update.failedLocales == [Self.greek])
        #expect(localizer.string("a") == "α-bundle")
        #expect(update.outcomes[Self.french] == .updated)
    }

    @Test func aLayeredSourceKeepsBundledTablesBesideDeliveredOnes() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, TranslationDeliveryTests.content(["a": "α-new"])))
        server.script("/content/fr", .status(304))
        let delivery = TranslationDelivery(
            client: makeClient(server), cache: await fixture.cache(), locales: ["el", "fr"])
        let bundled = InMemoryCatalogSource([
            try Catalog(locale: Self.greek, table: "Screens", syntax: .icu, messages: ["title": "Τίτλος"]),
            try Catalog(locale: Self.greek, syntax: .icu, messages: ["a": "α-file", "only-file": "μόνο"]),
        ])
        let localizer = Localizer(
            sourceLocale: Self.english, appLocales: [Self.english, Self.greek, Self.french],
            source: LayeredCatalogSource([bundled, DeliveryCatalogSource(delivery: delivery)]),
            preferredLanguages: [Self.greek], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.loadCurrentLocale()
        #expect(localizer.string("a") == "α-bundle")

        let update = await localizer.fetchTranslations()

        #expect(update.outcomes[Self.greek] == .updated)
        #expect(localizer.string("a") == "α-new")
        #expect(localizer.string("title", table: "Screens") == "Τίτλος")
    }

    @Test func serviceCodesAreMatchedToLocaleIdentifiers() {
        let codes = DeliveryCatalogSource.codes(for: [Self.locale("pt-BR"), Self.greek], known: ["pt_BR", "fr"])
        #expect(codes.map(\.code) == ["pt_BR", "el"])
        let translations = Translations(["pt_BR": ["a": "olá"]])
        #expect(DeliveryCatalogSource.table(in: translations, for: Self.locale("pt-BR")) == ["a": "olá"])
    }
}
