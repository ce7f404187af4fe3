import GlossaToolsKit
import Testing

/// Plural forms that hide their number (`plural-number`): a Russian `one {один файл}` is also shown
/// for 21 and 31 files, a French `one` for 0; an English or German `one`, an exact `=0`, or a source
/// that never shows the number are fine.
@Suite struct LintPluralNumberTests {
    private func findings(_ files: [String]) throws -> [String] {
        let catalogs = try CatalogLoader().load(files.map { Fixture.path("lint/numbers/\($0)") })
        return Linter().lint(catalogs).findings.filter { $0.check == .pluralNumber }.map {
            "\($0.severity.rawValue) \($0.key ?? "-") \($0.locale ?? "-") \($0.variation.flatMap { $0.isEmpty ? nil : $0 } ?? "-")"
        }.sorted()
    }

    @Test func icuFormsForSeveralNumbersMustShowTheNumber() throws {
        #expect(try findings(["en.json", "ru.json", "de.json"]) == ["warning days ru -", "warning files ru -"])
        let catalogs = try CatalogLoader().load(["en.json", "ru.json"].map { Fixture.path("lint/numbers/\($0)") })
        let messages = Linter().lint(catalogs).findings.filter { $0.check == .pluralNumber }.map(\.message).sorted()
        #expect(
            messages == [
                "{count, plural} one does not show the number (no # or {count}), but ru uses one for 1, 21, 31, …",
                "{days, plural} other does not show the number (no # or {days}), but ru uses other for fractions",
            ])
    }

    @Test func stringCatalogFormsAndSubstitutionsMustShowTheCount() throws {
        #expect(
            try findings(["PluralNumbers.xcstrings"]) == [
                "warning %lld files fr plural.one",
                "warning %lld files ru plural.one",
                "warning Delete %lld items? uk substitutions.items.plural.one",
            ])
    }
}
