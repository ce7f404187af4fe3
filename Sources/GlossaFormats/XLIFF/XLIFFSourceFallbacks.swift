import GlossaCLDR

/// Tells the source language's own strings from the fallback copies an XLIFF export gives it.
///
/// An export for one target language has a unit for every case the target uses, and each unit needs a
/// `<source>`: where the source language has no such case, Xcode (and Glossa's writer) fill in the
/// source's `other` text for a plural category it does not use (`few` and `many` of a Russian export)
/// and the source's plain text, or the key, for a substitution only the target has. Read back naïvely,
/// those copies would add `zero…many` to English or give a plain English string a substitution.
enum XLIFFSourceFallbacks {
    /// `localization` (of the source locale `locale`) without the fallback copies an export for
    /// `targets` gave it: plural cases of a category the targets use and the source does not, whose text
    /// is the source's `other` text, and substitutions its text does not refer to whose texts are its
    /// text or the key.
    static func removing(from localization: Localization, locale: String, key: String, targets: [String])
        -> Localization
    {
        let categories = categories(locale).map { own in
            targets.compactMap(Self.categories).reduce(Set<String>(), { $0.union($1) }).subtracting(own)
        }
        var result = localization
        result.variant = pruned(result.variant, categories: categories)
        let roots = result.variant.units().map(\.unit.value)
        result.substitutions = result.substitutions.compactMap { substitution in
            if !roots.isEmpty, !roots.contains(where: { $0.contains("#@\(substitution.name)@") }) {
                let texts = Variant(variations: substitution.variations).units().map(\.unit.value)
                if texts.allSatisfy({ $0 == key || roots.contains($0) }) { return nil }
            }
            var substitution = substitution
            if let variations = pruned(Variant(variations: substitution.variations), categories: categories).variations
            {
                substitution.variations = variations
            }
            return substitution
        }
        return result
    }

    /// The plural categories of `locale`, or `nil` when it is not a locale Glossa knows.
    private static func categories(_ locale: String) -> Set<String>? {
        guard let identifier = try? LocaleIdentifier(parsing: locale) else { return nil }
        return Set(PluralRules(locale: identifier).categories.map(\.rawValue))
    }

    /// `variant` without plural cases of the `targetOnly` categories whose text is that of `other`.
    private static func pruned(_ variant: Variant, categories targetOnly: Set<String>?) -> Variant {
        guard var variations = variant.variations, let targetOnly else { return variant }
        if variations.kind == .plural, let other = variations["other"] {
            variations.cases.removeAll { option in
                targetOnly.contains(option.key)
                    && option.variant.units().map(\.unit.value) == other.units().map(\.unit.value)
            }
        }
        for index in variations.cases.indices {
            variations.cases[index].variant = pruned(variations.cases[index].variant, categories: targetOnly)
        }
        var result = variant
        result.variations = variations
        return result
    }
}
