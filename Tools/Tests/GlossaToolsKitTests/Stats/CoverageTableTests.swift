import GlossaToolsKit
import Testing

@Suite struct CoverageTableTests {
    @Test func tableWithBarsSortedByCoverage() {
        var german = LintReport.LocaleCounts(locale: "de")
        german.keys = 8
        german.translated = 8
        var russian = LintReport.LocaleCounts(locale: "ru")
        russian.keys = 8
        russian.translated = 3
        russian.needsReview = 1
        #expect(
            CoverageTable.render([russian, german], barWidth: 8) == [
                "locale  keys  translated  review  missing  coverage",
                "de         8           8       0        0    100.0%  ████████",
                "ru         8           3       1        5     37.5%  ███░░░░░",
            ])
    }

    @Test func countsSkipKeysMarkedDoNotTranslate() throws {
        let catalogs = try CatalogLoader().load([Fixture.path("lint/Mistakes.xcstrings")])
        let counts = TranslationCoverage.count(catalogs)
        #expect(counts.map(\.locale) == ["ru", "ja", "de"] || counts.map(\.locale).sorted() == ["de", "ja", "ru"])
        #expect(counts.allSatisfy { $0.keys == 2 })
    }
}
