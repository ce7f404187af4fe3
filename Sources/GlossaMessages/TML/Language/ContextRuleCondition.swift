import GlossaCLDR

/// What makes a context rule apply.
///
/// Definitions loaded from JSON use rules-engine programs (`(= @n 1)`); the `number` contexts Glossa
/// derives from CLDR (``LanguageDefinition/cldrNumberContext(for:)``) select a plural category instead.
public enum ContextRuleCondition: Sendable {
    /// A rules-engine program evaluated with the context's variables bound; the rule applies when it
    /// evaluates truthy.
    case program(RuleProgram)
    /// The rule applies when CLDR's plural rules put the subject number in this category.
    case pluralCategory(PluralCategory, rules: PluralRules)
}
