import GlossaCLDR

extension ExpressionSelector {
    /// The variant of each expression, and of `other`, worked out once.
    func prepared(forVariantKeys variantKeys: [String]) -> any PreparedSelector {
        Prepared(selector: self, variantKeys: variantKeys)
    }

    /// Expressions fitted to one selection: each matcher knows its variant, so a render compares no
    /// keys. When every expression is a CLDR category or an exact integer (`one`, `few`, `ie:x=0`: the
    /// usual plural), it is also its own ``PluralShortcut``, and the resolver chooses for a count
    /// without calling it. (A class, as ICU's fitted plural: `@unchecked Sendable` as its superclass,
    /// every stored property an immutable `let` of a `Sendable` type.)
    final class Prepared: PluralShortcut, PreparedSelector, @unchecked Sendable {
        let selector: ExpressionSelector
        let variantKeys: [String]
        /// The variant of each of the selector's matchers, `-1` when the message has none for it.
        let matcherVariants: [Int]
        /// The `other` variant, `-1` when there is none.
        let otherVariant: Int
        /// Whether the expressions are all categories and exact integers (then this is a shortcut).
        private let answersIntegers: Bool

        init(selector: ExpressionSelector, variantKeys: [String]) {
            self.selector = selector
            self.variantKeys = variantKeys
            var firstVariants: [String: Int] = [:]
            for (variant, key) in variantKeys.enumerated() where firstVariants[key] == nil {
                firstVariants[key] = variant
            }
            let matcherVariants = selector.matchers.map { firstVariants[$0.key] ?? -1 }
            let otherVariant = firstVariants["other"] ?? -1
            self.matcherVariants = matcherVariants
            self.otherVariant = otherVariant
            let table = Self.integerTable(
                selector: selector, matcherVariants: matcherVariants, otherVariant: otherVariant,
                variantCount: variantKeys.count)
            answersIntegers = table != nil
            super.init(
                rules: selector.rules, offset: 0,
                variants: PluralCategoryVariants(variantKeys: table?.categoryKeys ?? []),
                exactIntegerVariants: table?.exactVariants ?? [])
        }

        /// Integers chosen without a call, when the expressions allow it (as ``choose(for:in:)``).
        var shortcuts: SelectionShortcuts {
            answersIntegers ? SelectionShortcuts(plural: self) : .none
        }

        func choose(for value: MessageValue?, in context: RenderContext) -> VariantChoice {
            guard let value else { return .failure(SelectionFailure("no value")) }
            switch selector.firstMatch(for: value) {
            case .success(let index):
                let variant = index.map { matcherVariants[$0] } ?? otherVariant
                if variant >= 0 { return .variant(variant) }
                return VariantChoice(keys: selector.keys(ofMatch: index), among: variantKeys)
            case .failure(let failure):
                return .failure(failure)
            }
        }

        /// How an integer chooses among these expressions, when every one is a category other than
        /// `other` or an exact integer: the exact integers' variants (each the first expression for its
        /// value that no earlier category expression takes), and keys for ``PluralCategoryVariants``
        /// that give each category the variant of its first expression, else `other`'s. `nil` when
        /// some expression is neither, or a matcher has no variant.
        private static func integerTable(
            selector: ExpressionSelector, matcherVariants: [Int], otherVariant: Int, variantCount: Int
        ) -> (categoryKeys: [String], exactVariants: [(value: Int, variant: Int)])? {
            var categoryKeys = Array(repeating: "", count: variantCount)
            if otherVariant >= 0 { categoryKeys[otherVariant] = PluralCategory.other.rawValue }
            var categories: [PluralCategory] = []
            var exactVariants: [(value: Int, variant: Int)] = []
            for (matcher, variant) in zip(selector.matchers, matcherVariants) {
                guard variant >= 0 else { return nil }
                if case .category(let category) = matcher.test, category != .other {
                    guard !categories.contains(category) else { continue }
                    categories.append(category)
                    categoryKeys[variant] = category.rawValue
                } else if let integer = matcher.test.exactInteger {
                    let taken =
                        exactVariants.contains { $0.value == integer }
                        || categories.contains(selector.rules.category(for: integer.magnitude))
                    if !taken { exactVariants.append((integer, variant)) }
                } else {
                    return nil
                }
            }
            return (categoryKeys, exactVariants)
        }
    }
}
