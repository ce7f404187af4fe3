import GlossaToolsKit
import Testing

/// What real catalogs made `glossa lint` report wrongly (issue 16), and the real defects it must
/// still report.
@Suite struct LinterFalseAlarmTests {
    private func lint(_ files: [String], options: LintOptions = LintOptions()) throws -> LintReport {
        let catalogs = try CatalogLoader().load(files.map { Fixture.path("lint/\($0)") })
        return Linter(options: options).lint(catalogs)
    }

    private func summary(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.severity.rawValue) \($0.check.rawValue) \($0.key ?? "-") \($0.locale ?? "-")" }
    }

    @Test func wholeNumberCountsNeedNoFractionOrMillionCategories() throws {
        // fr, es, it, pt, ca `many` starts at 1,000,000 and English has none; cs, sk, lt `many` is for
        // fractions, which %lld never is. A %f count can be 1.5, so Czech needs `many` there.
        let report = try lint(["counts/PluralCounts.xcstrings"])
        #expect(summary(report) == ["error plural-categories %.1f km cs"])
        #expect(
            report.findings.first?.message
                == "missing plural many, which CLDR requires for cs (needs one, few, many, other)")
    }

    @Test func aMillionCategoryTheSourceHasIsAWarning() throws {
        let report = try lint(["counts/FrenchSource.xcstrings"])
        #expect(summary(report) == ["warning plural-categories %lld fichiers es"])
        #expect(report.findings.first?.message.hasPrefix("missing plural many, which the source has") == true)
    }

    @Test func interfaceBuilderAndLiteralPercentSignsAreNotFormatStrings() throws {
        // "% d" in French would be a conversion if these were formatted; they never are.
        let report = try lint(["ib/Main.xcstrings"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.description))")
    }

    @Test func infoPlistValuesAreNotFormatStrings() throws {
        let report = try lint(["infoplist/en.lproj/InfoPlist.strings", "infoplist/fr.lproj/InfoPlist.strings"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.description))")
    }

    @Test func argumentsTheKeyCarriesAndMissingArguments() throws {
        let report = try lint(["Arguments.xcstrings"])
        let byKey = Dictionary(grouping: report.findings) { "\($0.key ?? "-") \($0.locale ?? "-")" }
        // The key carries %lld although English shows "starred": French may use it.
        #expect(byKey["notifications.label.favorite %lld fr"] == nil, "\(report.findings.map(\.description))")
        // Leaving out the last argument only hides it; leaving out the first shifts the second.
        let last = try #require(byKey["%@ sent %lld photos de"]?.first)
        #expect(last.severity == .warning)
        #expect(last.message == "never shows the source's argument 2 (%lld)")
        let first = try #require(byKey["%@ sent %lld photos fr"]?.first)
        #expect(first.severity == .error)
        #expect(
            first.message == "never uses the source's argument 1 (%@): argument 2 would be read with the wrong type")
    }

    @Test func realDefectsQuoteTheRealText() throws {
        let report = try lint(["Arguments.xcstrings"])
        let greek = try #require(report.findings.first { $0.locale == "el" })
        #expect(greek.severity == .error)
        #expect(greek.message.contains("(found \"Β\")"), "\(greek.message)")
        #expect(!greek.message.contains("\u{FFFD}"))
        let control = try #require(report.findings.first { $0.check == .controlCharacter })
        #expect(control.severity == .error)
        #expect((control.key, control.locale) == ("Found %lld", "de"))
        #expect(control.message.hasPrefix("control character U+0018 at 1:11"), "\(control.message)")
    }

    @Test func aProjectsOwnPlaceholders() throws {
        let files = ["custom/en.lproj/Localizable.strings", "custom/it.lproj/Localizable.strings"]
        // Read as printf formats, "%0% per" has a "% p" conversion and "%0 " none.
        #expect(try lint(files).errorCount > 0)
        let report = try lint(files, options: LintOptions(customPlaceholderPrefix: "%"))
        #expect(
            summary(report) == ["warning placeholders Used disk memory it", "error placeholders Used disk memory it"])
        #expect(
            report.findings.map(\.message) == [
                "never shows placeholder %1, which the source has", "placeholder %2 is not in the source",
            ])
    }
}
