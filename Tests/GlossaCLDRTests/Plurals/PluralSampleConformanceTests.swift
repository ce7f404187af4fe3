import Foundation
import Testing

@testable import GlossaCLDR
@testable import GlossaCLDRGenerator

/// Every `@integer` and `@decimal` sample of CLDR's plurals.xml and ordinals.xml, expanded, must
/// select its rule's category in every locale the rule lists — through the compiled run-time form
/// and through the reference evaluator.
@Suite struct PluralSampleConformanceTests {
    struct Outcome {
        var locales: Set<String> = []
        var samples = 0
        var failures: [String] = []
    }

    static func check(file: String, type: PluralRuleType) throws -> Outcome {
        let version = try cldrVersion(of: file, in: CLDRTestData.directory)
        let rules = try PluralRuleFile(
            contentsOf: CLDRTestData.directory.appendingPathComponent(file), version: version)
        var outcome = Outcome()
        for group in rules.groups {
            for locale in group.locales {
                outcome.locales.insert(locale)
                let identifier = try LocaleIdentifier(parsing: locale)
                let compiled = PluralRules(locale: identifier, type: type)
                // Legacy codes (iw, in, tl, sh…) canonicalise to their replacements (sh → sr-Latn → sr).
                let canonicalKey = [identifier.language, identifier.script, identifier.region]
                    .compactMap { $0 }.joined(separator: "_")
                if ![locale, canonicalKey, identifier.language].contains(compiled.dataLocale) {
                    outcome.failures.append("\(locale): resolved to data \(compiled.dataLocale)")
                }
                #expect(compiled.categories == group.rules.map(\.category), "\(locale) categories")
                for rule in group.rules {
                    let samples = (rule.integerSamples?.expanded() ?? []) + (rule.decimalSamples?.expanded() ?? [])
                    for sample in samples {
                        outcome.samples += 1
                        let operands = try PluralOperands(parsing: sample)
                        let selected = compiled.category(for: operands)
                        if selected != rule.category {
                            outcome.failures.append("\(locale) \(sample): \(selected), expected \(rule.category)")
                        }
                        let reference = group.rules.first { $0.condition.isSatisfied(by: operands) }?.category
                        if reference != rule.category {
                            outcome.failures.append(
                                "\(locale) \(sample): reference gave \(String(describing: reference))")
                        }
                    }
                }
            }
        }
        return outcome
    }

    @Test func cardinalSamplesOfEveryLocale() throws {
        let outcome = try Self.check(file: "plurals.xml", type: .cardinal)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.prefix(20))")
        #expect(outcome.locales.count >= 220)
        #expect(outcome.samples > 12_000)
    }

    @Test func ordinalSamplesOfEveryLocale() throws {
        let outcome = try Self.check(file: "ordinals.xml", type: .ordinal)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.prefix(20))")
        #expect(outcome.locales.count >= 100)
        #expect(outcome.samples > 2_500)
    }

    @Test func sampleRangesExpandInThePrecisionOfTheirEndpoints() {
        #expect(PluralSamples.expand(from: "0.0", to: "0.3", limit: 100) == ["0.0", "0.1", "0.2", "0.3"])
        #expect(PluralSamples.expand(from: "0.00", to: "0.04", limit: 100) == ["0.00", "0.01", "0.02", "0.03", "0.04"])
        #expect(PluralSamples.expand(from: "2", to: "5", limit: 100) == ["2", "3", "4", "5"])
        #expect(PluralSamples.expand(from: "1.9", to: "2.1", limit: 100) == ["1.9", "2.0", "2.1"])
        #expect(PluralSamples.expand(from: "1", to: "1000000", limit: 3) == ["1", "2", "3"])
    }
}
