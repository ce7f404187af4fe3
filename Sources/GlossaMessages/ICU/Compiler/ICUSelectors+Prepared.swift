import GlossaCLDR

extension ICUPluralSelector {
    /// The variant of each exact value and each plural category, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An ICU plural fitted to one selection: exact values and categories map to variants ahead, so
    /// an integer argument (the usual count) is chosen without comparing keys. (A class: a selection
    /// keeps it as `any PreparedSelector`, which would box a structure this size anyway.)
    final class Prepared: PreparedSelector {
        let selector: ICUPluralSelector
        let variantKeys: [String]
        /// The variant of each exact value, in source order.
        let exactVariants: [(value: Double, variant: Int)]
        let categories: PluralCategoryVariants
        /// Integers chosen without a call: the category of the value minus the offset, when the
        /// variants have no exact-value key (``choose(for:in:)`` does the same then).
        let shortcuts: SelectionShortcuts

        init(selector: ICUPluralSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            exactVariants =
                selector.exactKeys.isEmpty
                ? []
                : selector.exactKeys.compactMap { exact in
                    variantKeys.firstIndex(of: exact.key).map { (exact.value, $0) }
                }
            categories = PluralCategoryVariants(variantKeys: variantKeys)
            if exactVariants.isEmpty, let offset = selector.offset.integer {
                shortcuts = SelectionShortcuts(
                    plural: PluralShortcut(rules: selector.rules, offset: offset, variants: categories))
            } else {
                shortcuts = .none
            }
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            if case .number(let number)? = value {
                // An integer: exact values on the value itself, the category on the value minus the
                // offset (the usual count, without offset, needs no operands).
                let magnitude: UInt64?
                if let integer = number.integerValue, selector.offset.integer == 0 {
                    magnitude = UInt64(integer.magnitude)
                } else {
                    magnitude = selector.offset.integerResult(of: number)?.magnitude
                }
                if let magnitude {
                    let exact = number.value
                    for candidate in exactVariants where candidate.value == exact {
                        return .variant(candidate.variant)
                    }
                    if let variant = categories.variant(for: selector.rules.category(for: magnitude)) {
                        return .variant(variant)
                    }
                }
            }
            return VariantChoice(matching: selector, value: value, context: context, variantKeys: variantKeys)
        }
    }
}

extension ICUSelectSelector {
    /// The variant of each gender and of `other`, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An ICU select fitted to one selection: a gendered object's variant is read from a table, text
    /// is compared with the variants' keys.
    struct Prepared: PreparedSelector {
        let selector: ICUSelectSelector
        let variantKeys: [String]
        /// The variant for each gender (by ``Gender/tableIndex``), `other`'s when it has none; `-1`
        /// when there is neither. Inline: made for every select a message compiles.
        private let genderVariants: (Int32, Int32, Int32, Int32)
        /// The `other` variant, `-1` when there is none.
        let otherVariant: Int

        /// Texts chosen without a call: compared with the keys, else `other` (as ``choose(for:in:)``).
        var shortcuts: SelectionShortcuts {
            SelectionShortcuts(textKeys: variantKeys, otherTextVariant: otherVariant)
        }

        init(selector: ICUSelectSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            let other = variantKeys.firstIndex(of: "other") ?? -1
            otherVariant = other
            var genders: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
            withUnsafeMutableBytes(of: &genders) { genders in
                for gender in Gender.allCases {
                    let variant = variantKeys.firstIndex(of: gender.rawValue) ?? other
                    genders.storeBytes(
                        of: Int32(truncatingIfNeeded: variant), toByteOffset: gender.tableIndex * 4, as: Int32.self)
                }
            }
            genderVariants = genders
        }

        /// The variant for `gender`, `-1` when there is none.
        @inline(__always)
        private func variant(for gender: Gender) -> Int {
            Int(withUnsafeBytes(of: genderVariants) { $0.load(fromByteOffset: gender.tableIndex &* 4, as: Int32.self) })
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            switch value {
            case .object(let object)?:
                if let gender = object.gender, variant(for: gender) >= 0 {
                    return .variant(variant(for: gender))
                }
            case .string(let text)?, .safeString(let text)?:
                if let index = variantKeys.firstIndex(of: text) { return .variant(index) }
                if otherVariant >= 0 { return .variant(otherVariant) }
            default:
                break
            }
            return VariantChoice(matching: selector, value: value, context: context, variantKeys: variantKeys)
        }
    }
}
