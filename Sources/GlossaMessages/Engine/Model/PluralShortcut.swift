import GlossaCLDR

/// How a plural selection chooses the variant of an integer without calling its selector: the CLDR
/// category, by the selection's rules, of the integer minus an integer offset, then that category's
/// variant (else `other`'s).
///
/// A selector whose choice for integers is exactly this (an ICU `plural` or `selectordinal` whose
/// variants have no exact-value key) hands one to ``SelectionShortcuts``, so both render paths choose
/// for a count by a table lookup, without an existential call or copying the value. A class: fitted
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

    /// A shortcut choosing among `variants` by `rules`, on the value minus `offset`.
    init(rules: PluralRules, offset: Int64, variants: PluralCategoryVariants) {
        self.rules = rules
        self.offset = offset
        self.variants = variants
    }

    /// The variant for `number`, or `nil` when it is not an integer this shortcut reads (a fraction, a
    /// number too large) or the selection has no variant for its category: the selector decides then.
    @inline(__always)
    final func variant(for number: MessageNumber) -> Int? {
        let magnitude: UInt64
        if offset == 0, let integer = number.integerValue {
            magnitude = UInt64(integer.magnitude)
        } else if let result = IntegerArgumentFormat.integer(number, minus: offset) {
            magnitude = result.magnitude
        } else {
            return nil
        }
        return variants.variant(for: rules.category(for: magnitude))
    }
}
