import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// The matches a context computes ahead must be exactly what evaluating its rules gives.
@Suite("Precomputed context matches")
struct PrecomputedMatchesTests {
    private static let epoch = Date(timeIntervalSince1970: 0)

    private static func numberContexts() throws -> [(String, LanguageContext)] {
        var contexts: [(String, LanguageContext)] = []
        for (name, definition) in [("en", LanguageDefinition.english), ("ru", LanguageDefinition.russian)] {
            if let number = definition.context(keyword: "number") { contexts.append((name, number)) }
        }
        for locale in ["pl", "ar", "cy", "fr", "ja", "lv"] {
            contexts.append((locale, LanguageDefinition.cldrNumberContext(for: try TMLLanguageFixtures.locale(locale))))
        }
        return contexts
    }

    @Test func integerMatchesAgreeWithTheRules() throws {
        for (name, context) in try Self.numberContexts() {
            for value in 0..<(PrecomputedMatches.integerLimit + 16) {
                let evaluated = context.matchingRuleIndex(
                    for: .number(ContextNumber(value)), today: Self.epoch, calendar: nil)
                switch context.precomputedRuleIndex(forInteger: value) {
                case .some(let precomputed):
                    #expect(value < PrecomputedMatches.integerLimit)
                    #expect(precomputed == evaluated, "\(name) \(value)")
                case .none:
                    #expect(value >= PrecomputedMatches.integerLimit, "\(name) \(value) was not precomputed")
                }
            }
        }
    }

    @Test func genderMatchesAgreeWithTheRules() throws {
        for definition in [LanguageDefinition.english, LanguageDefinition.russian] {
            let gender = try #require(definition.context(keyword: "gender"))
            for value in Gender.allCases {
                let evaluated = gender.matchingRuleIndex(for: .gender(value.rawValue), today: Self.epoch, calendar: nil)
                #expect(gender.precomputedRuleIndex(for: value) == .some(evaluated), "\(definition.locale) \(value)")
            }
        }
    }

    @Test func contextsReadingOtherVariablesPrecomputeNothing() throws {
        let list = try #require(LanguageDefinition.english.context(keyword: "list"))
        #expect(list.precomputedRuleIndex(forInteger: 1) == nil)
        #expect(list.precomputedRuleIndex(for: .male) == nil)
        let number = try #require(LanguageDefinition.english.context(keyword: "number"))
        #expect(number.precomputedRuleIndex(for: .female) == nil)
    }
}
