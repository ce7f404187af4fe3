import Foundation
import GlossaLocalization
import GlossaTestSupport
import Testing

/// The Glossa code of the "Coming from SKLocalizable" guide, run with `.lproj` folders in the seed's
/// shapes (`$(Name)` parameters, a `.stringsdict` plural).
@Suite struct SKLocalizableGuideTests {
    @Test func guide() async throws {
        let resources = Guide.data("SKLocalizable")
        // SKLocalizable example 1 begins
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], source: LprojCatalogSource(folder: resources),
            preferredLanguages: ["en"], store: InMemoryLocaleStore())
        try await localizer.loadCurrentLocale()  // reads en.lproj
        let text = "DemoVC.TextField.Text".localized(localizer: localizer)  // "TextField - Code - Text"
        let greeting = "Greeting".localized(arguments: ["Name": "Anna"], localizer: localizer)  // "Hello, Anna!"
        let hours = "Date.UnitPlural.Hour".localizedPlural(arguments: [5], localizer: localizer)  // "5 hours"
        // SKLocalizable example 1 ends
        #expect(localizer.loadedLocales == ["en"])
        #expect(text == "TextField - Code - Text")
        #expect(greeting == "Hello, Anna!")
        #expect(hours == "5 hours")

        // SKLocalizable example 2 begins
        try await localizer.changeLocale(to: "ru")  // reads ru.lproj
        let russianHours = "Date.UnitPlural.Hour".localizedPlural(arguments: [5], localizer: localizer)  // "5 часов"
        let russianGreeting = "Greeting".localized(arguments: ["Name": "Анна"], localizer: localizer)
        // "Привет, Анна!"
        // SKLocalizable example 2 ends
        #expect(russianHours == "5 часов")
        #expect(russianGreeting == "Привет, Анна!")
        #expect("Date.UnitPlural.Hour".localizedPlural(arguments: [22], localizer: localizer) == "22 часа")
    }

    @Test func theGuideMatchesThisTest() throws {
        let differences = try Guide.differences("ComingFromSKLocalizable", marker: "SKLocalizable")
        #expect(differences.isEmpty, "\(differences)")
    }
}
