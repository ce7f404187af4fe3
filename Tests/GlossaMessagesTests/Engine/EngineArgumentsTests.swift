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
        case .noVariant(let keys): "none of \(Array(keys))"
        case .failure: "failure"
        }
    }
}
