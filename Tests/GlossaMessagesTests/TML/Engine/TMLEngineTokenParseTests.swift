import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Data-token parsing (“Data tokens” in the TMLSemantics article): every form, whitespace, legacy forms and what is
/// not a token.
@Suite struct TMLEngineTokenParseTests {
    typealias S = TMLEngineSupport

    private func positional(_ values: String...) -> [TMLParameter] {
        values.map { TMLParameter(key: nil, value: $0) }
    }

    @Test func dataToken() throws {
        let token = try #require(S.onlyToken("Hello {user}!"))
        #expect(token.name == "user")
        #expect(token.kind == .data)
        #expect(token.contextKeys.isEmpty)
        #expect(token.caseKeys.isEmpty)
        #expect(token.source == "{user}")
        #expect(token.range.offsets == 6..<12)
        #expect(token.range.start == SourceLocation(line: 1, column: 7))
    }

    @Test func methodToken() throws {
        let token = try #require(S.onlyToken("Hi {user.name}"))
        #expect(token.name == "user")
        #expect(token.kind == .method(attribute: "name"))
        #expect(token.source == "{user.name}")
        let withCase = try #require(S.onlyToken("{user.name::pos}"))
        #expect(withCase.kind == .method(attribute: "name"))
        #expect(withCase.caseKeys == ["pos"])
    }

    @Test func pipedTokens() throws {
        let implied = try #require(S.onlyToken("You have {count | message, messages}"))
        #expect(implied.name == "count")
        #expect(implied.kind == .piped(displaysValue: false, parameters: positional("message", "messages")))
        #expect(implied.source == "{count | message, messages}")

        let displayed = try #require(S.onlyToken("You have {count || message}"))
        #expect(displayed.kind == .piped(displaysValue: true, parameters: positional("message")))

        let named = try #require(S.onlyToken("{count || one: сообщение, few: сообщения, other: сообщений}"))
        #expect(
            named.kind
                == .piped(
                    displaysValue: true,
                    parameters: [
                        TMLParameter(key: "one", value: "сообщение"), TMLParameter(key: "few", value: "сообщения"),
                        TMLParameter(key: "other", value: "сообщений"),
                    ]))

        let impliedNamed = try #require(S.onlyToken("{count | one: a message, other: #count# messages}"))
        #expect(
            impliedNamed.kind
                == .piped(
                    displaysValue: false,
                    parameters: [
                        TMLParameter(key: "one", value: "a message"),
                        TMLParameter(key: "other", value: "#count# messages"),
                    ]))
    }

    @Test func mapTokens() throws {
        let positional = try #require(S.onlyToken("You are my {role @ friend, enemy}"))
        #expect(positional.name == "role")
        #expect(positional.kind == .map(parameters: self.positional("friend", "enemy")))
        let named = try #require(S.onlyToken("{role @ opt1: friend, opt2: enemy}"))
        #expect(
            named.kind
                == .map(parameters: [
                    TMLParameter(key: "opt1", value: "friend"), TMLParameter(key: "opt2", value: "enemy"),
                ]))
    }

    @Test func typeHintsAndCaseChains() throws {
        let hinted = try #require(S.onlyToken("{count:number || message}"))
        #expect(hinted.name == "count")
        #expect(hinted.contextKeys == ["number"])
        #expect(hinted.kind == .piped(displaysValue: true, parameters: positional("message")))

        let chain = try #require(S.onlyToken("{count::ord::times}"))
        #expect(chain.caseKeys == ["ord", "times"])
        #expect(chain.contextKeys.isEmpty)
        #expect(chain.kind == .data)

        let both = try #require(S.onlyToken("{user:gender::gen}"))
        #expect(both.name == "user")
        #expect(both.contextKeys == ["gender"])
        #expect(both.caseKeys == ["gen"])

        // JS test: `{count : number ::ordinal :: ord}`.
        let spaced = try #require(S.onlyToken("{count : number ::ordinal :: ord}"))
        #expect(spaced.name == "count")
        #expect(spaced.contextKeys == ["number"])
        #expect(spaced.caseKeys == ["ordinal", "ord"])
    }

    @Test(arguments: [
        ("{ count }", "count", TMLToken.Kind.data),
        ("{\tcount\n}", "count", .data),
        (
            "{count||message}", "count",
            .piped(displaysValue: true, parameters: [TMLParameter(key: nil, value: "message")])
        ),
        (
            "{ count  ||  message ,messages }", "count",
            .piped(
                displaysValue: true,
                parameters: [TMLParameter(key: nil, value: "message"), TMLParameter(key: nil, value: "messages")])
        ),
        (
            "{count|message}", "count",
            .piped(displaysValue: false, parameters: [TMLParameter(key: nil, value: "message")])
        ),
        (
            "{count|one:person, other:people}", "count",
            .piped(
                displaysValue: false,
                parameters: [TMLParameter(key: "one", value: "person"), TMLParameter(key: "other", value: "people")])
        ),
        (
            "{role@a,b}", "role",
            .map(parameters: [TMLParameter(key: nil, value: "a"), TMLParameter(key: nil, value: "b")])
        ),
    ])
    func whitespaceVariants(label: String, name: String, kind: TMLToken.Kind) throws {
        let token = try #require(S.onlyToken(label))
        #expect(token.name == name)
        #expect(token.kind == kind)
        #expect(token.source == label)
    }

    @Test func legacyPercentForm() throws {
        let token = try #require(S.onlyToken("Hello %{user}!"))
        #expect(token.name == "user")
        #expect(token.source == "%{user}")
        #expect(token.range.offsets == 6..<13)
        // The `%` is consumed with the token.
        #expect(S.render("Hello %{user}!", ["user": .string("Anna")]).text == "Hello Anna!")
        #expect(S.render("Hello %{user}!").text == "Hello %{user}!")
    }

    @Test func legacyDoubleBraceForm() throws {
        let token = try #require(S.onlyToken("Hello {{user}}!"))
        #expect(token.name == "user")
        #expect(token.source == "{{user}}")
        #expect(S.render("Hello {{user}}!", ["user": .string("Anna")]).text == "Hello Anna!")
        #expect(S.render("Hello {{user}}!").text == "Hello {{user}}!")
    }

    @Test(arguments: [
        "{}", "{ }", "{1abc", "{count", "count}", "{count || }", "{a b}", "{ || x}", "{.x}", "{count | a {b} }",
    ])
    func notTokens(label: String) {
        let document = TMLParser.parse(label)
        let tokens = S.tokens(document.nodes)
        if label == "{count | a {b} }" {
            // Only the inner `{b}` is a token; the piped form cannot contain braces.
            #expect(tokens.map(\.source) == ["{b}"])
        } else {
            #expect(tokens.isEmpty, "\(tokens)")
            #expect(S.shape(document.nodes) == "\"\(label)\"")
        }
        #expect(S.render(label).text == label)
    }

    @Test func tokensInsideDecorations() {
        let document = TMLParser.parse("[bold: {user}] received [link: [bold: {count}] {count|message}]")
        #expect(S.shape(document.nodes) == #"(bold {user}) " received " (link (bold {count}) " " {count|message})"#)
        #expect(document.tokenNames == ["user", "count"])
        #expect(document.decorationNames == ["bold", "link"])
        let tokens = S.tokens(document.nodes)
        #expect(tokens.map(\.source) == ["{user}", "{count}", "{count|message}"])
        #expect(tokens.map(\.range.start.column) == [8, 39, 48])
    }

    @Test func tokenNamesAreCollectedOnceInOrder() {
        let document = TMLParser.parse("{b} {a} {b || x} {a.name} {c @ x}")
        #expect(document.tokenNames == ["b", "a", "c"])
    }

    @Test func unicodeAroundTokensKeepsCharacterOffsets() throws {
        let token = try #require(S.onlyToken("Привет 👋🏽 {user}"))
        #expect(token.range.offsets == 9..<15)
        #expect(token.range.start == SourceLocation(line: 1, column: 10))
    }

    @Test func parsingTimeGrowsLinearlyWithTokens() {
        let label = { (count: Int) in (0..<count).map { "{t\($0)} [b\($0): é] é" }.joined(separator: " ") }
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: label, work: { _ = TMLParser.parse($0) })
                < TimeScaling.bound
        )
    }
}
