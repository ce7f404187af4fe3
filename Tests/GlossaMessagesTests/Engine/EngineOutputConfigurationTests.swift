import Foundation
import Testing

@testable import GlossaMessages

/// Decoration templates are configurable per output, and outputs plug into the one resolver.
@Suite struct EngineOutputConfigurationTests {
    private func compile(_ label: String) -> CompiledMessage {
        TMLCompiler(language: .english).compile(label)
    }

    private let context = RenderContext(
        arguments: ["user": .string("<Anna>"), "count": .number(MessageNumber(2))], now: TMLEngineSupport.now)

    @Test func customHTMLTemplates() {
        let templates = DecorationTemplates([
            "bold": "<b>{$0}</b>", "link": "<a href='{$href}'>{$0}</a>", "br": "<br/>",
        ])
        let (output, diagnostics) = compile("[bold: {user}] [link: x] a[br]b[/br] [h1: t]").render(
            into: HTMLOutput(templates: templates), context: context)
        // `br` without {$0} replaces its content; names without a template become `<name>…</name>`.
        #expect(output.html == "<b>&lt;Anna&gt;</b> <a href=''>x</a> a<br/> <h1>t</h1>")
        #expect(diagnostics.isEmpty)
    }

    @Test func htmlOutputDefaultsAreTheStandardTables() {
        // Without tables of its own an output reads the standard ones, the very same tables.
        let standard = HTMLOutput(capacity: 16)
        #expect(standard.templates.isSameTable(as: .html))
        #expect(standard.markupTemplates.isSameTable(as: .htmlMarkup))
        // Either table can be given alone, or both; the other keeps its default.
        let decorations = DecorationTemplates(["bold": "<b>{$0}</b>"])
        let markup = DecorationTemplates(["a": "<a href='{$href}'>{$0}</a>"])
        let onlyMarkup = HTMLOutput(markupTemplates: markup)
        #expect(onlyMarkup.templates.isSameTable(as: .html))
        #expect(onlyMarkup.markupTemplates.isSameTable(as: markup))
        let both = HTMLOutput(templates: decorations, markupTemplates: markup)
        #expect(both.templates.isSameTable(as: decorations))
        #expect(both.markupTemplates.isSameTable(as: markup))
        let (output, _) = compile("[bold: {user}]").render(into: both, context: context)
        #expect(output.html == "<b>&lt;Anna&gt;</b>")
    }

    @Test func plainTextOutputDefaultIsTheStandardTable() {
        // Without a table of its own (`nil`, the default) an output reads the standard one.
        for standard in [PlainTextOutput(capacity: 16), PlainTextOutput(templates: nil)] {
            #expect(standard.templates.isSameTable(as: .text))
            let (output, _) = compile("a[br]b[/br] [bold: {user}]").render(into: standard, context: context)
            #expect(output.text == "a\nb <Anna>")
        }
        let stars = DecorationTemplates(["bold": "*{$0}*"])
        var custom = PlainTextOutput(templates: stars)
        #expect(custom.templates.isSameTable(as: stars))
        // Setting the templates replaces the table; the standard one can be set back.
        custom.templates = .text
        #expect(custom.templates.isSameTable(as: .text))
        let (output, _) = compile("[bold: {user}]").render(into: PlainTextOutput(templates: stars), context: context)
        #expect(output.text == "*<Anna>*")
    }

    @Test func customTextTemplates() {
        let templates = DecorationTemplates(["bold": "*{$0}*", "link": "{$0} ({$href})", "br": "\n{$0}"])
        var arguments = context.arguments
        arguments["link"] = .decoration(DecorationValue(attributes: ["href": "https://e.com"]))
        let (output, _) = compile("[bold: {user}] [link: docs] a[br: b]").render(
            into: PlainTextOutput(templates: templates),
            context: RenderContext(arguments: arguments, now: TMLEngineSupport.now))
        #expect(output.text == "*<Anna>* docs (https://e.com) a\nb")
        #expect(output.text.hasPrefix("*<Anna>* docs ("))
        #expect(output.text.hasSuffix(") a\nb"))
    }

    @Test func defaultTextOutputKeepsContentAndBreaksLines() {
        #expect(compile("[bold: a] [link: b] c[br]d[/br]").render(context, format: .text).text == "a b c\nd")
    }

    @Test func linkInTextOutputShowsTheHref() {
        // “Decorations” in the TMLSemantics article: the text format's link template is `{$0}:{$1}` (Ruby) /
        // `{$0}{$1}` (JS); Glossa's text defaults keep the content only.
        let rendered = compile("[link: docs]").render(
            RenderContext(arguments: ["link": .decoration(DecorationValue(attributes: ["href": "u"]))]), format: .text)
        #expect(rendered.text == "docs")
    }

    /// A custom output needs no change to a parser or the resolver.
    struct MarkdownOutput: MessageOutput {
        var text = ""
        var names: [String] = []
        mutating func appendLiteral(_ text: String) { self.text += text }
        mutating func appendValue(_ text: String, isSafe: Bool) { self.text += isSafe ? text : "`\(text)`" }
        mutating func beginDecoration(named name: String, value: MessageValue?) {
            names.append(name)
            text += name.hasPrefix("b") ? "**" : "_"
        }
        mutating func endDecoration() { text += (names.popLast() ?? "").hasPrefix("b") ? "**" : "_" }
    }

    @Test func customOutputs() {
        let (output, diagnostics) = compile("Hi [bold: {user}], [i: {count || message}]").render(
            into: MarkdownOutput(), context: context)
        #expect(output.text == "Hi **`<Anna>`**, _2 messages_")
        #expect(diagnostics.isEmpty)
    }

    @Test func compiledMessagesListTheirArguments() {
        let message = compile("[bold: {user}] has {count || mile} and {role @ a, b}; {user.name} {count}")
        #expect(message.argumentNames == ["user", "count", "role"])
        #expect(message.source == "[bold: {user}] has {count || mile} and {role @ a, b}; {user.name} {count}")
    }

    @Test func oneCompiledMessageRendersManyTimes() {
        let message = compile("{count || message}")
        let rendered = (0..<5).map {
            message.render(RenderContext(arguments: ["count": .number(MessageNumber($0))]), format: .text).text
        }
        #expect(rendered == ["0 messages", "1 message", "2 messages", "3 messages", "4 messages"])
    }
}
