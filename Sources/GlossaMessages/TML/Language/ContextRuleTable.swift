import GlossaCLDR

/// A language context's rules prepared once for ``LanguageContext/matchingRule(for:today:calendar:)``:
/// the fallback found, rules without a condition dropped, and every rules-engine condition lowered to a
/// ``RuleFastProgram`` over the context's variables where it can be, so that matching binds the subject's
/// values into slots instead of building a ``RuleEnvironment``.
final class ContextRuleTable: Sendable {
    /// One condition to try, with the index of its rule.
    enum Entry: Sendable {
        case plural(PluralCategory, PluralRules, rule: Int)
        case fast(RuleFastProgram, RuleProgram, rule: Int)
        case general(RuleProgram, rule: Int)
    }

    /// The conditions in the order they are tried.
    let entries: [Entry]
    /// The index of the fallback rule `other`, if any.
    let fallback: Int?
    /// The variables the slots hold, in slot order (the context's variables a subject can bind).
    let slotVariables: [ContextVariable]

    init(rules: [LanguageContextRule], variables: [String]) {
        var slotNames: [String] = []
        var slotVariables: [ContextVariable] = []
        for name in variables where !slotNames.contains(name) {
            guard let variable = ContextVariable(name: name) else { continue }
            slotNames.append(name)
            slotVariables.append(variable)
        }
        var entries: [Entry] = []
        for (index, rule) in rules.enumerated() where !rule.isFallback {
            switch rule.condition {
            case nil:
                continue
            case .pluralCategory(let category, let pluralRules):
                entries.append(.plural(category, pluralRules, rule: index))
            case .program(let program):
                if let fast = RuleFastProgram(program, slotNames: slotNames) {
                    entries.append(.fast(fast, program, rule: index))
                } else {
                    entries.append(.general(program, rule: index))
                }
            }
        }
        self.entries = entries
        self.fallback = rules.firstIndex { $0.isFallback }
        self.slotVariables = slotVariables
    }

    /// The subject's values in slot order.
    func slots(for subject: ContextSubject) -> RuleSlots {
        var slots = RuleSlots()
        for (index, variable) in slotVariables.enumerated() { slots[index] = subject.ruleValue(for: variable) }
        return slots
    }
}
