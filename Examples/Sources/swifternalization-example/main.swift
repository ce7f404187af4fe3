// Swifternalization's (ObjCnalization's) README, with Glossa: `base.json`, `ru.json` and
// `expressions.json`; plurals by expressions, length variations, shared expressions, default values.
import ExampleSupport
import GlossaLocalization

let translations = ExampleData.folder("Swifternalization")
let localizer = Localizer(
    sourceLocale: "en", appLocales: ["en", "ru"],
    source: SwifternalizationCatalogSource(folder: translations, baseLocale: "en"), preferredLanguages: ["en"],
    store: InMemoryLocaleStore(), notificationCenter: nil)
try await localizer.loadCurrentLocale()

for locale in ["en", "ru"] {
    try await localizer.changeLocale(to: LocaleIdentifier(parsing: locale))
    ExampleData.show("language", locale)
    // [[I18n sharedInstance] localizedString:@"time-seconds" andIntVal:…]
    for value in [1, 3, 5, 21] {
        ExampleData.show("time-seconds(\(value))", localizer.localizedString("time-seconds", value: value))
    }
    // [[I18n sharedInstance] localizedString:@"forgot-password" fittingWidth:…]
    for width in [200, 300, 400] {
        ExampleData.show(
            "forgot-password@\(width)", localizer.localizedString("forgot-password", fittingWidth: width))
    }
    ExampleData.show("car(1)@100", localizer.localizedString("car", value: 1, fittingWidth: 100))
    ExampleData.show("car(3)", localizer.localizedString("car", value: 3))
    // [[I18n call] localizedString:@"cars" andStringVal:@"5" …]
    ExampleData.show("cars(\"5\")", localizer.localizedString("cars", value: "5", defaultValue: "Car"))
    for value in [3, 10, 21] {
        ExampleData.show("ten-or-more(\(value))", localizer.localizedString("ten-or-more", value: value))
    }
    ExampleData.show("bicycle", localizer.localizedString("bicycle", defaultValue: "Bicycle"))
}
