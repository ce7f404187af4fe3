import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The tree, its positions, and recovery from errors.
@Suite struct MF2ParserTests {
    @Test func simpleMessageKeepsTextAndPlaceholdersWithTheirRanges() throws {
        let message = MF2Parser.parse("Hi {$name :string}, \\{ok\\}")
        #expect(message.errors.isEmpty)
        guard case .pattern(let pattern) = message.body else { throw Failure("not a pattern") }
        #expect(pattern.parts.count == 3)
        guard case .expression(let expression) = pattern.parts[1] else { throw Failure("not an expression") }
        #expect(expression.range.utf8Offsets == 3..<18)
        #expect(expression.range.start == SourceLocation(line: 1, column: 4))
        #expect(expression.operand == .variable(MF2Variable(name: "name", range: expression.operand!.range)))
        #expect(expression.function?.identifier.description == "string")
        guard case .text(let text, let range) = pattern.parts[2] else { throw Failure("not text") }
        #expect(text == ", {ok}")
        #expect(range.utf8Offsets == 18..<26)
    }

    @Test func textKeepsEscapesNonASCIIAndDropsNullCharacters() throws {
        let message = MF2Parser.parse("é\\{x\\}\u{0}y {$n} Β\\|")
        guard case .pattern(let pattern) = message.body else { throw Failure("not a pattern") }
        #expect(pattern.parts.count == 3)
        guard case .text(let first, let firstRange) = pattern.parts[0] else { throw Failure("not text") }
        #expect(first == "é{x}y ")
        #expect(firstRange.utf8Offsets == 0..<10)
        guard case .expression(let expression) = pattern.parts[1] else { throw Failure("not an expression") }
        #expect(expression.range.start == SourceLocation(line: 1, column: 10))
        guard case .text(let last, _) = pattern.parts[2] else { throw Failure("not text") }
        #expect(last == " Β|")
        #expect(message.errors.map(\.message) == ["a message cannot contain U+0000"])
    }

    @Test func complexMessageWithDeclarationsAndMatcher() throws {
        let source = """
            .input {$count :number minimumFractionDigits=1 @note=|x|}
            .local $g = {$gender :string}
            .match $count $g
            one |f| {{{$count} of hers}}
            * * {{{#b}{$count}{/b} items{#br/}}}
            """
        let message = MF2Parser.parse(source)
        #expect(message.errors.isEmpty, "\(message.errors)")
        #expect(message.declarations.map(\.kind) == [.input, .local])
        #expect(message.declarations[0].expression.function?.options.first?.identifier.name == "minimumFractionDigits")
        #expect(message.declarations[0].expression.attributes.first?.value?.value == "x")
        guard case .matcher(let matcher) = message.body else { throw Failure("not a matcher") }
        #expect(matcher.selectors.map(\.name) == ["count", "g"])
        #expect(matcher.variants.count == 2)
        #expect(matcher.variants[0].keys.map(\.value) == ["one", "f"])
        #expect(
            matcher.variants[0].keys[1]
                == .literal(MF2Literal(value: "f", isQuoted: true, range: matcher.variants[0].keys[1].range)))
        #expect(matcher.variants[1].isFallback)
        #expect(matcher.variants[1].range.start == SourceLocation(line: 5, column: 1))
        let markup = matcher.variants[1].pattern.parts.compactMap { part -> MF2Markup.Kind? in
            if case .markup(let markup) = part { return markup.kind }
            return nil
        }
        #expect(markup == [.open, .close, .standalone])
    }

    @Test func errorsHaveLineAndColumnAndParsingGoesOn() throws {
        let message = MF2Parser.parse("a {^} b {$x} c {!}\nd {|open")
        #expect(message.errors.count == 3)
        #expect(message.errors.allSatisfy { $0.type == .syntaxError })
        #expect(
            message.errors.map(\.range.start) == [
                SourceLocation(line: 1, column: 4), SourceLocation(line: 1, column: 17),
                SourceLocation(line: 2, column: 4),
            ])
        guard case .pattern(let pattern) = message.body else { throw Failure("not a pattern") }
        let kinds = pattern.parts.map { part -> String in
            switch part {
            case .text(let text, _): "text(\(text))"
            case .expression: "expression"
            case .markup: "markup"
            case .invalid(let piece): "invalid(\(piece.source))"
            }
        }
        #expect(
            kinds == [
                "text(a )", "invalid({^})", "text( b )", "expression", "text( c )", "invalid({!})", "text(\nd )",
                "invalid({|open)",
            ])
    }

    @Test func brokenDeclarationsAndVariantsAreSkippedNotFatal() {
        let message = MF2Parser.parse(".local x = {1} .input {$y :number} .match $y one {{a}} 1 2 {{b}} } * {{c}}")
        #expect(message.errors.map(\.type) == [.syntaxError, .syntaxError])
        #expect(message.declarations.map(\.variable.name) == ["y"])
        guard case .matcher(let matcher) = message.body else { return }
        #expect(matcher.variants.map { $0.keys.compactMap(\.value) } == [["one"], ["1", "2"]])
    }

    /// An `.input` of an expression that is not a variable's is reported at that expression, where
    /// ICU's diagnostics put it too.
    @Test func inputOfANonVariableIsReportedAtItsExpression() {
        for source in [".input {|1| :number} {{{$x}}}", ".input {:number} {{{$x}}}", ".input  {|1|} {{}}"] {
            let message = MF2Parser.parse(source)
            #expect(message.errors.map(\.type) == [.syntaxError], "\(source)")
            let column = source.distance(from: source.startIndex, to: source.firstIndex(of: "{")!) + 1
            #expect(message.errors.first?.range.start == SourceLocation(line: 1, column: column), "\(source)")
        }
    }

    @Test func dataModelErrorsHavePositions() {
        let message = MF2Parser.parse(".input {$x :number}\n.match $x\n1 {{a}}\n2 3 {{b}}")
        #expect(message.errors.map(\.type) == [.variantKeyMismatch, .missingFallbackVariant])
        #expect(message.errors.first?.range.start == SourceLocation(line: 4, column: 1))
        let duplicate = MF2Parser.parse("{:f a=1 b=2 a=3}")
        #expect(duplicate.errors.map(\.type) == [.duplicateOptionName])
        #expect(duplicate.errors.first?.range.start.column == 13)
    }

    @Test func bidiMarksAreNotPartOfNames() {
        let message = MF2Parser.parse(".local $\u{200E}foo\u{200F} = {3} {{{$foo}}}")
        #expect(message.errors.isEmpty)
        #expect(message.declarations.first?.variable.name == "foo")
    }

    @Test func hostileInputIsBoundedAndNeverCrashes() {
        let deep = String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)
        let message = MF2Parser.parse(deep)
        #expect(message.errors.count <= 100)
        let many = String(repeating: "{^}", count: 5_000)
        #expect(MF2Parser.parse(many).errors.count == 100)
        for text in ["", ".", "{", "}", "{{", ".match", ".local $", "{|", "\\", "\u{0}", ".input {$x :x} .match $x"] {
            _ = MF2Parser.parse(text)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func parsingTimeGrowsLinearlyWithVariants() {
        // On one line with non-ASCII text, as hostile content may be: columns count characters.
        let oneLine = { (count: Int) in
            ".input {$a :string} .match $a " + (0..<count).map { "k\($0) {{é\($0)}}" }.joined(separator: " ")
                + " * {{z}}"
        }
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: oneLine, work: { _ = MF2Parser.parse($0) })
                < TimeScaling.bound)
        #expect(MF2Parser.parse(oneLine(50_000)).errors.isEmpty)
    }
}
