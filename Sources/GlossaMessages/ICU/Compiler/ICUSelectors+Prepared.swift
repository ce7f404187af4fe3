import GlossaCLDR

extension ICUPluralSelector {
    /// The variant of each exact value and each plural category, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// An ICU plural fitted to one selection: exact values and categories map to variants ahead, so
    /// an integer argument (the usual count) is chosen without comparing keys. (A class: a selection
    /// keeps it as `any PreparedSelector`, which would box a structure this size anyway. It is its own
    /// ``PluralShortcut``, so fitting a plural allocates one object. `@unchecked Sendable` as its
    /// superclass: every stored property is an immutable `let` of a `Sendable` type.)
    final class Prepared: PluralShortcut, PreparedSelector, @unchecked Sendable {
        let selector: ICUPluralSelector
        let variantKeys: [String]
        /// The variant of each exact value, in source order.
        let exactVariants: [(value: Double, variant: Int)]

        init(selector: ICUPluralSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            exactVariants = Self.exactVariants(of: selector, variantKeys: variantKeys)
            let offset = selector.offset.integer
            let exactIntegerVariants = Self.integers(exactVariants)
            // Exact values are compared with the value itself, and the shortcut compares them only
            // without an offset.
            answersIntegers =
                offset != nil && (exactVariants.isEmpty || (exactIntegerVariants != nil && offset == 0))
            super.init(
                rules: selector.rules, offset: offset ?? 0, variants: PluralCategoryVariants(variantKeys: variantKeys),
                exactIntegerVariants: exactIntegerVariants ?? [])
        }

        /// `exactVariants` with integer values, or `nil` when a value is not an integer whose `Double`
        /// no other integer shares (magnitude below 2^53): for those, comparing an `Int` argument with
        /// the value as an `Int` is comparing them as `Double`s, as ``choose(for:in:)`` does.
        private static func integers(
            _ exactVariants: [(value: Double, variant: Int)]
        ) -> [(value: Int, variant: Int)]? {
            var integers: [(value: Int, variant: Int)] = []
            integers.reserveCapacity(exactVariants.count)
            for exact in exactVariants {
                guard exact.value.magnitude < 0x1p53, let integer = Int(exactly: exact.value) else { return nil }
                integers.append((integer, exact.variant))
            }
            return integers
        }

        /// The variant of each of `selector`'s exact values: the first with its key. Keys are looked up
        /// in a table made once, so a plural with many exact values is fitted in linear time.
        private static func exactVariants(
            of selector: ICUPluralSelector, variantKeys: [String]
        ) -> [(value: Double, variant: Int)] {
            guard !selector.exactKeys.isEmpty else { return [] }
            var firstVariants: [String: Int] = [:]
            firstVariants.reserveCapacity(variantKeys.count)
            for (variant, key) in variantKeys.enumerated() where firstVariants[key] == nil {
                firstVariants[key] = variant
            }
            return selector.exactKeys.compactMap { exact in firstVariants[exact.key].map { (exact.value, $0) } }
        }

        /// The variant of each category (the shortcut's table).
        var categories: PluralCategoryVariants { variants }

        /// Integers chosen without a call, by this as a ``PluralShortcut``: the variant of an exact
        /// integer value, else the category of the value minus the offset, when the offset is an
        /// integer and the exact values, if any, are integers and there is no offset
        /// (``choose(for:in:)`` does the same then).
        var shortcuts: SelectionShortcuts {
            answersIntegers ? SelectionShortcuts(plural: self) : .none
        }

        /// Whether the offset is an integer and the variants' exact values, if any, are integers with
        /// no offset (worked out once: reading the selector's offset copies its digits).
        private let answersIntegers: Bool

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

    /// An ICU select fitted to one selection: text is compared with the variants' keys (by the
    /// selection's shortcuts, on both render paths), a gendered object's gender likewise.
    ///
    /// Two words, so that `any PreparedSelector` holds it inline: fitting a select allocates nothing
    /// beyond its keys.
    struct Prepared: PreparedSelector {
        let variantKeys: [String]
        /// The `other` variant, `-1` when there is none.
        let otherVariant: Int

        init(selector: ICUSelectSelector, variantKeys: [String]) {
            self.variantKeys = variantKeys
            otherVariant = variantKeys.firstIndex(of: "other") ?? -1
        }

        /// The selector this was fitted from (it has no state).
        var selector: ICUSelectSelector { ICUSelectSelector() }

        /// The variant for `gender`: its key's, else `other`'s; `-1` when there is neither.
        private func variant(for gender: Gender) -> Int {
            variantKeys.firstIndex(of: gender.rawValue) ?? otherVariant
        }

        /// Texts chosen without a call: compared with the keys, else `other` (as ``choose(for:in:)``).
        var shortcuts: SelectionShortcuts {
            SelectionShortcuts(textKeys: variantKeys, otherTextVariant: otherVariant)
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            switch value {
            case .object(let object)?:
                if let gender = object.gender {
                    let variant = variant(for: gender)
                    if variant >= 0 { return .variant(variant) }
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
