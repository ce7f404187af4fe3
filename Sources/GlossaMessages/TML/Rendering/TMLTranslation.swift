import Foundation

/// A candidate translation of a TML label (<doc:TMLSemantics#Translation-data>): its label and the context that decides
/// when it applies.
public struct TMLTranslation: Sendable, Hashable {
    /// The translated label.
    public var label: String
    /// Conditions on the tokens: token name → (context keyword → rule keyword), for example
    /// `["count": ["number": "few"]]`. Empty: always applies.
    public var context: [String: [String: String]]
    /// Lower comes first when candidates are sorted (TMLKit's `precedence`); `nil` keeps the order.
    public var precedence: Int?

    /// Creates a candidate.
    public init(label: String, context: [String: [String: String]] = [:], precedence: Int? = nil) {
        self.label = label
        self.context = context
        self.precedence = precedence
    }

    /// `translations` in the order they are tried (Ruby sorts by `precedence`): lower precedence first,
    /// those without one after, each group in its given order.
    public static func selectionOrder(_ translations: [TMLTranslation]) -> [TMLTranslation] {
        guard translations.contains(where: { $0.precedence != nil }) else { return translations }
        return translations.enumerated().sorted {
            ($0.element.precedence ?? Int.max, $0.offset) < ($1.element.precedence ?? Int.max, $1.offset)
        }.map(\.element)
    }

    /// Whether the context holds for `tokens` in `language` (Ruby `Translation#matches_rules?`):
    /// every named token must be present, and for each context its matching rule must be the one
    /// named; a rule named `other` always holds.
    public func matches(_ tokens: MessageArguments, in language: LanguageDefinition, now: Date) -> Bool {
        matches(in: language, now: now) { tokens[$0] }
    }

    /// ``matches(_:in:now:)`` with the tokens in a dictionary.
    public func matches(_ tokens: [String: MessageValue], in language: LanguageDefinition, now: Date) -> Bool {
        matches(in: language, now: now) { tokens[$0] }
    }

    /// Whether the context holds for the tokens `token` finds by name.
    private func matches(in language: LanguageDefinition, now: Date, token: (String) -> MessageValue?) -> Bool {
        for (tokenName, conditions) in context {
            // A missing token, or one passed as null, never matches (Ruby: `nil` is no token object).
            guard let value = token(tokenName) else { return false }
            if case .null = value { return false }
            for (contextKeyword, ruleKeyword) in conditions where ruleKeyword != LanguageContext.fallbackKeyword {
                guard let languageContext = language.contexts.first(where: { $0.keyword == contextKeyword }),
                    let subject = TMLContextSelector.subject(of: value, for: contextKeyword),
                    languageContext.matchingRule(for: subject, today: now)?.keyword == ruleKeyword
                else { return false }
            }
        }
        return true
    }
}
