import GlossaJSON

/// A TML (Translation Exchange) release: what a `tml_<version>.tar.gz` in an app bundle, or a CDN
/// release folder, holds.
///
/// ```
/// snapshot.json            the release: id, version, metrics
/// application.json         the app: key, default locale, languages, features
/// sources.json             the source names
/// translation_keys.json    {"results": {key: {label, description?, locale}}}
/// <locale>/language.json   the language definition (context rules, cases)
/// <locale>/translations.json  {"results": {key: [{label, context?}]}}
/// <locale>/sources/*.json  the same translations grouped by source
/// ```
///
/// Keys are TML translation keys, the MD5 of `label;;;description` (`TranslationKey` in
/// GlossaMessages). Everything is kept: typed where Glossa uses it, as JSON where it is passed on
/// (language definitions, application and snapshot metadata, per-source files).
public struct TMLRelease: Sendable, Hashable {
    /// One translation key.
    public struct Key: Sendable, Hashable {
        /// The key (32 hex digits).
        public var key: String
        /// The source label (TML syntax).
        public var label: String
        /// The description that disambiguates the label, if any.
        public var description: String?
        /// The locale the label is written in.
        public var locale: String?
        /// Other members of the key's record, as read.
        public var otherMembers: JSONObject

        /// Creates a key.
        public init(
            key: String, label: String, description: String? = nil, locale: String? = nil,
            otherMembers: JSONObject = JSONObject()
        ) {
            self.key = key
            self.label = label
            self.description = description
            self.locale = locale
            self.otherMembers = otherMembers
        }
    }

    /// One translation of a key.
    public struct Translation: Sendable, Hashable {
        /// The translated label (TML syntax).
        public var label: String
        /// The context rules that select this translation (`{"user": {"gender": "male"}}`), if any.
        public var context: JSONValue?
        /// Other members, as read.
        public var otherMembers: JSONObject

        /// Creates a translation.
        public init(label: String, context: JSONValue? = nil, otherMembers: JSONObject = JSONObject()) {
            self.label = label
            self.context = context
            self.otherMembers = otherMembers
        }
    }

    /// `snapshot.json`, if present.
    public var snapshot: JSONValue?
    /// `application.json`, if present.
    public var application: JSONValue?
    /// `sources.json`, if present.
    public var sources: JSONValue?
    /// The translation keys, in file order.
    public var keys: [Key]
    /// The locales with a folder, in order.
    public var locales: [String]
    /// `<locale>/language.json` by locale.
    public var languages: [String: JSONValue]
    /// `<locale>/translations.json` by locale: key → translations, keys in file order.
    public var translations: [String: [(key: String, translations: [Translation])]]
    /// `<locale>/sources/<path>` by locale and path, as read.
    public var sourceFiles: [String: [(path: String, value: JSONValue)]]

    /// Creates a release.
    public init(
        snapshot: JSONValue? = nil, application: JSONValue? = nil, sources: JSONValue? = nil, keys: [Key] = [],
        locales: [String] = [], languages: [String: JSONValue] = [:],
        translations: [String: [(key: String, translations: [Translation])]] = [:],
        sourceFiles: [String: [(path: String, value: JSONValue)]] = [:]
    ) {
        self.snapshot = snapshot
        self.application = application
        self.sources = sources
        self.keys = keys
        self.locales = locales
        self.languages = languages
        self.translations = translations
        self.sourceFiles = sourceFiles
    }

    /// The application's default locale (`application.json` `default_locale`).
    public var defaultLocale: String? { application?["default_locale"]?.stringValue }

    /// The release version (`snapshot.json` `version`).
    public var version: String? { snapshot?["version"]?.stringValue }

    /// Equal when every part is equal, translations and source files in the same order.
    public static func == (lhs: TMLRelease, rhs: TMLRelease) -> Bool {
        lhs.snapshot == rhs.snapshot && lhs.application == rhs.application && lhs.sources == rhs.sources
            && lhs.keys == rhs.keys && lhs.locales == rhs.locales && lhs.languages == rhs.languages
            && lhs.translations.count == rhs.translations.count
            && lhs.translations.allSatisfy { locale, list in
                guard let other = rhs.translations[locale] else { return false }
                return list.elementsEqual(other) { $0.key == $1.key && $0.translations == $1.translations }
            }
            && lhs.sourceFiles.count == rhs.sourceFiles.count
            && lhs.sourceFiles.allSatisfy { locale, list in
                guard let other = rhs.sourceFiles[locale] else { return false }
                return list.elementsEqual(other) { $0.path == $1.path && $0.value == $1.value }
            }
    }

    /// Hashes the keys and locales.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(locales)
    }
}
