import GlossaJSON

/// What a set of variations is selected by.
///
/// The kinds Glossa's formats use are constants; others can be made from any string.
public struct VariationKind: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The kind's name as String Catalogs and XLIFF ids spell it (`"plural"`).
    public let rawValue: String

    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind named by the literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// CLDR plural categories: `zero`, `one`, `two`, `few`, `many`, `other` (`.stringsdict` also
    /// honours `zero` as "exactly 0" in every language).
    public static let plural: VariationKind = "plural"
    /// Apple device families: `iphone`, `ipod`, `ipad`, `applewatch`, `appletv`, `applevision`, `mac`,
    /// `other`.
    public static let device: VariationKind = "device"
    /// Presentation widths (`.stringsdict` `NSStringVariableWidthRuleType`, Swifternalization's
    /// `@200`): the case keys are decimal widths.
    public static let width: VariationKind = "width"
    /// Swifternalization expressions (`ie:x>1`, `iex:2<x<10`, `exp:^1$`, or a shared expression name).
    public static let expression: VariationKind = "expression"
    /// TML context rules: each case key is the compact JSON of a translation's `context` object
    /// (`{"user":{"gender":"male"}}`), the empty string for a translation without one.
    public static let context: VariationKind = "context"

    /// The raw name.
    public var description: String { rawValue }
}

/// Variants of a string selected by one ``VariationKind``, in order.
public struct Variations: Sendable, Hashable {
    /// One case: its key (`"one"`, `"iphone"`, `"200"`) and its variant, which may vary further.
    public struct Case: Sendable, Hashable {
        /// The case key.
        public var key: String
        /// The variant for this case.
        public var variant: Variant

        /// Creates a case.
        public init(key: String, variant: Variant) {
            self.key = key
            self.variant = variant
        }
    }

    /// What the cases are selected by.
    public var kind: VariationKind
    /// The cases, in order.
    public var cases: [Case]

    /// Creates variations.
    public init(kind: VariationKind, cases: [Case]) {
        self.kind = kind
        self.cases = cases
    }

    /// Variations whose cases are plain string units.
    public init(kind: VariationKind, strings: KeyValuePairs<String, String>, state: TranslationState? = .translated) {
        self.kind = kind
        self.cases = strings.map {
            Case(key: $0.key, variant: Variant(unit: StringUnit(value: $0.value, state: state)))
        }
    }

    /// The variant for `key`.
    public subscript(key: String) -> Variant? {
        cases.first { $0.key == key }?.variant
    }
}

/// A named argument selector inside a string (String Catalogs' `substitutions`, a `.stringsdict`
/// variable): `%#@name@` in the text is replaced by the variant its argument selects.
public struct Substitution: Sendable, Hashable {
    /// The name used in `%#@name@`.
    public var name: String
    /// The 1-based position of the argument that drives the selection, if stated.
    public var argumentNumber: Int?
    /// The printf conversion of that argument without `%` (`lld`, `d`, `@`), if stated.
    public var formatSpecifier: String?
    /// The variations (normally plural).
    public var variations: Variations
    /// Format-specific data the model has no field for, keyed `"<format>/<name>"`.
    public var extensions: JSONObject

    /// Creates a substitution.
    public init(
        name: String, argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: Variations,
        extensions: JSONObject = JSONObject()
    ) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extensions = extensions
    }
}
