// TMLKit's README, with Glossa: the bundled `tml_<version>.tar.gz` installed and read one locale at a
// time, TML labels with descriptions and tokens, translations chosen by the user's gender, decorations,
// and switching the locale with progress.
import ExampleSupport
import Foundation
import GlossaDelivery
import GlossaLocalization
import GlossaMessages

struct User: GenderedMessageObject {
    let displayName: String
    let gender: Gender
}

let data = ExampleData.folder("TMLKit")
let releases = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tmlkit-example-\(UUID())")
defer { try? FileManager.default.removeItem(at: releases) }
let installer = ReleaseInstaller(directory: releases, logger: PrintDeliveryLogger(minimumLevel: .warning))
let localizer = Localizer(
    sourceLocale: "en", appLocales: ["en", "ru"],
    source: ReleaseCatalogSource(
        installer: installer, bundledArchive: data.appendingPathComponent("tml_20261125120000.tar.gz")),
    preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: nil)

let anna = User(displayName: "Anna", gender: .female).messageValue
let michael = User(displayName: "Michael", gender: .male).messageValue
for locale in ["en", "ru"] {
    // [tml hasLocalTranslationsForLocale:…], then TMLChangeLocale(@"ru").
    let target = try LocaleIdentifier(parsing: locale)
    ExampleData.show("local", String(await localizer.hasLocalCatalogs(for: target)))
    try await localizer.changeLocale(to: target)
    ExampleData.show("locale", localizer.locale.description)
    ExampleData.show("release", await installer.currentRelease()?.version)
    // TMLLocalizedString(@"Invite", @"Invite someone to join the group")
    ExampleData.show("invite", localizer.localize("Invite", description: "Invite someone to join the group"))
    // TMLLocalizedStringWithTokens(@"You have {count || message}.", @{@"count": @4})
    for count in [1, 4, 5] {
        ExampleData.show(
            "messages(\(count))",
            localizer.localize("You have {count || message}.", tokens: ["count": count.messageValue]))
    }
    // Gender from the user object.
    ExampleData.show("upload(Anna)", localizer.localize("{user} uploaded a photo", tokens: ["user": anna]))
    ExampleData.show("upload(Michael)", localizer.localize("{user} uploaded a photo", tokens: ["user": michael]))
    // TMLLocalizedAttributedString(@"You have completed [bold: {count || mile}] on your last run.", …)
    ExampleData.show(
        "run",
        localizer.localizeHTML(
            "You have completed [bold: {count || mile}] on your last run.",
            tokens: ["count": MessageNumber(4.2).messageValue]))
}
