import GlossaCLDR

extension ApplePluralSelector {
    /// The variant of `zero` and of each plural category, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An Apple plural fitted to one selection: an integer argument maps to its variant through
    /// tables made ahead.
    struct Prepared: PreparedSelector {
        let selector: ApplePluralSelector
        let variantKeys: [String]
        /// The variant of each category (by ``PluralCategory/allCases`` order): its own, else
        /// `other`'s; `-1` when the message has neither.
        let categoryVariants: [Int]
        /// The `zero` variant, `-1` when there is none.
        let zeroVariant: Int

        init(selector: ApplePluralSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            categoryVariants = PluralCategory.allCases.map { category in
                variantKeys.firstIndex(of: category.rawValue) ?? variantKeys.firstIndex(of: "other") ?? -1
            }
            zeroVariant = variantKeys.firstIndex(of: "zero") ?? -1
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            if case .number(let number)? = value, let integer = number.integerValue {
                if integer == 0, zeroVariant >= 0 { return .variant(zeroVariant) }
                let category = selector.rules.category(for: integer.magnitude)
                let variant = categoryVariants[category.tableIndex]
                if variant >= 0 { return .variant(variant) }
            }
            switch selector.keys(for: value, in: context) {
            case .success(let keys): return VariantChoice(keys: keys, among: variantKeys)
            case .failure(let failure): return .failure(failure)
            }
        }
    }
}
