import GlossaCLDR

extension ApplePluralSelector {
    /// The variant of `zero` and of each plural category, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An Apple plural fitted to one selection: an integer argument maps to its variant through
    /// tables made ahead. It is its own ``PluralShortcut`` (the exact value 0 to the `zero` variant,
    /// categories to theirs), so the resolver chooses for a count without calling it. (A class, as
    /// ICU's fitted plural: `@unchecked Sendable` as its superclass, every stored property an
    /// immutable `let` of a `Sendable` type.)
    final class Prepared: PluralShortcut, PreparedSelector, @unchecked Sendable {
        let selector: ApplePluralSelector
        let variantKeys: [String]
        /// The `zero` variant, if the message has one (Apple's exactly-zero form).
        let zeroVariant: Int?

        init(selector: ApplePluralSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            let zeroVariant = variantKeys.firstIndex(of: "zero")
            self.zeroVariant = zeroVariant
            super.init(
                rules: selector.rules, offset: 0, variants: PluralCategoryVariants(variantKeys: variantKeys),
                exactIntegerVariants: zeroVariant.map { [(value: 0, variant: $0)] } ?? [])
        }

        /// Integers chosen without a call, by this as a ``PluralShortcut`` (as ``choose(for:in:)``).
        var shortcuts: SelectionShortcuts { SelectionShortcuts(plural: self) }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            if case .number(let number)? = value, let integer = number.integerValue {
                if integer == 0, let zeroVariant { return .variant(zeroVariant) }
                if let variant = variants.variant(for: selector.rules.category(for: integer.magnitude)) {
                    return .variant(variant)
                }
            }
            return VariantChoice(matching: selector, value: value, context: context, variantKeys: variantKeys)
        }
    }
}
