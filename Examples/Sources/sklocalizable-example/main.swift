// SKLocalizable's README, with Glossa: an app's `.lproj` folders (`Localizable.strings` with `$(Name)`
// parameters, `Localizable.stringsdict` plurals), `"key".localized()`, `localizedPlural`, and switching
// the language.
import ExampleSupport
import Foundation
import GlossaLocalization

let resources = ExampleData.folder("SKLocalizable")
let localizer = Localizer(
    sourceLocale: "en", appLocales: ["en", "ru"], source: LprojCatalogSource(folder: resources),
    preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: NotificationCenter())
try await localizer.loadCurrentLocale()

func show() {
    ExampleData.show("language", localizer.locale.description)
    for key in ["DemoVC.LanguageButton.English", "DemoVC.CodeLabel.Text", "DemoVC.TextField.Text"] {
        ExampleData.show(key, key.localized(localizer: localizer))
    }
    ExampleData.show("Greeting", "Greeting".localized(arguments: ["Name": "Anna"], localizer: localizer))
    for hours in [1, 2, 5] {
        ExampleData.show(
            "Date.UnitPlural.Hour(\(hours))",
            "Date.UnitPlural.Hour".localizedPlural(arguments: [hours], localizer: localizer))
    }
}

show()
// Bundle.localization = Bundle(languageCode: "ru"), then the languageChanged notification.
try await localizer.changeLocale(to: "ru")
show()
