import GlossaCLDR

/// A language context's rules prepared once for ``LanguageContext/matchingRule(for:today:calendar:)``:
/// the fallback found, rules without a condition dropped, and every rules-engine condition lowered to a
/// ``RuleFastProgram`` over the context's variables where it can be, so that matching binds the subject's
/// values into slots instead of building a ``RuleEnvironment``.
final class ContextRuleTable: Sendable {
    /// The conditions in the order they are tried (a class, so that trying one copies one reference).
    let conditions: [ContextCondition]
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
        var conditions: [ContextCondition] = []
        for (index, rule) in rules.enumerated() where !rule.isFallback {
            guard let condition = rule.condition else { continue }
            conditions.append(ContextCondition(condition, rule: index, slotNames: slotNames))
        }
        self.conditions = conditions
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

/// One condition of a ``ContextRuleTable``, with the index of its rule.
final class ContextCondition: Sendable {
    /// What the condition needs to be decided.
    enum Kind: Sendable {
        /// A CLDR plural category.
        case plural
        /// A program with a fast form, which needs the slots.
        case fast
        /// A program without one, which needs a ``RuleEnvironment``.
        case general
    }

    /// The index of the rule in the context's rules.
    let rule: Int
    /// What the condition needs.
    let kind: Kind
    private let category: PluralCategory?
    private let pluralRules: PluralRules?
    private let fast: RuleFastProgram?
    private let program: RuleProgram?

    init(_ condition: ContextRuleCondition, rule: Int, slotNames: [String]) {
        self.rule = rule
        switch condition {
        case .pluralCategory(let category, let pluralRules):
            kind = .plural
            self.category = category
            self.pluralRules = pluralRules
            fast = nil
            program = nil
        case .program(let program):
            category = nil
            pluralRules = nil
            fast = RuleFastProgram(program, slotNames: slotNames)
            kind = fast == nil ? .general : .fast
            self.program = program
        }
    }

    /// Whether the subject's number is in the plural category (``Kind/plural``).
    func holds(forNumber number: ContextNumber) -> Bool {
        guard let category, let pluralRules else { return false }
        return pluralRules.category(for: number.operands) == category
    }

    /// Whether the fast form holds for `slots`, or `nil` when the general evaluator must decide.
    func holds(for slots: RuleSlots) -> Bool? {
        fast?.isSatisfied(slots)
    }

    /// Whether the program holds in `environment`.
    func holds(in environment: RuleEnvironment) -> Bool {
        program?.isSatisfied(in: environment) ?? false
    }
}
