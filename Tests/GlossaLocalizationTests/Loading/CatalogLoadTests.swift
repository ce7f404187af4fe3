import Foundation
import GlossaFormats
import Testing

@testable import GlossaLocalization

/// `Catalog.load(contentsOf:)`: one call from a file or folder to catalogs, format and syntax chosen
/// from the file.
struct CatalogLoadTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func anLprojFolderLoadsInTwoCallsAndSwitchesByLiteral() async throws {
        let folder = Self.fixtures.appendingPathComponent("lproj/ru.lproj")
        let strings = try Catalog.load(contentsOf: folder.appendingPathComponent("Localizable.strings"))
        let plurals = try Catalog.load(contentsOf: folder.appendingPathComponent("Localizable.stringsdict"))
        #expect(strings.diagnostics.isEmpty && plurals.diagnostics.isEmpty)
        let catalogs = strings.catalogs + plurals.catalogs
        #expect(catalogs.map(\.locale) == ["ru", "ru"])
        #expect(catalogs.map(\.table) == ["Localizable", "Localizable"])
        #expect(catalogs.allSatisfy { $0.syntax.name == AppleFormatSyntax().name })
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], catalogs: catalogs, preferredLanguages: ["en"],
            store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: "ru")
        #expect(localizer.locale == "ru")
        #expect(localizer.format("refresh every %d seconds", 22) == "перезагружать каждые 22 секунды")
    }

    /// A folder of `<locale>.lproj` folders loads in one call: each table's `.strings` and
    /// `.stringsdict` become one table, the `.stringsdict` entry winning.
    @Test func aFolderOfLprojFoldersLoadsInOneCall() throws {
        let loaded = try Catalog.load(contentsOf: Self.fixtures.appendingPathComponent("lproj"))
        let russian = loaded.catalogs.filter { $0.locale == "ru" }
        #expect(!russian.isEmpty)
        #expect(russian.allSatisfy { $0.table == "Localizable" && $0.syntax.name == AppleFormatSyntax().name })
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], catalogs: loaded.catalogs, preferredLanguages: ["ru"],
            store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(localizer.format("refresh every %d seconds", 22) == "перезагружать каждые 22 секунды")
    }

    @Test func aTMLReleaseArchiveLoadsAsTML() throws {
        let archive = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GlossaFormatsTests/Fixtures/TML/20160218065921.tar.gz")
        let loaded = try Catalog.load(contentsOf: archive)
        #expect(loaded.skipped.isEmpty)
        #expect(loaded.catalogs.allSatisfy { $0.syntax.name == TMLSyntax().name })
        #expect(Set(loaded.catalogs.map(\.locale)).isSuperset(of: ["en", "ru"]))
    }

    @Test func whatCannotBeReadIsAnErrorSayingWhere() throws {
        let missing = Self.fixtures.appendingPathComponent("nothing-here.strings")
        #expect(throws: CatalogError.unreadable(location: missing.path, reason: "there is no such file or folder")) {
            try Catalog.load(contentsOf: missing)
        }
        // A folder that holds no localization format Glossa knows.
        let unknown = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-load-unknown-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: unknown, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: unknown) }
        try Data("Nothing to localize here.\n".utf8).write(to: unknown.appendingPathComponent("README.txt"))
        #expect(throws: CatalogError.self) {
            try Catalog.load(contentsOf: unknown)
        }
        // A syntax error is reported with its line, and the other entries load.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-load-\(UUID().uuidString)"
        )
        .appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary.deletingLastPathComponent()) }
        let file = temporary.appendingPathComponent("Main.strings")
        try Data("\"ok\" = \"Gut\";\n\"broken\" = ;\n".utf8).write(to: file)
        let loaded = try Catalog.load(contentsOf: file)
        #expect(loaded.catalogs.first?.locale == "de")
        #expect(loaded.catalogs.first?.table == "Main")
        #expect(loaded.catalogs.first?.message(for: "ok") == "Gut")
        #expect(loaded.diagnostics.first?.location?.line == 2)
    }
}
