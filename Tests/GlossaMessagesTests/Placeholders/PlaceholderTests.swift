import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// MCLocalization's arbitrary placeholders and SKLocalizable's `$(Name)`.
@Suite struct PlaceholderTests {
    static func render(_ text: String, _ arguments: [String: MessageValue], placeholders: [String]? = nil)
        -> RenderedMessage
    {
        PlaceholderCompiler().compile(text, placeholders: placeholders).render(
            RenderContext(arguments: MessageArguments(arguments)))
    }

    @Test func mcLocalizationExamples() {
        #expect(Self.render("%a% {{b}} [c]", ["%a%": "A", "{{b}}": "B", "[c]": "C"]).text == "A B C")
        #expect(Self.render("Glory Glory, %name%!", ["%name%": "Man United"]).text == "Glory Glory, Man United!")
        #expect(
            Self.render("What a wonderful {{mustache}} you have!", ["{{mustache}}": "mustache"]).text
                == "What a wonderful mustache you have!")
        #expect(
            Self.render("Какие замечательные у Вас {{mustache}}!", ["{{mustache}}": "усы"]).text
                == "Какие замечательные у Вас усы!")
    }

    @Test func arbitraryPlaceholderStrings() {
        let rendered = Self.render("XX meets XXL", ["XX": "Ann", "XXL": "Bob"], placeholders: ["XX", "XXL"])
        #expect(rendered.text == "Ann meets Bob")
        // Values are not searched again for placeholders (MCLocalization replaces one key after another).
        #expect(Self.render("%a% %b%", ["%a%": "%b%", "%b%": "B"]).text == "%b% B")
    }

    @Test func skLocalizableParameters() {
        #expect(
            Self.render("Hello, $(UserName)! $(Count) new", ["UserName": "Anna", "Count": 3]).text
                == "Hello, Anna! 3 new")
        let missing = Self.render("Hi $(Name) and %who%", [:])
        #expect(missing.text == "Hi $(Name) and %who%")
        #expect(missing.diagnostics.map(\.kind) == [.missingArgument, .missingArgument])
        #expect(missing.diagnostics.first?.location == SourceLocation(line: 1, column: 4))
        let unclosed = PlaceholderParser.parse("cost $(price")
        #expect(unclosed.diagnostics.first?.location == SourceLocation(line: 1, column: 6))
    }

    @Test func htmlEscapesValues() {
        let html = PlaceholderCompiler().compile("<b>$(Name)</b>").render(
            RenderContext(arguments: ["Name": "<i>"]), format: .html)
        #expect(html.text == "<b>&lt;i&gt;</b>")
    }

    @Test func arbitraryInputNeverCrashes() {
        var random = SeededGenerator(seed: 0x9A)
        let alphabet = ["%", "{{", "}}", "[", "]", "$(", ")", "a", "Name", " ", "\n", "é", "%a%", "$(x)", "{{b}}"]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<random.int(0...20) { text += random.pick(alphabet) }
            let keys = random.chance(50) ? nil : [random.pick(alphabet), random.pick(alphabet)]
            let rendered = Self.render(text, ["a": "A", "%a%": "A", "x": "X"], placeholders: keys)
            #expect(rendered.text.utf8.count <= text.utf8.count * 2 + 8)
        }
    }

    @Test func parsingTimeGrowsLinearlyWithPlaceholders() {
        let text = { (count: Int) in (0..<count).map { "{p\($0)} é" }.joined(separator: " ") }
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: text, work: { _ = PlaceholderParser.parse($0) })
                < TimeScaling.bound)
    }
}
