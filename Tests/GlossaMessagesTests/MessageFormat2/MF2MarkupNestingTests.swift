import Testing

@testable import GlossaMessages

/// ``MF2MarkupNesting``: markup paired into decorations, unmatched markup handled as documented.
@Suite struct MF2MarkupNestingTests {
    /// The program as a readable outline: decorations as `name(children)`, text as it is.
    static func outline(_ program: MessageProgram) -> String {
        program.instructions.map { instruction in
            let operand = Int(instruction.operand)
            switch instruction.operation {
            case .literal, .value: return program.literalText(instruction)
            case .beginDecoration: return "\(program.decorations[operand].name.text)("
            case .endDecoration: return ")"
            default: return "?"
            }
        }.joined()
    }

    /// A markup element's options: none.
    static let markup = MessageProgram.Markup(MarkupOptions()) { _ in 0 }

    @Test func opensAndClosesNest() {
        var program = MessageProgram()
        var recent = RecentLiterals()
        var nesting = MF2MarkupNesting()
        program.appendLiteral("a", recent: &recent)
        nesting.open("b", markup: Self.markup, in: &program)
        program.appendLiteral("b", recent: &recent)
        nesting.open("i", markup: Self.markup, in: &program)
        program.appendLiteral("c", recent: &recent)
        nesting.close("i", in: &program)
        nesting.close("b", in: &program)
        program.appendLiteral("d", recent: &recent)
        nesting.finish(in: &program)
        #expect(Self.outline(program) == "ab(bi(c))d")
    }

    @Test func aCloseEndsTheDecorationsOpenedInsideItsOpen() {
        var program = MessageProgram()
        var recent = RecentLiterals()
        var nesting = MF2MarkupNesting()
        nesting.open("b", markup: Self.markup, in: &program)
        nesting.open("i", markup: Self.markup, in: &program)
        program.appendLiteral("x", recent: &recent)
        nesting.close("b", in: &program)
        program.appendLiteral("y", recent: &recent)
        nesting.close("i", in: &program)
        nesting.finish(in: &program)
        #expect(Self.outline(program) == "b(i(x))y")
    }

    @Test func unmatchedClosesAreLeftOutAndOpensEndAtTheEnd() {
        var program = MessageProgram()
        var recent = RecentLiterals()
        var nesting = MF2MarkupNesting()
        nesting.close("b", in: &program)
        program.appendLiteral("x", recent: &recent)
        nesting.open("i", markup: Self.markup, in: &program)
        program.appendLiteral("y", recent: &recent)
        nesting.finish(in: &program)
        #expect(Self.outline(program) == "xi(y)")
        #expect(program.decorations.last?.markup != nil)
    }

    /// The depth of the deepest decoration in `program`.
    static func depth(_ program: MessageProgram) -> Int {
        var (depth, deepest) = (0, 0)
        for instruction in program.instructions {
            switch instruction.operation {
            case .beginDecoration:
                depth += 1
                deepest = max(deepest, depth)
            case .endDecoration: depth -= 1
            default: break
            }
        }
        return deepest
    }

    @Test func deepMarkupKeepsOnlyItsContentPastTheBound() {
        var program = MessageProgram()
        var recent = RecentLiterals()
        var nesting = MF2MarkupNesting()
        for _ in 0..<10_000 { nesting.open("b", markup: Self.markup, in: &program) }
        program.appendLiteral("x", recent: &recent)
        for _ in 0..<10_000 { nesting.close("b", in: &program) }
        program.appendLiteral("y", recent: &recent)
        nesting.finish(in: &program)
        #expect(Self.depth(program) == MF2MarkupNesting.maximumNesting)
        let closes = String(repeating: ")", count: MF2MarkupNesting.maximumNesting)
        #expect(Self.outline(program).hasSuffix("x" + closes + "y"))
    }
}
