import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Remembered case results are the results the rules give, and cases that read the clock are never
/// remembered.
@Suite("Language case memo")
struct TMLLanguageCaseMemoTests {
    /// The same values through a memoised case and through a fresh copy of its rules (a new case,
    /// so a new memo) agree, however often they repeat and whatever the gender.
    @Test(arguments: ["gen", "dat", "acc", "ins", "pre"])
    func rememberedResultsEqualComputedOnes(keyword: String) throws {
        let russianCase = try #require(LanguageDefinition.russian.languageCase(keyword: keyword))
        #expect(russianCase.memo != nil)
        var generator = SeededGenerator(seed: 5)
        let names = ["Анна", "Михаил", "Мария Иванова", "Игорь", "Наталья", "Лев", "Ольга <b>Петровна</b>", "", "x y"]
        let genders: [String?] = [nil, "male", "female", "unknown"]
        for _ in 0..<300 {
            let name = names[Int.random(in: 0..<names.count, using: &generator)]
            let gender = genders[Int.random(in: 0..<genders.count, using: &generator)]
            let fresh = LanguageCase(
                keyword: russianCase.keyword, application: russianCase.application, rules: russianCase.rules)
            #expect(russianCase.apply(to: name, gender: gender) == fresh.apply(to: name, gender: gender))
        }
    }

    /// A gender's key is the key of its raw value, and a case applied with an object's gender gives
    /// what it gives with that gender's text, remembered or not.
    @Test func objectGendersAreKeyedAsTheirText() throws {
        #expect(LanguageCaseMemo.GenderKey(nil as Gender?) == LanguageCaseMemo.GenderKey(nil as String?))
        let dative = try #require(LanguageDefinition.russian.languageCase(keyword: "dat"))
        for gender in Gender.allCases {
            #expect(LanguageCaseMemo.GenderKey(gender) == LanguageCaseMemo.GenderKey(gender.rawValue))
            for name in ["Анна", "Михаил", "Лев"] {
                let fresh = LanguageCase(keyword: dative.keyword, application: dative.application, rules: dative.rules)
                let expected = fresh.apply(to: name, gender: gender.rawValue)
                #expect(dative.apply(to: name, objectGender: gender) == expected)
                #expect(dative.apply(to: name, objectGender: gender) == expected)
                #expect(dative.apply(to: name, gender: gender.rawValue) == expected)
            }
        }
    }

    @Test func aCaseThatReadsTheClockIsNotRemembered() throws {
        let definition = try LanguageDefinition(
            parsing: """
                {"locale": "xx", "cases": {
                  "t": {"application": "phrase", "rules": [
                    {"conditions": "(> (today) (date '2000-01-01'))", "operations": "(append '!' @value)"}]},
                  "p": {"application": "phrase", "rules": [{"operations": "(append '!' @value)"}]}}}
                """)
        #expect(try #require(definition.languageCase(keyword: "t")).memo == nil)
        #expect(try #require(definition.languageCase(keyword: "p")).memo != nil)
    }

    /// Many distinct values keep the memo bounded and every answer right.
    @Test func theMemoStaysBounded() throws {
        let genitive = try #require(LanguageDefinition.russian.languageCase(keyword: "gen"))
        let fresh = LanguageCase(keyword: "gen", application: genitive.application, rules: genitive.rules)
        var names: [String] = []
        for index in 0..<(LanguageCaseMemo.capacity * 3) {
            let name = "Иван\(index)а"
            names.append(name)
            #expect(genitive.apply(to: name, gender: "male") == fresh.apply(to: name, gender: "male"))
        }
        #expect(genitive.memo!.count <= LanguageCaseMemo.capacity)
        // After the churn (results replaced many times over), each name still gets its own result.
        for name in names.suffix(LanguageCaseMemo.capacity) {
            #expect(genitive.apply(to: name, gender: "male") == fresh.apply(to: name, gender: "male"))
        }
    }

    /// The same string again and an equal string made separately both give the computed result, and
    /// one value's result never answers for another, whatever the gender.
    @Test func sameAndEqualStringsGiveTheSameResult() throws {
        let dative = try #require(LanguageDefinition.russian.languageCase(keyword: "dat"))
        let fresh = LanguageCase(keyword: "dat", application: dative.application, rules: dative.rules)
        // Built at run time, so each is its own heap string (not a literal): equal text, other storage.
        func made(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        let names = ["Михаил Петрович", "Анна Сергеевна", "Лев", "Ольга Николаевна"]
        var generator = SeededGenerator(seed: 11)
        var kept = names.map(made)
        for _ in 0..<400 {
            let index = Int.random(in: 0..<names.count, using: &generator)
            let gender = [nil, "male", "female"][Int.random(in: 0..<3, using: &generator)]
            // Half the time the same string object again, half the time an equal new one.
            if Bool.random(using: &generator) { kept[index] = made(names[index]) }
            let value = kept[index]
            let expected = fresh.apply(to: names[index], gender: gender)
            #expect(dative.apply(to: value, gender: gender) == expected)
            // Asked again: now remembered.
            #expect(dative.apply(to: value, gender: gender) == expected)
        }
    }
}
