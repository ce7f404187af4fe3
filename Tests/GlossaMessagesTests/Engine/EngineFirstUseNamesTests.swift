import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Names in order of first use: the same answers by search and by hash, and compiling in linear time
/// in the number of distinct names of one message, whatever its syntax.
@Suite struct EngineFirstUseNamesTests {
    @Test func positionsAreTheSameBelowAndAboveTheIndexThreshold() {
        var names = FirstUseNames()
        let count = FirstUseNames.indexThreshold * 3
        for index in 0..<count { #expect(names.insert("n\(index)") == index) }
        for index in stride(from: count - 1, through: 0, by: -1) {
            #expect(names.position(of: "n\(index)") == index)
            #expect(names.insert("n\(index)") == index)
        }
        #expect(names.position(of: "missing") == nil)
        #expect(names.names.count == count)
    }

    @Test func canonicallyEquivalentNamesAreOneByStringAndTwoByBytes() {
        for padding in [0, FirstUseNames.indexThreshold + 1] {
            var names = FirstUseNames()
            for index in 0..<padding { names.insert("p\(index)") }
            let precomposed = "caf\u{E9}"
            let decomposed = "cafe\u{301}"
            // As `String`s they are equal: one name, found under either spelling.
            #expect(names.insert(precomposed) == padding)
            #expect(names.insert(decomposed) == padding)
            // By bytes (a front end reading source bytes) the other spelling is a name of its own.
            let first = Array(precomposed.utf8).withUnsafeBufferPointer { names.insert(utf8: $0) }
            #expect(first.position == padding)
            let second = Array(decomposed.utf8).withUnsafeBufferPointer { names.insert(utf8: $0) }
            #expect(second.position == padding + 1)
            #expect(second.name.utf8.elementsEqual(decomposed.utf8))
            let again = Array(decomposed.utf8).withUnsafeBufferPointer { names.insert(utf8: $0) }
            #expect(again.position == padding + 1)
            // The first spelling keeps its position for a search by `String`.
            #expect(names.position(of: decomposed) == padding)
        }
    }

    @Test func compiledMessagesKeepTheNamesWithoutTheirIndex() throws {
        // More names than the index threshold: compiling found them through a dictionary, which the
        // compiled program must not keep (rendering reads slots by position).
        let count = FirstUseNames.indexThreshold * 2 + 3
        let names = (0..<count).map { "n\($0)" }
        let icu = ICUCompiler(locale: "en")
        let icuSource = names.map { "{\($0)}" }.joined(separator: " ") + " {n0}"
        let mf2 = MF2Compiler(locale: try LocaleIdentifier(parsing: "en"), bidiIsolation: .none)
        // TML's decorations have slots after the arguments, which are not argument names.
        let tmlSource = names.map { "{\($0)} [d\($0): x]" }.joined(separator: " ")
        let messages: [(String, CompiledMessage)] = [
            ("ICU in one pass", icu.compile(icuSource)),
            ("ICU from its tree", icu.compile(ICUParser.parse(icuSource))),
            ("MessageFormat 2", mf2.compile(names.map { "{$\($0)}" }.joined(separator: " "))),
            ("TML", TMLCompiler(language: .english).compile(tmlSource)),
        ]
        for (label, message) in messages {
            #expect(message.argumentNames == names, "\(label)")
            #expect(Array(message.program.slotNames.prefix(count)) == names, "\(label)")
            for child in Mirror(reflecting: message.program).children {
                #expect(!(child.value is FirstUseNames), "\(label) keeps \(child.label ?? "a child")")
            }
        }
        #expect(messages[3].1.program.slotNames.count == count * 2)
        let rendered = messages[0].1.render(RenderContext(arguments: ["n0": "x", names[count - 1]: "y"])).text
        #expect(rendered.hasPrefix("x {n1} ") && rendered.hasSuffix(" y x"))
    }

    @Test func compilingTimeGrowsLinearlyWithDistinctNames() throws {
        let english = try LocaleIdentifier(parsing: "en")
        let icu = ICUCompiler(locale: "en")
        let mf2 = MF2Compiler(locale: english, bidiIsolation: .none)
        let tml = TMLCompiler(language: .english)
        let placeholders = { (open: String, close: String) in
            { (count: Int) in (0..<count).map { "\(open)a\($0)\(close)" }.joined(separator: " ") }
        }
        let icuSource = placeholders("{", "}")
        let mf2Source = placeholders("{$", "}")
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: icuSource, work: { _ = icu.compile($0) })
                < TimeScaling.bound)
        #expect(
            TimeScaling.ratio(
                small: 5_000, large: 20_000, input: { ICUParser.parse(icuSource($0)) }, work: { _ = icu.compile($0) })
                < TimeScaling.bound)
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: mf2Source, work: { _ = mf2.compile($0) })
                < TimeScaling.bound)
        // TML's tokens and decorations, each name distinct.
        let tmlSource = { (count: Int) in (0..<count).map { "{a\($0)} [d\($0): x]" }.joined(separator: " ") }
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: tmlSource, work: { _ = tml.compile($0) })
                < TimeScaling.bound)
        // Every name still has its own slot.
        let message = icu.compile(icuSource(20_000))
        #expect(message.argumentNames.count == 20_000)
        let rendered = message.render(RenderContext(arguments: ["a0": "x", "a19999": "y"])).text
        #expect(rendered.hasPrefix("x {a1} ") && rendered.hasSuffix(" y"))
        #expect(mf2.compile(mf2Source(20_000)).argumentNames.last == "a19999")
    }
}
