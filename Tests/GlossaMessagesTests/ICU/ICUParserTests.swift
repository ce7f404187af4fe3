import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The ICU syntax tree and its diagnostics.
@Suite struct ICUParserTests {
    @Test func simpleArgumentsAndText() {
        let message = ICUParser.parse("Hello {name}, you have {count, number, integer}")
        #expect(message.diagnostics.isEmpty)
        #expect(message.argumentNames == ["name", "count"])
        guard case .argument(let count) = message.nodes[3] else {
            Issue.record("expected an argument, got \(message.nodes)")
            return
        }
        #expect(count.type == "number")
        #expect(count.style == " integer")
        #expect(count.range.start == SourceLocation(line: 1, column: 24))
    }

    @Test func pluralWithOffsetExactKeysAndPound() {
        let message = ICUParser.parse("{n, plural, offset:1 =0 {none} one {# one} other {# others}}")
        guard case .plural(let plural) = message.nodes.first else {
            Issue.record("expected a plural, got \(message.nodes)")
            return
        }
        #expect(plural.offset == "1")
        #expect(plural.variants.map(\.key) == ["=0", "one", "other"])
        #expect(plural.variants[0].isExact)
        guard case .pound = plural.variants[1].nodes.first else {
            Issue.record("expected # in the one variant")
            return
        }
    }

    @Test func apostropheQuoting() {
        func text(_ pattern: String) -> String {
            ICUParser.parse(pattern).nodes.map {
                if case .text(let text, _) = $0 { text } else { "<arg>" }
            }.joined()
        }
        #expect(text("It''s") == "It's")
        #expect(text("'{name}' {x}") == "{name} <arg>")
        #expect(text("don't") == "don't")
        #expect(text("'{a''b}'") == "{a'b}")
        #expect(text("open '{ to the end") == "open { to the end")
        #expect(text("a } b") == "a } b")
    }

    @Test func poundIsTextInANestedSelect() {
        let message = ICUParser.parse("{n, plural, other {{g, select, other {#}}}}")
        guard case .plural(let plural) = message.nodes.first,
            case .select(let select) = plural.variants[0].nodes.first,
            case .text(let text, _) = select.variants[0].nodes.first
        else {
            Issue.record("unexpected tree \(message.nodes)")
            return
        }
        #expect(text == "#")
    }

    @Test(arguments: [
        ("{count, plural, one {# file}}", 1, 1, "no \"other\" variant"),
        ("Hello {name", 1, 12, "found the end"),
        ("line one\n{n, plural other {x}}", 2, 12, "expected \",\" or \"}\" after the argument type"),
        ("{, plural, other {x}}", 1, 2, "an argument name"),
        ("{01}", 1, 2, "bad argument name"),
        ("{n, plural, one {a} offset:1 other {b}}", 1, 21, "offset:"),
        ("{n, select}", 1, 11, "needs variants"),
        ("{n, plural, =x {a} other {b}}", 1, 13, "a number after"),
        ("héllo {ñ, plural, one x}", 1, 23, "\"{\" to start the one variant"),
    ])
    func syntaxErrorsHavePositions(pattern: String, line: Int, column: Int, fragment: String) {
        let message = ICUParser.parse(pattern)
        #expect(message.diagnostics.count >= 1)
        let diagnostic = message.diagnostics.first
        #expect(diagnostic?.location == SourceLocation(line: line, column: column), "\(message.diagnostics)")
        #expect(diagnostic?.message.contains(fragment) == true, "\(message.diagnostics)")
        // The broken piece stays visible when rendered, and the render reports it.
        let rendered = ICUCompiler(locale: .root).compile(message).render(RenderContext(arguments: ["n": 1]))
        #expect(!rendered.diagnostics.isEmpty)
        #expect(rendered.text.contains("{"))
    }

    @Test func recoversAfterABrokenArgument() {
        let message = ICUParser.parse("{a, foo bar} and {b}")
        #expect(message.diagnostics.count == 1)
        let rendered = ICUCompiler(locale: .root).compile(message).render(RenderContext(arguments: ["b": "B"]))
        #expect(rendered.text == "{a, foo bar} and B")
    }

    @Test func duplicateVariantsAreReportedAndTheFirstWins() throws {
        let message = ICUParser.parse("{g, select, a {first} a {second} other {x}}")
        #expect(message.diagnostics.map(\.message) == ["duplicate variant \"a\": the first one is used"])
        let rendered = ICUCompiler(locale: .root).compile(message).render(RenderContext(arguments: ["g": "a"]))
        #expect(rendered.text == "first")
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "{a, select, other {", count: 300) + "x" + String(repeating: "}}", count: 300)
        let message = ICUParser.parse(deep)
        #expect(message.diagnostics.contains { $0.message.contains("nest deeper") })
        let rendered = ICUCompiler(locale: .root).compile(message).render(RenderContext(arguments: ["a": "b"]))
        #expect(!rendered.diagnostics.isEmpty)
    }

    /// A select with `count` variants on one line (`é` in each: columns are counted in characters).
    private static func wideSelect(_ count: Int, text: String = "v") -> String {
        "{a, select, " + (0..<count).map { "k\($0) {\(text)\($0)}" }.joined(separator: " ") + " other {z}}"
    }

    @Test func fiftyThousandVariantsParseQuickly() {
        // Hostile content (a pushed string) once took minutes: every key was compared with the keys
        // before it, and every column counted from the start of the line.
        let select = Self.wideSelect(50_000, text: "é")
        let plural = "{n, plural, " + (0..<50_000).map { "=\($0) {# é}" }.joined(separator: " ") + " other {#}}"
        var message = ICUParser.parse("")
        let elapsed = TimeScaling.duration {
            message = ICUParser.parse(select)
            message = ICUParser.parse(plural)
        }
        #expect(elapsed < .seconds(60), "\(elapsed)")
        guard case .plural(let parsed) = message.nodes.first else {
            Issue.record("expected a plural, got \(message.nodes.prefix(1))")
            return
        }
        #expect(parsed.variants.count == 50_001)
        #expect(message.diagnostics.isEmpty)
    }

    @Test func parsingTimeGrowsLinearlyWithVariants() {
        #expect(
            TimeScaling.ratio(
                small: 5_000, large: 20_000, input: { Self.wideSelect($0) }, work: { _ = ICUParser.parse($0) })
                < TimeScaling.bound)
        #expect(
            TimeScaling.ratio(
                small: 5_000, large: 20_000, input: { Self.wideSelect($0, text: "é") },
                work: { _ = ICUParser.parse($0) })
                < TimeScaling.bound)
        // Each duplicate is reported, still without comparing keys pairwise.
        let duplicates = { (count: Int) in "{a, select, " + String(repeating: "k {x} ", count: count) + "other {z}}" }
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: duplicates, work: { _ = ICUParser.parse($0) })
                < TimeScaling.bound)
        #expect(ICUParser.parse(duplicates(3)).diagnostics.count == 2)
    }
}
