/// Sent to observers of ``TranslationDelivery/updates()`` after a refresh saved new strings.
public struct TranslationUpdate: Sendable, Hashable {
    /// The tables now in effect for the updated locales (empty with ``ApplyMode/nextLaunch``).
    public var tables: [String: TranslationTable]
    /// The updated locales, sorted.
    public var locales: [String]
    /// When the strings apply.
    public var applyMode: ApplyMode

    /// Creates an update.
    public init(tables: [String: TranslationTable], locales: [String], applyMode: ApplyMode) {
        self.tables = tables
        self.locales = locales
        self.applyMode = applyMode
    }
}
