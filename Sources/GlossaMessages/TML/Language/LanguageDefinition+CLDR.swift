import GlossaCLDR

extension LanguageDefinition {
    /// The token expression of TML's English `number` context, used for CLDR-derived contexts too.
    static let numberTokenExpression = #"/.*(count|num|minutes|seconds|hours|sum|total)(\d)*$/"#
    /// ``numberTokenExpression`` compiled (a constant pattern; the tests check that it compiles).
    private static let numberTokenRegex = try? BoundedRegex(literal: numberTokenExpression)

    /// A `number` context for any CLDR locale, derived from its cardinal plural rules
    /// (`PluralRules`), so `{count || …}` works in every language CLDR knows.
    ///
    /// - keys: the locale's plural categories in CLDR order (`zero one two few many other`);
    /// - rules: one per category other than `other`, selecting it when the number's plural category
    ///   is that category (``ContextRuleCondition/pluralCategory(_:rules:)``), then the fallback
    ///   `other`;
    /// - token expression and variables: those of English (`count`, `num`, …; `@n`);
    /// - token mapping: with as many parameters as categories, the parameters map to the categories
    ///   positionally. With as many parameters as the categories everyday counts select (the
    ///   `everydayCategories(of:)`: French, Spanish and Italian `one, other`; Polish and Czech
    ///   `one, few, many` and `one, few, other`), those map positionally and each remaining category
    ///   takes `other`'s parameter, or the last one where `other` is not among them. That is how
    ///   TranslationExchange's own definitions read (Spanish: two forms), so a translation written for
    ///   TMLKit keeps working. Where the everyday categories are exactly `one` and `other`, one
    ///   parameter maps as in English (`{one: "{$0}", other: "{$0::plural}"}`, which needs a `plural`
    ///   case to inflect); other parameter counts are unsupported.
    public static func cldrNumberContext(for locale: LocaleIdentifier) -> LanguageContext {
        let pluralRules = PluralRules(locale: locale, type: .cardinal)
        let categories = pluralRules.categories
        var rules: [LanguageContextRule] = categories.filter { $0 != .other }.map {
            LanguageContextRule(keyword: $0.rawValue, condition: .pluralCategory($0, rules: pluralRules))
        }
        rules.append(LanguageContextRule(keyword: LanguageContext.fallbackKeyword, condition: nil))

        var mapping = [TokenMappingEntry](repeating: .unsupported, count: max(categories.count, 1))
        if !categories.isEmpty {
            mapping[categories.count - 1] = .templates(
                categories.enumerated().map { TokenMappingTemplate(ruleKeyword: $1.rawValue, template: "{$\($0)}") })
        }
        let everyday = everydayCategories(of: pluralRules)
        if !everyday.isEmpty, everyday.count < categories.count {
            let spare = everyday.firstIndex(of: .other) ?? everyday.count - 1
            mapping[everyday.count - 1] = .templates(
                categories.map { category in
                    let parameter = everyday.firstIndex(of: category) ?? spare
                    return TokenMappingTemplate(ruleKeyword: category.rawValue, template: "{$\(parameter)}")
                })
        }
        if everyday == [.one, .other] {
            mapping[0] = .templates(
                categories.map { category in
                    let template = category == .one ? "{$0}" : "{$0::plural}"
                    return TokenMappingTemplate(ruleKeyword: category.rawValue, template: template)
                })
        }
        return LanguageContext(
            keyword: "number", keys: categories.map(\.rawValue), defaultKey: LanguageContext.fallbackKeyword,
            tokenExpressionSource: numberTokenExpression,
            tokenExpression: numberTokenRegex,
            variables: ["@n"], tokenMapping: mapping, rules: rules)
    }

    /// The categories, in CLDR order, that whole numbers below a million select: what a count in an
    /// app's everyday text can show. French `many` (first at 1,000,000) and the categories only
    /// fractions select (Polish `other`, Czech `many`) are left out.
    static func everydayCategories(of rules: PluralRules) -> [PluralCategory] {
        let smallest = rules.smallestWholeNumbers
        return rules.categories.filter { category in smallest[category].map { $0 < 1_000_000 } ?? false }
    }
}
