import Foundation
import GlossaLocalization
import GlossaTestSupport
import Testing

@testable import GlossaDelivery

/// TMLKit's bundled release archive as a Localizer's source: installed through the ReleaseInstaller,
/// then read one locale at a time from the installed release.
struct ReleaseCatalogSourceTests {
    static let archive = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tml_20160218065921.tar.gz")

    /// Records the files read, relative to the installed release.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []
        var reader: CatalogFileReader {
            CatalogFileReader { url in
                let parts = url.standardizedFileURL.pathComponents
                let relative = parts.firstIndex(of: "20160218065921").map { parts[($0 + 1)...] } ?? parts[...]
                self.lock.withLock { self.recorded.append(relative.joined(separator: "/")) }
                return try CatalogFileReader.fileSystem.bytes(of: url)
            }
        }
        var values: [String] { lock.withLock { recorded } }
    }

    @Test func theBundledArchiveIsInstalledAndReadPerLocale() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let installer = ReleaseInstaller(directory: temporary.url, logger: RecordingLogger())
        let reads = Reads()
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"],
            source: ReleaseCatalogSource(installer: installer, bundledArchive: Self.archive, reader: reads.reader),
            preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: nil)
        let progress = ProgressValues()
        try await localizer.changeLocale(to: "ru") { progress.record($0) }
        #expect(await installer.currentRelease()?.version == "20160218065921")
        // Russian, then the source locale (English) it falls back to; never another locale's files.
        #expect(
            reads.values == [
                "application.json", "translation_keys.json", "ru/translations.json", "application.json",
                "translation_keys.json", "en/translations.json",
            ])
        #expect(progress.values.count > 2)
        #expect(progress.values.last == 1)
        #expect(localizer.localize("Tml For Ruby on Rails") == "TML для Ruby on Rails")
        // English is loaded already: switching to it reads nothing.
        try await localizer.changeLocale(to: "en")
        #expect(reads.values.count == 6)
    }

    @Test func aRejectedArchiveSaysWhy() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let corrupt = temporary.url.appendingPathComponent("tml_20200101000000.tar.gz")
        try Data("not an archive".utf8).write(to: corrupt)
        let installer = ReleaseInstaller(
            directory: temporary.url.appendingPathComponent("releases"), logger: RecordingLogger())
        let source = ReleaseCatalogSource(installer: installer, bundledArchive: corrupt)
        do {
            _ = try await source.catalogs(for: "ru") { _ in }
            Issue.record("a corrupt archive installs nothing")
        } catch let CatalogError.unavailable(locale, reason) {
            #expect(locale == "ru")
            #expect(reason.contains("rejected"), "\(reason)")
        }
    }
}

/// A newer release offered by a server: the Examples' TMLKit archive (version 20261125120000), as
/// `HTTPReleaseSource` would download it.
struct OfferedRelease: ReleaseSource {
    let version = "20261125120000"
    let archive = Guide.data("TMLKit/tml_20261125120000.tar.gz")

    func latestRelease() async throws(ReleaseError) -> ReleaseManifest {
        ReleaseManifest(version: version, format: .tarGZip)
    }

    func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data {
        guard let data = FileManager.default.contents(atPath: archive.path) else {
            throw .fileSystem("cannot read \(archive.path)")
        }
        return data
    }
}

/// `Localizer.fetchTranslations()` updates a release source: the app never calls the installer.
struct ReleaseCatalogSourceUpdateTests {
    @Test func fetchTranslationsInstallsANewerReleaseAndReadsTheLoadedLocales() async throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let installer = ReleaseInstaller(directory: temporary.url, logger: RecordingLogger())
        let source = ReleaseCatalogSource(
            installer: installer, bundledArchive: ReleaseCatalogSourceTests.archive, updates: OfferedRelease())
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], source: source, preferredLanguages: ["en"],
            store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: "ru")
        let invite = { localizer.localize("Invite", description: "Invite someone to join the group") }
        #expect(invite() == "Invite")  // not in the bundled 2016 release

        let update = await localizer.fetchTranslations()
        #expect(update.outcomes == ["en": .updated, "ru": .updated])
        #expect(await installer.currentRelease()?.version == "20261125120000")
        #expect(invite() == "Пригласить в группу")

        // The release is as new as the offered one now.
        let again = await localizer.fetchTranslations()
        #expect(again.outcomes == ["en": .notModified, "ru": .notModified])
        #expect(again.catalogs.isEmpty)
    }

    @Test func aRejectedUpdateKeepsTheReleaseInUse() async throws {
        struct Offline: ReleaseSource {
            func latestRelease() async throws(ReleaseError) -> ReleaseManifest { throw .fileSystem("offline") }
            func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data { Data() }
        }
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let installer = ReleaseInstaller(directory: temporary.url, logger: RecordingLogger())
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"],
            source: ReleaseCatalogSource(
                installer: installer, bundledArchive: ReleaseCatalogSourceTests.archive, updates: Offline()),
            preferredLanguages: ["ru"], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.loadCurrentLocale()
        let update = await localizer.fetchTranslations()
        #expect(update.failedLocales == ["en", "ru"])
        #expect(await installer.currentRelease()?.version == "20160218065921")
        #expect(localizer.localize("Tml For Ruby on Rails") == "TML для Ruby on Rails")
    }
}

/// Progress values reported to a test.
final class ProgressValues: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []
    func record(_ value: Double) { lock.withLock { recorded.append(value) } }
    var values: [Double] { lock.withLock { recorded } }
}
