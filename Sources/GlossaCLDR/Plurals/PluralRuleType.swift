/// Which kind of plural rules to select with.
public enum PluralRuleType: String, CaseIterable, Sendable, Codable {
    /// Cardinal numbers: "1 file", "2 files" (CLDR `plurals.xml`).
    case cardinal
    /// Ordinal numbers: "1st", "2nd", "3rd" (CLDR `ordinals.xml`).
    case ordinal
}
