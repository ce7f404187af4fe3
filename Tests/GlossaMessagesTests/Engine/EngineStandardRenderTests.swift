import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// `render(_:format:)` (the resolver into a standard output in stack scratch space, with the
/// decorations' folds) against the reference, `render(into:context:)` with a new output of the same
/// templates (no scratch space, no folds): whatever the message, the arguments and the format, the
/// same text and diagnostics. Renders that report nothing and renders that report are both covered.
@Suite("Standard render")
struct EngineStandardRenderTests {
    static let pieces = [
        "Hello ", " ", "<", "&", "'", "é", "Привет", "{a}", "{b}", "{count}", "{u}", "{u.name}", "{u.missing}",
        "{count || mile}", "{count || one: item, other: items}", "{u| his, her}", "{u| he, she, they}",
        "{count:number || message}", "{u::gen}", "{u::dat}", "{a::gen}", "{list}", "{count|| #count# thing}",
        "[bold: ", "[link: ", "[br]", "[custom: ", "[span: ", "<strong>", "</strong>", "<em>", "</em>", "]",
        "[i]", "[/i]", "{missing}", "{", "}", "[", "{u @ friend, enemy}", "{n}",
    ]

    static func label(_ random: inout SeededGenerator) -> String {
        var label = ""
        for _ in 0..<random.int(0...12) { label += random.pick(pieces) }
        return label
    }

    static let user = MessageObject(
        displayText: "Анна <b>", gender: .female, attributes: ["name": "Anna & co", "role": "friend"])
    static let safeUser = MessageObject(displayText: "<i>Михаил</i>", displayTextIsSafe: true, gender: .male)

    static func value(_ random: inout SeededGenerator) -> MessageValue {
        switch random.int(0...11) {
        case 0: .string(random.pick(["x", "<script>", "a & b", "", "Анна", "[bold: x]"]))
        case 1: .safeString("<b>safe</b>")
        case 2: .number(MessageNumber(random.int(-3...1_200)))
        case 3: .number(MessageNumber(Double(random.int(-100...100)) / 4))
        case 4: .object(user)
        case 5: .object(safeUser)
        case 6: .list(MessageList(["a", "<b>", .object(user)], limit: random.int(1...3)))
        case 7: .bool(random.chance(50))
        case 8: .null
        case 9: .decoration(DecorationValue(attributes: ["href": "https://x.test/?a=1&b=<2>"]))
        case 10: .string("1")
        default: .date(Date(timeIntervalSince1970: Double(random.int(0...2_000_000_000))))
        }
    }

    static func arguments(_ random: inout SeededGenerator) -> MessageArguments {
        var arguments = MessageArguments()
        for name in ["a", "b", "count", "u", "list", "bold", "link", "custom", "n"] where random.chance(70) {
            arguments[name] = value(&random)
        }
        return arguments
    }

    /// The render agrees with the reference on text and diagnostics. Returns whether it reported nothing.
    @discardableResult
    private func expectSameAsReference(
        _ message: CompiledMessage, _ context: RenderContext, _ format: OutputFormat,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let rendered = message.render(context, format: format)
        let reference = message.renderUnfolded(context, format: format)
        #expect(rendered.text == reference.text, "\(message.source) \(format)", sourceLocation: sourceLocation)
        #expect(
            rendered.diagnostics.map(\.description) == reference.diagnostics.map(\.description),
            "\(message.source) \(format)", sourceLocation: sourceLocation)
        return rendered.diagnostics.isEmpty
    }

    @Test func randomTMLMessagesRenderAsTheReferenceRendersThem() {
        var random = SeededGenerator(seed: 0xD1EC7)
        let compilers = [TMLCompiler(language: .english), TMLCompiler(language: .russian)]
        var clean = 0
        let renders = 4_000
        for _ in 0..<renders / 2 {
            let compiler = random.pick(compilers)
            let message = compiler.compile(Self.label(&random))
            let context = RenderContext(arguments: Self.arguments(&random), locale: compiler.language.locale)
            for format in OutputFormat.allCases where expectSameAsReference(message, context, format) { clean += 1 }
        }
        // Renders that report nothing and renders that report are both exercised.
        #expect(clean > renders / 5 && clean < renders * 4 / 5, "\(clean) of \(renders) clean")
    }

    @Test func randomICUMessagesRenderAsTheReferenceRendersThem() throws {
        var random = SeededGenerator(seed: 0x1C0D)
        let pieces = [
            "{n}", "{a}", "{n, number}", "{n, number, percent}", "{n, plural, one {# file} other {# files}}",
            "{n, plural, offset:1 =0 {none} one {#} other {# more}}", "{a, select, male {he} other {they}}",
            "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", " & ", "<b>", "'{'", "x",
        ]
        let locales = try ["en", "ru", "ar", "pl"].map { try LocaleIdentifier(parsing: $0) }
        var clean = 0
        let renders = 4_000
        for _ in 0..<renders / 2 {
            let pattern = (0..<random.int(1...4)).map { _ in random.pick(pieces) }.joined()
            let locale = random.pick(locales)
            let message = ICUCompiler(locale: locale, timeZone: TimeZone(identifier: "UTC") ?? .current).compile(
                pattern)
            var arguments = MessageArguments()
            if random.chance(85) { arguments["n"] = Self.value(&random) }
            if random.chance(85) { arguments["a"] = random.pick(["male", "female", "<x>"]) }
            let context = RenderContext(arguments: arguments, locale: locale)
            for format in OutputFormat.allCases where expectSameAsReference(message, context, format) { clean += 1 }
        }
        #expect(clean > renders / 5 && clean < renders * 4 / 5, "\(clean) of \(renders) clean")
    }

    @Test func theCommonRendersFoldTheirDecorations() throws {
        let english = TMLCompiler(language: .english)
        let seed = english.compile("[bold: {user}] has completed [bold: {count || mile}] on {user| his, her} last run.")
        let context = RenderContext(
            arguments: ["user": .object(MessageObject(displayText: "Anna", gender: .female)), "count": 5],
            locale: LanguageDefinition.english.locale)
        let folds = try #require(seed.folds)
        #expect(folds.text.allSatisfy(\.folds) && folds.html.allSatisfy(\.folds))
        #expect(
            seed.render(context, format: .text)
                == RenderedMessage(text: "Anna has completed 5 miles on her last run.", diagnostics: []))
        #expect(
            seed.render(context, format: .html)
                == RenderedMessage(
                    text: "<strong>Anna</strong> has completed <strong>5 miles</strong> on her last run.",
                    diagnostics: []))
    }

    /// Objects that only the context owns (made for this render, then dropped) and a program that
    /// only the compiled message owns render right, again and again, with heap-allocated names (not
    /// literals or small strings) and with results that outgrow the scratch space.
    @Test func valuesOwnedOnlyByTheContextRenderInPlace() {
        let russian = TMLCompiler(language: .russian)
        func made(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        for round in 0..<200 {
            let message = russian.compile("{actor::dat} понравилось сообщение {target::gen} и {actor}.")
            let names = ["Михаил Петрович Сидоров", "Анна Сергеевна Кузнецова"].map(made)
            let context = RenderContext(
                arguments: [
                    "actor": .object(
                        MessageObject(displayText: names[round & 1], gender: round & 1 == 0 ? .male : .female)),
                    "target": .object(MessageObject(displayText: names[1 - round & 1], gender: .unknown)),
                ], locale: LanguageDefinition.russian.locale)
            #expect(message.render(context, format: .text).diagnostics.isEmpty)
            expectSameAsReference(message, context, .text)
            expectSameAsReference(message, context, .html)
        }
    }

    /// Arguments are bound by name whether the caller's name is the very same string as the
    /// message's (a short literal) or only equal text in other storage (a long name built at run time).
    @Test func argumentsBindByTextNotOnlyByIdentity() {
        let english = TMLCompiler(language: .english)
        let message = english.compile("{a_rather_long_argument_name} and {short}")
        func made(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        for arguments: MessageArguments in [
            ["a_rather_long_argument_name": "x", "short": "y"],
            MessageArguments([made("a_rather_long_argument_name"): "x", made("short"): "y"]),
            MessageArguments([made("short"): "y", made("a_rather_long_argument_name"): "x", "other": "z"]),
        ] {
            let context = RenderContext(arguments: arguments, locale: LanguageDefinition.english.locale)
            #expect(message.render(context, format: .text).text == "x and y")
            expectSameAsReference(message, context, .text)
        }
    }

    /// Renders that report, and decorations the caller passes a value for (which do not fold), render
    /// as the reference does.
    @Test func reportsAndDecorationValuesRenderAsTheReference() {
        let english = TMLCompiler(language: .english)
        let locale = LanguageDefinition.english.locale
        let cases: [(String, MessageArguments)] = [
            ("{missing}", [:]),
            ("{count || mile}", ["count": "many"]),
            ("[link: {a}]", ["a": "x", "link": .decoration(DecorationValue(attributes: ["href": "/"]))]),
            ("{list}", ["list": .list(MessageList(["a", "b"]))]),
            ("{u.missing}", ["u": .object(Self.user)]),
        ]
        for (label, arguments) in cases {
            let message = english.compile(label)
            let context = RenderContext(arguments: arguments, locale: locale)
            for format in OutputFormat.allCases {
                let clean = expectSameAsReference(message, context, format)
                #expect(clean == (label.hasPrefix("[link") || label == "{list}"), "\(label)")
            }
        }
    }

    @Test func decorationsFoldIntoTheTextTheOutputsWrite() throws {
        let message = TMLCompiler(language: .english).compile("[bold: a][br][link: b][custom: c]")
        let folds = try #require(message.folds)
        func text(_ fold: DecorationFolds.Fold) -> (String, String) {
            let bytes = folds.bytes
            return (
                String(decoding: bytes[Int(fold.start)..<Int(fold.middle)], as: UTF8.self),
                String(decoding: bytes[Int(fold.middle)..<Int(fold.end)], as: UTF8.self)
            )
        }
        #expect(folds.text.map(text).map { [$0.0, $0.1] } == [["", ""], ["\n", ""], ["", ""], ["", ""]])
        #expect(
            folds.html.map(text).map { [$0.0, $0.1] } == [
                ["<strong>", "</strong>"], ["<br>", ""],
                ["<a href='' class='' style='' title=''>", "</a>"], ["<custom>", "</custom>"],
            ])
        #expect(TMLCompiler(language: .english).compile("no decorations {a}").folds == nil)
    }

    /// A case applies to the escaped value in HTML (its own additions stay unescaped), to the value
    /// itself in text.
    @Test func valuesThatNeedEscapingAreEscapedBeforeATransform() {
        let russian = TMLCompiler(language: .russian)
        let message = russian.compile("{u::gen}")
        let context = RenderContext(arguments: ["u": "Анна <b>"], locale: LanguageDefinition.russian.locale)
        #expect(message.render(context, format: .html).text.contains("&lt;b&gt;"))
        #expect(message.render(context, format: .text).text.contains("<b>"))
        expectSameAsReference(message, context, .html)
        expectSameAsReference(message, context, .text)
    }

    /// `render(_:format:appendingTo:)` appends exactly what `render(_:format:)` gives, with the same
    /// diagnostics, on both paths, and keeps what the buffer held.
    @Test func renderingIntoBytesAppendsTheRenderedText() {
        var random = SeededGenerator(seed: 0xB17E5)
        let compiler = TMLCompiler(language: .english)
        var bytes: [UInt8] = Array("kept:".utf8)
        var expected = "kept:"
        for _ in 0..<500 {
            let message = compiler.compile(Self.label(&random))
            let context = RenderContext(arguments: Self.arguments(&random), locale: compiler.language.locale)
            let format = random.pick(OutputFormat.allCases)
            let rendered = message.render(context, format: format)
            let diagnostics = message.render(context, format: format, appendingTo: &bytes)
            expected += rendered.text
            #expect(diagnostics.map(\.description) == rendered.diagnostics.map(\.description))
        }
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    /// With the standard tables, `render(_:format:templates:)` is `render(_:format:)`; with others it
    /// renders through them, as an output holding them does.
    @Test func renderingWithTemplatesHonoursTheTables() {
        let message = TMLCompiler(language: .english).compile("[bold: {a}] and [br]")
        let context = RenderContext(arguments: ["a": "<x>"], locale: LanguageDefinition.english.locale)
        #expect(message.render(context, format: .html, templates: .html).text == "<strong>&lt;x&gt;</strong> and <br>")
        #expect(message.render(context, format: .text, templates: .text).text == "<x> and \n")
        let custom = DecorationTemplates(["bold": "**{$0}**", "br": " / {$0}"])
        #expect(message.render(context, format: .text, templates: custom).text == "**<x>** and  / ")
        #expect(message.render(context, format: .html, templates: custom).text == "**&lt;x&gt;** and  / ")
        // A table made apart with the same templates for these names renders the same, through the
        // resolver.
        let sameTemplates = DecorationTemplates(["bold": "<strong>{$0}</strong>", "br": "<br>{$0}"])
        #expect(
            message.render(context, format: .html, templates: sameTemplates).text
                == message.render(context, format: .html).text)
    }

    /// A table remembers the folds of at most `capacity` names; later names are worked out each time.
    @Test func foldMemoIsBounded() {
        let memo = DecorationFoldMemo()
        var computed = 0
        func fold(_ name: String) -> [UInt8]? {
            memo.text(for: name) {
                computed += 1
                return (Array(name.utf8), [])
            }?.prefix
        }
        for index in 0..<(DecorationFoldMemo.capacity + 10) { #expect(fold("d\(index)") == Array("d\(index)".utf8)) }
        #expect(computed == DecorationFoldMemo.capacity + 10)
        #expect(fold("d0") == Array("d0".utf8))
        #expect(computed == DecorationFoldMemo.capacity + 10)  // remembered
        #expect(fold("d\(DecorationFoldMemo.capacity + 5)") != nil)
        #expect(computed == DecorationFoldMemo.capacity + 11)  // past the capacity: worked out again
    }

    /// An output lent no scratch space (or too little) writes into memory of its own, whole.
    @Test func anOutputWithoutScratchSpaceStillWritesEverything() {
        let text = String(repeating: "Привет, мир! ", count: 20)
        var empty = HTMLOutput(scratch: UnsafeMutableBufferPointer(start: nil, count: 0))
        empty.appendLiteral(text)
        empty.appendValue("<&>", isSafe: false)
        #expect(empty.finish() == text + "&lt;&amp;&gt;")
        let small = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3) { scratch in
            var output = PlainTextOutput(scratch: scratch)
            output.appendLiteral(text)
            return output.finish()
        }
        #expect(small == text)
    }
}
