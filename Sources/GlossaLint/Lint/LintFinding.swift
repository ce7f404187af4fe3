/// One problem `glossa lint` found.
public struct LintFinding: Sendable, Hashable {
    /// How serious it is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Worth a look; fails the run only with `--strict`.
        case warning
        /// Wrong: the app would show broken text, crash on a format, or lose a table. Fails the run.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// Which check found it.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// Placeholders, tokens, ICU arguments or printf conversions differ from the source's.
        case placeholders
        /// Plural categories missing that CLDR requires for the locale, or present that it never uses.
        case pluralCategories = "plural-categories"
        /// A plural form for a category CLDR uses for several numbers (Russian `one`: 1, 21, 31) does
        /// not show the number the source shows.
        case pluralNumber = "plural-number"
        /// A message does not parse in its syntax.
        case syntax
        /// A key appears twice in a file.
        case duplicateKey = "duplicate-key"
        /// A file does not parse as its format (for `.strings`, Apple's parser drops the whole table).
        case fileFormat = "file-format"
        /// A value is longer than its character limit.
        case length
        /// Keys with no translation in a locale (with `--require-complete`).
        case untranslated
        /// A locale that CLDR does not know.
        case locale
        /// A value holds a control character (U+0000–U+001F but tab and line breaks, U+007F–U+009F).
        case controlCharacter = "control-character"
    }

    /// How serious.
    public let severity: Severity
    /// Which check.
    public let check: Check
    /// Where (the value's position when known, else the key's, else the file).
    public let position: FilePosition
    /// The key, if the finding is about one.
    public let key: String?
    /// The locale, if the finding is about one.
    public let locale: String?
    /// The variation path (`plural.one`), if the finding is about one value.
    public let variation: String?
    /// What is wrong, in a sentence.
    public let message: String

    /// Creates a finding.
    public init(
        _ severity: Severity, _ check: Check, at position: FilePosition, key: String? = nil, locale: String? = nil,
        variation: String? = nil, _ message: String
    ) {
        self.severity = severity
        self.check = check
        self.position = position
        self.key = key
        self.locale = locale
        self.variation = variation
        self.message = message
    }

    /// `file:line:column: error: [check] "key" (locale, plural.one): message`.
    public var description: String {
        var subject = ""
        if let key {
            subject = JSONQuote.quoted(key)
            var details: [String] = []
            if let locale { details.append(locale) }
            if let variation, !variation.isEmpty { details.append(variation) }
            if !details.isEmpty { subject += " (\(details.joined(separator: ", ")))" }
            subject += ": "
        } else if let locale {
            subject = "\(locale): "
        }
        return "\(position): \(severity.rawValue): [\(check.rawValue)] \(subject)\(message)"
    }
}
