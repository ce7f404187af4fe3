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

    /// The search that jumps between the points where a relation can change finds what evaluating
    /// every whole number up to the rules' period finds, for every rule set of every CLDR locale.
    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func jumpingFindsWhatEvaluatingEveryNumberFinds(_ type: PluralRuleType) {
        let table = type == .cardinal ? PluralRuleData.cardinal : PluralRuleData.ordinal
        var checked = Set<Int>()
        for key in table.localeKeys {
            guard let ruleSet = table.ruleSet(forKey: key), checked.insert(ruleSet).inserted else { continue }
            #expect(
                table.smallestWholeNumbers(ofRuleSet: ruleSet) == Self.byEvaluatingEveryNumber(table, ruleSet),
                "\(key)")
        }
        #expect(checked.count > 10)
    }

    /// The former implementation: every whole number below the largest unreduced bound plus the least
    /// common multiple of the moduli, one after the other.
    static func byEvaluatingEveryNumber(_ table: CompiledPluralRules, _ ruleSet: Int) -> [PluralCategory: UInt64] {
        let first = table.firstRelation(ofRuleSet: ruleSet)
        guard first >= 0 else { return [.other: 0] }
        var period: UInt64 = 1
        var bound: UInt64 = 0
        for word in table.relations[first...] {
            if word & 7 <= 1 {
                let code = Int((word >> PackedRelation.modulusShift) & 7)
                let modulus: UInt64? =
                    code == 0
                    ? nil
                    : code <= 4
                        ? PackedRelation.standardModuli[code - 1]
                        : (code - 5 < table.otherModuli.count ? table.otherModuli[code - 5] : nil)
                if let modulus {
                    var (x, y) = (period, modulus)
                    while y != 0 { (x, y) = (y, x % y) }
                    period = period / x * modulus
                } else {
                    bound = max(bound, (word >> PackedRelation.highShift) + 1)
                }
            }
            if word & PackedRelation.endsRuleSetBit != 0 { break }
        }
        var smallest: [PluralCategory: UInt64] = [:]
        let wanted = table.categories(ofRuleSet: ruleSet).count
        var value: UInt64 = 0
        while value < bound + period, smallest.count < wanted {
            let category = table.selectWithoutTable(PluralOperands(value), firstRelation: first)
            if smallest[category] == nil { smallest[category] = value }
            value += 1
        }
        return smallest
    }
}
