import Testing

@testable import GlossaMessages

@Suite("Language cases")
struct TMLLanguageCaseTests {
    private func apply(_ definition: LanguageDefinition, _ keyword: String, _ value: String, gender: String? = nil)
        throws
        -> String
    {
        try #require(definition.languageCase(keyword: keyword)).apply(to: value, gender: gender)
    }

    @Test(arguments: [
        ("message", "messages"), ("person", "people"), ("box", "boxes"), ("child", "children"), ("sheep", "sheep"),
        ("city", "cities"), ("mouse", "mice"), ("quiz", "quizzes"), ("status", "statuses"), ("knife", "knives"),
        ("mile", "miles"),
    ])
    func englishPlural(singular: String, plural: String) throws {
        #expect(try apply(.english, "plural", singular) == plural)
    }

    @Test(arguments: [
        ("messages", "message"), ("people", "person"), ("boxes", "box"), ("cities", "city"), ("sheep", "sheep"),
    ])
    func englishSingular(plural: String, singular: String) throws {
        #expect(try apply(.english, "singular", plural) == singular)
    }

    @Test(arguments: [("Michael", "Michael's"), ("James", "James'"), ("Anna Smith", "Anna Smith's")])
    func englishPossessive(value: String, expected: String) throws {
        #expect(try apply(.english, "pos", value) == expected)
    }

    @Test(arguments: [
        ("1", "1st"), ("2", "2nd"), ("3", "3rd"), ("4", "4th"), ("11", "11th"), ("12", "12th"), ("13", "13th"),
        ("21", "21st"), ("22", "22nd"), ("101", "101st"), ("111", "111th"),
    ])
    func englishOrd(value: String, expected: String) throws {
        #expect(try apply(.english, "ord", value) == expected)
    }

    @Test(arguments: [("1", "once"), ("2", "twice"), ("3", "3 times"), ("10", "10 times")])
    func englishTimes(value: String, expected: String) throws {
        #expect(try apply(.english, "times", value) == expected)
    }

    /// The official data's `ordinal` case maps 2 to "first" (sic); Glossa ships the data as it is.
    @Test(arguments: [("1", "first"), ("2", "first"), ("3", "third"), ("4", "4")])
    func englishOrdinalAsShipped(value: String, expected: String) throws {
        #expect(try apply(.english, "ordinal", value) == expected)
    }

    /// Tags are set aside and restored; only the text is transformed.
    @Test func htmlTagsAreKept() throws {
        #expect(try apply(.english, "pos", "<b>Michael</b>") == "<b>Michael's</b>")
        #expect(try apply(.english, "plural", "<span class='x'>box</span>") == "<span class='x'>boxes</span>")
    }

    /// Ruby semantics: a phrase whose text is interrupted by a tag is not found, so it stays.
    @Test func phraseSplitByATagStaysAsItIs() throws {
        #expect(try apply(.english, "pos", "<b>Michael</b> Jackson") == "<b>Michael</b> Jackson")
    }

    @Test(arguments: [
        ("dat", "Анна", "female", "Анне"), ("dat", "Михаил", "male", "Михаилу"),
        ("gen", "Михаил", "male", "Михаила"), ("gen", "Анна", "female", "Анны"), ("gen", "Игорь", "male", "Игоря"),
    ])
    func russianCases(keyword: String, value: String, gender: String, expected: String) throws {
        #expect(try apply(.russian, keyword, value, gender: gender) == expected)
    }

    /// “Language cases” in the TMLSemantics article: `{actor::dat} понравилось сообщение {target::gen}.` with a
    /// female Анна and a male Михаил gives `Анне понравилось сообщение Михаила.`
    @Test func russianSpecExample() throws {
        let actor = try apply(.russian, "dat", "Анна", gender: "female")
        let target = try apply(.russian, "gen", "Михаил", gender: "male")
        #expect("\(actor) понравилось сообщение \(target)." == "Анне понравилось сообщение Михаила.")
    }

    /// The cases the bundled Russian definition (tml-js's) adds over tml-ruby's fixture, on real names:
    /// the accusative, which had no rules, and the genitive and dative beyond their first rules.
    @Test(arguments: [
        ("acc", "Мария", "female", "Марию"), ("acc", "Анна", "female", "Анну"), ("acc", "Ольга", "female", "Ольгу"),
        ("acc", "Наташа", "female", "Наташу"), ("acc", "Любовь", "female", "Любовь"),
        ("acc", "Николь", "female", "Николь"), ("acc", "Иван", "male", "Ивана"), ("acc", "Игорь", "male", "Игоря"),
        ("acc", "Андрей", "male", "Андрея"), ("acc", "Никита", "male", "Никиту"),
        ("gen", "Мария", "female", "Марии"), ("gen", "Ольга", "female", "Ольги"), ("gen", "Любовь", "female", "Любови"),
        ("gen", "Наташа", "female", "Наташи"), ("gen", "Андрей", "male", "Андрея"), ("gen", "Иван", "male", "Ивана"),
        ("gen", "Никита", "male", "Никиты"),
        ("dat", "Иван", "male", "Ивану"), ("dat", "Ольга", "female", "Ольге"), ("dat", "Никита", "male", "Никите"),
    ])
    func russianCasesOfTheFullDefinition(keyword: String, value: String, gender: String, expected: String) throws {
        #expect(try apply(.russian, keyword, value, gender: gender) == expected)
    }

    /// The dative's first rule appends the Cyrillic `у`, not the Latin `y` of the official data.
    @Test func russianDativeAppendsCyrillicU() throws {
        let result = try apply(.russian, "dat", "Иван", gender: "male")
        #expect(result.unicodeScalars.last == "\u{0443}")
    }

    /// `Пригласить {user::acc}` puts the name in the accusative when rendered.
    @Test func accusativeInARenderedLabel() {
        let maria = TMLEngineSupport.person("Мария", .female)
        let rendered = TMLEngineSupport.render("Пригласить {user::acc}", ["user": maria], language: .russian)
        #expect(rendered.text == "Пригласить Марию")
        let ivan = TMLEngineSupport.person("Иван", .male)
        #expect(TMLEngineSupport.render("Нет {user::gen}", ["user": ivan], language: .russian).text == "Нет Ивана")
    }

    /// Word application: each distinct word separately; separators kept.
    @Test func russianWords() throws {
        #expect(try apply(.russian, "dat", "Анна Каренина") == "Анне Каренине")
        #expect(try apply(.russian, "dat", "Анна/Анна") == "Анне/Анне")
        #expect(try apply(.russian, "dat", "Анна  Михаил") == "Анне  Михаилу")
    }

    /// The pre-parsed expressions win over the string forms: tml-ruby's `gen` string has a Latin `a`
    /// (its fixture, which Glossa bundled before tml-js's fuller definition).
    @Test func expressionFormWins() throws {
        let result = try apply(try TMLLanguageFixtures.definition("ruby-spec-ru"), "gen", "Михаил")
        #expect(result.unicodeScalars.last == "\u{0430}")
    }

    @Test func casesWithoutRulesLeaveValuesAlone() throws {
        #expect(try apply(.russian, "nom", "Анна") == "Анна")
        #expect(try apply(.english, "pos", "") == "")
    }

    /// `@gender` is bound, `unknown` when no gender is given.
    @Test func genderIsBound() throws {
        let definition = try LanguageDefinition(
            parsing: """
                {"locale": "xx", "cases": {"g": {"application": "phrase", "rules": [
                  {"conditions": "(= 'female' @gender)", "operations": "(append 'F' @value)"},
                  {"conditions": "(= 'unknown' @gender)", "operations": "(append '?' @value)"},
                  {"operations": "(append 'M' @value)"}]}}}
                """)
        let genderCase = try #require(definition.languageCase(keyword: "g"))
        #expect(genderCase.apply(to: "x", gender: "female") == "xF")
        #expect(genderCase.apply(to: "x", gender: nil) == "x?")
        #expect(genderCase.apply(to: "x", gender: "male") == "xM")
    }

    /// Hostile input is bounded: too many words stop being transformed, too long values stay.
    @Test func workIsBounded() throws {
        let dative = try #require(LanguageDefinition.russian.languageCase(keyword: "dat"))
        #expect(dative.application == .words)
        let words = (0..<(LanguageCase.maximumUnitCount + 50)).map { "w\($0)л" }
        let result = dative.apply(to: words.joined(separator: " "), gender: nil)
        #expect(result.hasPrefix("w0лу w1лу"))
        #expect(result.contains(" w\(LanguageCase.maximumUnitCount - 1)лу "))
        #expect(result.contains(" w\(LanguageCase.maximumUnitCount)л "))
        #expect(result.hasSuffix(" w\(LanguageCase.maximumUnitCount + 49)л"))
        let plural = try #require(LanguageDefinition.english.languageCase(keyword: "plural"))
        let long = String(repeating: "a", count: LanguageCase.maximumValueLength + 1)
        #expect(plural.apply(to: long, gender: nil) == long)
    }

    /// A definition with thousands of expensive rules cannot hang an application: the step budget
    /// ends it and the value stays as it is.
    @Test func hostileDefinitionIsBounded() throws {
        let rule =
            #"{"conditions": "(= 'x' (append (append @value @value) (append @value @value)))", "operations": "(quote 'y')"}"#
        let text =
            #"{"locale": "xx", "cases": {"slow": {"application": "words", "rules": ["#
            + Array(repeating: rule, count: 3_000).joined(separator: ",") + "]}}}"
        let definition = try LanguageDefinition(parsing: text)
        let slow = try #require(definition.languageCase(keyword: "slow"))
        let value = (0..<100).map { "w\($0)q" + String(repeating: "z", count: 60) }.joined(separator: " ")
        let clock = ContinuousClock()
        let start = clock.now
        #expect(slow.apply(to: value, gender: nil) == value)
        #expect(clock.now - start < .seconds(20))
    }
}
