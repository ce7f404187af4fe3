/// A language case (TML `cases.<keyword>`): a transformation of a word or phrase, such as the
/// English possessive (`pos`: Michael → Michael's), plural (`plural`: person → people) or ordinal
/// (`ord`: 22 → 22nd), or a Russian grammatical case (`dat`: Анна → Анне).
///
/// Tokens apply cases with `::` (`{user::pos}`), and token-mapping templates with `{$0::plural}`.
/// See ``apply(to:gender:)`` for the exact semantics.
public struct LanguageCase: Sendable {
    /// The case keyword (`pos`, `plural`, `gen`).
    public let keyword: String
    /// The Latin name (`Possessive`, `Genitivus`), if the definition has one.
    public let latinName: String?
    /// The name in the language itself (`Родительный падеж`), if the definition has one.
    public let nativeName: String?
    /// A description for translators, if any.
    public let description: String?
    /// Whether the case transforms the whole phrase or each word.
    public let application: LanguageCaseApplication
    /// The rules, in the order they are tried.
    public let rules: [LanguageCaseRule]

    /// Creates a case.
    public init(
        keyword: String, latinName: String? = nil, nativeName: String? = nil, description: String? = nil,
        application: LanguageCaseApplication, rules: [LanguageCaseRule]
    ) {
        self.keyword = keyword
        self.latinName = latinName
        self.nativeName = nativeName
        self.description = description
        self.application = application
        self.rules = rules
        memo = LanguageCaseMemo.make(for: rules)
    }

    /// Results computed so far (`nil` when a rule reads the clock, so results can change).
    let memo: LanguageCaseMemo?
}

/// What a language case transforms.
public enum LanguageCaseApplication: String, Sendable, Hashable {
    /// The whole value, with HTML tags set aside, is one unit (`"phrase"`).
    case phrase
    /// Each distinct word is a unit (`"words"` or `"word"`); words are separated by whitespace,
    /// `/` or `\`.
    case words
}

/// One rule of a language case: if ``condition`` holds for a unit, ``operation`` computes its
/// replacement. Both see `@value` (the unit) and `@gender`.
public struct LanguageCaseRule: Sendable {
    /// The condition, or `nil` for a rule that always applies.
    public let condition: RuleProgram?
    /// The program whose value replaces the unit (`(append "'s" @value)`).
    public let operation: RuleProgram
    /// A description for translators, if any.
    public let description: String?

    /// Creates a rule.
    public init(condition: RuleProgram?, operation: RuleProgram, description: String? = nil) {
        self.condition = condition
        self.operation = operation
        self.description = description
    }
}
