import Testing

@testable import GlossaServer

@Suite("Editor plurals")
struct EditorPluralTests {
    @Test func theFieldsAreTheTargetLanguagesCategories() throws {
        let source = "{count, plural, one {# file} other {# files}}"
        #expect(
            try #require(EditorPlural(source: source, language: "ru")).categories == ["one", "few", "many", "other"])
        #expect(
            try #require(EditorPlural(source: source, language: "ar")).categories
                == ["zero", "one", "two", "few", "many", "other"])
        #expect(try #require(EditorPlural(source: source, language: "ja")).categories == ["other"])
        #expect(EditorPlural(source: "Hello {name}", language: "ru") == nil)
        #expect(EditorPlural(source: "{n, select, a {x} other {y}}", language: "ru") == nil)
    }

    @Test func aStoredTranslationSplitsAndJoinsBack() throws {
        let plural = try #require(EditorPlural(source: "{???, plural, one {# file} other {# files}}", language: "ru"))
        #expect(plural.name == "n")
        let stored = "{n, plural, =1 {один файл} one {# файл} few {# файла} many {# файлов} other {# '{'x'}'}}"
        let fields = plural.fields(of: stored)
        #expect(fields == ["one": "# файл", "few": "# файла", "many": "# файлов", "other": "# '{'x'}'"])
        let form = EditorForm(fields: Dictionary(uniqueKeysWithValues: fields.map { (EditorPlural.fieldName($0), $1) }))
        #expect(plural.join(form) == "{n, plural, one {# файл} few {# файла} many {# файлов} other {# '{'x'}'}}")
        #expect(plural.fields(of: "not a plural") == [:])
    }

    @Test func thePreviewRendersSampleValuesWithTheEngine() {
        let samples = EditorPreview.samples(
            "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", name: "count",
            language: "ru")
        #expect(samples.map(\.value) == [0, 1, 2, 5, 21])
        #expect(samples.map(\.text) == ["0 файлов", "1 файл", "2 файла", "5 файлов", "21 файл"])
        #expect(samples.map(\.category) == ["many", "one", "few", "many", "one"])
    }
}
