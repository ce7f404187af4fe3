import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// Rendering through ``TMLCompiler`` and ``TMLRenderer``: value maps, map and method tokens, missing
/// values, lists, default tokens (TMLSemantics article: token values, lists, transform tokens).
@Suite struct TMLEngineRenderingTests {
    typealias S = TMLEngineSupport

    // MARK: Value maps

    @Test(arguments: [
        ("You have {count || message}", 1, "You have 1 message"),
        ("You have {count || message}", 5, "You have 5 messages"),
        ("You have {count || message}", 0, "You have 0 messages"),
        ("{count || person}", 2, "2 people"),
        ("{count || box}", 2, "2 boxes"),
        ("{count || child}", 2, "2 children"),
        ("You have {count | message, messages}", 5, "You have messages"),
        ("You have {count | message, messages}", 1, "You have message"),
        ("{count|one:person, other:people}", 2, "people"),
        ("{count|one:person, other:people}", 1, "person"),
        ("{count | one: a message, other: #count# messages}", 3, "3 messages"),
        ("{count | one: a message, other: #count# messages}", 1, "a message"),
        ("{count | one: #count# item (#count#), other: #count# items (#count#)}", 7, "7 items (7)"),
        ("{count:number || message}", 2, "2 messages"),
        ("{num2 || item}", 2, "2 items"),
    ])
    func englishPositionalAndNamedForms(label: String, count: Int, expected: String) {
        let rendered = S.render(label, ["count": .number(MessageNumber(count)), "num2": .number(MessageNumber(count))])
        #expect(rendered.text == expected)
        #expect(rendered.diagnostics.isEmpty)
        // The renderer (no translation) uses the same English rules.
        let viaRenderer = S.renderer().render(
            label: label, tokens: ["count": .number(MessageNumber(count)), "num2": .number(MessageNumber(count))],
            language: .russian)
        #expect(viaRenderer.text == expected)
    }

    @Test(arguments: [
        (Gender.male, "He"), (.female, "She"), (.unknown, "He/She"), (.other, "He/She"),
    ])
    func englishGenderMapping(gender: Gender, expected: String) {
        #expect(S.render("{user | He, She}", ["user": S.person("Kim", gender)]).text == expected)
    }

    @Test func genderMappingWithOneParameterFallsBackToOther() {
        #expect(S.render("{user|Born on}:", ["user": S.person("Anna", .female)]).text == "Born on:")
    }

    @Test func displayedGenderFormShowsTheValue() {
        #expect(
            S.render("{user || updated, updated} the profile", ["user": S.person("Anna", .female)]).text
                == "Anna updated the profile")
    }

    @Test(arguments: [
        (1, "1 милю"), (2, "2 мили"), (5, "5 миль"), (11, "11 миль"), (21, "21 милю"), (22, "22 мили"),
        (111, "111 миль"),
    ])
    func russianPositionalMapping(count: Int, expected: String) {
        let rendered = S.render(
            "{count || милю, мили, миль}", ["count": .number(MessageNumber(count))], language: .russian)
        #expect(rendered.text == expected)
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test(arguments: [
        (0, "0 сообщений"), (5, "5 сообщений"), (15, "15 сообщений"), (1, "1 сообщение"), (3, "3 сообщения"),
    ])
    func russianNamedFormsFallBackToOther(count: Int, expected: String) {
        let rendered = S.render(
            "{count|| one: сообщение, few: сообщения, other: сообщений}", ["count": .number(MessageNumber(count))],
            language: .russian)
        #expect(rendered.text == expected)
    }

    @Test func russianGenderForms() {
        let rendered = S.render(
            "{user|| обновил, обновила} свой профиль.", ["user": S.person("Anna", .female)], language: .russian)
        #expect(rendered.text == "Anna обновила свой профиль.")
    }

    @Test func impliedNoMatchingFormStaysVerbatimWithADiagnostic() {
        // JS test: `{user | male: He, it: She}` with a female user stays unchanged.
        let label = "Hi, {user | male: He, it: She}"
        let rendered = S.render(label, ["user": S.person("Anna", .female)])
        #expect(rendered.text == label)
        #expect(rendered.diagnostics.count == 1)
        #expect(rendered.diagnostics.first?.kind == .noMatchingVariant)
        #expect(rendered.diagnostics.first?.source == "{user | male: He, it: She}")
        #expect(rendered.diagnostics.first?.location == SourceLocation(line: 1, column: 5))
    }

    @Test func displayedNoMatchingFormStaysVerbatimAsAWhole() {
        // Ruby leaves the whole token unchanged; the value must not be shown in front of it.
        let label = "Hi, {user || male: He, it: She}"
        let rendered = S.render(label, ["user": S.person("Anna", .female)])
        #expect(rendered.text == label)
        #expect(rendered.diagnostics.map(\.kind) == [.noMatchingVariant])
    }

    @Test func unsupportedParameterCountIsReported() {
        // ru number mapping has "unsupported" for one parameter.
        let rendered = S.render("You have {count || mile}", ["count": .number(MessageNumber(2))], language: .russian)
        #expect(rendered.text == "You have {count || mile}")
        #expect(rendered.diagnostics.map(\.kind) == [.unsupported])
        #expect(rendered.diagnostics.first?.location == SourceLocation(line: 1, column: 10))
    }

    @Test func tokenWithoutAContextNeedsATypeHint() {
        let unhinted = S.render("{n || message}", ["n": .number(MessageNumber(2))])
        #expect(unhinted.text == "{n || message}")
        #expect(unhinted.diagnostics.map(\.kind) == [.unsupported])
        #expect(S.render("{n:number || message}", ["n": .number(MessageNumber(2))]).text == "2 messages")
        let unknownHint = S.render("{n:colour || message}", ["n": .number(MessageNumber(2))])
        #expect(unknownHint.text == "{n:colour || message}")
        #expect(unknownHint.diagnostics.map(\.kind) == [.unsupported])
    }

    @Test func tokenNameExpressionsKeepTheirAnchor() {
        // `users` is a genders token, not a gender one (decision 1: the `$` is kept).
        let anna = MessageValue.list(MessageList([S.person("Anna", .female)]))
        let both = MessageValue.list(MessageList([S.person("Anna", .female), S.person("Bob", .male)]))
        #expect(S.render("{users | He, She, Someone, They} liked", ["users": anna]).text == "She liked")
        #expect(S.render("{users | He, She, Someone, They} liked", ["users": both]).text == "They liked")
        #expect(S.render("{users:genders | He, She, Someone, They}", ["users": anna]).text == "She")
        #expect(LanguageDefinition.english.context(forTokenNamed: "users")?.keyword == "genders")
        #expect(LanguageDefinition.english.context(forTokenNamed: "user2")?.keyword == "gender")
    }

    @Test func numericStringsAreNumbers() {
        #expect(S.render("{count || message}", ["count": .string("1")]).text == "1 message")
        #expect(S.render("{count || message}", ["count": .string("3")]).text == "3 messages")
    }

    @Test func literalDisplayFormsKeepTheTokenObjectForContexts() throws {
        // “Token values” in the TMLSemantics article: for `[obj, "literal"]` and `{object: o, value: "x"}` the token
        // object used for context rules is `obj` / `o`; only the displayed text is the literal.
        let gendered = try S.json(#"[{"gender": "female", "name": "Anna"}, "<b>Anna</b>"]"#)
        #expect(S.render("{user || liked, liked}", ["user": gendered], format: .html).text == "<b>Anna</b> liked")
        #expect(S.render("{user | He, She}", ["user": gendered]).text == "She")
        let array = S.render("{count || message}", ["count": try S.json(#"[5, "five"]"#)])
        let object = S.render("{count || message}", ["count": try S.json(#"{"object": 5, "value": "five"}"#)])
        #expect(array.text == "five messages")
        #expect(object.text == "five messages")
    }

    @Test func visibleFractionDigitsCount() throws {
        // TML's English `one` rule is `(= @n 1)`, numeric as in Ruby, so 1.0 is `one` with these rules
        // (CLDR's rules, in the derived contexts, say `other`); the digits are shown as given.
        let oneDotZero = try #require(MessageNumber(decimalText: "1.0"))
        #expect(S.render("{count || message}", ["count": .number(oneDotZero)]).text == "1.0 message")
        let twoDotFifty = try #require(MessageNumber(decimalText: "2.50"))
        #expect(S.render("{count || message}", ["count": .number(twoDotFifty)]).text == "2.50 messages")
        #expect(S.render("{count || message}", ["count": .number(MessageNumber(1.5))]).text == "1.5 messages")
    }

    @Test func numberFormForANonNumberIsReportedOnce() {
        let rendered = S.render("{count | message, messages}", ["count": .string("many")])
        #expect(rendered.text == "{count | message, messages}")
        #expect(rendered.diagnostics.map(\.kind) == [.noMatchingVariant])
    }

    // MARK: Map tokens

    @Test(arguments: [
        ("You are my {role @ friend, enemy}", MessageValue.number(MessageNumber(0)), "You are my friend"),
        ("You are my {role @ friend, enemy}", .number(MessageNumber(1)), "You are my enemy"),
        ("You are my {role @ opt1: friend, opt2: enemy}", .string("opt1"), "You are my friend"),
        ("You are my {role @ opt1: friend, opt2: enemy}", .string("opt2"), "You are my enemy"),
        ("{role @ a: x, b: y}", .object(MessageObject(displayText: "b")), "y"),
    ])
    func mapTokens(label: String, role: MessageValue, expected: String) {
        let rendered = S.render(label, ["role": role])
        #expect(rendered.text == expected)
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func mapTokenWithoutAMatchStaysVerbatim() {
        let label = "You are my {role @ friend, enemy}"
        let outOfRange = S.render(label, ["role": .number(MessageNumber(5))])
        #expect(outOfRange.text == label)
        #expect(outOfRange.diagnostics.map(\.kind) == [.noMatchingVariant])
        #expect(outOfRange.diagnostics.first?.location == SourceLocation(line: 1, column: 12))
        let missing = S.render(label)
        #expect(missing.text == label)
        #expect(missing.diagnostics.map(\.kind) == [.missingArgument])
    }

    @Test func mapTokenValuesAreMessageText() {
        // The forms come from the label (trusted) and are not escaped in HTML.
        #expect(
            S.render("{role @ it's & more, enemy}", ["role": .number(MessageNumber(0))], format: .html).text
                == "it's & more")
    }

    // MARK: Method tokens

    @Test func methodTokensReadAttributes() throws {
        let user = try S.json(#"{"name": "Michael", "email": "michael@test.com"}"#)
        let rendered = S.render("Hello {user.name}, your emails is {user.email}", ["user": user])
        #expect(rendered.text == "Hello Michael, your emails is michael@test.com")
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func methodTokenWithAMissingAttributeStaysVerbatim() throws {
        let user = try S.json(#"{"name": "Michael"}"#)
        let rendered = S.render("Mail {user.email} now", ["user": user])
        #expect(rendered.text == "Mail {user.email} now")
        #expect(rendered.diagnostics.map(\.kind) == [.missingAttribute])
        #expect(rendered.diagnostics.first?.location == SourceLocation(line: 1, column: 6))
        let notAnObject = S.render("{user.name}", ["user": .string("Michael")])
        #expect(notAnObject.text == "{user.name}")
        #expect(notAnObject.diagnostics.map(\.kind) == [.missingAttribute])
        let missing = S.render("{user.name}")
        #expect(missing.text == "{user.name}")
        #expect(missing.diagnostics.map(\.kind) == [.missingArgument])
    }

    @Test func methodTokenValuesAreEscaped() throws {
        let user = try S.json(#"{"name": "<i>M</i>"}"#)
        #expect(S.render("{user.name}", ["user": user], format: .html).text == "&lt;i&gt;M&lt;/i&gt;")
        let safeAttribute = MessageValue.object(
            MessageObject(displayText: "x", attributes: ["name": .safeString("<i>M</i>")]))
        #expect(S.render("{user.name}", ["user": safeAttribute], format: .html).text == "&lt;i&gt;M&lt;/i&gt;")
    }

    // MARK: Missing and empty values

    @Test func missingValuesStayVerbatimWithPositionAndKind() {
        let label = "Dear {user},\nyou have {count | a message, messages}."
        let rendered = S.render(label)
        #expect(rendered.text == label)
        #expect(rendered.diagnostics.map(\.kind) == [.missingArgument, .missingArgument])
        #expect(
            rendered.diagnostics.map(\.location) == [
                SourceLocation(line: 1, column: 6), SourceLocation(line: 2, column: 10),
            ])
        #expect(rendered.diagnostics.map(\.source) == ["{user}", "{count | a message, messages}"])
        #expect(rendered.diagnostics.first?.description.hasPrefix("1:6: ") == true)
        #expect(S.render(label, format: .html).text == label)
    }

    @Test func missingValueOfADisplayedTokenStaysVerbatimOnce() {
        let label = "You have {count || message}"
        let rendered = S.render(label)
        #expect(rendered.text == label)
        #expect(rendered.diagnostics.count == 1)
        let allAtTheToken = rendered.diagnostics.allSatisfy {
            $0.kind == .missingArgument && $0.location == SourceLocation(line: 1, column: 10)
        }
        #expect(allAtTheToken)
    }

    @Test func nullRendersEmpty() throws {
        let rendered = S.render("Hello {name}!", ["name": .null])
        #expect(rendered.text == "Hello !")
        #expect(rendered.diagnostics.isEmpty)
        #expect(S.render("Hello {name}!", ["name": .null], format: .html).text == "Hello !")
        let null = try S.json("null")
        #expect(S.render("Hello {name}!", ["name": null]).text == "Hello !")
    }

    @Test func zeroIsAPresentValue() {
        #expect(S.render("{count}", ["count": .number(MessageNumber(0))]).text == "0")
        #expect(S.render("{count || message}", ["count": .number(MessageNumber(0))]).text == "0 messages")
    }

    // MARK: Lists

    private func names(_ values: String...) -> [MessageValue] { values.map { .string($0) } }

    @Test func listsJoinWithSeparatorAndJoiner() {
        #expect(S.render("{items}", ["items": .list(MessageList(names("a", "b", "c")))]).text == "a, b, and c")
        #expect(S.render("{items}", ["items": .list(MessageList(names("a", "b")))]).text == "a and b")
        #expect(S.render("{items}", ["items": .list(MessageList(names("a")))]).text == "a")
        #expect(S.render("{items}!", ["items": .list(MessageList([]))]).text == "!")
    }

    @Test func listsBeyondTheLimitSummariseTheRest() {
        let six = MessageValue.list(MessageList(names("a", "b", "c", "d", "e", "f")))
        #expect(S.render("{items}", ["items": six]).text == "a, b, c, d, and 2 others")
        let five = MessageValue.list(MessageList(names("a", "b", "c", "d", "e")))
        #expect(S.render("{items}", ["items": five]).text == "a, b, c, d, and 1 other")
        let limited = MessageValue.list(MessageList(names("a", "b", "c"), limit: 2))
        #expect(S.render("{items}", ["items": limited]).text == "a, b, and 1 other")
    }

    @Test func listsWithCustomSeparatorAndJoiner() {
        let list = MessageValue.list(MessageList(names("a", "b", "c"), separator: "; ", joiner: "or"))
        #expect(S.render("{items}", ["items": list]).text == "a; b or c")
        let noJoiner = MessageValue.list(MessageList(names("a", "b", "c"), joiner: ""))
        #expect(S.render("{items}", ["items": noJoiner]).text == "a, b, c")
    }

    /// TML's words "and" and "or" with the default separator join the way the message's language does
    /// (CLDR's list patterns), with no spaces where the language has none.
    @Test func listsJoinInTheLanguageOfTheMessage() throws {
        let three = MessageValue.list(MessageList(names("Анна", "Борис", "Вера")))
        #expect(S.render("{items}", ["items": three], language: .russian).text == "Анна, Борис и Вера")
        let chinese = LanguageDefinition.definition(for: try S.locale("zh"))
        let zh = MessageValue.list(MessageList(names("张伟", "王芳", "李娜")))
        #expect(S.render("{items}", ["items": zh], language: chinese).text == "张伟、王芳和李娜")
        let japanese = LanguageDefinition.definition(for: try S.locale("ja"))
        let ja = MessageValue.list(MessageList(names("佐藤", "鈴木", "高橋")))
        #expect(S.render("{items}", ["items": ja], language: japanese).text == "佐藤、鈴木、高橋")
        let jaOr = MessageValue.list(MessageList(names("佐藤", "鈴木"), joiner: "or"))
        #expect(S.render("{items}", ["items": jaOr], language: japanese).text == "佐藤または鈴木")
        let german = LanguageDefinition.definition(for: try S.locale("de"))
        #expect(
            S.render("{items}", ["items": .list(MessageList(names("a", "b", "c")))], language: german).text
                == "a, b und c")
    }

    /// Beyond the limit: the author's remainder text in the language, or a language-neutral `+N`;
    /// never English words in another language.
    @Test func listRemainderInTheLanguageOfTheMessage() throws {
        let six = names("Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор")
        #expect(
            S.render("{items}", ["items": .list(MessageList(six))], language: .russian).text
                == "Анна, Борис, Вера, Глеб и +2")
        let translated = MessageValue.list(MessageList(six, limit: 2, remainder: "ещё {count}"))
        #expect(S.render("{items}", ["items": translated], language: .russian).text == "Анна, Борис и ещё 4")
        let chinese = LanguageDefinition.definition(for: try S.locale("zh"))
        let zh = MessageValue.list(MessageList(names("甲", "乙", "丙"), limit: 2, remainder: "其他{count}人"))
        #expect(S.render("{items}", ["items": zh], language: chinese).text == "甲、乙和其他1人")
        let json = try S.json(#"[["a", "b", "c"], "{$0}", {"limit": 1, "remainder": "{count} more"}]"#)
        #expect(S.render("{items}", ["items": json]).text == "a and 2 more")
    }

    /// Other separators and joiners are written as given, as the TML SDKs do.
    @Test func listsWithTheSDKsLiteralJoiner() {
        let list = MessageValue.list(MessageList(names("a", "b", "c", "d", "e", "f"), separator: "; ", joiner: "and"))
        #expect(S.render("{items}", ["items": list]).text == "a; b; c; d and 2 others")
        let russian = MessageValue.list(MessageList(names("a", "b", "c"), joiner: "или же"))
        #expect(S.render("{items}", ["items": russian], language: .russian).text == "a, b или же c")
    }

    @Test func listElementTemplate() {
        let list = MessageValue.list(MessageList(names("a", "<x>", "c"), elementTemplate: "<b>{$0}</b>"))
        #expect(S.render("{items}", ["items": list], format: .html).text == "<b>a</b>, <b>&lt;x&gt;</b>, and <b>c</b>")
        #expect(S.render("{items}", ["items": list], format: .text).text == "<b>a</b>, <b><x></b>, and <b>c</b>")
    }

    @Test func listsFromTMLJSON() throws {
        let limited = try S.json(#"[["Anna", "Boris", "Clara"], "{$0}", {"limit": 2}]"#)
        #expect(S.render("{items}", ["items": limited]).text == "Anna, Boris, and 1 other")
        let attribute = try S.json(
            #"[[{"name": "Anna", "gender": "female"}, {"name": "Bob", "gender": "male"}], "@name"]"#)
        #expect(S.render("{items}", ["items": attribute]).text == "Anna and Bob")
        let options = try S.json(#"[["a", "b", "c"], "[{$0}]", {"separator": " | ", "joiner": "and also"}]"#)
        #expect(S.render("{items}", ["items": options]).text == "[a] | [b] and also [c]")
    }

    @Test func listContextCountsElements() {
        let one = MessageValue.list(MessageList(names("a")))
        let two = MessageValue.list(MessageList(names("a", "b")))
        #expect(S.render("{items | one item, many items}", ["items": one]).text == "one item")
        #expect(S.render("{items | one item, many items}", ["items": two]).text == "many items")
    }

    // MARK: Default tokens

    @Test func defaultTokensPerFormat() {
        let renderer = S.renderer()
        #expect(
            renderer.render(label: "Hello {ndash} {lbrace}", language: .english, format: .html).text
                == "Hello &ndash; {")
        #expect(renderer.render(label: "Hello {ndash} {lbrace}", language: .english, format: .text).text == "Hello – {")
        #expect(renderer.render(label: "a{br}b {rbrace}", language: .english, format: .html).text == "a<br/>b }")
        #expect(renderer.render(label: "a{br}b {rbrace}", language: .english, format: .text).text == "a\nb }")
        #expect(
            renderer.render(label: "A{trade} {quot}x{quot}", language: .english, format: .html).text
                == "A&trade; &quot;x&quot;")
        #expect(renderer.render(label: "Hello {ndash}", language: .english).diagnostics.isEmpty)
    }

    @Test func callerValuesOverrideDefaultTokens() {
        let rendered = S.renderer().render(
            label: "Hello {ndash}", tokens: ["ndash": .string("<->")], language: .english, format: .html)
        #expect(rendered.text == "Hello &lt;-&gt;")
    }

    @Test func defaultTokensAreConfigurablePerFormat() {
        let renderer = TMLRenderer(defaultTokens: [
            .html: ["app": .safeString("<b>Glossa</b>")], .text: ["app": .string("Glossa")],
        ])
        #expect(
            renderer.render(label: "Welcome to {app}", language: .english, format: .html).text
                == "Welcome to <b>Glossa</b>")
        #expect(
            renderer.render(label: "Welcome to {app}", language: .english, format: .text).text == "Welcome to Glossa")
        #expect(renderer.render(label: "{ndash}", language: .english, format: .text).text == "{ndash}")
    }

    @Test func defaultTokensAreNotTokensForTheCompilerAlone() {
        let rendered = S.render("Hello {ndash}")
        #expect(rendered.text == "Hello {ndash}")
        #expect(rendered.diagnostics.map(\.kind) == [.missingArgument])
    }
}
