/// One rule of a language context: a keyword (`one`, `female`, `past`, …) and the condition that
/// selects it.
///
/// The rule whose keyword is `other` is the context's fallback: it is chosen when no other rule
/// applies and its condition, if it has one, is never evaluated (Ruby TML semantics).
public struct LanguageContextRule: Sendable {
    /// The rule keyword, which translations name in their `context` and token mappings key on.
    public let keyword: String
    /// A description for translators (`{token} is 1`), if the definition has one.
    public let description: String?
    /// Example values (`1`, `0, 2-999; 1.2, 2.07...`), if the definition has them.
    public let examples: String?
    /// The condition, or `nil` for a rule without one (such a rule never matches unless it is the
    /// fallback).
    public let condition: ContextRuleCondition?

    /// Creates a rule.
    public init(keyword: String, description: String? = nil, examples: String? = nil, condition: ContextRuleCondition?)
    {
        self.keyword = keyword
        self.description = description
        self.examples = examples
        self.condition = condition
    }

    /// Whether this is the fallback rule (keyword `other`).
    public var isFallback: Bool { keyword == LanguageContext.fallbackKeyword }
}
