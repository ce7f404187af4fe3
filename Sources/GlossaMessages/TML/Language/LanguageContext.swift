#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A language context (TML `contexts.<keyword>`): a family of rules that classify a token's value —
/// `number` (one/few/many/other), `gender`, `genders`, `list`, `date`, `value` — together with the
/// token names it applies to and how transform-token parameters map onto its rules.
///
/// Semantics follow TML's Ruby SDK (`Tml::LanguageContext`):
/// - ``applies(toTokenNamed:)`` searches the token name with ``tokenExpression`` (unanchored; the
///   expression's own `$` anchors the end, so `users` is not a `gender` token but `user2` is).
/// - ``matchingRule(for:today:calendar:)`` tries the rules in definition order, skipping the fallback `other`,
///   and returns the first whose condition holds, else the fallback, else `nil`.
public struct LanguageContext: Sendable {
    /// The keyword of the fallback rule, which is chosen when no other rule applies.
    public static let fallbackKeyword = "other"

    /// The context keyword: `number`, `gender`, `genders`, `list`, `date`, `value`, …
    public let keyword: String
    /// Every rule keyword in the definition's canonical order (`["one", "few", "many", "other"]`).
    public let keys: [String]
    /// The definition's `default_key`, informational (Glossa, like Ruby, falls back to `other`).
    public let defaultKey: String?
    /// Which token names the context applies to, as the definition writes it (`/.*(user)(\d)*$/`);
    /// empty when the context has none.
    public let tokenExpressionSource: String
    /// ``tokenExpressionSource`` compiled: the pattern between the slashes (flags after the last
    /// slash honoured), searched unanchored, the `$` kept — Ruby semantics. `nil` for a context without
    /// a token expression, which applies to no token name by itself, only through a type hint
    /// (`{n:number || item}`).
    public let tokenExpression: BoundedRegex?
    /// The variables the rules read (`["@n"]`, `["@gender"]`); see ``ContextSubject``.
    public let variables: [String]
    /// Entry *i* maps transform tokens with *i + 1* positional parameters.
    public let tokenMapping: [TokenMappingEntry]
    /// The rules in definition order (the order conditions are tried in).
    public let rules: [LanguageContextRule]
    /// ``rules`` prepared for matching.
    private let table: ContextRuleTable
    /// Precomputed matches for the subjects a message meets most (small counts, genders), when the
    /// rules decide those by the subject alone.
    private(set) var precomputed = PrecomputedMatches.none

    /// Creates a context.
    public init(
        keyword: String, keys: [String], defaultKey: String?, tokenExpressionSource: String,
        tokenExpression: BoundedRegex?, variables: [String], tokenMapping: [TokenMappingEntry],
        rules: [LanguageContextRule]
    ) {
        self.keyword = keyword
        self.keys = keys
        self.defaultKey = defaultKey
        self.tokenExpressionSource = tokenExpressionSource
        self.tokenExpression = tokenExpression
        self.variables = variables
        self.tokenMapping = tokenMapping
        self.rules = rules
        self.table = ContextRuleTable(rules: rules, variables: variables)
        self.precomputed = PrecomputedMatches(for: self)
    }

    /// Whether a token of this name belongs to the context, e.g. `count`, `num2`, `total` for
    /// `number`; `user`, `actor1` for `gender`.
    public func applies(toTokenNamed name: String) -> Bool {
        tokenExpression?.matches(name) ?? false
    }

    /// The rule with keyword `other`, if the context has one.
    public var fallbackRule: LanguageContextRule? {
        rules.first { $0.isFallback }
    }

    /// The rule with this keyword, if any.
    public func rule(keyword: String) -> LanguageContextRule? {
        rules.first { $0.keyword == keyword }
    }

    /// The token mapping for a transform token with `count` positional parameters, if the
    /// definition has an entry for that many (which may be ``TokenMappingEntry/unsupported``).
    public func tokenMapping(forParameterCount count: Int) -> TokenMappingEntry? {
        guard count >= 1, count <= tokenMapping.count else { return nil }
        return tokenMapping[count - 1]
    }

    /// The rule that classifies `subject`: the first rule in definition order (other than the
    /// fallback) whose condition holds, else the fallback rule `other`, else `nil`.
    ///
    /// - Parameters:
    ///   - subject: the token object's relevant property.
    ///   - today: the moment that counts as now for `(today)` in date rules.
    ///   - calendar: the calendar (and time zone) in which date rules compare days; by default the
    ///     rules engine's (Gregorian, current time zone).
    public func matchingRule(
        for subject: ContextSubject, today: Date = Date(), calendar: Calendar? = nil
    ) -> LanguageContextRule? {
        matchingRuleIndex(for: subject, today: today, calendar: calendar).map { rules[$0] }
    }

    /// The index of the matching rule for a non-negative integer below
    /// ``PrecomputedMatches/integerLimit``, without evaluating the rules; `nil` when not precomputed
    /// (the caller evaluates them).
    func precomputedRuleIndex(forInteger value: UInt64) -> Int?? {
        precomputed.ruleIndex(forInteger: value)
    }

    /// The index of the matching rule for a gender, without evaluating the rules; `nil` when not
    /// precomputed.
    func precomputedRuleIndex(for gender: Gender) -> Int?? {
        precomputed.ruleIndex(for: gender)
    }

    /// Whether the rules read only the given variable and never the date (so that a subject's match
    /// can be computed once, ahead).
    func readsOnly(_ variable: ContextVariable) -> Bool {
        table.slotVariables.allSatisfy { $0 == variable } && !table.slotVariables.isEmpty
    }

    /// Whether the rule at `index` is the fallback rule `other`.
    func isFallbackRule(at index: Int) -> Bool { index == table.fallback }

    /// The index in ``rules`` of ``matchingRule(for:today:calendar:)``'s rule, which callers that need only
    /// its keyword read without copying the whole rule.
    func matchingRuleIndex(for subject: ContextSubject, today: Date, calendar: Calendar?) -> Int? {
        var slots = RuleSlots()
        var slotsBound = false
        var environment: RuleEnvironment?
        for condition in table.conditions {
            switch condition.kind {
            case .plural:
                guard let number = subject.number else { continue }
                if condition.holds(forNumber: number) { return condition.rule }
                continue
            case .fast:
                if !slotsBound {
                    slots = table.slots(for: subject)
                    slotsBound = true
                }
                if let holds = condition.holds(for: slots) {
                    if holds { return condition.rule }
                    continue
                }
            case .general:
                break
            }
            if environment == nil { environment = makeEnvironment(for: subject, today: today, calendar: calendar) }
            if let environment, condition.holds(in: environment) { return condition.rule }
        }
        return table.fallback
    }

    /// The variables of this context bound from `subject`.
    func makeEnvironment(for subject: ContextSubject, today: Date, calendar: Calendar?) -> RuleEnvironment {
        var bound: [String: RuleValue] = [:]
        for variable in variables {
            if let value = subject.ruleValue(forVariable: variable) { bound[variable] = value }
        }
        var environment = RuleEnvironment(variables: bound, today: today)
        if let calendar { environment.calendar = calendar }
        return environment
    }
}
