/// How fetched strings are merged into the strings a cache already holds for a locale.
///
/// `replaceAll` and `updateUsingTranslated` follow Transifex Native's `TXCacheUpdatePolicy` exactly
/// (an empty string means "known but not translated"; – means "absent"):
///
/// | Key | Cache | New | replaceAll | updateUsingTranslated |
/// |-----|-------|-----|------------|-----------------------|
/// | a   | "a"   | –   | –          | "a"                   |
/// | b   | "b"   | "B" | "B"        | "B"                   |
/// | c   | "c"   | ""  | ""         | "c"                   |
/// | d   | ""    | –   | –          | ""                    |
/// | e   | ""    | "E" | "E"        | "E"                   |
/// | f   | –     | "F" | "F"        | "F"                   |
/// | g   | –     | ""  | ""         | –                     |
///
/// The three older policies are Transifex's `TXCacheOverridePolicy` (SDK 0.1.1 and before), kept for
/// apps that relied on them. All three skip empty new strings:
///
/// | Key | Cache | New | overrideAll | overrideUsingTranslatedOnly | overrideUntranslatedOnly |
/// |-----|-------|-----|-------------|-----------------------------|--------------------------|
/// | a   | "a"   | –   | –           | "a"                         | "a"                      |
/// | b   | "b"   | "B" | "B"         | "B"                         | "b"                      |
/// | c   | "c"   | ""  | –           | "c"                         | "c"                      |
/// | d   | ""    | –   | –           | ""                          | ""                       |
/// | e   | ""    | "E" | "E"         | "E"                         | "E"                      |
/// | f   | –     | "F" | "F"         | "F"                         | "F"                      |
/// | g   | –     | ""  | –           | –                           | –                        |
///
/// A policy applies per locale: a locale that is not part of an update keeps its strings whatever the
/// policy (Transifex's memory cache drops it, which loses a locale whose download failed).
public enum UpdatePolicy: Sendable, Hashable, CaseIterable {
    /// Discard the locale's strings and use the new ones, empty strings included.
    case replaceAll
    /// Keep the locale's strings and apply only new non-empty strings.
    case updateUsingTranslated
    /// Transifex ≤ 0.1.1: use the new strings, leaving out empty ones.
    case overrideAll
    /// Transifex ≤ 0.1.1: update existing strings and add new ones, skipping empty ones (the same
    /// result as ``updateUsingTranslated``).
    case overrideUsingTranslatedOnly
    /// Transifex ≤ 0.1.1: only fill keys that are missing or untranslated (empty), with non-empty
    /// strings.
    case overrideUntranslatedOnly

    /// The locale's strings after applying `incoming` to `existing` (`nil`: the cache has no table).
    public func merge(existing: TranslationTable?, incoming: TranslationTable) -> TranslationTable {
        switch self {
        case .replaceAll:
            return incoming
        case .overrideAll:
            return incoming.filter { !$0.value.isEmpty }
        case .updateUsingTranslated, .overrideUsingTranslatedOnly:
            var result = existing ?? [:]
            for (key, string) in incoming where !string.isEmpty { result[key] = string }
            return result
        case .overrideUntranslatedOnly:
            var result = existing ?? [:]
            for (key, string) in incoming where !string.isEmpty && (result[key]?.isEmpty ?? true) {
                result[key] = string
            }
            return result
        }
    }
}
