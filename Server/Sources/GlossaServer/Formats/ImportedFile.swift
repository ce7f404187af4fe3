/// What a translation file held for an import: its translations by language and key, and what the
/// reader saw but could not take, each with why, so that an import reports every entry it leaves out
/// instead of dropping it silently.
public struct ImportedFile: Sendable, Hashable {
    /// Translations by language and key.
    public var translations: [String: [String: String]]
    /// Entries of the file that hold a translation the server cannot store as one string.
    public var skipped: [SkippedEntry]
    /// What the reader warned about, each saying where (`line 3, column 5: …`).
    public var warnings: [String]

    /// Creates a file's contents.
    public init(translations: [String: [String: String]], skipped: [SkippedEntry] = [], warnings: [String] = []) {
        self.translations = translations
        self.skipped = skipped
        self.warnings = warnings
    }
}

/// An entry of an imported file that was not imported, and why.
public struct SkippedEntry: Sendable, Hashable {
    /// The entry's key.
    public var key: String
    /// Why it was not imported (`"device variations"`, `"substitutions"`).
    public var reason: String

    /// Creates a skipped entry.
    public init(key: String, reason: String) {
        self.key = key
        self.reason = reason
    }
}
