import GlossaMessages
import Testing

@testable import GlossaLocalization

/// MCLocalization's and SKLocalizable's calls over catalogs whose placeholders are compiled.
struct PlaceholderSyntaxTests {
    static func localizer(
        _ syntax: PlaceholderSyntax = .placeholders, messages: [String: String], issues: IssueRecorder? = nil
    ) throws -> Localizer {
        var configuration = Localizer.Configuration()
        if let issues { configuration.issueHandler = { issues.record($0) } }
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [
                try Catalog(locale: TestLocale.english, syntax: syntax, messages: messages),
                try Catalog(
                    locale: TestLocale.russian, syntax: syntax,
                    messages: ["glory": "Славься славься, %name%!", "Greeting": "Привет, $(Name)!"]),
            ], preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: configuration)
    }

    static let english = [
        "glory": "Glory Glory, %name%!", "key": "%a% {{b}} [c]", "Greeting": "Hello, $(Name)!", "plain": "Plain",
    ]

    static func renderProblems(_ issues: IssueRecorder) -> [RenderFailure] {
        issues.issues.compactMap { if case .renderProblems(let failure) = $0 { failure } else { nil } }
    }

    @Test func mcLocalizationPlaceholdersAreCompiled() throws {
        let issues = IssueRecorder()
        let localizer = try Self.localizer(messages: Self.english, issues: issues)
        #expect(
            localizer.string(forKey: "glory", placeholders: ["%name%": "Man United"]) == "Славься славься, Man United!")
        // Only English has "key": the source language answers, with every form of placeholder.
        #expect(localizer.string(forKey: "key", placeholders: ["%a%": "A", "{{b}}": "B", "[c]": "C"]) == "A B C")
        // A value is inserted once, never scanned for placeholders.
        #expect(
            localizer.string(forKey: "key", placeholders: ["%a%": "{{b}}", "{{b}}": "B", "[c]": "C"]) == "{{b}} B C")
        #expect(localizer.string(forKey: "plain") == "Plain")
        #expect(localizer.string(forKey: "missing") == nil)
        #expect(Self.renderProblems(issues).isEmpty)
        // A placeholder without a value stays as written and is reported.
        #expect(localizer.string(forKey: "key", placeholders: ["%a%": "A"]) == "A {{b}} [c]")
        #expect(Self.renderProblems(issues).count == 1)
    }

    @Test func skLocalizableParametersAreCompiled() throws {
        let localizer = try Self.localizer(messages: Self.english)
        #expect("Greeting".localized(arguments: ["Name": "Anna"], localizer: localizer) == "Привет, Anna!")
        #expect("Greeting".localized(arguments: ["Name": 7], localizer: localizer) == "Привет, 7!")
        #expect("Missing.Key".localized(localizer: localizer) == "Missing.Key")
    }

    @Test func valuesAreEscapedInHTML() throws {
        let localizer = try Self.localizer(messages: Self.english)
        #expect(localizer.html("glory", arguments: ["%name%": "<b>&"]) == "Славься славься, &lt;b&gt;&amp;!")
    }

    @Test func arbitraryPlaceholdersAreDeclaredOnTheSyntax() throws {
        let syntax = PlaceholderSyntax(placeholders: ["XXX", "@who"])
        let localizer = try Self.localizer(syntax, messages: ["note": "XXX met @who at 100%", "plain": "50% [off]"])
        #expect(
            localizer.string(forKey: "note", placeholders: ["XXX": "Anna", "@who": "Boris"]) == "Anna met Boris at 100%"
        )
        #expect(localizer.string(forKey: "plain") == "50% [off]")
        let catalog = try Catalog(locale: TestLocale.english, syntax: syntax, messages: ["plain": "50% [off]"])
        #expect(catalog.strings.isPlain(at: try #require(catalog.strings.entry(for: "plain"))))
    }
}
