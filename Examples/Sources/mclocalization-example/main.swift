// MCLocalization's README, with Glossa: one JSON file of every language, placeholders, switching the
// language with a notification, and the missing-key placeholder.
import ExampleSupport
import Foundation
import GlossaLocalization

let stringsJSON = ExampleData.folder("MCLocalization").appendingPathComponent("strings.json")
// [MCLocalization loadFromURL:… defaultLanguage:@"en"]: the best match for the user's languages.
let strings = try Catalog.load(contentsOf: stringsJSON)
let localizer = Localizer(
    sourceLocale: "en", appLocales: ["en", "ru"], catalogs: strings.catalogs, preferredLanguages: ["ru-RU"],
    store: InMemoryLocaleStore(), notificationCenter: NotificationCenter())

func localize() {
    ExampleData.show("greeting", localizer.string(forKey: "greeting"))
    ExampleData.show("message", localizer.string(forKey: "message"))
    ExampleData.show("glory", localizer.string(forKey: "glory", placeholders: ["%name%": "Man United"]))
    let mustache = localizer.string(forKey: "mustache") ?? ""
    ExampleData.show(
        "lovely-mustache", localizer.string(forKey: "lovely-mustache", placeholders: ["{{mustache}}": mustache]))
}

ExampleData.show("language", localizer.locale.description)
localize()
ExampleData.show("key", localizer.string(forKey: "key", placeholders: ["%a%": "A", "{{b}}": "B", "[c]": "C"]))
// [MCLocalization sharedInstance].language = @"en", then MCLocalizationLanguageDidChangeNotification.
try await localizer.changeLocale(to: "en")
ExampleData.show("language", localizer.locale.description)
localize()
try await localizer.changeLocale(to: "ru")
// noKeyPlaceholder
ExampleData.show("missing", localizer.string(forKey: "missing"))
localizer.configuration.missingPolicy = KeyPlaceholderPolicy("[No '{key}' in '{language}']")
ExampleData.show("missing", localizer.string(forKey: "missing"))
