import Testing

@testable import GlossaMessages

/// ``MF2MarkupNesting``: markup paired into decorations, unmatched markup handled as documented.
@Suite struct MF2MarkupNestingTests {
    /// The parts as a readable outline: decorations as `name(children)`, text as it is.
    static func outline(_ parts: [MessagePart]) -> String {
        parts.map { part in
            switch part {
            case .literal(let text), .value(let text): text
            case .decoration(let decoration): "\(decoration.name)(\(outline(decoration.children)))"
            default: "?"
            }
        }.joined()
    }

    static let location = SourceLocation(line: 1, column: 1)

    @Test func opensAndClosesNest() {
        var nesting = MF2MarkupNesting()
        nesting.append(.literal("a"))
        nesting.open("b", options: MarkupOptions(), at: Self.location)
        nesting.append(.literal("b"))
        nesting.open("i", options: MarkupOptions(), at: Self.location)
        nesting.append(.literal("c"))
        nesting.close("i")
        nesting.close("b")
        nesting.append(.literal("d"))
        #expect(Self.outline(nesting.finish()) == "ab(bi(c))d")
    }

    @Test func aCloseEndsTheDecorationsOpenedInsideItsOpen() {
        var nesting = MF2MarkupNesting()
        nesting.open("b", options: MarkupOptions(), at: Self.location)
        nesting.open("i", options: MarkupOptions(), at: Self.location)
        nesting.append(.literal("x"))
        nesting.close("b")
        nesting.append(.literal("y"))
        nesting.close("i")
        #expect(Self.outline(nesting.finish()) == "b(i(x))y")
    }

    @Test func unmatchedClosesAreLeftOutAndOpensEndAtTheEnd() {
        var nesting = MF2MarkupNesting()
        nesting.close("b")
        nesting.append(.literal("x"))
        nesting.open("i", options: MarkupOptions(), at: Self.location)
        nesting.append(.literal("y"))
        let parts = nesting.finish()
        #expect(Self.outline(parts) == "xi(y)")
        guard case .decoration(let decoration) = parts.last else {
            Issue.record("expected a decoration")
            return
        }
        #expect(decoration.markup != nil)
    }

    /// The depth of the deepest decoration in `parts`, walked without recursion.
    static func depth(_ parts: [MessagePart]) -> Int {
        var deepest = 0
        var pending = [(parts, 1)]
        while let (parts, level) = pending.popLast() {
            for case .decoration(let decoration) in parts {
                deepest = max(deepest, level)
                pending.append((decoration.children, level + 1))
            }
        }
        return deepest
    }

    @Test func deepMarkupKeepsOnlyItsContentPastTheBound() {
        var nesting = MF2MarkupNesting()
        for _ in 0..<10_000 { nesting.open("b", options: MarkupOptions(), at: Self.location) }
        nesting.append(.literal("x"))
        for _ in 0..<10_000 { nesting.close("b") }
        nesting.append(.literal("y"))
        let parts = nesting.finish()
        #expect(Self.depth(parts) == MF2MarkupNesting.maximumNesting)
        let closes = String(repeating: ")", count: MF2MarkupNesting.maximumNesting)
        #expect(Self.outline(parts).hasSuffix("x" + closes + "y"))
    }
}
