import Foundation
import GlossaLocalization
import GlossaMessages
import GlossaTestSupport
import Testing

@testable import GlossaDelivery

/// The Glossa code of the "Coming from TMLKit" guide, run with a bundled release archive in TMLKit's
/// shape (`tml_<version>.tar.gz`, translations chosen by the user's gender).
@Suite struct TMLKitGuideTests {
    @Test func guide() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let releasesURL = temporary.url
        let bundledArchive = Guide.data("TMLKit/tml_20261125120000.tar.gz")
        let progress = ProgressValues()
        // TMLKit example 1 begins
        let installer = ReleaseInstaller(directory: releasesURL)
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"],
            source: ReleaseCatalogSource(installer: installer, bundledArchive: bundledArchive),
            preferredLanguages: ["en"], store: InMemoryLocaleStore())
        let local = await localizer.hasLocalCatalogs(for: "ru")  // true: the release is on the device
        try await localizer.changeLocale(to: "ru") { fraction in print("loaded \(Int(fraction * 100))%") }
        let invite = localizer.localize("Invite", description: "Invite someone to join the group")
        // "Пригласить в группу"
        // TMLKit example 1 ends
        #expect(local)
        #expect(await installer.currentRelease()?.version == "20261125120000")
        #expect(invite == "Пригласить в группу")
        try await localizer.reloadCatalogs { progress.record($0) }
        #expect(progress.values.count > 2)

        // TMLKit example 2 begins
        struct User: GenderedMessageObject {
            let displayName: String
            let gender: Gender
        }

        let messages = localizer.localize("You have {count || message}.", tokens: ["count": 4])  // "У вас 4 сообщения."
        let anna = User(displayName: "Анна", gender: .female).messageValue
        let boris = User(displayName: "Борис", gender: .male).messageValue
        let her = localizer.localize("{user} uploaded a photo", tokens: ["user": anna])  // "Анна загрузила фото"
        let his = localizer.localize("{user} uploaded a photo", tokens: ["user": boris])  // "Борис загрузил фото"
        // TMLKit example 2 ends
        #expect(messages == "У вас 4 сообщения.")
        #expect(her == "Анна загрузила фото")
        #expect(his == "Борис загрузил фото")

        // TMLKit example 3 begins
        try await localizer.changeLocale(to: "en")
        let label = "You have completed [bold: {count || mile}] on your last run."
        let html = localizer.localizeHTML(label, tokens: ["count": MessageNumber(4.2).messageValue])
        // "You have completed <strong>4.2 miles</strong> on your last run."
        let attributed = localizer.localizeAttributed(label, tokens: ["count": MessageNumber(4.2).messageValue])
        // TMLKit example 3 ends
        #expect(html == "You have completed <strong>4.2 miles</strong> on your last run.")
        let bold = attributed.runs.filter { $0[MessageDecorationsAttribute.self] == ["bold"] }
        #expect(bold.map { String(attributed[$0.range].characters) } == ["4.2 miles"])
    }

    /// The extracted release folder reads the same as the archive.
    @Test func theReleaseFolderReadsAsTheArchive() async throws {
        let folder = Guide.data("TMLKit/release")
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], source: TMLReleaseCatalogSource(folder: folder),
            preferredLanguages: ["ru"], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.loadCurrentLocale()
        #expect(localizer.localize("Invite", description: "Invite someone to join the group") == "Пригласить в группу")
    }

    @Test func theGuideMatchesThisTest() throws {
        let differences = try Guide.differences("ComingFromTMLKit", marker: "TMLKit")
        #expect(differences.isEmpty, "\(differences)")
    }
}
