import Foundation
import GlossaCLDR
import Testing

@testable import GlossaLocalization

/// Runtime language switching: loading through the source, progress, persistence, observers, and
/// readers on other threads while the locale changes.
struct LocaleSwitchingTests {
    static func catalogs() throws -> [Catalog] {
        [
            try Catalog(locale: TestLocale.english, messages: ["greeting": "Hello", "farewell": "Goodbye"]),
            try Catalog(locale: TestLocale.russian, messages: ["greeting": "Привет", "farewell": "Пока"]),
            try Catalog(locale: TestLocale.greek, messages: ["greeting": "Γεια"]),
            try Catalog(locale: TestLocale.french, messages: ["greeting": "Bonjour", "farewell": "Au revoir"]),
        ]
    }

    static func makeLocalizer(
        source: TestCatalogSource, store: any LocaleStore = InMemoryLocaleStore(), preferred: [LocaleIdentifier] = [],
        notificationCenter: NotificationCenter? = nil
    ) -> Localizer {
        Localizer(
            sourceLocale: TestLocale.english,
            appLocales: [TestLocale.english, TestLocale.russian, TestLocale.greek, TestLocale.french], source: source,
            preferredLanguages: preferred, store: store, notificationCenter: notificationCenter)
    }

    @Test func changingLoadsTheLocaleThenSwitches() async throws {
        let source = TestCatalogSource(try Self.catalogs())
        let localizer = Self.makeLocalizer(source: source)
        #expect(localizer.locale == TestLocale.english)
        try await localizer.loadCurrentLocale()
        #expect(localizer.string("greeting") == "Hello")
        let progress = ProgressRecorder()
        let locale = try await localizer.changeLocale(to: TestLocale.parse("ru-RU")) { progress.record($0) }
        #expect(locale == TestLocale.russian)
        #expect(localizer.locale == TestLocale.russian)
        #expect(localizer.string("greeting") == "Привет")
        #expect(progress.values.last == 1)
        #expect(progress.values.contains(0.5))
        // Switching back needs no loading.
        try await localizer.changeLocale(to: TestLocale.english)
        #expect(source.requests.filter { $0 == TestLocale.english }.count == 1)
        #expect(source.requests.filter { $0 == TestLocale.russian }.count == 1)
    }

    @Test func anUnsupportedLocaleIsRefused() async throws {
        let localizer = Self.makeLocalizer(source: TestCatalogSource(try Self.catalogs()))
        await #expect(throws: LocalizerError.unsupportedLocale("ja")) {
            try await localizer.changeLocale(to: TestLocale.parse("ja"))
        }
        #expect(localizer.locale == TestLocale.english)
    }

    @Test func aFailedLoadKeepsTheCurrentLocale() async throws {
        let source = TestCatalogSource(try Self.catalogs())
        source.fail(TestLocale.greek)
        let localizer = Self.makeLocalizer(source: source)
        try await localizer.loadCurrentLocale()
        await #expect(throws: TestCatalogSource.Failure.self) { try await localizer.changeLocale(to: TestLocale.greek) }
        #expect(localizer.locale == TestLocale.english)
        #expect(localizer.string("greeting") == "Hello")
    }

    @Test func theChoiceIsPersistedAndRestored() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileLocaleStore(url: directory.appendingPathComponent("app/glossa-locale"))
        let source = TestCatalogSource(try Self.catalogs())
        let first = Self.makeLocalizer(source: source, store: store, preferred: [TestLocale.french])
        #expect(first.locale == TestLocale.french)
        try await first.changeLocale(to: TestLocale.russian)
        #expect(store.loadLocale() == TestLocale.russian)
        // The next start restores the choice over the preferred languages.
        let second = Self.makeLocalizer(source: source, store: store, preferred: [TestLocale.french])
        #expect(second.locale == TestLocale.russian)
        try await second.loadCurrentLocale()
        #expect(second.string("greeting") == "Привет")
        // A stored locale the app no longer has is ignored.
        try store.saveLocale(TestLocale.parse("ja"))
        let third = Self.makeLocalizer(source: source, store: store, preferred: [TestLocale.greek])
        #expect(third.locale == TestLocale.greek)
    }

    @Test func observersHearEveryChange() async throws {
        let localizer = Self.makeLocalizer(source: TestCatalogSource(try Self.catalogs()))
        let changes = localizer.changes
        try await localizer.changeLocale(to: TestLocale.russian)
        await localizer.install([try Catalog(locale: TestLocale.russian, messages: ["greeting": "Здравствуйте"])])
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == LocalizationChange(locale: TestLocale.russian, reason: .localeChanged))
        #expect(await iterator.next() == LocalizationChange(locale: TestLocale.russian, reason: .catalogsUpdated))
        #expect(localizer.string("greeting") == "Здравствуйте")
    }

    @Test func aNotificationIsPosted() async throws {
        let center = NotificationCenter()
        let received = NotificationRecorder()
        let observer = center.addObserver(forName: .localizerDidChange, object: nil, queue: nil) { notification in
            received.record(notification.userInfo?["locale"] as? String, notification.userInfo?["reason"] as? String)
        }
        defer { center.removeObserver(observer) }
        let localizer = Self.makeLocalizer(source: TestCatalogSource(try Self.catalogs()), notificationCenter: center)
        try await localizer.changeLocale(to: TestLocale.greek)
        #expect(received.values == ["el localeChanged"])
    }

    @Test func aLaterChangeSupersedesOneStillLoading() async throws {
        let source = TestCatalogSource(try Self.catalogs())
        source.hold(TestLocale.greek)
        let localizer = Self.makeLocalizer(source: source)
        let slow = Task { try await localizer.changeLocale(to: TestLocale.greek) }
        while !source.isWaiting(TestLocale.greek) { await Task.yield() }
        try await localizer.changeLocale(to: TestLocale.french)
        #expect(localizer.locale == TestLocale.french)
        source.release(TestLocale.greek)
        await #expect(throws: LocalizerError.self) { try await slow.value }
        #expect(localizer.locale == TestLocale.french)
        #expect(localizer.string("greeting") == "Bonjour")
    }

    @Test func readersOnOtherThreadsSeeOneLocaleOrTheOther() async throws {
        let localizer = Self.makeLocalizer(source: TestCatalogSource(try Self.catalogs()))
        try await localizer.loadCurrentLocale()
        let valid: Set<String> = ["Hello Goodbye", "Привет Пока", "Bonjour Au revoir", "Γεια Goodbye"]
        let switcher = Task {
            for round in 0..<40 {
                let locale = [TestLocale.russian, TestLocale.french, TestLocale.greek, TestLocale.english][round % 4]
                try await localizer.changeLocale(to: locale)
            }
        }
        let results = await withTaskGroup(of: Set<String>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var seen = Set<String>()
                    for _ in 0..<2_000 {
                        let greeting = localizer.string("greeting")
                        let farewell = localizer.string("farewell")
                        // Two lookups may straddle a switch; each must be a whole string of some locale.
                        seen.insert(greeting)
                        seen.insert(farewell)
                    }
                    return seen
                }
            }
            var all = Set<String>()
            for await seen in group { all.formUnion(seen) }
            return all
        }
        try await switcher.value
        let words = Set(valid.flatMap { $0.split(separator: " ").map(String.init) }).union(["Au revoir"])
        #expect(results.isSubset(of: words))
        #expect(localizer.locale == TestLocale.english)
    }

    @Test func pseudoLocalesShowTheSourceThroughTheirPolicy() async throws {
        let localizer = Self.makeLocalizer(source: TestCatalogSource(try Self.catalogs()))
        try await localizer.changeLocale(to: TestLocale.expandingPseudo)
        #expect(localizer.string("greeting") == "[Ȟêĺĺø ~~]")
        try await localizer.changeLocale(to: TestLocale.rightToLeftPseudo)
        #expect(localizer.string("greeting") == "\u{202E}Hello\u{202C}")
        #expect(localizer.string("missing.key") == "\u{202E}missing.key\u{202C}")
    }

    @Test func aLayeredSourceLetsLaterLayersWinPerKey() async throws {
        let bundled = InMemoryCatalogSource([
            try Catalog(locale: TestLocale.russian, messages: ["greeting": "Привет", "farewell": "Пока"])
        ])
        let downloaded = InMemoryCatalogSource([
            try Catalog(locale: TestLocale.russian, messages: ["greeting": "Здравствуйте"]),
            try Catalog(locale: TestLocale.russian, table: "Settings", messages: ["title": "Настройки"]),
        ])
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.russian],
            source: LayeredCatalogSource([bundled, downloaded]), preferredLanguages: [], store: InMemoryLocaleStore(),
            notificationCenter: nil)
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(localizer.string("greeting") == "Здравствуйте")
        #expect(localizer.string("title", table: "Settings") == "Настройки")
        // A key only the bundled layer has is still found.
        #expect(localizer.string("farewell") == "Пока")
        #expect(await localizer.hasLocalCatalogs(for: TestLocale.russian))
    }
}

final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []
    func record(_ value: Double) { lock.withLock { recorded.append(value) } }
    var values: [Double] { lock.withLock { recorded } }
}

final class NotificationRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func record(_ locale: String?, _ reason: String?) {
        lock.withLock { recorded.append("\(locale ?? "nil") \(reason ?? "nil")") }
    }
    var values: [String] { lock.withLock { recorded } }
}
