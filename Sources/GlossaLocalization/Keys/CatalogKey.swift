import GlossaMessages

/// The key a message is stored under in a ``Catalog``.
///
/// Keys are opaque strings; the static factories build them the way each seed's SDK does, so a
/// catalog written by one of them is read with the same keys:
///
/// | scheme | factory | example |
/// | --- | --- | --- |
/// | an explicit key (Apple, MCLocalization, SKLocalizable, Swifternalization) | ``init(_:)`` | `"greeting"` |
/// | TML: `md5(label + ";;;" + description)` | ``tml(label:description:)`` | `TranslationKey` |
/// | Transifex Native (Python/JS): the source string, or `string::context` | ``sourceString(_:context:)`` | `"Hello::greeting"` |
/// | Transifex Native (Swift `txGenerateKey`) | ``transifexGenerated(sourceString:context:)`` | `md5("Hello world:")` |
/// | Transifex Native (Python/JS `generate_hashed_key`) | ``transifexHashed(sourceString:context:)`` | `md5("5:Hello world:")` |
public struct CatalogKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as stored in the catalog.
    public let rawValue: String

    /// A key used as written.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key used as written.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The key itself.
    public var description: String { rawValue }

    /// TMLKit's key for a label and its description: `md5(label + ";;;" + description)`.
    public static func tml(label: String, description: String = "") -> CatalogKey {
        CatalogKey(TranslationKey(label: label, description: description).rawValue)
    }

    /// Transifex Native's unhashed key (Python 3.x and JavaScript): the source string, or
    /// `string + "::" + context` when there is a context.
    public static func sourceString(_ sourceString: String, context: String? = nil) -> CatalogKey {
        guard let context, !context.isEmpty else { return CatalogKey(sourceString) }
        return CatalogKey(sourceString + "::" + context)
    }

    /// Transifex's Swift SDK key (`txGenerateKey`): `md5(sourceString + ":" + context)`, with each `,`
    /// in the context replaced by `:`, as lowercase hexadecimal.
    public static func transifexGenerated(sourceString: String, context: String? = nil) -> CatalogKey {
        let context = (context ?? "").replacingAll(",", with: ":")
        return CatalogKey(MD5.digest(of: (sourceString + ":" + context).utf8).description)
    }

    /// Transifex's Python and JavaScript hashed key (`generate_hashed_key`) for a string that is not a
    /// plural: `md5("5:" + escaped string + ":" + context)`, where `5` is Transifex's rule number of
    /// `other`, `\` and `:` in the string are escaped with a backslash, and the context's `,` become
    /// `:`. For an ICU plural pass its forms to ``transifexHashed(pluralForms:context:)``.
    public static func transifexHashed(sourceString: String, context: String? = nil) -> CatalogKey {
        transifexHashed(pluralForms: [.other: sourceString], context: context)
    }

    /// Transifex's Python hashed key for a plural source string, from its forms:
    /// `md5("1:# file:5:# files:" + context)` — the forms sorted by Transifex's rule number (`zero` 0,
    /// `one` 1, `two` 2, `few` 3, `many` 4, `other` 5), each as `number:escaped text`, joined by `:`.
    public static func transifexHashed(pluralForms: [TransifexPluralRule: String], context: String? = nil)
        -> CatalogKey
    {
        let forms = pluralForms.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.key.rawValue):\(escapeForHashing($0.value))" }
            .joined(separator: ":")
        let context = (context ?? "").replacingAll(",", with: ":")
        return CatalogKey(MD5.digest(of: (forms + ":" + context).utf8).description)
    }

    /// `\` → `\\` and `:` → `\:`, as transifex-python escapes a plural form before hashing.
    private static func escapeForHashing(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ":") }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for character in text {
            if character == "\\" || character == ":" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

/// Transifex's numbering of the CLDR plural categories, used by its hashed keys.
public enum TransifexPluralRule: Int, Sendable, Hashable, CaseIterable {
    /// CLDR `zero`.
    case zero = 0
    /// CLDR `one`.
    case one = 1
    /// CLDR `two`.
    case two = 2
    /// CLDR `few`.
    case few = 3
    /// CLDR `many`.
    case many = 4
    /// CLDR `other`.
    case other = 5
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free, for short strings).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
