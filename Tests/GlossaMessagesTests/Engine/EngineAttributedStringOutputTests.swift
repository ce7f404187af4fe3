import Foundation
import Testing

@testable import GlossaMessages

/// A test-only attribute, so the tests do not depend on platform UI attributes.
enum TestColorAttribute: AttributedStringKey {
    typealias Value = String
    static let name = "glossa.test.color"
}

/// A second test-only attribute.
enum TestWeightAttribute: AttributedStringKey {
    typealias Value = Int
    static let name = "glossa.test.weight"
}

/// ``AttributedStringOutput``: decorations become attribute runs (TMLKit's attributed strings).
@Suite struct EngineAttributedStringOutputTests {
    struct Run: Equatable, CustomStringConvertible {
        let text: String
        let decorations: [String]?
        let color: String?
        let weight: Int?
        let link: URL?
        var description: String {
            "\(text)|\(decorations ?? [])|\(color ?? "-")|\(weight.map(String.init) ?? "-")|\(link?.absoluteString ?? "-")"
        }
    }

    private func render(
        _ label: String, _ tokens: [String: MessageValue] = [:], attributes: [String: AttributeContainer] = [:]
    ) -> (AttributedString, [MessageDiagnostic]) {
        let message = TMLCompiler(language: .english).compile(label)
        let (output, diagnostics) = message.render(
            into: AttributedStringOutput(attributes: attributes),
            context: RenderContext(arguments: MessageArguments(tokens), locale: .root, now: TMLEngineSupport.now))
        return (output.attributedString, diagnostics)
    }

    private func runs(_ string: AttributedString) -> [Run] {
        string.runs.map { run in
            Run(
                text: String(string[run.range].characters), decorations: run[MessageDecorationsAttribute.self],
                color: run[TestColorAttribute.self], weight: run[TestWeightAttribute.self], link: run.link)
        }
    }

    private func container(color: String? = nil, weight: Int? = nil) -> AttributeContainer {
        var container = AttributeContainer()
        if let color { container[TestColorAttribute.self] = color }
        if let weight { container[TestWeightAttribute.self] = weight }
        return container
    }

    @Test func plainTextHasNoDecorationAttribute() {
        let (string, diagnostics) = render("Hello {user}", ["user": .string("<Anna>")])
        #expect(String(string.characters) == "Hello <Anna>")
        #expect(runs(string) == [Run(text: "Hello <Anna>", decorations: nil, color: nil, weight: nil, link: nil)])
        #expect(diagnostics.isEmpty)
    }

    @Test func decorationsBecomeRunsOverTheDecoratedRange() {
        let (string, _) = render("Hi [bold: {user}], bye", ["user": .string("Anna")])
        #expect(String(string.characters) == "Hi Anna, bye")
        #expect(
            runs(string) == [
                Run(text: "Hi ", decorations: nil, color: nil, weight: nil, link: nil),
                Run(text: "Anna", decorations: ["bold"], color: nil, weight: nil, link: nil),
                Run(text: ", bye", decorations: nil, color: nil, weight: nil, link: nil),
            ])
    }

    @Test func nestedDecorationsCombineOutermostFirst() {
        let (string, _) = render("[link: a [bold: b [italic: c]] d]")
        #expect(String(string.characters) == "a b c d")
        #expect(
            runs(string) == [
                Run(text: "a ", decorations: ["link"], color: nil, weight: nil, link: nil),
                Run(text: "b ", decorations: ["link", "bold"], color: nil, weight: nil, link: nil),
                Run(text: "c", decorations: ["link", "bold", "italic"], color: nil, weight: nil, link: nil),
                Run(text: " d", decorations: ["link"], color: nil, weight: nil, link: nil),
            ])
    }

    @Test func allFormsProduceRuns() {
        let (string, _) = render("<b>x</b>[i]y[/i]")
        #expect(
            runs(string) == [
                Run(text: "x", decorations: ["b"], color: nil, weight: nil, link: nil),
                Run(text: "y", decorations: ["i"], color: nil, weight: nil, link: nil),
            ])
    }

    @Test func configuredAttributesApplyPerNameAndNestedOnesMerge() {
        let attributes = [
            "bold": container(color: "red", weight: 700),
            "link": container(color: "blue"),
        ]
        let (string, _) = render("[link: go [bold: now]] [bold2: !]", attributes: attributes)
        #expect(
            runs(string) == [
                Run(text: "go ", decorations: ["link"], color: "blue", weight: nil, link: nil),
                // The inner decoration's attributes win where both set one; the outer ones fill in.
                Run(text: "now", decorations: ["link", "bold"], color: "red", weight: 700, link: nil),
                Run(text: " ", decorations: nil, color: nil, weight: nil, link: nil),
                // `bold2` uses the attributes configured for `bold`.
                Run(text: "!", decorations: ["bold2"], color: "red", weight: 700, link: nil),
            ])
    }

    @Test func attributeLookupPrefersTheClosestName() {
        // `my_bold2` → `my_bold` (digits dropped) before `bold` (after the underscore), as
        // DecorationTemplates documents; with both configured the choice must not depend on hashing.
        var mismatches = 0
        for decoys in 0..<8 {
            var attributes = ["my_bold": container(color: "mine"), "bold": container(color: "generic")]
            for index in 0..<decoys { attributes["decoy\(index)"] = container(weight: index) }
            let (string, _) = render("[my_bold2: x]", attributes: attributes)
            if runs(string).first?.color != "mine" { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func outerAttributesFillInWhereTheInnerHasNone() {
        let attributes = ["em": container(weight: 300), "span": container(color: "grey")]
        let (string, _) = render("[span: a [em: b]]", attributes: attributes)
        #expect(
            runs(string) == [
                Run(text: "a ", decorations: ["span"], color: "grey", weight: nil, link: nil),
                Run(text: "b", decorations: ["span", "em"], color: "grey", weight: 300, link: nil),
            ])
    }

    @Test func linkWithAnHrefGetsFoundationsLinkAttribute() throws {
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        let link = MessageValue.decoration(DecorationValue(attributes: ["href": "https://example.com/a?b=1"]))
        let (string, _) = render("See [link: the [bold: docs]] now", ["link": link])
        #expect(
            runs(string) == [
                Run(text: "See ", decorations: nil, color: nil, weight: nil, link: nil),
                Run(text: "the ", decorations: ["link"], color: nil, weight: nil, link: url),
                Run(text: "docs", decorations: ["link", "bold"], color: nil, weight: nil, link: url),
                Run(text: " now", decorations: nil, color: nil, weight: nil, link: nil),
            ])
    }

    @Test func linkWithAnHrefFromTMLJSONGetsTheLinkAttribute() throws {
        // Token values from JSON (the CLI, fixtures) arrive as objects: `{"link": {"href": "…"}}`.
        let url = try #require(URL(string: "https://example.com"))
        let link = try TMLEngineSupport.json(#"{"href": "https://example.com"}"#)
        let (string, _) = render("[link: here]", ["link": link])
        #expect(runs(string).first?.link == url)
        #expect(runs(string).first?.decorations == ["link"])
    }

    @Test func linkWithoutAnHrefHasNoLinkAttribute() {
        let (string, _) = render("[link: here]")
        #expect(runs(string) == [Run(text: "here", decorations: ["link"], color: nil, weight: nil, link: nil)])
    }

    @Test func valuesAreNotEscapedOrParsed() {
        let (string, _) = render(
            "[bold: {user}]", ["user": .string("<b>[italic: x]</b> {count}"), "count": .number(MessageNumber(1))])
        #expect(
            runs(string) == [
                Run(text: "<b>[italic: x]</b> {count}", decorations: ["bold"], color: nil, weight: nil, link: nil)
            ])
    }

    @Test func unicodeContentKeepsRangesAligned() {
        let (string, _) = render("👋🏽 é [bold: Привет e\u{301} 🇺🇦] ok")
        #expect(String(string.characters) == "👋🏽 é Привет e\u{301} 🇺🇦 ok")
        #expect(
            runs(string) == [
                Run(text: "👋🏽 é ", decorations: nil, color: nil, weight: nil, link: nil),
                Run(text: "Привет e\u{301} 🇺🇦", decorations: ["bold"], color: nil, weight: nil, link: nil),
                Run(text: " ok", decorations: nil, color: nil, weight: nil, link: nil),
            ])
    }

    @Test func emptyDecorationsAddNoRuns() {
        let (string, _) = render("a[bold:]b[italic][/italic]c")
        #expect(runs(string) == [Run(text: "abc", decorations: nil, color: nil, weight: nil, link: nil)])
    }

    @Test func missingValuesStayVerbatimWithDiagnostics() {
        let (string, diagnostics) = render("[bold: {user}]")
        #expect(runs(string) == [Run(text: "{user}", decorations: ["bold"], color: nil, weight: nil, link: nil)])
        #expect(diagnostics.map(\.kind) == [.missingArgument])
    }
}
