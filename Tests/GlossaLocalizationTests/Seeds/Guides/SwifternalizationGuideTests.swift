import Foundation
import GlossaLocalization
import GlossaTestSupport
import Testing

/// The Glossa code of the "Coming from Swifternalization" guide, run with a folder in the seed's shape.
@Suite struct SwifternalizationGuideTests {
    @Test func guide() async throws {
        let translations = Guide.data("Swifternalization")
        // Swifternalization example 1 begins
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"],
            source: SwifternalizationCatalogSource(folder: translations, baseLocale: "en"),
            preferredLanguages: ["ru"], store: InMemoryLocaleStore())
        try await localizer.loadCurrentLocale()  // reads ru.json, then base.json for the fallback
        let ago = localizer.localizedString("time-seconds", value: 22)  // "22 секунды назад"
        let minutes = localizer.localizedString("time-minutes", value: "5")  // "5 минут назад"
        let fitted = localizer.localizedString("forgot-password", fittingWidth: 300)
        // "Forgot Your Password? Use Help."
        let car = localizer.localizedString("car", value: 1, fittingWidth: 100)  // "One car"
        let fallback = localizer.localizedString("bicycle", defaultValue: "Bicycle", comment: "On the map")
        // "Bicycle"
        // Swifternalization example 1 ends
        #expect(ago == "22 секунды назад")
        #expect(minutes == "5 минут назад")
        #expect(fitted == "Forgot Your Password? Use Help.")
        #expect(car == "One car")
        #expect(fallback == "Bicycle")

        // Swifternalization example 2 begins
        let ten = localizer.localizedString("ten-or-more", value: 10)  // "ровно десять" (ru's file, base's `ten`)
        let three = localizer.localizedString("ten-or-more", value: 3)  // "три" (ru's own `three`)
        try await localizer.changeLocale(to: "en")
        let twentyOne = localizer.localizedString("ten-or-more", value: 21)  // "more than twenty"
        // Swifternalization example 2 ends
        #expect(ten == "ровно десять")
        #expect(three == "три")
        #expect(twentyOne == "more than twenty")
    }

    @Test func theGuideMatchesThisTest() throws {
        let differences = try Guide.differences("ComingFromSwifternalization", marker: "Swifternalization")
        #expect(differences.isEmpty, "\(differences)")
    }
}
