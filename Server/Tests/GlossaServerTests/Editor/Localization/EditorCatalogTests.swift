import Foundation
import GlossaLint
import Testing

@testable import GlossaServer

/// The editor's catalogs checked as a translator's work is: `glossa lint`'s checks of Russian against
/// English, every key the pages use present, and Russian complete.
@Suite("Editor catalogs")
struct EditorCatalogTests {
    static let englishKeys = Set(EditorCatalog.english.map(\.key))

    @Test func everyLanguageHasExactlyTheEnglishKeys() {
        for (language, messages) in EditorCatalog.all {
            let keys = messages.map(\.key)
            #expect(Set(keys).count == keys.count, "\(language) repeats a key")
            #expect(Set(keys).subtracting(Self.englishKeys).isEmpty, "\(language) has keys English lacks")
            #expect(Self.englishKeys.subtracting(keys).sorted() == [], "\(language) lacks these keys")
        }
    }

    @Test func russianPassesTheLintOfTranslations() {
        let russian = Dictionary(uniqueKeysWithValues: EditorCatalog.russian.map { ($0.key, $0.message) })
        let entries = EditorCatalog.english.map { key, message in
            CatalogEntry(
                key: key,
                localizations: [
                    "en": CatalogLocalization(forms: [CatalogForm(value: message)]),
                    "ru": CatalogLocalization(forms: [CatalogForm(value: russian[key] ?? "")]),
                ])
        }
        let catalog = MessageCatalog(
            path: "EditorCatalog", sourceLocale: "en", locales: ["en", "ru"], entries: entries, syntax: .icu)
        let findings = Linter().lint([catalog]).findings.filter { $0.severity == .error }
        #expect(findings.map { "\($0.key ?? ""): \($0.message)" } == [])
    }

    @Test func theLintCatchesABrokenTranslation() {
        // The check above can fail: a Russian plural missing `few` and `many`, and an argument the
        // English does not have, are errors.
        let entry = CatalogEntry(
            key: "editor.characters",
            localizations: [
                "en": CatalogLocalization(forms: [
                    CatalogForm(value: "{count, plural, one {# character} other {# characters}}")
                ]),
                "ru": CatalogLocalization(forms: [
                    CatalogForm(value: "{count, plural, one {# символ} other {# символов}} {field}")
                ]),
            ])
        let catalog = MessageCatalog(
            path: "EditorCatalog", sourceLocale: "en", locales: ["en", "ru"], entries: [entry], syntax: .icu)
        let findings = Linter().lint([catalog]).findings.filter { $0.severity == .error }
        #expect(Set(findings.map(\.check.rawValue)) == ["placeholders", "plural-categories"])
    }

    @Test func everyWordTheTemplatesShowIsInTheCatalog() throws {
        let expression = try NSRegularExpression(pattern: #"\{\{t\.([A-Za-z0-9_-]+)\}\}"#)
        let names = Set(EditorCatalog.english.map { EditorText.templateName(of: $0.key) })
        var used: Set<String> = []
        for (_, template) in EditorTemplates.all {
            let range = NSRange(template.startIndex..., in: template)
            for match in expression.matches(in: template, range: range) {
                if let name = Range(match.range(at: 1), in: template) { used.insert(String(template[name])) }
            }
        }
        #expect(used.count > 100)
        #expect(used.subtracting(names).sorted() == [])
    }

    @Test func everyKeyTheRoutesAskForIsInTheCatalog() throws {
        // The keys the editor's Swift code names literally, read from its sources…
        let editor = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/GlossaServer/Editor")
        let expression = try NSRegularExpression(
            pattern: #"(?:text|interface|\$0)\(\s*"([a-zA-Z]+\.[A-Za-z.-]*[A-Za-z])""#)
        var named: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: editor, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(source.startIndex..., in: source)
            for match in expression.matches(in: source, range: range) {
                if let key = Range(match.range(at: 1), in: source) { named.insert(String(source[key])) }
            }
        }
        #expect(named.count > 40)
        // …and those it builds from a value: every role, status, listed format and settings notice.
        var built = Set(ProjectRole.allCases.map { "role." + $0.rawValue })
        built.formUnion(WorkflowStatus.allCases.map { "status." + $0.templateName })
        built.formUnion(EditorRoutes.listedFormats.map { "format." + $0 })
        built.formUnion(EditorRoutes.settingsNotices.map { "settings.done." + $0 })
        #expect(named.union(built).subtracting(Self.englishKeys).sorted() == [])
    }
}
