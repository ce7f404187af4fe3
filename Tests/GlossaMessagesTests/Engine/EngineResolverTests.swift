import Testing

@testable import GlossaMessages

/// The resolver's program against long and deeply nested messages: text that outgrows the stack
/// scratch space, escaping across the spill, decorations nested past the inline stack.
@Suite("Message resolver")
struct EngineResolverTests {
    private let compiler = TMLCompiler(language: .english)

    /// Renders through the scratch path (`render(_:format:)`) and through an output made by the
    /// caller (`render(into:)`), which must agree.
    private func bothWays(_ label: String, _ arguments: [String: MessageValue], _ format: OutputFormat) -> String {
        let message = compiler.compile(label)
        let context = RenderContext(arguments: MessageArguments(arguments), locale: LanguageDefinition.english.locale)
        let scratch = message.render(context, format: format).text
        let owned: String
        switch format {
        case .text: owned = message.render(into: PlainTextOutput(), context: context).0.text
        case .html: owned = message.render(into: HTMLOutput(), context: context).0.html
        }
        #expect(scratch == owned)
        return scratch
    }

    /// A transform that never applies.
    struct Failing: ValueTransform {
        var name: String { "failing" }
        var failureShowsVerbatim: Bool
        func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? { nil }
    }

    @Test func aFailingTransformKeepsTheTextOrShowsTheVerbatimSourceAsItAsks() {
        for showsVerbatim in [false, true] {
            let argument = MessagePart.argument(
                ArgumentPart(
                    name: "x", attributePath: [], transforms: [Failing(failureShowsVerbatim: showsVerbatim)],
                    verbatim: "{$x}", location: SourceLocation(line: 1, column: 3)))
            let message = CompiledMessage(source: "a {$x} b", parts: [.literal("a "), argument, .literal(" b")])
            let rendered = message.render(RenderContext(arguments: ["x": "<v>"]), format: .html)
            #expect(rendered.text == (showsVerbatim ? "a {$x} b" : "a &lt;v&gt; b"))
            #expect(rendered.diagnostics.map(\.kind) == [.transformFailed])
            #expect(rendered.diagnostics.first?.location == SourceLocation(line: 1, column: 3))
        }
    }

    @Test func textLongerThanTheScratchSpaceIsKeptWhole() {
        let long = String(repeating: "abcdefghij", count: 300)
        let text = bothWays("[bold: {a}] and {b}", ["a": .string(long), "b": .string(long + "é")], .text)
        #expect(text == long + " and " + long + "é")
    }

    @Test func escapingContinuesAcrossTheSpill() {
        let value = String(repeating: "<&>'\"", count: 400)
        let html = bothWays("{v}", ["v": .string(value)], .html)
        #expect(html == String(repeating: "&lt;&amp;&gt;&#39;&quot;", count: 400))
    }

    @Test func decorationsNestedPastTheInlineStack() {
        let label = "[b: 1 [i: 2 [strong: 3 [em: 4 [h1: 5 {x}] 4] 3] 2] 1]"
        #expect(bothWays(label, ["x": "x"], .text) == "1 2 3 4 5 x 4 3 2 1")
        #expect(
            bothWays(label, ["x": "x"], .html)
                == "<strong>1 <i>2 <strong>3 <em>4 <h1>5 x</h1> 4</em> 3</strong> 2</i> 1</strong>")
    }

    @Test func templatesThatRepeatOrReplaceTheContentAfterTheSpill() {
        let long = String(repeating: "z", count: 1500)
        let repeated = MessageValue.decoration(DecorationValue(template: "<{$0}|{$0}>"))
        let replaced = MessageValue.decoration(DecorationValue(template: "[gone]"))
        #expect(bothWays("[r: {x}]", ["x": .string(long), "r": repeated], .html) == "<\(long)|\(long)>")
        #expect(bothWays("{x}[g: {x}]", ["x": .string(long), "g": replaced], .html) == long + "[gone]")
    }

    @Test func argumentsAreBoundByScanningOrHashing() {
        // More arguments than the resolver scans: it hashes each name instead; the result is the same.
        var arguments: [String: MessageValue] = [:]
        for index in 0..<20 { arguments["extra\(index)"] = .string("\(index)") }
        arguments["user"] = "Anna"
        arguments["count"] = 2
        let label = "{user} has {count || mile} and {extra7}"
        #expect(bothWays(label, arguments, .text) == "Anna has 2 miles and 7")
        #expect(bothWays(label, ["user": "Anna", "count": 1, "extra7": "7"], .text) == "Anna has 1 mile and 7")
    }

    @Test func integersAreWrittenInDecimal() {
        for value in [0, 7, -7, 10, 999, 1024, Int.max, Int.min] {
            #expect(MessageNumber(value).text == String(value))
        }
        #expect(MessageNumber(UInt64.max).text == String(UInt64.max))
    }
}
