import Foundation
import GlossaMessages
import Testing

@testable import GlossaLocalization

/// Missing policies as a Localizer applies them: to the message, never to the caller's data, and in
/// the source language only when a policy asks to.
struct MissingPolicyLocalizerTests {
    static func localizer(
        _ locale: LocaleIdentifier, policy: any MissingPolicy = SourceStringPolicy(), catalogs: [Catalog] = [],
        issues: IssueRecorder? = nil
    ) -> Localizer {
        var configuration = Localizer.Configuration(missingPolicy: policy)
        if let issues { configuration.issueHandler = { issues.record($0) } }
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: catalogs, preferredLanguages: [locale], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: configuration)
    }

    @Test func policiesLeaveArgumentValuesAlone() throws {
        let pseudo = CompositePolicy(PseudoTranslationPolicy(), WrappedStringPolicy())
        let issues = IssueRecorder()
        let localizer = Self.localizer(TestLocale.russian, policy: pseudo, issues: issues)
        #expect(localizer.localize("Hello {user}", tokens: ["user": "Anna"]) == "[Ȟêĺĺø Anna]")
        #expect(localizer.localize("You have {count || message}", tokens: ["count": 3]) == "[Ẏøü ȟàṽê 3 ɱêššàğêš]")
        #expect(
            localizer.localizeHTML("Hi [bold: {user}]", tokens: ["user": "<Anna>"])
                == "[Ȟı <strong>&lt;Anna&gt;</strong>]")
        let attributed = localizer.localizeAttributed("Hi [bold: {user}]!", tokens: ["user": "Anna"])
        #expect(String(attributed.characters) == "[Ȟı Anna!]")
        let bold = attributed.runs.filter { $0[MessageDecorationsAttribute.self] == ["bold"] }
        #expect(bold.map { String(attributed[$0.range].characters) } == ["Anna"])
        // The issue handler hears the text as shown without the policy, values included.
        let reported = issues.issues.compactMap { issue -> String? in
            guard case .missingTranslation(let missing) = issue else { return nil }
            return missing.text
        }
        #expect(reported.first == "Hello Anna")
    }

    /// In HTML output a policy sees the text unescaped and what it returns is escaped once: text
    /// that is already escaped is not escaped again.
    @Test func htmlIsEscapedOnceAroundAPolicy() throws {
        let localizer = Self.localizer(TestLocale.russian, policy: WrappedStringPolicy())
        #expect(localizer.localizeHTML("Tom & Jerry") == "[Tom &amp; Jerry]")
        #expect(
            localizer.localizeHTML("Tom & [bold: {user}] > 2", tokens: ["user": "\"Anna\""])
                == "[Tom &amp; <strong>&quot;Anna&quot;</strong> &gt; 2]")
        let keyed = Self.localizer(TestLocale.russian, policy: KeyPlaceholderPolicy("<{key}>"))
        #expect(keyed.html("a&b") == "&lt;a&amp;b&gt;")
        // The policy sees text, not HTML.
        let seen = SeenTexts()
        let watching = Self.localizer(TestLocale.russian, policy: seen)
        _ = watching.localizeHTML("Tom & Jerry")
        #expect(seen.texts.map { $0.filter { $0 != "\u{F8FF}" } } == ["Tom & Jerry"])
    }

    @Test func thePseudoLocaleLeavesArgumentValuesAlone() async throws {
        let source = try Catalog(locale: TestLocale.english, messages: ["greeting": "Hello {user}"])
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english], catalogs: [source],
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: TestLocale.expandingPseudo)
        let shown = localizer.string("greeting", arguments: ["user": "Anna"])
        #expect(shown.hasPrefix("[Ȟêĺĺø Anna "), "\(shown)")
        #expect(shown.hasSuffix("~]"), "\(shown)")
    }

    @Test func keyPlaceholderInTheSourceLocaleIsAnOption() throws {
        let template = "[No '{key}' in '{language}']"
        let byDefault = Self.localizer(TestLocale.english, policy: KeyPlaceholderPolicy(template))
        #expect(byDefault.string("nowhere") == "nowhere")
        let issues = IssueRecorder()
        let everywhere = Self.localizer(
            TestLocale.english, policy: KeyPlaceholderPolicy(template, inSourceLocale: true), issues: issues)
        #expect(everywhere.string("nowhere") == "[No 'nowhere' in 'en']")
        #expect(issues.issues.count == 1)
        // Source text and default values are the right text in the source language.
        #expect(everywhere.string("greeting", default: "Hello") == "Hello")
        #expect(everywhere.localize("Hello {user}", tokens: ["user": "Anna"]) == "Hello Anna")
        let composite = CompositePolicy(WrappedStringPolicy(), KeyPlaceholderPolicy(template, inSourceLocale: true))
        #expect(composite.appliesInSourceLocale)
        #expect(!CompositePolicy(WrappedStringPolicy()).appliesInSourceLocale)
        // In a translated locale it applies as before.
        #expect(
            Self.localizer(TestLocale.russian, policy: KeyPlaceholderPolicy(template)).string("nowhere")
                == "[No 'nowhere' in 'ru']")
    }

    @Test func theTransifexConfigurationRendersICUSourceStrings() throws {
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.greek],
            preferredLanguages: [TestLocale.greek], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: .transifex())
        let files = "{cnt, plural, one {# file} other {# files}}"
        #expect(localizer.translate(files, arguments: ["cnt": 3]) == "3 files")
        #expect(localizer.translate("Hello {name}", arguments: ["name": "Anna"]) == "Hello Anna")
        #expect(localizer.configuration.sourceSyntax.name == ICUSyntax().name)
    }
}

/// A missing policy that records the texts it is given and returns them unchanged.
private final class SeenTexts: MissingPolicy, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var texts: [String] { lock.withLock { recorded } }

    func text(for missing: MissingTranslation) -> String {
        lock.withLock { recorded.append(missing.text) }
        return missing.text
    }
}
