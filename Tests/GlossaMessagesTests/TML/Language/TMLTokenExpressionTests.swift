import Testing

@testable import GlossaMessages

@Suite("Language contexts: token expressions")
struct TMLTokenExpressionTests {
    @Test(arguments: [
        ("count", "number"), ("num2", "number"), ("total", "number"), ("minutes", "number"),
        ("message_count", "number"),
        ("user", "gender"), ("user2", "gender"), ("actor", "gender"), ("target", "gender"), ("viewing_user", "gender"),
        ("users", "genders"), ("actors1", "genders"),
        ("items", "list"), ("list", "list"),
        ("date", "date"), ("time", "date"), ("start_date2", "date"),
    ])
    func englishContextForTokenName(name: String, context: String) {
        #expect(LanguageDefinition.english.context(forTokenNamed: name)?.keyword == context)
    }

    /// Ruby keeps the `$`: a name must end with the keyword (and digits).
    @Test(arguments: ["n", "name", "counter", "user_name", "usersx", "itemsy"])
    func englishNamesWithoutContext(name: String) {
        #expect(LanguageDefinition.english.context(forTokenNamed: name) == nil)
    }

    @Test func usersIsNotAGenderToken() throws {
        let gender = try #require(LanguageDefinition.english.context(keyword: "gender"))
        #expect(!gender.applies(toTokenNamed: "users"))
        #expect(gender.applies(toTokenNamed: "user"))
        #expect(gender.applies(toTokenNamed: "user22"))
    }

    /// Russian's `value` context (`/.*$/`) takes every name the others do not.
    @Test func russianValueTakesTheRest() {
        #expect(LanguageDefinition.russian.context(forTokenNamed: "n")?.keyword == "value")
        #expect(LanguageDefinition.russian.context(forTokenNamed: "name")?.keyword == "value")
        #expect(LanguageDefinition.russian.context(forTokenNamed: "count")?.keyword == "number")
    }
}
