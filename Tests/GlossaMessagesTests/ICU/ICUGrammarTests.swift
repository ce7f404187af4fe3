import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// ``ICUGrammar`` is the one reader of ICU patterns: its two consumers, the tree builder behind
/// ``ICUParser`` and the one-pass compiler (``ICUProgramEmitter``), agree on what a pattern is, and
/// the tree builder reports errors where they are.
@Suite struct ICUGrammarTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func hasInvalidPiece(_ nodes: [ICUNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .invalid: true
            case .plural(let plural): plural.variants.contains { hasInvalidPiece($0.nodes) }
            case .select(let select): select.variants.contains { hasInvalidPiece($0.nodes) }
            case .text, .pound, .argument: false
            }
        }
    }

    /// The one pass stops exactly where the tree has an invalid piece (for ASCII patterns, whose
    /// syntax it reads), and where it does not stop both give the same program.
    @Test func bothConsumersStopAtTheSamePatterns() throws {
        var random = SeededGenerator(seed: 0x9A3)
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "ru"), timeZone: Self.utc)
        var stopped = 0
        var compiled = 0
        let fixture = ICUDifferentialTests.fixture.cases.map(\.message)
        for pattern in fixture + (0..<3_000).map({ _ in ICUFuzzTests.pattern(&random) })
        where pattern.utf8.allSatisfy({ $0 < 0x80 }) {
            let tree = ICUParser.parse(pattern)
            let hasError = Self.hasInvalidPiece(tree.nodes)
            let direct = ICUProgramEmitter.program(of: pattern, compiler: compiler)
            #expect((direct == nil) == hasError, "\(pattern)")
            if let direct {
                compiled += 1
                #expect(
                    ICUProgramEmitterTests.dump(direct)
                        == ICUProgramEmitterTests.dump(compiler.compile(tree).program), "\(pattern)")
            } else {
                stopped += 1
            }
        }
        #expect(stopped > 50)
        #expect(compiled > 500)
    }

    /// Errors are reported at their line and column (in characters), after non-ASCII text and line
    /// feeds, with what was found there; the pieces around them are kept.
    @Test(
        arguments: [
            ("{n, plural, one {x}}", 1, 1, "the plural argument has no \"other\" variant"),
            (
                "ab\ncd {n, plural, one {x} other {y}", 2, 33,
                "expected \"}\" to close the plural argument, found the end"
            ),
            ("Привет {n, nope", 1, 16, "expected \",\" or \"}\" after the argument type, found the end"),
            (
                "é\n  {01}", 2, 4,
                "bad argument name \"01\": a name starting with a digit must be a number without leading zeros"
            ),
            ("x {n, plural, =x {a} other {b}}", 1, 15, "expected a number after \"=\", found \"x\""),
            ("{n, plural, one {a} offset:1 other {b}}", 1, 21, "\"offset:\" must come before the variants"),
            (
                "{g, select, male {a} « {b} other {c}}", 1, 22,
                "expected a variant key such as one or other, found \"«\""
            ),
            ("{n, plural, one x}", 1, 17, "expected \"{\" to start the one variant, found \"x\""),
            ("{n, number, 'x}", 1, 13, "quoted text in the argument style is never closed"),
        ] as [(String, Int, Int, String)])
    func diagnosticsArePositioned(pattern: String, line: Int, column: Int, message: String) {
        let parsed = ICUParser.parse(pattern)
        #expect(parsed.diagnostics.count == 1, "\(pattern)")
        let diagnostic = parsed.diagnostics.first
        #expect(diagnostic?.location == SourceLocation(line: line, column: column), "\(pattern)")
        #expect(diagnostic?.message == message, "\(pattern)")
        #expect(Self.hasInvalidPiece(parsed.nodes), "\(pattern)")
    }

    /// A nested error is kept as an invalid piece inside its variant; the selection around it, the
    /// text before and after it and a duplicate key's warning are kept too.
    @Test func recoversInsideAVariant() {
        let parsed = ICUParser.parse("a {g, select, x {b {n, plural, one {c}} d} x {e} other {f}} g")
        #expect(
            parsed.diagnostics.map(\.message) == [
                "the plural argument has no \"other\" variant", "duplicate variant \"x\": the first one is used",
            ])
        guard parsed.nodes.count == 3, case .select(let select) = parsed.nodes[1] else {
            Issue.record("expected text, a select and text: \(parsed.nodes)")
            return
        }
        #expect(select.variants.map(\.key) == ["x", "x", "other"])
        let first = select.variants[0].nodes
        #expect(first.count == 3)
        if case .invalid(let piece) = first[1] {
            #expect(piece.source == "{n, plural, one {c}}")
        } else {
            Issue.record("expected an invalid piece: \(first)")
        }
    }

    /// Names, keys and white space outside ASCII: the tree reads them, as ICU does; the one pass
    /// leaves such patterns to it, and compiling gives the tree's program.
    @Test func unicodeSyntaxIsReadByTheTree() throws {
        let pattern = "{имя}\u{2028}{n,\u{85}plural, один {x} other {#}}"
        let parsed = ICUParser.parse(pattern)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.argumentNames == ["имя", "n"])
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "en"), timeZone: Self.utc)
        #expect(ICUProgramEmitter.program(of: pattern, compiler: compiler) == nil)
        #expect(
            compiler.compile(pattern).render(RenderContext(arguments: ["имя": "A", "n": 3])).text
                == "A\u{2028}3")
    }

    /// An invalid piece says which argument type it names when its error comes after the type (so
    /// that a malformed ICU argument is still recognised as ICU), and an error of a nested argument
    /// names the nested argument's type.
    @Test(
        arguments: [
            ("{n, plural, one {#}}", "plural"), ("{d, DATE", "date"), ("{n,plural,one{x}", "plural"),
            ("{x, plural one {a}}", "plural"), ("{n, number, 'x}", "number"), ("{01}", nil), ("{n x}", nil),
            ("{g, select, other {{n, selectordinal, one {x}}}}", "selectordinal"),
        ] as [(String, String?)])
    func invalidPiecesNameTheirType(pattern: String, type: String?) {
        func pieces(_ nodes: [ICUNode]) -> [ICUInvalidPiece] {
            nodes.flatMap { node -> [ICUInvalidPiece] in
                switch node {
                case .invalid(let piece): [piece]
                case .plural(let plural): plural.variants.flatMap { pieces($0.nodes) }
                case .select(let select): select.variants.flatMap { pieces($0.nodes) }
                case .text, .pound, .argument: []
                }
            }
        }
        let found = pieces(ICUParser.parse(pattern).nodes)
        #expect(found.count == 1, "\(pattern)")
        #expect(found.first?.argumentType == type, "\(pattern)")
    }
}
