import Foundation
import Testing

@testable import GlossaCLDR
@testable import GlossaCLDRGenerator

/// ``PluralRules/smallestWholeNumbers`` against CLDR's own samples: a category has a whole number
/// exactly when its rule lists `@integer` samples, and none is smaller than the smallest sample.
@Suite struct PluralWholeNumberTests {
    static func check(file: String, type: PluralRuleType) throws -> [String] {
        let version = try cldrVersion(of: file, in: CLDRTestData.directory)
        let rules = try PluralRuleFile(
            contentsOf: CLDRTestData.directory.appendingPathComponent(file), version: version)
        var failures: [String] = []
        for group in rules.groups {
            // Every locale of a group shares its rules; the first one stands for them.
            guard let locale = group.locales.first else { continue }
            let smallest = PluralRules(locale: try LocaleIdentifier(parsing: locale), type: type).smallestWholeNumbers
            for rule in group.rules {
                // Compact samples (`1c6`) have an exponent; a count written by `%lld` never does.
                let samples = (rule.integerSamples?.expanded() ?? []).filter { $0.allSatisfy(\.isNumber) }
                    .compactMap { UInt64($0) }
                switch (smallest[rule.category], samples.min()) {
                case (nil, nil): break
                case (let found?, let sample?) where found <= sample: break
                case (let found, let sample):
                    failures.append(
                        "\(locale) \(rule.category): smallest \(String(describing: found)), sample \(String(describing: sample))"
                    )
                }
            }
        }
        return failures
    }

    @Test func cardinalCategoriesOfWholeNumbersMatchTheSamples() throws {
        let failures = try Self.check(file: "plurals.xml", type: .cardinal)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func ordinalCategoriesOfWholeNumbersMatchTheSamples() throws {
        let failures = try Self.check(file: "ordinals.xml", type: .ordinal)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func knownLanguages() throws {
        func smallest(_ locale: String) throws -> [PluralCategory: UInt64] {
            PluralRules(locale: try LocaleIdentifier(parsing: locale)).smallestWholeNumbers
        }
        #expect(try smallest("fr") == [.one: 0, .many: 1_000_000, .other: 2])
        #expect(try smallest("cs") == [.one: 1, .few: 2, .other: 0])
        #expect(try smallest("ru") == [.one: 1, .few: 2, .many: 0])
        #expect(try smallest("ja") == [.other: 0])
    }
}
