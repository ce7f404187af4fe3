/// A Unicode locale identifier (UTS #35) in canonical form: `en-US`, `zh-Hant-TW`, `sr-Latn-RS`,
/// `de-DE-u-co-phonebk`.
///
/// Parsing accepts `-` or `_` separators in any case and canonicalises: subtags get their standard case
/// (`zh_hans_cn` → `zh-Hans-CN`), CLDR 41's aliases are applied (`iw` → `he`, `eng` → `en`, `sh` →
/// `sr-Latn`, `no-bok` → `nb`, region `BU` → `MM`, `SU` → the region most likely for the language), the
/// extended-language form is reduced (`zh-yue` → `yue`), variants are sorted and extensions are sorted
/// by singleton. Two identifiers are therefore equal exactly when they name the same locale.
///
/// Two identifiers are special:
/// - ``root`` (`root`, also what `und` parses to) is CLDR's root locale, the last parent of every locale.
/// - ``base`` (`Base`) is Xcode's `Base.lproj`: the app's development localization. It has no parent,
///   no likely subtags, and parses only from the single subtag `Base` (any case).
///
/// Identifiers compare by their ``description``, which is also how they are encoded with `Codable`.
public struct LocaleIdentifier: Hashable, Sendable {
    /// The language subtag in lowercase (`en`, `zh`, `gsw`), `und` for ``root`` and other
    /// undetermined-language identifiers, and `Base` for ``base``.
    public let language: String
    /// The script subtag in title case (`Hant`, `Latn`), if present.
    public let script: String?
    /// The region subtag in uppercase (`US`, `419`), if present.
    public let region: String?
    /// The variant subtags in lowercase, sorted (`["1996"]` for `de-DE-1996`).
    public let variants: [String]
    /// The extensions in lowercase, each with its singleton and sorted by it (`["u-ca-gregory"]`).
    public let extensions: [String]
    /// The private-use part in lowercase, starting with `x` (`x-foo`), if present.
    public let privateUse: String?

    /// Creates an identifier from subtags that are already canonical. Internal: callers parse.
    init(
        language: String,
        script: String? = nil,
        region: String? = nil,
        variants: [String] = [],
        extensions: [String] = [],
        privateUse: String? = nil
    ) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
        self.extensions = extensions
        self.privateUse = privateUse
    }

    /// CLDR's root locale: the parent of every language. Its description is `root`; `und` parses to it.
    public static let root = LocaleIdentifier(language: "und")

    /// Xcode's `Base` localization (`Base.lproj`): the development localization's base resources.
    public static let base = LocaleIdentifier(language: "Base")

    /// Whether this is ``root`` (`root` or `und` with nothing else).
    public var isRoot: Bool { self == .root }

    /// Whether this is ``base``, Xcode's `Base` localization.
    public var isBase: Bool { self == .base }

    /// Whether CLDR knows the language — it appears in the likely-subtags data or has plural rules of
    /// its own (CLDR 46's plural data names a few languages, such as `blo` and `lld`, that CLDR 41's
    /// likely subtags predate) — or the identifier is ``root`` or ``base``. `en` and `gsw` are known;
    /// `zz` and `qaa` are not.
    public var isKnownLanguage: Bool {
        isRoot || isBase || LikelySubtags.isKnownLanguage(language)
            || PluralRuleData.cardinal.ruleSet(forKey: language) != nil
            || PluralRuleData.ordinal.ruleSet(forKey: language) != nil
    }

    /// The identifier with only language, script and region: variants, extensions and private use dropped.
    var languageScriptRegion: LocaleIdentifier {
        LocaleIdentifier(language: language, script: script, region: region)
    }

    /// The identifier with variants kept but extensions and private use dropped.
    var withoutExtensions: LocaleIdentifier {
        LocaleIdentifier(language: language, script: script, region: region, variants: variants)
    }

    /// The subtags of the identifier in canonical order, without separators.
    private var subtags: [String] {
        var result = [language]
        if let script { result.append(script) }
        if let region { result.append(region) }
        result += variants
        result += extensions
        if let privateUse { result.append(privateUse) }
        return result
    }

    /// The canonical form with `-`, for example `zh-Hant-TW`; `root` for ``root`` and `Base` for ``base``.
    public var description: String {
        isRoot ? "root" : subtags.joined(separator: "-")
    }

    /// The form with `_`, as CLDR names its data (`zh_Hant_TW`, `en_001`, `root`).
    public var posixIdentifier: String {
        isRoot ? "root" : subtags.joined(separator: "_").replacingDashes()
    }

    /// The CLDR release the locale data (aliases, likely subtags, parent locales) comes from: `41`.
    public static var cldrVersion: String { LikelySubtagsData.cldrVersion }
}

extension LocaleIdentifier: CustomStringConvertible {}

extension LocaleIdentifier: Comparable {
    /// Orders identifiers by their ``description``.
    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.description < rhs.description
    }
}

extension LocaleIdentifier: Codable {
    /// Decodes an identifier from a string, parsing (and canonicalising) it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            self = try LocaleIdentifier(parsing: string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the identifier as its ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension String {
    /// Extensions keep their inner `-` in the subtag list; the POSIX form uses `_` throughout.
    fileprivate func replacingDashes() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
