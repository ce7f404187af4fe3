import GlossaJSON

/// An entry's text in one locale: a plain string, variations (plural, device, width, …), or both a
/// format string and substitutions that select among variations per argument.
///
/// The shape follows String Catalogs, which can express everything the other formats can: a
/// `.stringsdict` entry is a format string (`NSStringLocalizedFormatKey`) plus one substitution per
/// variable; a Swifternalization value with expressions is ``Variations`` of kind
/// ``VariationKind/expression``.
public struct Localization: Sendable, Hashable {
    /// The variant itself: a string unit, variations, or (for a catalog entry that only has
    /// substitutions) neither.
    public var variant: Variant
    /// Named substitutions referenced from the text as `%#@name@`, in order.
    public var substitutions: [Substitution]
    /// Format-specific data the model has no field for, keyed `"<format>/<name>"`.
    public var extensions: JSONObject

    /// Creates a localization.
    public init(variant: Variant, substitutions: [Substitution] = [], extensions: JSONObject = JSONObject()) {
        self.variant = variant
        self.substitutions = substitutions
        self.extensions = extensions
    }

    /// A plain string with a state.
    public init(value: String, state: TranslationState? = .translated) {
        self.init(variant: Variant(unit: StringUnit(value: value, state: state)))
    }

    /// The plain string, if this localization is one string without variations or substitutions.
    public var plainValue: String? {
        guard variant.variations == nil, substitutions.isEmpty else { return nil }
        return variant.unit?.value
    }
}

/// A string unit, variations of it, or both empty.
public struct Variant: Sendable, Hashable {
    /// The text and its state.
    public var unit: StringUnit?
    /// Variations selected by plural category, device, width, …
    public var variations: Variations?
    /// Format-specific data the model has no field for, keyed `"<format>/<name>"`.
    public var extensions: JSONObject

    /// Creates a variant.
    public init(unit: StringUnit? = nil, variations: Variations? = nil, extensions: JSONObject = JSONObject()) {
        self.unit = unit
        self.variations = variations
        self.extensions = extensions
    }

    /// Every string unit in this variant and its nested variations, depth first, with the path of
    /// case keys that leads to it (`["plural", "one"]`, `["device", "iphone", "plural", "other"]`).
    public func units(prefix: [String] = []) -> [(path: [String], unit: StringUnit)] {
        var result: [(path: [String], unit: StringUnit)] = []
        var stack: [(path: [String], variant: Variant)] = [(prefix, self)]
        while let (path, variant) = stack.popLast() {
            if let unit = variant.unit { result.append((path, unit)) }
            if let variations = variant.variations {
                for variation in variations.cases.reversed() {
                    stack.append((path + [variations.kind.rawValue, variation.key], variation.variant))
                }
            }
        }
        return result
    }
}

/// The text of one variant and how far its translation has come.
public struct StringUnit: Sendable, Hashable {
    /// The text, with the source format's placeholders (`%@`, `%lld`, `{name}`, TML tokens, …) as they are.
    public var value: String
    /// The translation state, if the format records one.
    public var state: TranslationState?
    /// Format-specific data the model has no field for, keyed `"<format>/<name>"`.
    public var extensions: JSONObject

    /// Creates a string unit.
    public init(value: String, state: TranslationState? = nil, extensions: JSONObject = JSONObject()) {
        self.value = value
        self.state = state
        self.extensions = extensions
    }
}
