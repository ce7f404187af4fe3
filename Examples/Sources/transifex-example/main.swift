// Transifex Native's README, with Glossa: the bundled `txstrings.json` cache layered under the
// downloads, Transifex's key schemes and ICU source strings, and the composite missing policy
// (pseudo-translation, then wrapping). This example reads the cache only; fetching from a content
// delivery service is `localizer.fetchTranslations()` (see the "Coming from Transifex Native" guide).
import ExampleSupport
import Foundation
import GlossaDelivery
import GlossaLocalization

let data = ExampleData.folder("Transifex")
let downloads = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-transifex-example-\(UUID())")
defer { try? FileManager.default.removeItem(at: downloads) }
// TXStandardCache: the bundled file, then what earlier launches downloaded.
let cache = await StandardCache.load(
    bundled: FileTranslationProvider(name: "bundle", fileURL: data.appendingPathComponent("txstrings.json")),
    directory: CacheDirectory(url: downloads), policy: .updateUsingTranslated)
let delivery = TranslationDelivery(
    client: CDSClient(configuration: CDSConfiguration(token: "<transifex_token>")), cache: cache,
    locales: ["el", "fr"])
// TXNative.initialize(locales: TXLocaleState(sourceLocale: "en", appLocales: ["en", "el", "fr"]), …,
//     missingPolicy: TXCompositePolicy(TXPseudoTranslationPolicy(), TXWrappedStringPolicy(start: "[", end: "]")))
let localizer = Localizer(
    sourceLocale: "en", appLocales: ["en", "el", "fr"], delivery: delivery, preferredLanguages: ["en"],
    store: InMemoryLocaleStore(), notificationCenter: nil,
    configuration: .transifex(
        missingPolicy: CompositePolicy(PseudoTranslationPolicy(), WrappedStringPolicy(start: "[", end: "]"))))
for locale in ["en", "el", "fr"] {
    try await localizer.changeLocale(to: LocaleIdentifier(parsing: locale))
    ExampleData.show("locale", locale)
    ExampleData.show("Hello", localizer.translate("Hello"))
    for count in [1, 3] {
        ExampleData.show(
            "files(\(count))",
            localizer.translate("{cnt, plural, one {# file} other {# files}}", arguments: ["cnt": count.messageValue]))
    }
}
