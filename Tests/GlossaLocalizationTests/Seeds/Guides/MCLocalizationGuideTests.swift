import Foundation
import GlossaLocalization
import GlossaTestSupport
import Testing

/// The Glossa code of the "Coming from MCLocalization" guide, run with the seed's `strings.json`.
@Suite struct MCLocalizationGuideTests {
    @Test func guide() async throws {
        let stringsJSON = Guide.data("MCLocalization/strings.json")
        // MCLocalization example 1 begins
        let strings = try Catalog.load(contentsOf: stringsJSON)  // one catalog per language of strings.json
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], catalogs: strings.catalogs,
            preferredLanguages: ["ru-RU"], store: InMemoryLocaleStore())  // the best match: ru
        let greeting = localizer.string(forKey: "greeting")  // "Привет!"
        let glory = localizer.string(forKey: "glory", placeholders: ["%name%": "Man United"])
        // "Славься славься, Man United!"
        let abc = localizer.string(forKey: "key", placeholders: ["%a%": "A", "{{b}}": "B", "[c]": "C"])  // "A B C"
        // MCLocalization example 1 ends
        #expect(strings.catalogs.map(\.locale) == ["en", "ru"])
        #expect(localizer.locale == "ru")
        #expect(greeting == "Привет!")
        #expect(glory == "Славься славься, Man United!")
        #expect(abc == "A B C")

        // MCLocalization example 2 begins
        let observer = NotificationCenter.default.addObserver(forName: .localizerDidChange, object: nil, queue: nil) {
            notification in print("now in", notification.userInfo?["locale"] ?? "?")  // re-read the labels here
        }
        try await localizer.changeLocale(to: "en")
        let english = localizer.string(forKey: "greeting")  // "Hello!"
        NotificationCenter.default.removeObserver(observer)
        // MCLocalization example 2 ends
        #expect(english == "Hello!")

        // MCLocalization example 3 begins
        try await localizer.changeLocale(to: "ru")
        let missing = localizer.string(forKey: "missing")  // nil
        localizer.configuration.missingPolicy = KeyPlaceholderPolicy("[No '{key}' in '{language}']")
        let placeholder = localizer.string(forKey: "missing")  // "[No 'missing' in 'ru']"
        // MCLocalization example 3 ends
        #expect(missing == nil)
        #expect(placeholder == "[No 'missing' in 'ru']")
    }

    @Test func theGuideMatchesThisTest() throws {
        let differences = try Guide.differences("ComingFromMCLocalization", marker: "MCLocalization")
        #expect(differences.isEmpty, "\(differences)")
    }
}
