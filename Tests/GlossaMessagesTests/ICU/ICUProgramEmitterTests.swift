import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The one-pass compiler (``ICUProgramEmitter``) must give exactly the program that parsing into the
/// syntax tree and compiling the tree gives, and must leave to that full path what it does not cover.
@Suite struct ICUProgramEmitterTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    /// Everything the resolver and the outputs read from a program, as text. Each argument
    /// instruction shows the entry it reads and where it is (entries can be shown from several places:
    /// the one pass shares one between a plural's `#`s).
    static func dump(_ program: MessageProgram) -> String {
        var lines: [String] = []
        lines.append(
            "instructions "
                + program.instructions.enumerated().map { counter, instruction in
                    switch instruction.operation {
                    case .argument: break
                    case .literal, .value:
                        return "\(instruction.operation)(\(program.literalText(instruction).debugDescription))"
                    default: return "\(instruction.operation)(\(instruction.operand))"
                    }
                    let index = Int(instruction.operand)
                    let argument = program.arguments[index]
                    let part = argument.part
                    return "argument(\(part.name) slot \(argument.slot) plain \(argument.isPlain) "
                        + "path \(part.attributePath) verbatim \(part.verbatim) "
                        + "at \(program.location(ofArgumentAt: counter, entry: index)) "
                        + "transforms \(part.transforms.map { "\($0)" }) "
                        + "integers \(argument.integerFormat.map { "offset \($0.offset)" } ?? "none"))"
                }.joined(separator: " "))
        for (index, selection) in program.selections.enumerated() {
            lines.append(
                "selection \(program.slotNames[selection.slot]) slot \(selection.slot) starts "
                    + "\((0..<selection.starts.count).map { selection.starts[$0] }) end \(selection.end) "
                    + "verbatim \(program.verbatim(ofSelection: index)) at "
                    + "\(selection.part.location) selector \(selection.selector)")
        }
        for part in program.unresolved {
            lines.append("unresolved \(part.verbatim) at \(part.location): \(part.reason)")
        }
        lines.append("decorations \(program.decorations.count)")
        lines.append("slots \(program.slotNames) arguments \(program.argumentNames)")
        return lines.joined(separator: "\n")
    }

    /// Compares both paths on `pattern`; returns whether the one pass covered it.
    @discardableResult
    static func expectSamePrograms(_ pattern: String, compiler: ICUCompiler) -> Bool {
        let full = compiler.compile(ICUParser.parse(pattern)).program
        guard let direct = ICUProgramEmitter.program(of: pattern, compiler: compiler) else { return false }
        #expect(dump(direct) == dump(full), "\(pattern)")
        return true
    }

    @Test func sameProgramsOnTheDifferentialFixture() throws {
        var covered = 0
        var compilers: [String: ICUCompiler] = [:]
        for testCase in ICUDifferentialTests.fixture.cases {
            let compiler =
                try compilers[testCase.locale]
                ?? ICUCompiler(
                    locale: LocaleIdentifier(parsing: testCase.locale), timeZone: Self.utc)
            compilers[testCase.locale] = compiler
            if Self.expectSamePrograms(testCase.message, compiler: compiler) { covered += 1 }
        }
        // Nearly all of the fixture is well formed with ASCII names: the one pass compiles it.
        #expect(covered * 10 >= ICUDifferentialTests.fixture.cases.count * 8)
    }

    @Test func sameProgramsOnArbitraryPatterns() throws {
        var random = SeededGenerator(seed: 0x1C2)
        let compilers = try ["en", "ru", "ar"].map {
            ICUCompiler(locale: try LocaleIdentifier(parsing: $0), timeZone: Self.utc)
        }
        var covered = 0
        for _ in 0..<5_000 {
            if Self.expectSamePrograms(ICUFuzzTests.pattern(&random), compiler: random.pick(compilers)) { covered += 1 }
        }
        #expect(covered > 100)
    }

    @Test(arguments: [
        "Hello {name}, you have {count, number, integer}",
        "{n, plural, offset:1 =0 {none} =1 {just {name}} one {{name} and # other} other {{name} and # others}}",
        "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        "{g, select, male {He} female {She} other {They}} said ''{n, plural, other {# '{x}' '#' # }}''",
        "{n, plural, other {{g, select, other {#}}}}",
        "{g, select, a {first} a {second} other {x}}",
        "line one\nline two {n, plural, one {# файл} other {# файла}}\n{d, date, short} {t, time, ::Hm}",
        "Привет, {name}! {count, plural, one {# новое сообщение} few {# новых сообщения} other {# новых}}",
        "{n, PLURAL, One {x} other {y}} {n, Number, percent} {n, number, ::currency/EUR} {n, spellout}",
        "{n, plural, offset:0 offset:2 other {#}}",
        "{0} {1, number} {10}",
        "'{'{n}'}' it's '' {n, plural, other {'#' #}}",
        "unmatched } at the top",
        "{n, SelectOrdinal, one {#st} other {#th}} {g, SELECT, femaleish {a} other {b}} {n, plurals}",
        "{g, select, offset {o} other {x}} {n, plural, offset:0 offset:2 =3 {three} other {#}}",
        "{g, select, a {{n, plural, one {x} other {y}}} b {{n, plural, one {x} other {y} few {f}}} "
            + "c {{n, plural, one {x} other {y}}} d {{n, plural, other {y} one {x}}} "
            + "e {{n, plural, one {x} other {y}}} other {{n, selectordinal, one {x} other {y}}}}",
    ])
    func samePrograms(pattern: String) throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "ru"), timeZone: Self.utc)
        #expect(Self.expectSamePrograms(pattern, compiler: compiler), "the one pass should cover \(pattern)")
    }

    @Test(arguments: [
        "{n, plural, one {x}}",  // no other
        "{a, foo bar} and {b}",  // a syntax error
        "{имя}",  // a non-ASCII name
        "{n,\u{85}number}",  // non-ASCII white space
        "{01}",  // a leading zero
        "{n, plural, =x {a} other {b}}",
        "{n, number, 'unclosed}",
        "{n",
    ])
    func leavesToTheFullPath(pattern: String) throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "en"), timeZone: Self.utc)
        #expect(ICUProgramEmitter.program(of: pattern, compiler: compiler) == nil)
        let rendered = compiler.compile(pattern).render(RenderContext(arguments: ["n": 1, "b": "B"]))
        if pattern != "{имя}" && pattern != "{n,\u{85}number}" { #expect(!rendered.diagnostics.isEmpty) }
    }

    /// Compiled messages are kept in catalogs: the room reserved up front stays near what is used.
    @Test func reservedRoomStaysSmall() throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "en"), timeZone: Self.utc)
        let gender =
            "{gender, select, male {{count, plural, one {He has # new message} other {He has # new messages}}} "
            + "female {{count, plural, one {She has # new message} other {She has # new messages}}} "
            + "other {{count, plural, one {They have # new message} other {They have # new messages}}}}"
        let many = (0..<40).map { "{n\($0), plural, =0 {none} one {# item \($0)} other {# items \($0)}}" }
            .joined(separator: ", ")
        for pattern in [gender, many, "Hello {name}", "{a}{b}{c}{d}{e}{f}{g}{h}{i}{j}"] {
            let program = try #require(ICUProgramEmitter.program(of: pattern, compiler: compiler))
            func bytes<Element>(_ array: [Element]) -> (reserved: Int, used: Int) {
                (array.capacity * MemoryLayout<Element>.stride, array.count * MemoryLayout<Element>.stride)
            }
            let arrays = [
                bytes(program.instructions), bytes(program.literalBytes), bytes(program.arguments),
                bytes(program.selections),
            ]
            let reserved = arrays.map(\.reserved).reduce(0, +)
            let used = arrays.map(\.used).reduce(0, +)
            #expect(reserved <= 2 * used + 1_024, "\(pattern): \(reserved) bytes reserved, \(used) used")
        }
    }

    @Test func deepNestingIsLeftToTheFullPath() throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "en"), timeZone: Self.utc)
        let deep =
            String(repeating: "{g, select, other {", count: ICUParser.maximumNesting + 1) + "x"
            + String(repeating: "}}", count: ICUParser.maximumNesting + 1)
        #expect(ICUProgramEmitter.program(of: deep, compiler: compiler) == nil)
        let fits =
            String(repeating: "{g, select, other {", count: ICUParser.maximumNesting) + "x"
            + String(repeating: "}}", count: ICUParser.maximumNesting)
        #expect(Self.expectSamePrograms(fits, compiler: compiler))
    }

    /// Text is skipped eight bytes at a time up to the next apostrophe, `#`, `{` or `}`: each of them
    /// (and bytes that only look alike: `+`, `/`, `y`, `{` minus one…) at every position of a word,
    /// in and out of plurals, nested and not, gives the full path's program.
    @Test func plainTextSkippingStopsAtEverySpecialByte() throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "en"), timeZone: Self.utc)
        let specials = ["'", "''", "#", "{n}", "}", "'{'", "+", "/", "y", "z", "|", "\u{7F}", "é", "\n"]
        var covered = 0
        for special in specials {
            for position in 0..<18 {
                let text =
                    String(repeating: "a", count: position) + special + String(repeating: "b", count: 17 - position)
                for pattern in [
                    text, "{n, plural, one {\(text)} other {\(text)#}}", "{g, select, x {\(text)} other {y}}\(text)",
                ] where Self.expectSamePrograms(pattern, compiler: compiler) {
                    covered += 1
                }
            }
        }
        #expect(covered > 500)
    }

    /// Keys equal to the matched ones, all of them, make no array; a key that differs, one more or one
    /// fewer gives exactly the keys read.
    @Test func variantKeyReaderGathersOnlyKeysThatDiffer() {
        func read(_ keys: [String], matching: [String]?) -> (matchesAll: Bool, array: [String]) {
            var reader = VariantKeyReader(matching: matching)
            for key in keys { reader.append(key) }
            #expect(reader.count == keys.count)
            return (reader.matchesAll, reader.array)
        }
        let last = ["one", "few", "other"]
        #expect(read(["one", "few", "other"], matching: last) == (true, last))
        #expect(read(["one", "other"], matching: last) == (false, ["one", "other"]))
        #expect(read(["one", "few"], matching: last) == (false, ["one", "few"]))
        #expect(read(["one", "few", "other", "many"], matching: last) == (false, ["one", "few", "other", "many"]))
        #expect(read(["few", "one", "other"], matching: last) == (false, ["few", "one", "other"]))
        #expect(read([], matching: last) == (false, []))
        #expect(read(["one", "other"], matching: nil) == (false, ["one", "other"]))
        #expect(read([], matching: []) == (true, []))
    }

    @Test func compilingTimeGrowsLinearlyWithExactValues() {
        // Each exact value's variant is looked up by key, not searched for among the variants.
        let plural = { (count: Int) in
            "{n, plural, " + (0..<count).map { "=\($0) {# v}" }.joined(separator: " ") + " other {#}}"
        }
        let compiler = ICUCompiler(locale: "en")
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: plural, work: { _ = compiler.compile($0) })
                < TimeScaling.bound)
        #expect(
            TimeScaling.ratio(
                small: 5_000, large: 20_000, input: { ICUParser.parse(plural($0)) }, work: { _ = compiler.compile($0) })
                < TimeScaling.bound)
        let rendered = compiler.compile(plural(20_000)).render(RenderContext(arguments: ["n": 19_999]))
        #expect(rendered.text == "19,999 v")
    }

    @Test func compilingTimeGrowsLinearlyWithSelectionsOnALongNonASCIILine() {
        // Each nested select's position is located; columns count characters, not from the line's start.
        let nested = { (count: Int) in
            "{a, select, " + (0..<count).map { "k\($0) {é{b, select, other {x\($0)}}}" }.joined(separator: " ")
                + " other {z}}"
        }
        let compiler = ICUCompiler(locale: "en")
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: nested, work: { _ = compiler.compile($0) })
                < TimeScaling.bound)
        let rendered = compiler.compile(nested(20_000)).render(RenderContext(arguments: ["a": "k19999", "b": "q"]))
        #expect(rendered.text == "éx19999")
        // Where a selection far along the line is, as the tree says: the select on b, whose value is missing.
        let pattern = nested(2_000)
        let arguments = RenderContext(arguments: ["a": "k1999"])
        let streamed = compiler.compile(pattern).render(arguments).diagnostics.map(\.location)
        #expect(streamed == compiler.compile(ICUParser.parse(pattern)).render(arguments).diagnostics.map(\.location))
        #expect(streamed.first?.column ?? 0 > 50_000)
    }
}
