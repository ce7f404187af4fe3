import Foundation
import GlossaCLDR

/// What a function sees besides its operand and options: the locale, with its plural rules, and
/// the time zone dates are shown in.
public struct MF2FunctionContext: Sendable {
    /// The locale the message is formatted for.
    public let locale: LocaleIdentifier
    /// The locale's cardinal plural rules.
    public let cardinalRules: PluralRules
    /// The locale's ordinal plural rules.
    public let ordinalRules: PluralRules
    /// The time zone `:date`, `:time` and `:datetime` show instants in (the formatting context's
    /// default time zone, which their `timeZone` option overrides).
    public let timeZone: TimeZone

    /// A context for `locale`, showing dates in `timeZone` (the system's by default).
    public init(locale: LocaleIdentifier, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
        cardinalRules = PluralRules(locale: locale, type: .cardinal)
        ordinalRules = PluralRules(locale: locale, type: .ordinal)
    }
}
