// Transifex Native's README, with Glossa: the bundled `txstrings.json` cache layered under the
// downloads, Transifex's key schemes and ICU source strings, and the composite missing policy
// (pseudo-translation, then wrapping). Given a content delivery service (`--host URL --token TOKEN`,
// or `TRANSIFEX_CDS_HOST` and `TRANSIFEX_TOKEN`: Transifex's CDS, or `glossa serve`), it then fetches
// the translations over HTTP (`TXNative.fetchTranslations()`), applies them at once, and shows the
// strings again.
import ExampleSupport
import Foundation
import GlossaDelivery
import GlossaLocalization

let data = ExampleData.folder("Transifex")
let host = ExampleData.option("host", environment: "TRANSIFEX_CDS_HOST")
let token = ExampleData.option("token", environment: "TRANSIFEX_TOKEN")
let downloads = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-transifex-example-\(UUID())")
defer { try? FileManager.default.removeItem(at: downloads) }
// TXStandardCache: the bundled file, then what earlier launches downloaded. Fetched translations apply
// at once here (Transifex's default applies them at the next launch: `applyMode: .nextLaunch`).
let cache = await StandardCache.load(
    bundled: FileTranslationProvider(name: "bundle", fileURL: data.appendingPathComponent("txstrings.json")),
    directory: CacheDirectory(url: downloads), policy: .updateUsingTranslated, applyMode: .immediately)
var configuration = CDSConfiguration(token: token ?? "<transifex_token>")
if let host {
    guard let url = URL(string: host), url.scheme == "http" || url.scheme == "https" else {
        FileHandle.standardError.write(Data("transifex-example: --host must be an http(s) URL, not \(host)\n".utf8))
        exit(64)
    }
    configuration.host = url
}
let delivery = TranslationDelivery(
    client: CDSClient(configuration: configuration), cache: cache, locales: ["el", "fr"])
// TXNative.initialize(locales: TXLocaleState(sourceLocale: "en", appLocales: ["en", "el", "fr"]), …,
//     missingPolicy: TXCompositePolicy(TXPseudoTranslationPolicy(), TXWrappedStringPolicy(start: "[", end: "]")))
let localizer = Localizer(
    sourceLocale: "en", appLocales: ["en", "el", "fr"], delivery: delivery, preferredLanguages: ["en"],
    store: InMemoryLocaleStore(), notificationCenter: nil,
    configuration: .transifex(
        missingPolicy: CompositePolicy(PseudoTranslationPolicy(), WrappedStringPolicy(start: "[", end: "]"))))

/// Prints the example's strings in every locale.
func showStrings() async throws {
    for locale in ["en", "el", "fr"] {
        try await localizer.changeLocale(to: LocaleIdentifier(parsing: locale))
        ExampleData.show("locale", locale)
        ExampleData.show("Hello", localizer.translate("Hello"))
        for count in [1, 3] {
            ExampleData.show(
                "files(\(count))",
                localizer.translate("{cnt, plural, one {# file} other {# files}}", arguments: ["cnt": count]))
        }
    }
}

try await showStrings()
if host != nil {
    guard token != nil else {
        FileHandle.standardError.write(Data("transifex-example: --host needs --token (or TRANSIFEX_TOKEN)\n".utf8))
        exit(64)
    }
    // TXNative.fetchTranslations(): every app locale from the server, through the real HTTP transport.
    let update = await localizer.fetchTranslations()
    for locale in update.outcomes.keys.sorted() {
        ExampleData.show("fetched \(locale)", update.outcomes[locale].map { "\($0)" })
    }
    try await showStrings()
}
