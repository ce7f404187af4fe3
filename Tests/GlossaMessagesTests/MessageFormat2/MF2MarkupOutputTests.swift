import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// MessageFormat 2 markup through the engine's outputs: nothing in plain text (the specification's
/// string formatting), the allow-listed elements in HTML, attributes in `AttributedString`.
@Suite struct MF2MarkupOutputTests {
    static func compile(_ source: String) throws -> CompiledMessage {
        MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none).compile(source)
    }

    static func context(_ arguments: MessageArguments = [:]) throws -> RenderContext {
        RenderContext(arguments: arguments, locale: try LocaleIdentifier(parsing: "en"))
    }

    static func html(_ source: String, _ arguments: MessageArguments = [:]) throws -> String {
        try compile(source).render(context(arguments), format: .html).text
    }

    static func text(_ source: String, _ arguments: MessageArguments = [:]) throws -> String {
        try compile(source).render(context(arguments), format: .text).text
    }

    @Test func simpleElementsAreWrittenAsThemselvesInHTML() throws {
        #expect(try Self.html("{#b}bold{/b} and {#i}italic{/i}") == "<b>bold</b> and <i>italic</i>")
        #expect(try Self.html("{#strong}{#em}x{/em}{/strong}") == "<strong><em>x</em></strong>")
        #expect(try Self.html("a{#br/}b") == "a<br>b")
        #expect(try Self.html("{#b/}") == "<b></b>")
    }

    @Test func plainTextWritesNothingForMarkup() throws {
        #expect(try Self.text("{#b}bold{/b} and {#i}italic{/i}") == "bold and italic")
        // TML's text templates write `br` as a line break; markup stays nothing, as the spec says.
        #expect(try Self.text("a{#br/}b") == "ab")
        #expect(try Self.text("{#span class=x}t{/span}{/b}") == "t")
    }

    @Test func optionsFillTheTemplatesAttributesEscaped() throws {
        let abbr = try Self.html("{#abbr title=|Hypertext & co|}HTML{/abbr}")
        #expect(abbr == "<abbr title='Hypertext &amp; co'>HTML</abbr>")
        #expect(
            try Self.html("{#span class=|'><script>x</script>|}t{/span}")
                == "<span class='&#39;&gt;&lt;script&gt;x&lt;/script&gt;' lang='' dir=''>t</span>")
        // An option from an argument, read at each render and escaped.
        #expect(
            try Self.html("{#span class=$c}t{/span}", ["c": "a' onclick='x"])
                == "<span class='a&#39; onclick=&#39;x' lang='' dir=''>t</span>")
        #expect(try Self.compile("{#span class=$c}{$n}{/span}").argumentNames == ["c", "n"])
        // An argument without a value leaves its option out.
        #expect(try Self.html("{#abbr title=$t}t{/abbr}") == "<abbr title=''>t</abbr>")
        // A declared variable known when compiling is formatted then.
        let declared = try Self.html(".local $t = {|T & U|} {{{#abbr title=$t}x{/abbr}}}")
        #expect(declared == "<abbr title='T &amp; U'>x</abbr>")
    }

    @Test func argumentOptionsBesideLiteralOptionsAreReadAtEachRender() throws {
        // The literal options are collected when compiling; the ones from arguments fill in at each
        // render, and one render's values never stay in the compiled table for the next.
        let message = try Self.compile("{#span class=|note| lang=$l dir=|rtl|}t{/span} {#abbr title=$t}x{/abbr}")
        #expect(message.argumentNames == ["l", "t"])
        let first = message.render(try Self.context(["l": "ar", "t": "T & U"]), format: .html).text
        #expect(first == "<span class='note' lang='ar' dir='rtl'>t</span> <abbr title='T &amp; U'>x</abbr>")
        let second = message.render(try Self.context(["l": "he"]), format: .html).text
        #expect(second == "<span class='note' lang='he' dir='rtl'>t</span> <abbr title=''>x</abbr>")
        let none = message.render(try Self.context(), format: .html).text
        #expect(none == "<span class='note' lang='' dir='rtl'>t</span> <abbr title=''>x</abbr>")
        // The same through an output of the caller's, with templates of its own.
        let templates = DecorationTemplates(["a": "<a href='{$href}' class='{$class}' title='{$title}'>{$0}</a>"])
        let link = try Self.compile("{#a class=|ext| href=$url title=|Docs|}docs{/a}")
        let (output, _) = link.render(
            into: HTMLOutput(markupTemplates: templates), context: try Self.context(["url": "https://x.example/"]))
        #expect(output.html == "<a href='https://x.example/' class='ext' title='Docs'>docs</a>")
    }

    @Test func hostileMarkupNeverOpensAnElementOrAttribute() throws {
        #expect(try Self.html("{#script}alert(1){/script}") == "alert(1)")
        #expect(try Self.html("{#img src=|javascript:alert(1)| /}x") == "x")
        #expect(try Self.html("{#a href=|javascript:alert(1)|}x{/a}") == "x")
        #expect(try Self.html("{#b onclick=|alert(1)| style=|x|}t{/b}") == "<b>t</b>")
        #expect(try Self.html("{#html:b}t{/html:b}") == "t")
        // Attributes are for tools: they never reach the output.
        #expect(try Self.html("{#b @onclick=|alert(1)|}t{/b}") == "<b>t</b>")
    }

    @Test func unmatchedMarkupIsPairedAsDocumented() throws {
        #expect(try Self.html("x{/b}y") == "xy")
        #expect(try Self.html("{#b}x") == "<b>x</b>")
        #expect(try Self.html("{#b}{#i}x{/b}y{/i}") == "<b><i>x</i></b>y")
        #expect(try Self.html("{#b}a{#b}b{/b}c{/b}d") == "<b>a<b>b</b>c</b>d")
        #expect(try Self.html("{/i}{#i}{#b}x{/i}") == "<i><b>x</b></i>")
    }

    @Test func hostilyDeepMarkupRendersWithoutExhaustingTheStack() throws {
        let source = String(repeating: "{#b}", count: 20_000) + "x" + String(repeating: "{/b}", count: 20_000)
        let bound = MF2MarkupNesting.maximumNesting
        let expected = String(repeating: "<b>", count: bound) + "x" + String(repeating: "</b>", count: bound)
        #expect(try Self.html(source) == expected)
        #expect(try Self.text(source) == "x")
    }

    @Test func muchMarkupCompilesInLinearWork() throws {
        // 50,000 pairs and 50,000 unmatched closes: quadratic pairing would take minutes.
        let pairs = String(repeating: "x{#b}y{/b}", count: 50_000) + String(repeating: "{/i}", count: 50_000)
        let html = try Self.html(pairs)
        #expect(html.count == 50_000 * "x<b>y</b>".count)
        let opens = String(repeating: "{#i}", count: 20_000) + String(repeating: "{/b}", count: 20_000)
        #expect(try Self.text(opens + "z") == "z")
    }

    @Test func markupInVariantsIsPairedPerVariant() throws {
        let source = ".input {$n :integer} .match $n one {{{#b}one{/b}}} * {{{#i}other}}"
        #expect(try Self.html(source, ["n": 1]) == "<b>one</b>")
        #expect(try Self.html(source, ["n": 5]) == "<i>other</i>")
        #expect(try Self.text(source, ["n": 5]) == "other")
    }

    @Test func placeholdersInsideMarkupAreEscaped() throws {
        #expect(try Self.html("{#b}{$name}{/b}", ["name": "<x>"]) == "<b>&lt;x&gt;</b>")
    }

    @Test func appsCanAllowMoreMarkup() throws {
        let templates = DecorationTemplates(["a": "<a href='{$href}'>{$0}</a>"])
        let message = try Self.compile("{#a href=$url}docs{/a} {#b}x{/b}")
        let context = try Self.context(["url": "https://x.example/?a=1&b='"])
        let (output, _) = message.render(into: HTMLOutput(markupTemplates: templates), context: context)
        #expect(output.html == "<a href='https://x.example/?a=1&amp;b=&#39;'>docs</a> x")
    }

    @Test func attributedStringMarksMarkupAsDecorations() throws {
        var bold = AttributeContainer()
        bold[TestWeightAttribute.self] = 700
        let message = try Self.compile("{#b}bold{/b} {#link href=|https://example.com|}site{/link}{#br/}")
        let (output, _) = message.render(
            into: AttributedStringOutput(attributes: ["b": bold]), context: try Self.context())
        let runs = output.attributedString.runs.map { run in
            (
                String(output.attributedString[run.range].characters), run[MessageDecorationsAttribute.self] ?? [],
                run[TestWeightAttribute.self], run.link
            )
        }
        #expect(runs.count == 3)
        #expect(runs[0] == ("bold", ["b"], 700, nil))
        #expect(runs[1].0 == " " && runs[1].1.isEmpty)
        #expect(runs[2] == ("site", ["link"], nil, URL(string: "https://example.com")))
    }
}
