import GlossaToolsKit
import Testing

@Suite struct LinterTests {
    private func lint(_ files: [String], syntax: MessageSyntax? = nil, options: LintOptions = LintOptions()) throws
        -> LintReport
    {
        let catalogs = try CatalogLoader(syntax: syntax).load(files.map { Fixture.path("lint/\($0)") })
        return Linter(options: options).lint(catalogs)
    }

    private func summary(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.severity.rawValue) \($0.check.rawValue) \($0.key ?? "-") \($0.locale ?? "-")" }
    }

    @Test func stringCatalogMistakesWithPositions() throws {
        let report = try lint(["Mistakes.xcstrings"])
        #expect(
            summary(report) == [
                "error plural-categories files ru",
                "error placeholders files ru",
                "warning plural-categories files ja",
                "error placeholders greeting de",
                "error syntax greeting de",
                "error placeholders greeting de",
            ])
        let plural = report.findings[0]
        #expect(plural.position.line == 10)
        #expect(plural.message == "missing plural few, many, which CLDR requires for ru (needs one, few, many, other)")
        #expect(report.findings[1].message == "%@ takes String where the source's argument 1 is Int (%lld)")
        #expect(report.findings[1].variation == "plural.other")
        #expect(report.findings[4].message.hasPrefix("apple syntax error at 1:17: "))
        #expect(report.errorCount == 5)
        #expect(report.warningCount == 1)
        let ru = try #require(report.locales.first { $0.locale == "ru" })
        #expect((ru.keys, ru.translated, ru.untranslated) == (2, 1, 1))
    }

    @Test func stringsFilesAreReadTogetherWithTheirErrors() throws {
        let report = try lint(["en.lproj/Localizable.strings", "ru.lproj/Localizable.strings"])
        #expect(
            summary(report) == [
                "error placeholders inbox.count ru", "error file-format - -", "error duplicate-key - -",
            ])
        #expect(report.findings[0].position.file.hasSuffix("ru.lproj/Localizable.strings"))
        #expect(report.findings[1].position.line == 3)
        #expect(report.findings[1].message.contains("Apple"))
    }

    /// A finding in a `.strings` file points at the value: line and column, not just the file.
    @Test func stringsFindingsHaveLineAndColumn() throws {
        let report = try lint(["en.lproj/Localizable.strings", "ru.lproj/Localizable.strings"])
        let placeholder = try #require(report.findings.first { $0.check == .placeholders })
        #expect(placeholder.position.file.hasSuffix("ru.lproj/Localizable.strings"))
        #expect((placeholder.position.line, placeholder.position.column) == (2, 17))
        #expect(placeholder.description.contains("ru.lproj/Localizable.strings:2:17: error: [placeholders]"))
    }

    @Test func tmlTokensExtraMissingAndUnclosed() throws {
        let report = try lint(["tml/en.json", "tml/ru.json"], syntax: .tml)
        let messages = report.findings.map(\.message)
        #expect(messages.contains("token {name} is not in the source"))
        #expect(messages.contains("never shows token {user}, which the source has"))
        #expect(messages.contains { $0.hasPrefix("tml syntax error at 1:10:") })
    }

    @Test func icuArgumentsAndPluralCategories() throws {
        let report = try lint(["icu/en.json", "icu/ru.json"])
        let messages = report.findings.map(\.message)
        #expect(messages.contains("argument {owner} is not in the source"))
        #expect(messages.contains("missing plural few, many, which CLDR requires for ru (needs one, few, many, other)"))
    }

    @Test(arguments: [MessageSyntax.mf2, nil])
    func mf2VariablesSelectorKeysAndErrors(syntax: MessageSyntax?) throws {
        // Without --syntax, every source value is recognised as MessageFormat 2. A translation with
        // errors is not said to leave out what it cannot be read for.
        let report = try lint(["mf2/en.json", "mf2/ru.json"], syntax: syntax)
        let found = report.findings.map {
            "\($0.severity.rawValue) \($0.check.rawValue) \($0.key ?? "-"): \($0.message)"
        }
        #expect(
            found.sorted() == [
                "error placeholders files: variable {$owner} is not in the source",
                "error plural-categories files: missing plural few, many, which CLDR requires for ru "
                    + "(needs one, few, many, other)",
                "error syntax broken: mf2 syntax error at 1:1: missing-fallback-variant: no variant has \"*\" "
                    + "for every key (*)",
                "error syntax broken: mf2 syntax error at 1:8: missing-selector-annotation: the selector $name "
                    + "must be declared with a function, such as {$name :string}",
                "warning placeholders link: never shows variable {$name}, which the source has",
                "warning plural-categories files: plural foo never used by ru (it has one, few, many, other)",
            ], "\(found)")
        let plural = try #require(report.findings.first { $0.check == .pluralCategories && $0.severity == .error })
        #expect(plural.variation == ".match $count")
        #expect(plural.locale == "ru")
    }

    @Test func mf2IntegerSelectorsNeedNoCategoryOnlyFractionsSelect() throws {
        let report = try lint(["mf2/en.json", "mf2/cs.json"], syntax: .mf2)
        let found = report.findings.map {
            "\($0.severity.rawValue) \($0.check.rawValue) \($0.key ?? "-"): \($0.message)"
        }
        #expect(
            found == [
                "error plural-categories count: missing plural many, which CLDR requires for cs "
                    + "(needs one, few, many, other)"
            ], "\(found)")
    }

    @Test func lengthLimitsAndRequiredCompleteness() throws {
        let report = try lint(
            ["Mistakes.xcstrings"], options: LintOptions(maximumLength: 12, requireComplete: true))
        #expect(report.findings.contains { $0.check == .length && $0.locale == "de" })
        #expect(report.findings.contains { $0.check == .untranslated && $0.locale == "ru" })
    }

    @Test(arguments: ["Localizable", "Positional", "Variations", "Multiline"])
    func cleanCatalogsHaveNoFindings(name: String) throws {
        let report = try lint(["../xcstrings/\(name).xcstrings"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.description))")
    }

    @Test func realCatalogsWithQuestionableValues() throws {
        // "Test %" has no arguments, so it is never formatted: a warning, not an error.
        let specifiers = try lint(["../xcstrings/FormatSpecifiers.xcstrings"])
        #expect(summary(specifiers) == ["warning syntax percentage en"])
        // The substitution `remaining.strings` has only `other`; English needs `one` too.
        let substitution = try lint(["../xcstrings/Substitution.xcstrings"])
        #expect(summary(substitution) == ["error plural-categories substitutions_example.string en"])
        #expect(substitution.findings.first?.variation == "substitutions.remaining.strings.plural")
    }
}
