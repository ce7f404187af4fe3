import Foundation
import GlossaMessages
import Testing

@testable import GlossaLocalization

/// Catalogs in Unicode MessageFormat 2, rendered through the Localizer.
struct MF2SyntaxTests {
    static let files =
        ".input {$count :number}\n.match $count\none {{{$count} file}}\n* {{{$count} files}}"

    static func localizer(_ syntax: MF2Syntax, issues: IssueRecorder? = nil) throws -> Localizer {
        var configuration = Localizer.Configuration()
        if let issues { configuration.issueHandler = { issues.record($0) } }
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [
                try Catalog(
                    locale: TestLocale.english, syntax: syntax,
                    messages: ["files": files, "hello": "Hello, {$name}!", "plain": "Plain text", "broken": "{$a"]),
                try Catalog(
                    locale: TestLocale.russian, syntax: syntax,
                    messages: [
                        "files": """
                        .input {$count :number}
                        .match $count
                        1 {{Один файл}}
                        one {{{$count} файл}}
                        few {{{$count} файла}}
                        * {{{$count} файлов}}
                        """,
                        "ordinal": ".input {$n :number select=ordinal}\n.match $n\n* {{{$n}-й}}",
                    ]),
            ], preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: configuration)
    }

    @Test func pluralsSelectWithTheCatalogLocalesRules() throws {
        let localizer = try Self.localizer(.mf2(bidiIsolation: .none))
        #expect(localizer.string("files", arguments: ["count": 1]) == "Один файл")
        #expect(localizer.string("files", arguments: ["count": 21]) == "21 файл")
        #expect(localizer.string("files", arguments: ["count": 22]) == "22 файла")
        #expect(localizer.string("files", arguments: ["count": 25]) == "25 файлов")
        #expect(localizer.string("ordinal", arguments: ["n": 3]) == "3-й")
        // Only English has "hello": the source language answers, in its own syntax.
        #expect(localizer.string("hello", arguments: ["name": "Anna"]) == "Hello, Anna!")
        #expect(localizer.string("plain") == "Plain text")
    }

    @Test func theDefaultBidiStrategyIsolatesValuesOfUnknownDirection() throws {
        let localizer = try Self.localizer(.mf2)
        #expect(localizer.string("hello", arguments: ["name": "שלום"]) == "Hello, \u{2068}שלום\u{2069}!")
        #expect(MF2Syntax().name == "mf2")
    }

    @Test func datesAreShownInTheSyntaxsTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let syntax = MF2Syntax(bidiIsolation: .none, timeZone: tokyo)
        #expect(syntax.timeZone == tokyo)
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english],
            catalogs: [
                try Catalog(
                    locale: TestLocale.english, syntax: syntax,
                    messages: ["due": "Due {$d :date length=long} at {$d :time hour12=false}"])
            ], preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        let instant = Date(timeIntervalSince1970: 1_136_214_246)  // 2006-01-02T15:04:06Z
        #expect(localizer.string("due", arguments: ["d": instant]) == "Due January 3, 2006 at 00:04")
        // An ISO 8601 string without an offset is shown as written.
        #expect(localizer.string("due", arguments: ["d": "2006-01-02T15:04:06"]) == "Due January 2, 2006 at 15:04")
    }

    @Test func brokenMessagesRenderAsWrittenAndAreReported() throws {
        let issues = IssueRecorder()
        let localizer = try Self.localizer(.mf2, issues: issues)
        #expect(localizer.string("broken") == "{$a")
        let failures = issues.issues.compactMap { if case .renderProblems(let failure) = $0 { failure } else { nil } }
        #expect(failures.count == 1)
        #expect(failures.first?.diagnostics.first?.reason.hasPrefix("syntax-error") == true, "\(failures)")
        // A missing argument shows the specification's fallback and is reported as unresolved.
        #expect(localizer.string("hello") == "Hello, {$name}!")
    }

    @Test func plainTextNeedsNoCompilingButSyntaxDoes() {
        let syntax = MF2Syntax()
        func plain(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { syntax.isPlainText($0) }
        }
        #expect(plain("Plain text"))
        #expect(plain("Mail: a@b.c | 50%"))
        #expect(!plain("Hello, {$name}"))
        #expect(!plain(".input {$x :number} {{x}}"))
        #expect(!plain("Escaped \\{"))
        #expect(!plain(" leading space"))
    }
}
