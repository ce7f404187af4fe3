import Foundation
import GlossaLocalization
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

/// Progress values reported to a test.
final class ProgressValues: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []
    func record(_ value: Double) { lock.withLock { recorded.append(value) } }
    var values: [Double] { lock.withLock { recorded } }
}
