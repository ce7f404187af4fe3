import Foundation
import GlossaCLDR

/// What a function sees besides its operand and options: the locale, with its plural rules, and
/// the time zone dates are shown in.
public struct MF2FunctionContext: Sendable {
    /// The context's values, shared by its copies: the compiler, each compiled message's
    /// declarations and selectors hold the context, and a copy is then one reference.
    private final class Storage: Sendable {
        let locale: LocaleIdentifier
        let cardinalRules: PluralRules
        let ordinalRules: PluralRules
        let timeZone: TimeZone

        init(locale: LocaleIdentifier, timeZone: TimeZone) {
            self.locale = locale
            self.timeZone = timeZone
            cardinalRules = PluralRules(locale: locale, type: .cardinal)
            ordinalRules = PluralRules(locale: locale, type: .ordinal)
        }
    }

    private let storage: Storage

    /// The locale the message is formatted for.
    public var locale: LocaleIdentifier { storage.locale }
    /// The locale's cardinal plural rules.
    public var cardinalRules: PluralRules { storage.cardinalRules }
    /// The locale's ordinal plural rules.
    public var ordinalRules: PluralRules { storage.ordinalRules }
    /// The time zone `:date`, `:time` and `:datetime` show instants in (the formatting context's
    /// default time zone, which their `timeZone` option overrides).
    public var timeZone: TimeZone { storage.timeZone }

    /// A context for `locale`, showing dates in `timeZone` (the system's by default).
    public init(locale: LocaleIdentifier, timeZone: TimeZone = .current) {
        storage = Storage(locale: locale, timeZone: timeZone)
    }
}
