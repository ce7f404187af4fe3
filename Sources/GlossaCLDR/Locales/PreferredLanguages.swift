#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The user's preferred languages, most preferred first.
public enum PreferredLanguages {
    /// The preferred languages from a process environment, the way GNU gettext reads them.
    ///
    /// 1. The effective locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`.
    /// 2. If there is none, or it is `C` or `POSIX` (with any codeset, such as `C.UTF-8`), the result is
    ///    empty and `LANGUAGE` is ignored, as gettext does.
    /// 3. Otherwise the entries of `LANGUAGE` (a colon-separated list such as `pt_BR:pt:en`) come first,
    ///    followed by the effective locale if not already present.
    ///
    /// Entries are POSIX locale names: the codeset is dropped (`ru_RU.UTF-8` → `ru-RU`), script modifiers
    /// become scripts (`sr_RS@latin` → `sr-Latn-RS`, `uz_UZ@cyrillic` → `uz-Cyrl-UZ`), `@valencia` becomes
    /// a variant, other modifiers (`de_DE@euro`) are ignored. BCP 47 forms (`pt-BR`) work too. Empty and
    /// unparsable entries, and `C`/`POSIX` inside `LANGUAGE`, are skipped; duplicates are removed.
    public static func fromEnvironment(_ environment: [String: String]) -> [LocaleIdentifier] {
        let effective = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let effective, !POSIXLocaleName.isCOrPOSIX(effective) else { return [] }
        let entries = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [effective]
        return entries.compactMap(POSIXLocaleName.identifier(from:)).uniqued()
    }

    /// The current user's preferred languages: `Locale.preferredLanguages` on Apple platforms, and
    /// ``fromEnvironment(_:)`` of the process environment elsewhere (Foundation on Linux always answers
    /// `en-001` there).
    public static func current() -> [LocaleIdentifier] {
        #if canImport(Darwin)
            Locale.preferredLanguages.compactMap { try? LocaleIdentifier(parsing: $0) }.uniqued()
        #else
            fromEnvironment(ProcessInfo.processInfo.environment)
        #endif
    }
}
