import GlossaToolsKit
import Testing

/// Which file of a group of `.lproj` files is the source when `--source-locale` does not say: never
/// the order the files were given in.
@Suite struct GroupSourceLocaleTests {
    @Test func theOrderOfTheFilesDoesNotPickTheSource() throws {
        let files = ["ru.lproj/Localizable.strings", "en.lproj/Localizable.strings"].map { Fixture.path("lint/\($0)") }
        let catalogs = try CatalogLoader().load(files)
        #expect(catalogs.count == 1)
        #expect(catalogs[0].sourceLocale == "en")
        #expect(catalogs[0].locales == ["en", "ru"])
        let report = Linter(options: LintOptions()).lint(catalogs)
        let placeholders = report.findings.filter { $0.check == .placeholders }
        #expect(placeholders.map(\.locale) == ["ru"], "\(report.findings)")
    }

    @Test func theXcodeProjectsDevelopmentRegionIsTheSource() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "App.xcodeproj/project.pbxproj", "{\n\tdevelopmentRegion = de;\n\tknownRegions = (de, en, fr);\n}\n")
        let files = try ["fr", "de", "en"].map {
            try directory.write("App/\($0).lproj/Localizable.strings", "\"a\" = \"\($0) %@\";\n")
        }
        let catalogs = try CatalogLoader().load(files)
        #expect(catalogs.map(\.sourceLocale) == ["de"])
        #expect(catalogs.first?.locales == ["de", "fr", "en"])
    }

    @Test func withoutAProjectOrEnglishTheLoaderAsks() throws {
        let directory = try TemporaryDirectory()
        let files = try ["fr", "de"].map {
            try directory.write("\($0).lproj/Localizable.strings", "\"a\" = \"\($0)\";\n")
        }
        let error = #expect(throws: CatalogError.self) { try CatalogLoader().load(files) }
        #expect(error?.message.contains("give --source-locale") == true, "\(String(describing: error))")
        let chosen = try CatalogLoader(sourceLocale: "de").load(files)
        #expect(chosen.map(\.sourceLocale) == ["de"])
        let single = try CatalogLoader().load([files[0]])
        #expect(single.map(\.sourceLocale) == ["fr"])
    }
}
