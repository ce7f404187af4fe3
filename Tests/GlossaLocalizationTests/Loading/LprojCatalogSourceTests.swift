import Foundation
import Testing

@testable import GlossaLocalization

/// A folder of `.lproj` folders as a catalog source: a locale's `.strings` and `.stringsdict` merged
/// into one table, read only when the locale is needed.
struct LprojCatalogSourceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lproj")

    @Test func aLocaleIsReadWhenItIsNeeded() async throws {
        let progress = ProgressRecorder()
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], source: LprojCatalogSource(folder: Self.folder),
            preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(localizer.loadedLocales.isEmpty)
        try await localizer.changeLocale(to: "ru") { progress.record($0) }
        #expect(localizer.loadedLocales.contains("ru"))
        #expect(progress.values.last == 1)
        #expect(progress.values.count > 2)
        #expect(localizer.catalogs(for: "ru").count == 2)
        #expect(
            localizer.format("Extension is active, everything is fine, enjoy refreshing tabs")
                == "Расширение активировано, всё в порядке")
        #expect(localizer.format("refresh every %d hours", 5) == "перезагружать каждые 5 часов")
    }

    @Test func theStringsdictComesAfterTheStrings() {
        let files = LprojCatalogSource(folder: Self.folder).filesToRead(for: "ru")
        #expect(files.map(\.url.lastPathComponent) == ["Localizable.strings", "Localizable.stringsdict"])
        #expect(files.allSatisfy { $0.locale == "ru" })
        #expect(LprojCatalogSource(folder: Self.folder).filesToRead(for: "fr").isEmpty)
    }
}
