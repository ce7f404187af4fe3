#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LocaleIdentifier {
    /// The identifier of a Foundation `Locale`: `LocaleIdentifier(Locale(identifier: "pt_BR"))` is `pt-BR`,
    /// `LocaleIdentifier(.current)` the user's locale.
    ///
    /// Foundation's identifiers use `_` and may carry ICU keywords after `@` (`de_DE@calendar=buddhist`,
    /// `en_GB@rg=uszzzz`); the keywords select formats, not a language, and are dropped. A locale
    /// whose identifier does not parse (Foundation's empty root locale) is ``root``, which negotiates
    /// to an app's default locale.
    public init(_ locale: Locale) {
        let identifier = locale.identifier.prefix { $0 != "@" }
        self = (try? LocaleIdentifier(parsing: String(identifier))) ?? .root
    }
}
