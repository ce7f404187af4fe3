import Foundation
import GlossaCLDR
import GlossaJSON
import Testing

@testable import GlossaMessages

/// Translation selection, viewing_user, allowed-token filtering, language cases, CLDR-derived number
/// contexts and the date context (TMLSemantics article: processing model, transform tokens, language cases, viewing
/// user, choosing a translation).
@Suite struct TMLEngineTranslationTests {
    typealias S = TMLEngineSupport

    private func number(_ value: Int) -> MessageValue { .number(MessageNumber(value)) }

    // MARK: viewing_user

    static let honorific = [
        TMLTranslation(label: "Mr", context: ["viewing_user": ["gender": "male"]]),
        TMLTranslation(label: "Ms", context: ["viewing_user": ["gender": "female"]]),
        TMLTranslation(label: "Mr or Ms"),
    ]

    @Test func viewingUserFromConfigurationSelectsTheCandidate() throws {
        let female = try S.json(#"{"gender": "female", "name": "Anna"}"#)
        let male = try S.json(#"{"gender": "male", "name": "Boris"}"#)
        #expect(
            S.renderer(viewingUser: female).render(label: "honorific", translations: Self.honorific, language: .russian)
                .text == "Ms")
        #expect(
            S.renderer(viewingUser: male).render(label: "honorific", translations: Self.honorific, language: .russian)
                .text == "Mr")
        #expect(
            S.renderer().render(label: "honorific", translations: Self.honorific, language: .russian).text == "Mr or Ms"
        )
    }

    @Test func callersViewingUserWinsOverTheConfiguredOne() throws {
        let configured = try S.json(#"{"gender": "female"}"#)
        let renderer = S.renderer(viewingUser: configured)
        let rendered = renderer.render(
            label: "honorific", tokens: ["viewing_user": S.person("Boris", .male)], translations: Self.honorific,
            language: .russian)
        #expect(rendered.text == "Mr")
        #expect(renderer.render(label: "honorific", translations: Self.honorific, language: .russian).text == "Ms")
    }

    @Test func viewingUserIsATokenInTheSourceLabel() {
        let renderer = S.renderer(viewingUser: S.person("Anna", .female))
        #expect(renderer.render(label: "Dear {viewing_user | Mr., Ms.}", language: .english).text == "Dear Ms.")
        #expect(renderer.render(label: "Hi {viewing_user}", language: .english, format: .html).text == "Hi Anna")
    }

    @Test func viewingUserContextWithOtherTokens() {
        // Python fixture translations_2.json.
        let translations = [
            TMLTranslation(
                label: "{name} дала вам {count} яблоко",
                context: ["count": ["number": "one"], "viewing_user": ["gender": "female"]]),
            TMLTranslation(label: "{name} дал(а) вам {count} яблок(о)"),
        ]
        let label = "{name} gave you {count} apple"
        let tokens: [String: MessageValue] = ["name": .string("Анна"), "count": number(1)]
        let female = S.renderer(viewingUser: S.person("Ира", .female))
        #expect(
            female.render(
                label: label, tokens: MessageArguments(tokens), translations: translations, language: .russian
            ).text
                == "Анна дала вам 1 яблоко")
        let male = S.renderer(viewingUser: S.person("Иван", .male))
        #expect(
            male.render(label: label, tokens: MessageArguments(tokens), translations: translations, language: .russian)
                .text
                == "Анна дал(а) вам 1 яблок(о)")
    }

    // MARK: Selection

    @Test(arguments: [
        (1, "soobshenie"), (101, "soobshenie"), (3, "soobsheniya"), (23, "soobsheniya"), (103, "soobsheniya"),
        (5, "soobshenii"), (11, "soobshenii"), (13, "soobshenii"), (26, "soobshenii"), (106, "soobshenii"),
        (111, "soobshenii"),
    ])
    func rubySpecContextCandidates(count: Int, word: String) {
        let translations = [
            TMLTranslation(label: "U vas est {count} soobshenie.", context: ["count": ["number": "one"]]),
            TMLTranslation(label: "U vas est {count} soobsheniya.", context: ["count": ["number": "few"]]),
            TMLTranslation(label: "U vas est {count} soobshenii.", context: ["count": ["number": "many"]]),
        ]
        let rendered = S.renderer().render(
            label: "You have {count} messages.", tokens: ["count": number(count)], translations: translations,
            language: .russian)
        #expect(rendered.text == "U vas est \(count) \(word).")
    }

    @Test func precedenceOrdersCandidates() {
        let translations = [
            TMLTranslation(label: "second", precedence: 2),
            TMLTranslation(label: "first", precedence: 1),
            TMLTranslation(label: "unranked"),
        ]
        #expect(S.renderer().render(label: "x", translations: translations, language: .russian).text == "first")
        let unranked = [TMLTranslation(label: "a"), TMLTranslation(label: "b")]
        #expect(S.renderer().render(label: "x", translations: unranked, language: .russian).text == "a")
        let selected = S.renderer().selectTranslation(translations, tokens: [:], language: .russian)
        #expect(selected?.label == "first")
    }

    @Test func otherAlwaysMatches() {
        let translations = [TMLTranslation(label: "всегда {count}", context: ["count": ["number": "other"]])]
        for count in [1, 2, 5] {
            let rendered = S.renderer().render(
                label: "always {count}", tokens: ["count": number(count)], translations: translations,
                language: .russian)
            #expect(rendered.text == "всегда \(count)")
        }
        // `other` still needs the token to be present.
        #expect(
            S.renderer().render(label: "always {count}", translations: translations, language: .russian).text
                == "always {count}")
    }

    @Test func candidateNeedingAMissingTokenIsSkipped() {
        let translations = [
            TMLTranslation(label: "Она", context: ["user": ["gender": "female"]]),
            TMLTranslation(label: "Кто-то"),
        ]
        #expect(S.renderer().render(label: "Someone", translations: translations, language: .russian).text == "Кто-то")
        let withNull = S.renderer().render(
            label: "Someone", tokens: ["user": .null], translations: translations, language: .russian)
        #expect(withNull.text == "Кто-то")
    }

    @Test func nullTokenDoesNotMatchEvenAnOtherRule() {
        // Ruby `matches_rules?`: a nil token object means no match, before any rule is looked at.
        let translations = [
            TMLTranslation(label: "нечто", context: ["user": ["gender": "other"]]),
            TMLTranslation(label: "запасной"),
        ]
        let rendered = S.renderer().render(
            label: "x", tokens: ["user": .null], translations: translations, language: .russian)
        #expect(rendered.text == "запасной")
        // Without the token at all the candidate is skipped.
        #expect(S.renderer().render(label: "x", translations: translations, language: .russian).text == "запасной")
    }

    @Test func unknownContextKeywordDoesNotMatch() {
        let translations = [
            TMLTranslation(label: "bad", context: ["count": ["colour": "red"]]), TMLTranslation(label: "good"),
        ]
        #expect(
            S.renderer().render(
                label: "x {count}", tokens: ["count": number(1)], translations: translations, language: .russian
            ).text == "good")
    }

    @Test func zeroIsAPresentValueInSelection() {
        let translations = [TMLTranslation(label: "ноль: {count}", context: ["count": ["number": "many"]])]
        let rendered = S.renderer().render(
            label: "zero: {count}", tokens: ["count": number(0)], translations: translations, language: .russian)
        #expect(rendered.text == "ноль: 0")
    }

    @Test func noMatchingCandidateFallsBackToTheSourceLabelWithSourceRules() {
        let translations = [TMLTranslation(label: "У вас одно сообщение", context: ["count": ["number": "one"]])]
        let renderer = S.renderer()
        let label = "You have {count || message}"
        #expect(
            renderer.render(label: label, tokens: ["count": number(5)], translations: translations, language: .russian)
                .text
                == "You have 5 messages")
        #expect(
            renderer.render(label: label, tokens: ["count": number(1)], translations: translations, language: .russian)
                .text
                == "У вас одно сообщение")
        // The same in the release archive's example: a Russian translation with positional forms.
        let archive = [TMLTranslation(label: "У вас есть {count || сообщение, сообщения, сообщений}")]
        #expect(
            renderer.render(label: label, tokens: ["count": number(2)], translations: archive, language: .russian).text
                == "У вас есть 2 сообщения")
    }

    @Test func selectionUsesTheTargetLanguagesRules() {
        // 21 is `one` in Russian, `other` in English.
        let translations = [TMLTranslation(label: "один-вариант {count}", context: ["count": ["number": "one"]])]
        #expect(
            S.renderer().render(
                label: "x {count}", tokens: ["count": number(21)], translations: translations, language: .russian
            ).text
                == "один-вариант 21")
        #expect(
            S.renderer().render(
                label: "x {count}", tokens: ["count": number(21)], translations: translations, language: .english
            ).text
                == "x 21")
    }

    // MARK: Allowed tokens

    @Test func translationTokensTheSourceLacksStayVerbatim() {
        let rendered = S.renderer().render(
            label: "Hello {user}", tokens: ["user": .string("Anna"), "secret": .string("s3cr3t")],
            translations: [TMLTranslation(label: "Привет {user}, {secret} {secret.x} {secret || a}")],
            language: .russian)
        #expect(rendered.text == "Привет Anna, {secret} {secret.x} {secret || a}")
    }

    @Test func translationDecorationsTheSourceLacksKeepTheirContent() {
        let translations = [TMLTranslation(label: "[bold: Привет], <i>{user}</i> [link]тут[/link]")]
        let tokens: [String: MessageValue] = ["user": .string("Anna")]
        let plain = S.renderer().render(
            label: "Hello {user} here", tokens: MessageArguments(tokens), translations: translations,
            language: .russian, format: .html)
        #expect(plain.text == "Привет, Anna тут")
        let decorated = S.renderer().render(
            label: "[bold: Hello] {user} [link: here]", tokens: MessageArguments(tokens), translations: translations,
            language: .russian,
            format: .html)
        #expect(decorated.text == "<strong>Привет</strong>, Anna <a href='' class='' style='' title=''>тут</a>")
    }

    @Test func defaultTokensAreAllowedInTranslations() {
        let rendered = S.renderer().render(
            label: "Hello {user}", tokens: ["user": .string("Anna")],
            translations: [TMLTranslation(label: "{user} {ndash} привет")], language: .russian, format: .html)
        #expect(rendered.text == "Anna &ndash; привет")
    }

    // MARK: Language cases

    @Test(arguments: [("Michael", "You like Michael's post."), ("James", "You like James' post.")])
    func englishPossessive(name: String, expected: String) {
        #expect(S.render("You like {user::pos} post.", ["user": S.person(name, .male)]).text == expected)
        #expect(S.render("You like {user::pos} post.", ["user": .string(name)]).text == expected)
    }

    @Test(arguments: [
        ("{count::ord}", 22, "22nd"), ("{count::ord}", 1, "1st"), ("{count::ord}", 3, "3rd"),
        ("{count::ord}", 4, "4th"),
        ("{count::times}", 1, "once"), ("{count::times}", 2, "twice"), ("{count::times}", 5, "5 times"),
        ("{count::ord::pos}", 2, "2nd's"),
    ])
    func englishNumberCases(label: String, count: Int, expected: String) {
        #expect(S.render(label, ["count": number(count)]).text == expected)
    }

    @Test func unknownCaseLeavesTheValue() {
        #expect(S.render("{user::nonexistent}", ["user": .string("Anna")]).text == "Anna")
    }

    @Test func casesApplyToTheEscapedValueInHTML() {
        #expect(S.render("{user::pos}", ["user": .string("<Bob>")], format: .html).text == "&lt;Bob&gt;'s")
        // In text the value is not escaped, so the case sets `<Bob>` aside as a tag (Ruby's `/<\/?[^>]*>/`).
        #expect(S.render("{user::pos}", ["user": .string("<Bob>")], format: .text).text == "<Bob>")
        #expect(S.render("{user::pos}", ["user": .string("<b>Bob</b>")], format: .text).text == "<b>Bob's</b>")
    }

    @Test func russianCasesWithGenderFromTheTokenObject() {
        // Ruby spec: `{actor::dat} понравилось сообщение {target::gen}.`
        let tokens: [String: MessageValue] = ["actor": S.person("Анна", .female), "target": S.person("Михаил", .male)]
        let rendered = S.renderer().render(
            label: "{actor} liked {target}'s message.", tokens: MessageArguments(tokens),
            translations: [TMLTranslation(label: "{actor::dat} понравилось сообщение {target::gen}.")],
            language: .russian)
        #expect(rendered.text == "Анне понравилось сообщение Михаила.")
        #expect(S.render("{actor::dat}", tokens, language: .russian).text == "Анне")
        #expect(S.render("{target::gen}", tokens, language: .russian).text == "Михаила")
    }

    @Test func russianCasesThroughTheJSONObjectForm() throws {
        let actor = try S.json(#"{"name": "Анна", "gender": "female"}"#)
        #expect(S.render("{actor::dat}", ["actor": actor], language: .russian).text == "Анне")
    }

    @Test func casesInTokenMappingTemplates() {
        // `{$0::plural}` in the English number mapping.
        #expect(S.render("{count || person}", ["count": number(3)]).text == "3 people")
        #expect(S.render("{count || mouse}", ["count": number(1)]).text == "1 mouse")
    }

    // MARK: CLDR-derived number contexts

    static let polish = "{count || one: plik, few: pliki, many: plików, other: pliku}"
    static let arabic = "{count || zero: صفر, one: واحد, two: اثنان, few: قليل, many: كثير, other: آخر}"
    static let welsh = "{count || zero: ci0, one: ci1, two: ci2, few: ci3, many: ci6, other: cix}"

    @Test(arguments: [
        ("pl", polish, "1", "1 plik"), ("pl", polish, "2", "2 pliki"), ("pl", polish, "5", "5 plików"),
        ("pl", polish, "22", "22 pliki"), ("pl", polish, "12", "12 plików"), ("pl", polish, "1.5", "1.5 pliku"),
        ("ar", arabic, "0", "0 صفر"), ("ar", arabic, "1", "1 واحد"), ("ar", arabic, "2", "2 اثنان"),
        ("ar", arabic, "3", "3 قليل"), ("ar", arabic, "11", "11 كثير"), ("ar", arabic, "100", "100 آخر"),
        ("cy", welsh, "0", "0 ci0"), ("cy", welsh, "1", "1 ci1"), ("cy", welsh, "2", "2 ci2"),
        ("cy", welsh, "3", "3 ci3"),
        ("cy", welsh, "6", "6 ci6"), ("cy", welsh, "4", "4 cix"),
    ])
    func cldrNumberContexts(locale: String, translation: String, count: String, expected: String) throws {
        let language = LanguageDefinition.definition(for: try S.locale(locale))
        let value = MessageValue.number(try #require(MessageNumber(decimalText: count)))
        let rendered = S.renderer().render(
            label: "{count || file}", tokens: ["count": value], translations: [TMLTranslation(label: translation)],
            language: language)
        #expect(rendered.text == expected)
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func cldrPositionalFormsMapToTheCategories() throws {
        let polish = LanguageDefinition.definition(for: try S.locale("pl"))
        let label = "{count || plik, pliki, plików, pliku}"
        #expect(S.render(label, ["count": number(2)], language: polish).text == "2 pliki")
        #expect(S.render(label, ["count": number(25)], language: polish).text == "25 plików")
        let wrongCount = S.render("{count || plik, pliki}", ["count": number(2)], language: polish)
        #expect(wrongCount.text == "{count || plik, pliki}")
        #expect(wrongCount.diagnostics.map(\.kind) == [.unsupported])
        // Three forms are the ones whole numbers select; a fraction (`other`) takes the last.
        let threeForms = "{count || plik, pliki, plików}"
        #expect(S.render(threeForms, ["count": number(22)], language: polish).text == "22 pliki")
        #expect(S.render(threeForms, ["count": number(12)], language: polish).text == "12 plików")
        #expect(S.render(threeForms, ["count": number(1)], language: polish).diagnostics.isEmpty)
    }

    /// TMLKit translations into French, Spanish, Italian and Portuguese have two forms (so do
    /// TranslationExchange's definitions); CLDR's `many` for millions takes the second.
    @Test(arguments: [
        ("fr", "{count || fichier, fichiers}", 1, "1 fichier"), ("fr", "{count || fichier, fichiers}", 0, "0 fichier"),
        ("fr", "{count || fichier, fichiers}", 2, "2 fichiers"),
        ("fr", "{count || fichier, fichiers}", 1_000_000, "1000000 fichiers"),
        ("es", "{count || archivo, archivos}", 1, "1 archivo"), ("es", "{count || archivo, archivos}", 5, "5 archivos"),
        ("it", "{count || file, file}", 3, "3 file"), ("pt", "{count || arquivo, arquivos}", 2, "2 arquivos"),
    ])
    func twoFormsInLanguagesWithAManyForMillions(locale: String, label: String, count: Int, expected: String) throws {
        let language = LanguageDefinition.definition(for: try S.locale(locale))
        let rendered = S.render(label, ["count": number(count)], language: language)
        #expect(rendered.text == expected)
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func cldrContextsSelectTranslations() throws {
        let polish = LanguageDefinition.definition(for: try S.locale("pl"))
        let translations = [
            TMLTranslation(label: "{count} pliki", context: ["count": ["number": "few"]]),
            TMLTranslation(label: "{count} plików", context: ["count": ["number": "many"]]),
        ]
        #expect(
            S.renderer().render(
                label: "{count} files", tokens: ["count": number(3)], translations: translations, language: polish
            ).text == "3 pliki")
        #expect(
            S.renderer().render(
                label: "{count} files", tokens: ["count": number(7)], translations: translations, language: polish
            ).text == "7 plików")
        #expect(
            S.renderer().render(
                label: "{count} files", tokens: ["count": number(1)], translations: translations, language: polish
            ).text == "1 files")
    }

    // MARK: Dates

    static let day: TimeInterval = 86_400

    @Test(arguments: [
        (-2 * day, "did"), (-400 * day, "did"), (0, "does"), (2 * day, "will do"), (400 * day, "will do"),
    ])
    func dateContextUsesTheInjectedClock(offset: TimeInterval, expected: String) {
        let date = MessageValue.date(S.now.addingTimeInterval(offset))
        // Corrected direction: `past` is before today (the official data have it inverted).
        #expect(S.render("{date | did, does, will do}", ["date": date]).text == expected)
        let renderer = S.renderer()
        #expect(
            renderer.render(label: "{date | did, does, will do}", tokens: ["date": date], language: .english).text
                == expected)
        #expect(
            S.render("{date | сделал, делает, сделает}", ["date": date], language: .russian).text
                == ["did": "сделал", "does": "делает", "will do": "сделает"][expected])
    }

    @Test func dateContextFollowsTheClockNotTheSystemTime() {
        // A date in 2023 is in the future for a renderer whose clock says 2000.
        let renderer = TMLRenderer(now: { Date(timeIntervalSince1970: 946_684_800) })
        let rendered = renderer.render(
            label: "{date | did, does, will do}", tokens: ["date": .date(S.now)], language: .english)
        #expect(rendered.text == "will do")
    }

    @Test func dateTranslationsAreSelectedWithTheClock() {
        let translations = [
            TMLTranslation(label: "было", context: ["date": ["date": "past"]]),
            TMLTranslation(label: "будет", context: ["date": ["date": "future"]]),
        ]
        let renderer = S.renderer()
        #expect(
            renderer.render(
                label: "{date}", tokens: ["date": .date(S.now.addingTimeInterval(-3 * Self.day))],
                translations: translations, language: .russian
            ).text == "было")
        #expect(
            renderer.render(
                label: "{date}", tokens: ["date": .date(S.now.addingTimeInterval(3 * Self.day))],
                translations: translations, language: .russian
            ).text == "будет")
    }
}
