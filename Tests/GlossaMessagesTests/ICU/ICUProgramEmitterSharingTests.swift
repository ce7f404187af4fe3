import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// What the one pass shares instead of making it again: one argument entry for the `#`s of a plural
/// (each `#` keeps its own location), selectors fitted to the commonest keys, and the pattern as the
/// source of every selection. (``ICUProgramEmitterTests`` checks the programs against the full path.)
@Suite struct ICUProgramEmitterSharingTests {
    static let gender =
        "{gender, select, male {{count, plural, one {He has # new message} other {He has # new messages}}} "
        + "female {{count, plural, one {She has # new message} other {She has # new messages}}} "
        + "other {{count, plural, one {They have # new message} other {They have # new messages}}}}"

    static func compiler(_ locale: String) throws -> ICUCompiler {
        ICUCompiler(locale: try LocaleIdentifier(parsing: locale), timeZone: ICUProgramEmitterTests.utc)
    }

    /// The offsets of each `#` in `pattern` that a plural shows, as the parser locates them (one line).
    static func poundColumns(_ program: MessageProgram) -> [Int] {
        program.instructions.enumerated().compactMap { counter, instruction in
            guard instruction.operation == .argument else { return nil }
            return program.location(ofArgumentAt: counter, entry: Int(instruction.operand)).column
        }
    }

    @Test func poundsOfPluralsOnOneArgumentShareOneEntry() throws {
        let program = try #require(ICUProgramEmitter.program(of: Self.gender, compiler: try Self.compiler("en")))
        #expect(program.arguments.count == 1)
        let columns = Self.poundColumns(program)
        let expected = Self.gender.utf8.enumerated().compactMap {
            $0.element == UInt8(ascii: "#") ? $0.offset + 1 : nil
        }
        #expect(columns == expected)
        // Every `#` but the first keeps its own place in the source in its instruction.
        let uses = program.instructions.filter { $0.operation == .argument && $0.secondOperand > 0 }
        #expect(uses.count == expected.count - 1)
    }

    /// A plural nested in a plural of the same argument (directly, through a select, or around one with
    /// an offset) shares its scope: the entry the inner `#` makes is the outer `#`s' too.
    @Test(arguments: [
        "{n, plural, one {{n, plural, other {#}}} other {x #}} {n, plural, other {#}}",
        "{n, plural, other {{g, select, other {{n, plural, other {# a}}}} #}} {n, plural, other {#}}",
        "{n, plural, other {{n, plural, offset:1 other {{n, plural, other {#}} {m, plural, other {#}}}} #}}",
    ])
    func poundsOfNestedPluralsShareTheOuterEntry(pattern: String) throws {
        let compiler = try Self.compiler("en")
        let program = try #require(ICUProgramEmitter.program(of: pattern, compiler: compiler))
        #expect(program.arguments.filter { $0.part.name == "n" && $0.integerFormat?.offset == 0 }.count == 1)
        let expected = pattern.utf8.enumerated().compactMap { $0.element == UInt8(ascii: "#") ? $0.offset + 1 : nil }
        #expect(Self.poundColumns(program) == expected)
        #expect(ICUProgramEmitterTests.expectSamePrograms(pattern, compiler: compiler))
    }

    @Test func poundsWithAnOffsetHaveTheirOwnEntry() throws {
        let pattern = "{n, plural, one {# a #} other {# b}} {n, plural, offset:1 other {# c #}} {m, plural, other {#}}"
        let program = try #require(ICUProgramEmitter.program(of: pattern, compiler: try Self.compiler("en")))
        // One entry for the plurals of `n` without offset, one with the offset, one for `m`.
        #expect(program.arguments.count == 3)
        #expect(program.arguments.map(\.integerFormat?.offset) == [0, 1, 0])
        let expected = pattern.utf8.enumerated().compactMap { $0.element == UInt8(ascii: "#") ? $0.offset + 1 : nil }
        #expect(Self.poundColumns(program) == expected)
    }

    @Test func poundLocationsCountLinesAndCharacters() throws {
        let pattern = "Привет\n{n, plural,\n  one {# файл}\n  other {# файла #}}"
        let program = try #require(ICUProgramEmitter.program(of: pattern, compiler: try Self.compiler("ru")))
        let locations = program.instructions.enumerated().compactMap { counter, instruction in
            instruction.operation == .argument
                ? program.location(ofArgumentAt: counter, entry: Int(instruction.operand)) : nil
        }
        #expect(
            locations == [
                SourceLocation(line: 3, column: 8), SourceLocation(line: 4, column: 10),
                SourceLocation(line: 4, column: 18),
            ])
    }

    /// Plurals keyed by the locale's categories and selects keyed by genders share the compiler's
    /// fitted selectors: two compiles of the same pattern fit nothing of their own.
    @Test func commonKeysShareTheCompilersFittedSelectors() throws {
        for (locale, pattern) in [
            ("en", Self.gender),
            ("ru", "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"),
            ("en", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"),
        ] {
            let compiler = try Self.compiler(locale)
            let first = try #require(ICUProgramEmitter.program(of: pattern, compiler: compiler))
            let second = try #require(ICUProgramEmitter.program(of: pattern, compiler: compiler))
            for (one, other) in zip(first.selections, second.selections) {
                if let plural = one.selector as? ICUPluralSelector.Prepared {
                    #expect(plural === other.selector as? ICUPluralSelector.Prepared, "\(pattern)")
                } else {
                    let keys = try #require(one.selector as? ICUSelectSelector.Prepared).variantKeys
                    let otherKeys = try #require(other.selector as? ICUSelectSelector.Prepared).variantKeys
                    #expect(
                        keys.withUnsafeBufferPointer { $0.baseAddress }
                            == otherKeys.withUnsafeBufferPointer { $0.baseAddress })
                }
            }
        }
    }

    /// Keys other than the common ones (another order, fewer, exact values) fit selectors of their own,
    /// which choose as the full path's do.
    @Test func otherKeysFitTheirOwnSelectors() throws {
        let compiler = try Self.compiler("en")
        let pattern =
            "{n, plural, other {x} one {y}} {n, plural, =1 {exact} one {one} other {other}} "
            + "{g, select, female {F} male {M} other {O}} {g, select, male {M} other {O}}"
        let message = compiler.compile(pattern)
        for (n, g, expected) in [
            (1, "male", "y exact M M"), (2, "female", "x other F O"), (0, "other", "x other O O"),
        ] {
            #expect(
                message.render(RenderContext(arguments: ["n": .number(MessageNumber(n)), "g": .string(g)])).text
                    == expected)
        }
    }

    /// A selection that cannot choose shows its own source, a range of the pattern.
    @Test func unresolvedSelectionsShowTheirSource() throws {
        let pattern = "a {n, plural, one {x} other {y}} b {g, select, male {m} other {o}} c"
        let message = try Self.compiler("en").compile(pattern)
        let rendered = message.render(RenderContext(arguments: [:]))
        #expect(rendered.text == pattern)
        #expect(
            rendered.diagnostics.map(\.source) == ["{n, plural, one {x} other {y}}", "{g, select, male {m} other {o}}"])
        #expect(rendered.diagnostics.map(\.location.column) == [3, 36])
    }
}
