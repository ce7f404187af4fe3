import Foundation
import GlossaFormats
import GlossaLocalization
import Testing

@testable import GlossaDelivery

/// ``TMLReleaseValidator`` on releases as TMLKit's CDN and GlossaFormats write them.
@Suite struct ReleaseValidatingTests {
    /// A release written by GlossaFormats' `TMLReleaseFormat`, as Glossa's server and `glossa bundle`
    /// write them: no `snapshot.json`, named by the archive alone.
    static func formatsArchive() -> [UInt8] {
        var document = LocalizationDocument(sourceLocale: "en")
        document.entries = [
            LocalizationEntry(
                key: "apple", localizations: ["en": Localization(value: "Apple"), "fr": Localization(value: "Pomme")])
        ]
        return TMLReleaseFormat().writeArchive(document, kind: .tarGZip).bytes
    }

    @Test func aReleaseWrittenByGlossaFormatsInstallsAndReads() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let archive = temporary.url.appendingPathComponent("tml_7.tar.gz")
        try Data(Self.formatsArchive()).write(to: archive)
        let installer = ReleaseInstaller(
            directory: temporary.url.appendingPathComponent("releases"), logger: RecordingLogger())

        guard case .installed(let release, nil) = await installer.installBundledArchive(at: archive) else {
            Issue.record("the archive was refused")
            return
        }
        #expect(release.version == "7")
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "fr"], source: TMLReleaseCatalogSource(folder: release.directory),
            preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: "fr")
        #expect(localizer.localize("Apple") == "Pomme")
    }

    @Test(arguments: [
        ["en/translations.json": #"{"results": {}}"#],
        ["application.json": "{}", "en/translations.json": #"{"results": {}}"#],
    ])
    func aFolderWithNeitherSnapshotNorKeysIsNotARelease(files: [String: String]) throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        for (path, text) in files {
            let url = temporary.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(
            throws: ReleaseError.invalidRelease(
                "snapshot.json and translation_keys.json are missing: not a TML release")
        ) {
            try TMLReleaseValidator().validate(releaseAt: temporary.url, version: "1")
        }
        try Data(#"{"results": {}}"#.utf8).write(to: temporary.url.appendingPathComponent("translation_keys.json"))
        try TMLReleaseValidator().validate(releaseAt: temporary.url, version: "1")
    }
}
