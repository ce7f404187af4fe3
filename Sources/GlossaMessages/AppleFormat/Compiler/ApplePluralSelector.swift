import GlossaCLDR

/// Chooses a form of an Apple plural variable: `zero` for exactly 0 when the variable has one (in every
/// language, as `.stringsdict` does), then the argument's CLDR category, then `other`.
struct ApplePluralSelector: MessageSelector {
    let rules: PluralRules

    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        guard let value else { return .failure(SelectionFailure("no value")) }
        let operands: PluralOperands
        let isZero: Bool
        switch value {
        case .number(let number):
            operands = number.operands
            isZero = number.value == 0
        default:
            guard let number = ICUNumbers.decimal(of: value) else {
                return .failure(SelectionFailure("the value is not a number"))
            }
            operands = number.operands
            isZero = number.isZero
        }
        let category = rules.category(for: operands).rawValue
        if isZero { return .success(SelectionKeys("zero", category, "other")) }
        return .success(category == "other" ? SelectionKeys("other") : SelectionKeys(category, "other"))
    }
}
