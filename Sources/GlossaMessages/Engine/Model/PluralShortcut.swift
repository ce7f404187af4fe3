import GlossaCLDR

/// How a plural selection chooses the variant of an integer without calling its selector: the variant
/// of the integer's exact value if it has one (Apple's `zero`, an expression's `ie:x=0`), else the CLDR
/// category, by the selection's rules, of the integer minus an integer offset, then that category's
/// variant (else `other`'s).
///
/// A selector whose choice for integers is exactly this (an ICU `plural` or `selectordinal` whose
/// exact-value keys, if any, are integers and which has no offset then, an Apple plural) hands one to
/// ``SelectionShortcuts``, so both render paths choose for a count by a table lookup, without an
/// existential call or copying the value. A class: fitted
/// selectors share it between the selections they fit, and a selection keeps it as one reference. Not
/// final: a fitted selector may be its own shortcut (ICU's is), so fitting allocates one object.
/// `@unchecked Sendable`: every stored property is an immutable `let` of a `Sendable` type, and
/// subclasses add only such.
class PluralShortcut: @unchecked Sendable {
    /// The rules that give an integer's category.
    let rules: PluralRules
    /// What is subtracted from the value before its category is found (ICU's `offset:`).
    let offset: Int64
    /// The variant of each category.
    let variants: PluralCategoryVariants
    /// Variants for exact values, tried in order before the category: the value itself is compared
    /// (not minus the offset). With any, the shortcut answers only for a plain `Int` without an
    /// offset; other numbers are left to the selector.
    let exactIntegerVariants: [(value: Int, variant: Int)]

    /// A shortcut choosing among `variants` by `rules`, on the value minus `offset`, unless the value
    /// is one of `exactIntegerVariants`'.
    init(
        rules: PluralRules, offset: Int64, variants: PluralCategoryVariants,
        exactIntegerVariants: [(value: Int, variant: Int)] = []
    ) {
        self.rules = rules
        self.offset = offset
        self.variants = variants
        self.exactIntegerVariants = exactIntegerVariants
    }

    /// The variant for `number`, or `nil` when it is not an integer this shortcut reads (a fraction, a
    /// number too large, or any but a plain `Int` when there are exact values) or the selection has no
    /// variant for its category: the selector decides then.
    @inline(__always)
    final func variant(for number: MessageNumber) -> Int? {
        let magnitude: UInt64
        if offset == 0, let integer = number.integerValue {
            if !exactIntegerVariants.isEmpty, let variant = exactIntegerVariant(for: integer) { return variant }
            magnitude = UInt64(integer.magnitude)
        } else if exactIntegerVariants.isEmpty, let result = IntegerArgumentFormat.integer(number, minus: offset) {
            magnitude = result.magnitude
        } else {
            return nil
        }
        return variants.variant(for: rules.category(for: magnitude))
    }

    /// The variant of the first of ``exactIntegerVariants`` whose value is `integer`.
    private final func exactIntegerVariant(for integer: Int) -> Int? {
        for exact in exactIntegerVariants where exact.value == integer { return exact.variant }
        return nil
    }
}
