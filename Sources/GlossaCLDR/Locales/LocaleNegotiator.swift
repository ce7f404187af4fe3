/// Chooses, from the localizations an app ships, the ordered list to look strings up in for a user's
/// preferred languages. Foundation on Linux ignores the user's preferences entirely, so this is what
/// Glossa uses on every platform.
///
/// For each preferred locale, in order, the negotiator finds its best available match:
/// 1. **Exact**: the same identifier (identifiers are canonical, so `iw` finds `he`).
/// 2. **CLDR parent chain**: the nearest available locale among its parents, ``LocaleIdentifier/root`` excluded
///    (`en-AU` finds `en-001`, then `en`; `zh-HK` finds `zh-Hant`; `pt-AO` finds `pt-PT`).
/// 3. **Same language and script after maximising**, ranked by: the same maximal form (`zh-TW` finds
///    `zh-Hant-TW`, `pt` finds `pt-BR`); then the nearest shared non-root CLDR ancestor, so a sibling
///    under the same regional parent wins (`en-AU` prefers `en-GB` to `en-US` through `en-001`; `es-MX`
///    prefers `es-AR` to `es-ES` through `es-419`); then any region, in the order of `available`.
///    A different script never matches: `zh-Hant` does not get `zh-Hans`, `sr-Latn` does not get `sr`.
///
/// The match is followed by its own available parents (including ``LocaleIdentifier/root`` if available). Then the
/// default locale is appended, and finally ``LocaleIdentifier/base`` if it is available, because
/// `Base.lproj` holds the development localization's resources and is Apple's last resort too. Duplicates
/// are removed, keeping the first. A preference with no match contributes nothing. ``LocaleIdentifier/base``
/// and ``LocaleIdentifier/root`` are only matched by themselves or as parents.
///
/// The default is `default` if given (it counts as available even if not listed: it is the development
/// language whose strings are in the source), else `Base` if available, else the first available locale.
///
/// Examples, with available `en, ru, pt-BR`:
/// - preferred `pt-PT, fr` → `pt-BR, en` (pt-PT has no parent available; pt-BR is the same language and
///   script; fr matches nothing; en is the default).
/// - preferred `ru-UA, en-GB` → `ru, en`.
/// - preferred `zh-Hant` → `en`.
public struct LocaleNegotiator: Sendable {
    /// The available localizations, in the order given, without duplicates.
    public let available: [LocaleIdentifier]
    /// The locale appended at the end of every negotiated list (see the type's documentation).
    public let defaultLocale: LocaleIdentifier?

    /// All matchable candidates: `available` plus an explicit default.
    private let candidates: [LocaleIdentifier]

    /// Creates a negotiator for the localizations an app has.
    ///
    /// - Parameters:
    ///   - available: the app's localizations (for example its `.lproj` names, parsed).
    ///   - default: the development language. If nil: `Base` if available, else the first available.
    public init(available: [LocaleIdentifier], default: LocaleIdentifier? = nil) {
        let unique = available.uniqued()
        self.available = unique
        self.defaultLocale = `default` ?? (unique.contains(.base) ? .base : unique.first)
        self.candidates = (unique + [`default`].compactMap { $0 }).uniqued()
    }

    /// The ordered fallback list of available locales for the user's preferences (see the type's
    /// documentation). Empty only if there is nothing available and no default.
    public func negotiate(preferred: [LocaleIdentifier]) -> [LocaleIdentifier] {
        var result: [LocaleIdentifier] = []
        for preference in preferred {
            guard let match = bestMatch(for: preference) else { continue }
            result += match.parentChain.filter(candidates.contains)
        }
        if let defaultLocale { result.append(defaultLocale) }
        if available.contains(.base) { result.append(.base) }
        return result.uniqued()
    }

    /// The best available match for one preferred locale (steps 1–3 of the type's documentation), or nil.
    public func bestMatch(for preference: LocaleIdentifier) -> LocaleIdentifier? {
        if candidates.contains(preference) { return preference }
        if preference.isRoot || preference.isBase { return nil }
        if let parent = preference.parentChain.dropFirst().first(where: { !$0.isRoot && candidates.contains($0) }) {
            return parent
        }
        return closestSameScript(to: preference)
    }

    /// Step 3: the candidate with the same maximised language and script, closest by region.
    private func closestSameScript(to preference: LocaleIdentifier) -> LocaleIdentifier? {
        let maximal = preference.languageScriptRegion.maximized()
        let preferenceChain = maximal.minimized().parentChain
        var best: (rank: Int, locale: LocaleIdentifier)?
        for candidate in candidates where !candidate.isRoot && !candidate.isBase {
            let candidateMaximal = candidate.languageScriptRegion.maximized()
            guard candidateMaximal.language == maximal.language, candidateMaximal.script == maximal.script else {
                continue
            }
            let rank: Int
            if candidateMaximal == maximal {
                rank = 0
            } else {
                let candidateChain = candidateMaximal.minimized().parentChain
                let shared = preferenceChain.firstIndex { $0 != .root && candidateChain.contains($0) }
                rank = shared.map { $0 + 1 } ?? preferenceChain.count + 1
            }
            if best.map({ rank < $0.rank }) ?? true { best = (rank, candidate) }
        }
        return best?.locale
    }
}

extension Array where Element: Hashable {
    /// The elements in order, keeping only the first of each.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
