import GlossaCLDR
import Testing

@testable import GlossaMessages

/// A `.match` on `:number` or `:integer` of an argument, and a placeholder showing an argument's
/// integers, are answered for integer values by the engine's shortcuts (a plural table and the
/// locale's integer format) without resolving the declarations: they must give what resolving them
/// gives. The reference is the same message given the integer as a numeric string (which only the
/// functions read) or as a literal (formatted when compiling).
@Suite struct MF2IntegerShortcutTests {
    static let locales = ["en", "ru", "pl", "fr", "ar", "hi", "ja"]
    static let integers = Array(-3...130) + [1_000, 1_001, 12_345, 100_000, 1_234_567, -21_000_001]

    static func compile(_ source: String, locale: String, bidiIsolation: MF2BidiIsolation) throws -> CompiledMessage {
        MF2Compiler(locale: try LocaleIdentifier(parsing: locale), bidiIsolation: bidiIsolation).compile(source)
    }

    static func render(_ message: CompiledMessage, _ arguments: MessageArguments, locale: String) throws -> String {
        let rendered = message.render(
            RenderContext(arguments: arguments, locale: try LocaleIdentifier(parsing: locale)))
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        return rendered.text
    }

    @Test(arguments: [
        ".input {$n :number} .match $n one {{one {$n}}} few {{few {$n}}} many {{many {$n}}} * {{other {$n}}}",
        ".input {$n :integer} .match $n zero {{zero}} one {{one}} two {{two}} * {{* {$n}}}",
        // What the MF1 → MF2 converter writes: a rounding mode leaves integers as they are.
        ".input {$n :number roundingMode=halfEven} .match $n one {{one {$n}}} few {{few}} * {{other {$n}}}",
        // An exact key, and `other` beside `*`: the selector decides (no shortcut), the same way.
        ".input {$n :number} .match $n 1 {{exact}} one {{one}} * {{other}}",
        ".input {$n :number} .match $n one {{one}} other {{explicit other}} * {{star}}",
    ])
    func selectionAndPlaceholdersAgreeWithTheFunctions(source: String) throws {
        for locale in Self.locales {
            for isolation in [MF2BidiIsolation.none, .default] {
                let message = try Self.compile(source, locale: locale, bidiIsolation: isolation)
                for n in Self.integers {
                    let fast = try Self.render(message, ["n": .number(MessageNumber(n))], locale: locale)
                    let general = try Self.render(message, ["n": .string(String(n))], locale: locale)
                    #expect(fast == general, "\(locale) \(isolation) \(n): \(source)")
                }
            }
        }
    }

    @Test func anArgumentsIntegerIsShownAsItsFunctionFormatsIt() throws {
        for locale in Self.locales {
            for isolation in [MF2BidiIsolation.none, .default] {
                let plain = try Self.compile(
                    "{$n} {$n :number} {$n :integer}", locale: locale, bidiIsolation: isolation)
                for n in Self.integers {
                    let literal = try Self.compile(
                        ".local $n = {\(n) :number} {{{$n} {$n :number} {$n :integer}}}", locale: locale,
                        bidiIsolation: isolation)
                    #expect(
                        try Self.render(plain, ["n": .number(MessageNumber(n))], locale: locale)
                            == Self.render(literal, [:], locale: locale), "\(locale) \(isolation) \(n)")
                }
            }
        }
    }

    @Test func aDeclarationTheShortcutsAnswerForIsStillResolvedForOtherValues() throws {
        let message = try Self.compile(
            ".input {$n :number} .match $n one {{one {$n}}} * {{other {$n}}}", locale: "en", bidiIsolation: .none)
        #expect(try Self.render(message, ["n": 1], locale: "en") == "one 1")
        #expect(try Self.render(message, ["n": 1.5], locale: "en") == "other 1.5")
        #expect(try Self.render(message, ["n": "1"], locale: "en") == "one 1")
        let missing = message.render(RenderContext(arguments: [:], locale: try LocaleIdentifier(parsing: "en")))
        #expect(missing.text == "other {$n}")
        #expect(!missing.diagnostics.isEmpty)
        let horse = message.render(
            RenderContext(arguments: ["n": "horse"], locale: try LocaleIdentifier(parsing: "en")))
        #expect(horse.text == "other {$n}")
        #expect(horse.diagnostics.compactMap { MF2ErrorType(diagnostic: $0) }.contains(.badOperand))
    }
}
