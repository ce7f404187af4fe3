import Foundation
import GlossaCLDR
import GlossaMessages
import GlossaTestSupport
import Testing

// Article handler begins
/// `{$name :my:shout}`: the operand's text in capitals.
struct Shout: MF2FunctionHandler {
    struct Value: MF2Value {
        let unwrapped: MessageValue

        func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
            guard case .string(let text) = unwrapped else { throw MF2FunctionError(.badOperand, "not a string") }
            return MF2FormattedText(text.uppercased(), direction: .unknown)
        }
    }

    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
        guard let operand else { return MF2Resolution(failing: [MF2FunctionError(.badOperand, "no operand")]) }
        return MF2Resolution(Value(unwrapped: operand.unwrapped))
    }
}
// Article handler ends

/// The examples of the Unicode MessageFormat 2 article
/// (Sources/GlossaMessages/GlossaMessages.docc/MessageFormat2.md): the same code, run, and
/// `articleMatchesThisTest()` fails when the article and this file drift apart.
@Suite struct MF2ArticleExampleTests {
    static let article = "Sources/GlossaMessages/GlossaMessages.docc/MessageFormat2.md"

    @Test func overview() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        // Article example 1 begins
        let message = MF2Compiler(locale: try LocaleIdentifier(parsing: "ru"), bidiIsolation: .none).compile(
            """
            .input {$count :number}
            .match $count
            1   {{Один файл}}
            one {{{$count} файл}}
            few {{{$count} файла}}
            *   {{{$count} файлов}}
            """)
        print(message.render(RenderContext(arguments: ["count": 22])).text)
        print(message.render(RenderContext(arguments: ["count": 1])).text)
        // Article example 1 ends
        #expect(printed == ["22 файла", "Один файл"])
    }

    @Test func functionRegistry() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        // Article example 2 begins
        var functions = MF2FunctionRegistry.standard
        functions.register(Shout(), as: "my:shout")
        let english = try LocaleIdentifier(parsing: "en")
        let compiler = MF2Compiler(locale: english, bidiIsolation: .none, functions: functions)
        print(compiler.compile("Hello {$name :my:shout}!").render(RenderContext(arguments: ["name": "Ann"])).text)
        // Article example 2 ends
        #expect(printed == ["Hello ANN!"])
    }

    @Test func datesAndTimes() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        // Article example 3 begins
        let paris = MF2Compiler(
            locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none,
            timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt)
        let due = paris.compile("Due {$day :date length=long} at {$day :time hour12=false}")
        // A Date is an instant: shown in the compiler's time zone.
        print(due.render(RenderContext(arguments: ["day": Date(timeIntervalSince1970: 1_136_214_246)])).text)
        // A string without an offset is shown as written.
        print(due.render(RenderContext(arguments: ["day": "2006-01-02T09:30:00"])).text)
        // Article example 3 ends
        #expect(printed == ["Due January 2, 2006 at 16:04", "Due January 2, 2006 at 09:30"])
    }

    @Test func converter() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        // Article example 4 begins
        let converted = try MF2Converter.convert(
            icu: "{count, plural, offset:1 =0 {Nobody} one {{host} and # other} other {{host} and # others}}"
        ).get()
        print(converted.canonicalSource)
        // Article example 4 ends
        #expect(
            printed == [
                """
                .input {$count :number roundingMode=halfEven}
                .local $count_minus1 = {$count :offset subtract=1}
                .match $count $count_minus1
                0 * {{Nobody}}
                * one {{{$host} and {$count_minus1} other}}
                * * {{{$host} and {$count_minus1} others}}
                """
            ])
    }

    @Test func markup() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        // Article example 5 begins
        let english = try LocaleIdentifier(parsing: "en")
        let message = MF2Compiler(locale: english, bidiIsolation: .none).compile(
            "{#b}{$count :integer}{/b} new {#abbr title=|direct messages|}DMs{/abbr}{#br/}{#script}x{/script}")
        let context = RenderContext(arguments: ["count": 3], locale: english)
        print(message.render(context, format: .html).text)
        print(message.render(context, format: .text).text)
        // Article example 5 ends
        #expect(printed == ["<b>3</b> new <abbr title='direct messages'>DMs</abbr><br>x", "3 new DMsx"])
    }

    @Test func articleMatchesThisTest() throws {
        let article = try DocumentationExamples.repositoryFile(Self.article, from: #filePath)
        let source = try DocumentationExamples.repositoryFile(
            "Tests/GlossaMessagesTests/Documentation/MF2ArticleExampleTests.swift", from: #filePath)
        let bodies = DocumentationExamples.swiftBlocks(inMarkdown: article).map {
            Array($0.filter { !$0.hasPrefix("import ") }.drop(while: \.isEmpty))
        }
        func example(_ number: Int) -> [String]? {
            DocumentationExamples.lines(
                of: source, between: "// Article example \(number) begins", and: "// Article example \(number) ends")
        }
        let handler = DocumentationExamples.lines(
            of: source, between: "// Article handler begins", and: "// Article handler ends")
        // The second block declares the handler (at the top of this file), then uses it.
        #expect(bodies.count == 5)
        #expect(bodies.first == example(1))
        #expect(bodies.dropFirst().first == handler.flatMap { handler in example(2).map { handler + [""] + $0 } })
        #expect(bodies.dropFirst(2).first == example(3))
        #expect(bodies.dropFirst(3).first == example(5))
        #expect(bodies.last == example(4))
    }
}
