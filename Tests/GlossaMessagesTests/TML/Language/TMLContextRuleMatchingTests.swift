import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

@Suite("Language contexts: rule matching")
struct TMLContextRuleMatchingTests {
    private func keyword(
        _ definition: LanguageDefinition, _ context: String, _ subject: ContextSubject, today: Date = Date()
    ) throws
        -> String?
    {
        try #require(definition.context(keyword: context)).matchingRule(for: subject, today: today)?.keyword
    }

    @Test(arguments: [
        (0, "other"), (1, "one"), (2, "other"), (5, "other"), (11, "other"), (21, "other"), (22, "other"),
        (111, "other"),
    ])
    func englishNumber(value: Int, expected: String) throws {
        #expect(try keyword(.english, "number", .integer(value)) == expected)
    }

    @Test(arguments: [
        (0, "many"), (1, "one"), (2, "few"), (5, "many"), (11, "many"), (21, "one"), (22, "few"), (111, "many"),
        (101, "one"), (104, "few"), (112, "many"), (1000, "many"),
    ])
    func russianNumber(value: Int, expected: String) throws {
        #expect(try keyword(.russian, "number", .integer(value)) == expected)
    }

    /// Fractions keep their value (Ruby semantics): 1.5 is `other` in both languages, while an
    /// integral double is passed as an integer.
    @Test func fractions() throws {
        #expect(try keyword(.english, "number", .number(ContextNumber(1.5))) == "other")
        #expect(try keyword(.russian, "number", .number(ContextNumber(1.5))) == "other")
        #expect(try keyword(.english, "number", .number(ContextNumber(1.0))) == "one")
        #expect(try keyword(.russian, "number", .number(try ContextNumber(parsing: "21"))) == "one")
        #expect(ContextNumber(1.5).integerValue == nil)
        #expect(ContextNumber(-3).integerValue == -3)
        #expect(try ContextNumber(parsing: "-1.50").operands.visibleFractionDigitCount == 2)
    }

    @Test(arguments: [
        ("male", "male"), ("female", "female"), ("unknown", "other"), ("other", "other"), ("robot", "other"),
    ])
    func gender(value: String, expected: String) throws {
        #expect(try keyword(.english, "gender", .gender(value)) == expected)
        #expect(try keyword(.russian, "gender", .gender(value)) == expected)
    }

    @Test func genderFromABareString() throws {
        #expect(try keyword(.english, "gender", .value("female")) == "female")
    }

    @Test(arguments: [
        (["male"], "male"), (["female"], "female"), (["unknown"], "unknown"), (["male", "female"], "other"),
        (["female", "female"], "other"), ([], "other"),
    ])
    func genders(values: [String], expected: String) throws {
        #expect(try keyword(.english, "genders", .genders(values)) == expected)
    }

    @Test(arguments: [(1, "one"), (0, "other"), (2, "other"), (7, "other")])
    func listCount(count: Int, expected: String) throws {
        #expect(try keyword(.english, "list", .list(count: count)) == expected)
        #expect(try keyword(.russian, "list", .list(count: count)) == expected)
    }

    /// Glossa's bundled definitions have the date rules the right way round: `past` is before today.
    @Test func dateDirectionIsCorrected() throws {
        let today = Date(timeIntervalSince1970: 1_718_452_800)  // 2024-06-15 12:00 UTC
        let day: TimeInterval = 86_400
        for definition in [LanguageDefinition.english, .russian] {
            #expect(try keyword(definition, "date", .date(today.addingTimeInterval(-5 * day)), today: today) == "past")
            #expect(try keyword(definition, "date", .date(today), today: today) == "present")
            #expect(try keyword(definition, "date", .date(today.addingTimeInterval(5 * day)), today: today) == "future")
        }
    }

    /// Days are compared in the given calendar's time zone: 23:30 UTC on the 14th is the 15th in Tokyo.
    @Test func dateRulesUseTheCalendar() throws {
        let today = Date(timeIntervalSince1970: 1_718_452_800)  // 2024-06-15 12:00 UTC
        let lateOnThe14th = Date(timeIntervalSince1970: 1_718_407_800)  // 2024-06-14 23:30 UTC
        let date = try #require(LanguageDefinition.english.context(keyword: "date"))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        var tokyo = utc
        tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(date.matchingRule(for: .date(lateOnThe14th), today: today, calendar: utc)?.keyword == "past")
        #expect(date.matchingRule(for: .date(lateOnThe14th), today: today, calendar: tokyo)?.keyword == "present")
    }

    /// The official data, loaded as it is, keeps its inverted direction.
    @Test func officialDateDirectionIsInverted() throws {
        let official = try TMLLanguageFixtures.definition("ruby-spec-en")
        let today = Date(timeIntervalSince1970: 1_718_452_800)
        #expect(try keyword(official, "date", .date(today.addingTimeInterval(-5 * 86_400)), today: today) == "future")
    }

    @Test(arguments: [("Анна", "vowel"), ("игорь", "vowel"), ("Михаил", "other"), ("Борис", "other"), ("", "other")])
    func russianValue(value: String, expected: String) throws {
        #expect(try keyword(.russian, "value", .value(value)) == expected)
    }

    @Test func missingVariableFallsBack() throws {
        #expect(try keyword(.english, "number", .gender("male")) == "other")
        #expect(try keyword(.english, "gender", .integer(1)) == "other")
    }

    @Test func noFallbackGivesNil() throws {
        let definition = try LanguageDefinition(
            parsing: """
                {"locale": "en", "contexts": {"flag": {"token_expression": "/flag/", "variables": ["@value"],
                  "rules": {"yes": {"conditions": "(= @value 'yes')"}}}}}
                """)
        let context = try #require(definition.context(keyword: "flag"))
        #expect(context.matchingRule(for: .value("yes"))?.keyword == "yes")
        #expect(context.matchingRule(for: .value("no")) == nil)
        #expect(context.fallbackRule == nil)
    }

    /// `other` is the fallback and is never evaluated, even when it has a condition that holds first.
    @Test func fallbackIsNeverEvaluated() throws {
        let definition = try LanguageDefinition(
            parsing: """
                {"locale": "en", "contexts": {"number": {"token_expression": "/count/", "variables": ["@n"],
                  "rules": {"other": {"conditions": "(true)"}, "one": {"conditions": "(= @n 1)"}}}}}
                """)
        let context = try #require(definition.context(keyword: "number"))
        #expect(context.matchingRule(for: .integer(1))?.keyword == "one")
        #expect(context.matchingRule(for: .integer(2))?.keyword == "other")
    }
}

@Suite("Language contexts: subjects")
struct TMLContextSubjectTests {
    @Test func numericStringsCountAsNumbers() throws {
        let russian = try #require(LanguageDefinition.russian.context(keyword: "number"))
        #expect(russian.matchingRule(for: .value("22"))?.keyword == "few")
        let polish = LanguageDefinition.cldrNumberContext(for: try TMLLanguageFixtures.locale("pl"))
        #expect(polish.matchingRule(for: .value("5"))?.keyword == "many")
        #expect(polish.matchingRule(for: .value("five"))?.keyword == "other")
    }

    @Test func singleGenderCountsAsAOneElementList() throws {
        let genders = try #require(LanguageDefinition.english.context(keyword: "genders"))
        #expect(genders.matchingRule(for: .gender("female"))?.keyword == "female")
    }
}
