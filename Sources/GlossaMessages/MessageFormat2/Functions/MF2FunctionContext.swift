import GlossaCLDR

/// What a function sees besides its operand and options: the locale, with its plural rules.
public struct MF2FunctionContext: Sendable {
    /// The locale the message is formatted for.
    public let locale: LocaleIdentifier
    /// The locale's cardinal plural rules.
    public let cardinalRules: PluralRules
    /// The locale's ordinal plural rules.
    public let ordinalRules: PluralRules

    /// A context for `locale`.
    public init(locale: LocaleIdentifier) {
        self.locale = locale
        cardinalRules = PluralRules(locale: locale, type: .cardinal)
        ordinalRules = PluralRules(locale: locale, type: .ordinal)
    }
}
