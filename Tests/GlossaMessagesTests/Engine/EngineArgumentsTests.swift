import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The argument map, the copy-on-write context and compact numbers keep the semantics of the
/// dictionary and the stored fields they replaced.
@Suite struct EngineArgumentsTests {
    private func text(_ value: MessageValue?) -> String? {
        value.map { DisplayText.of($0).0 }
    }

    @Test func aLiteralKeepsTheLastValueOfARepeatedName() {
        let arguments: MessageArguments = ["a": "1", "b": "2", "a": "3"]
        #expect(arguments.count == 2)
        #expect(text(arguments["a"]) == "3")
        #expect(arguments.names == ["a", "b"])
    }

    @Test func settingAddsReplacesAndRemoves() {
        var arguments = MessageArguments()
        arguments["x"] = "1"
        arguments["y"] = 2
        arguments["x"] = "3"
        #expect(arguments.names == ["x", "y"])
        #expect(text(arguments["x"]) == "3")
        arguments["x"] = nil
        #expect(arguments.names == ["y"])
        #expect(arguments["x"] == nil)
        arguments["missing"] = nil
        #expect(arguments.count == 1)
    }

    /// Past the index threshold names are also hashed; every operation agrees with a dictionary.
    @Test func largeArgumentSetsAgreeWithADictionary() {
        var generator = SeededGenerator(seed: 7)
        var arguments = MessageArguments()
        var reference: [String: Int] = [:]
        for _ in 0..<2000 {
            let name = "n\(Int.random(in: 0..<60, using: &generator))"
            if Bool.random(using: &generator) || reference.count < 20 {
                let value = Int.random(in: 0..<1000, using: &generator)
                arguments[name] = .number(MessageNumber(value))
                reference[name] = value
            } else {
                arguments[name] = nil
                reference[name] = nil
            }
            #expect(arguments.count == reference.count)
        }
        for index in 0..<60 {
            let name = "n\(index)"
            #expect(text(arguments[name]) == reference[name].map(String.init))
        }
        #expect(Set(arguments.names) == Set(reference.keys))
        #expect(MessageArguments(arguments.dictionary).count == reference.count)
    }

    /// Names compare as `String`s do, by canonical equivalence, whether or not the index by name is
    /// kept (sixteen entries or fewer, more): a precomposed and a decomposed "é" are one name, as are
    /// the Kelvin sign and "K" and the ohm sign and omega, though their byte lengths differ.
    @Test(arguments: [0, 2, 15, 16, 40])
    func canonicallyEquivalentNamesAreOneName(_ size: Int) {
        let pairs = [
            ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K"), ("\u{E9}t\u{E9}", "e\u{301}te\u{301}"),
            ("\u{2126}", "\u{3A9}"),
        ]
        for (stored, asked) in pairs + pairs.map({ ($1, $0) }) {
            var arguments = MessageArguments()
            for index in 0..<size { arguments["filler\(index)"] = .number(MessageNumber(index)) }
            arguments[stored] = "value"
            #expect(stored.utf8.count != asked.utf8.count)
            #expect(
                text(arguments[asked]) == "value",
                "\(size) arguments, \(stored.unicodeScalars) asked as \(asked.unicodeScalars)")
            arguments[asked] = "replaced"
            #expect(arguments.count == size + 1)
            #expect(text(arguments[stored]) == "replaced")
            arguments[asked] = nil
            #expect(arguments[stored] == nil)
            #expect(arguments.count == size)
        }
        let literal: MessageArguments = ["caf\u{E9}": "1", "cafe\u{301}": "2", "K": "3", "\u{212A}": "4"]
        #expect(literal.count == 2)
        #expect(text(literal["caf\u{E9}"]) == "2")
        #expect(text(literal["K"]) == "4")
    }

    /// Names that are not canonically equivalent stay two names on both sides of the index threshold,
    /// whether or not they are ASCII and whatever their lengths: other accents, a compatibility
    /// ligature ("ﬁ" is "fi" only under compatibility normalization), case.
    @Test(arguments: [0, 2, 15, 16, 40])
    func namesThatAreNotEquivalentStayDistinct(_ size: Int) {
        let pairs = [
            ("caf\u{E9}", "caf\u{E8}"), ("caf\u{E9}", "cafe"), ("e\u{301}", "e\u{300}"), ("\u{FB01}", "fi"),
            ("\u{212A}", "k"), ("K", "k"),
        ]
        for (first, second) in pairs {
            var arguments = MessageArguments()
            for index in 0..<size { arguments["filler\(index)"] = .number(MessageNumber(index)) }
            arguments[first] = "first"
            #expect(arguments[second] == nil, "\(size) arguments, \(first.unicodeScalars) vs \(second.unicodeScalars)")
            arguments[second] = "second"
            #expect(arguments.count == size + 2)
            #expect(text(arguments[first]) == "first")
            #expect(text(arguments[second]) == "second")
            arguments[first] = nil
            #expect(arguments[first] == nil)
            #expect(text(arguments[second]) == "second")
        }
    }

    /// A compiled message finds its arguments by the same comparison: a name the message writes in
    /// one spelling is found when the caller gives another, canonically equivalent one, ASCII or not
    /// on either side, with few arguments or many, in ICU MessageFormat and TML alike (TML token
    /// names are ASCII words, so there the caller's spelling is the other one: the Kelvin sign for K).
    @Test(arguments: [0, 40])
    func aRenderFindsAnArgumentSpelledEquivalently(_ fillers: Int) throws {
        let english = try LocaleIdentifier(parsing: "en")
        func context(_ given: String) -> RenderContext {
            var arguments = MessageArguments()
            for index in 0..<fillers { arguments["filler\(index)"] = .number(MessageNumber(index)) }
            arguments[given] = "Anna"
            arguments["count"] = 2
            return RenderContext(arguments: arguments, locale: english)
        }
        let icu = ICUCompiler(locale: english, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let spellings = [
            ("cafe\u{301}", "caf\u{E9}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K"), ("K", "\u{212A}"),
        ]
        for (written, given) in spellings {
            let message = icu.compile("Hi {\(written)}, {count, plural, one {# file} other {# files}}")
            let rendered = message.render(context(given))
            let label = "\(written.unicodeScalars) given as \(given.unicodeScalars), \(fillers) fillers"
            #expect(rendered.text == "Hi Anna, 2 files", "\(label)")
            #expect(rendered.diagnostics.isEmpty, "\(label)")
        }
        let tml = TMLCompiler(language: .english).compile("Hi [bold: {K}], {count || file}")
        #expect(tml.render(context("\u{212A}"), format: .text).text == "Hi Anna, 2 files")
        #expect(tml.render(context("\u{212A}"), format: .html).text == "Hi <strong>Anna</strong>, 2 files")
    }

    /// A render compares the keys of names (length and first eight bytes) before the names: names
    /// of equal length and prefix are told apart by the rest, and a name spelled with its marks in
    /// another order (the same length, other bytes) is still found, with few arguments or many.
    @Test(arguments: [0, 40])
    func aRenderTellsNamesApartBeyondTheirKeys(_ fillers: Int) throws {
        let english = try LocaleIdentifier(parsing: "en")
        var arguments = MessageArguments()
        for index in 0..<fillers { arguments["filler\(index)"] = .number(MessageNumber(index)) }
        arguments["account_type"] = "team"
        arguments["account_name"] = "Anna"
        arguments["a\u{323}\u{301}"] = "marks"
        arguments["bold"] = "B"
        let context = RenderContext(arguments: arguments, locale: english)
        let icu = ICUCompiler(locale: english, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let message = icu.compile("{account_name} ({account_type}) {a\u{301}\u{323}} {user}")
        let rendered = message.render(context)
        #expect(rendered.text == "Anna (team) marks {user}")
        #expect(rendered.diagnostics.map(\.kind) == [.missingArgument])
        #expect(ArgumentNameKey("account_name") == ArgumentNameKey("account_type"))
        #expect(!ArgumentNameKey("account_name").coversName)
        #expect(ArgumentNameKey("bold") != ArgumentNameKey("user"))
        #expect(ArgumentNameKey("bold").coversName)
        #expect(ArgumentNameKey("") == ArgumentNameKey(utf8: [UInt8]()))
        #expect(ArgumentNameKey("\u{212A}") == ArgumentNameKey(utf8: Array("\u{212A}".utf8)))
    }

    @Test func aCopiedContextIsIndependent() {
        var first = RenderContext(arguments: ["count": 1], locale: try! LocaleIdentifier(parsing: "ru"))
        var second = first
        second.arguments["count"] = 2
        second.locale = try! LocaleIdentifier(parsing: "pl")
        #expect(text(first.arguments["count"]) == "1")
        #expect(first.locale.language == "ru")
        #expect(text(second.arguments["count"]) == "2")
        #expect(second.locale.language == "pl")
        first.arguments["extra"] = "x"
        #expect(second.arguments["extra"] == nil)
    }

    @Test func integersEqualTheirDecimalText() {
        #expect(MessageNumber(5) == MessageNumber(decimalText: "5"))
        #expect(MessageNumber(5).hashValue == MessageNumber(decimalText: "5")!.hashValue)
        #expect(MessageNumber(1) != MessageNumber(decimalText: "1.0"))
        #expect(MessageNumber(decimalText: "007")?.text == "007")
        #expect(MessageNumber(-12).text == "-12")
        #expect(MessageNumber(Int.min).text == String(Int.min))
        #expect(MessageNumber(3.0) == MessageNumber(3))
        #expect(MessageNumber(2.5).text == "2.5")
        #expect(MessageNumber(-7).operands == PluralOperands(7))
        #expect(MessageNumber(-0.0).value.sign == .minus)
        #expect(MessageNumber(-0.0).text == "0")
    }

    /// Every prepared selector chooses what matching its keys against the variants chooses, for
    /// numbers, genders and text, whatever subset of keys the variants have.
    @Test func preparedSelectorsAgreeWithKeyMatching() {
        let english = TMLCompiler(language: .english)
        var generator = SeededGenerator(seed: 11)
        let selectors: [any MessageSelector] =
            english.language.contexts.map { TMLContextSelector(context: $0) } + [
                ICUPluralSelector(
                    rules: PluralRules(locale: try! LocaleIdentifier(parsing: "ru")), offset: .zero,
                    exactKeys: [(1, "=1")]),
                ICUPluralSelector(
                    rules: PluralRules(locale: try! LocaleIdentifier(parsing: "en")), offset: ICUOffset(text: "1"),
                    exactKeys: [(0, "=0"), (1, "=1")]),
                ICUSelectSelector(),
                ApplePluralSelector(rules: PluralRules(locale: try! LocaleIdentifier(parsing: "ar"))),
            ]
        let allKeys = ["=0", "=1", "zero", "one", "two", "few", "many", "other", "male", "female", "unknown", "Anna"]
        let values: [MessageValue?] =
            (0..<40).map { .number(MessageNumber($0)) } + [
                nil, .number(MessageNumber(1.5)), .number(MessageNumber(-3)), .string("Anna"), .string("Bob"),
                .object(MessageObject(displayText: "A", gender: .female)),
                .object(MessageObject(displayText: "B", gender: .male)), .object(MessageObject(displayText: "C")),
            ]
        let context = RenderContext()
        for selector in selectors {
            for _ in 0..<30 {
                let variantKeys = allKeys.filter { _ in Bool.random(using: &generator) }
                let prepared = selector.prepared(forVariantKeys: variantKeys)
                for value in values {
                    let expected: VariantChoice =
                        switch selector.keys(for: value, in: context) {
                        case .success(let keys): VariantChoice(keys: keys, among: variantKeys)
                        case .failure(let failure): .failure(failure)
                        }
                    let chosen = prepared.choose(for: value, in: context)
                    #expect(
                        describe(chosen) == describe(expected),
                        "\(selector) \(variantKeys) \(String(describing: value))")
                }
            }
        }
    }

    private func describe(_ choice: VariantChoice) -> String {
        switch choice {
        case .variant(let index): "variant \(index)"
        case .reportedVariant(let index, let problems): "variant \(index) reporting \(problems.map(\.reason))"
        case .noVariant(let keys): "none of \(Array(keys))"
        case .failure: "failure"
        }
    }
}
