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
        let categories: PluralCategoryVariants
        /// The `zero` variant, if the message has one (Apple's exactly-zero form).
        let zeroVariant: Int?

        init(selector: ApplePluralSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            categories = PluralCategoryVariants(variantKeys: variantKeys)
            zeroVariant = variantKeys.firstIndex(of: "zero")
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            if case .number(let number)? = value, let integer = number.integerValue {
                if integer == 0, let zeroVariant { return .variant(zeroVariant) }
                if let variant = categories.variant(for: selector.rules.category(for: integer.magnitude)) {
                    return .variant(variant)
                }
            }
            return VariantChoice(matching: selector, value: value, context: context, variantKeys: variantKeys)
        }
    }
}
