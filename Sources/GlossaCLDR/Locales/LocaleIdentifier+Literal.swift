extension LocaleIdentifier: ExpressibleByStringLiteral {
    /// An identifier written in code: `"ru"`, `"pt-BR"`, `"zh_Hant"` (so `changeLocale(to: "ru")` reads as
    /// it should). Parsed as ``init(parsing:)`` does.
    ///
    /// A literal that is not an identifier is a mistake in the code, not bad input: debug builds stop
    /// at it; release builds use ``root`` (which negotiates to the app's default locale). Parse text
    /// that comes from outside with ``init(parsing:)``, which throws.
    public init(stringLiteral value: String) {
        do {
            self = try LocaleIdentifier(parsing: value)
        } catch {
            assertionFailure("\"\(value)\" is not a locale identifier: \(error)")
            self = .root
        }
    }
}
