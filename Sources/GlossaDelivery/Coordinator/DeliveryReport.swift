/// The result of ``TranslationDelivery/fetchTranslations(locales:)``: what happened to each locale and
/// which strings are now in effect.
public struct DeliveryReport: Sendable, Hashable {
    /// The outcome per locale.
    public var outcomes: [String: LocaleOutcome]
    /// The tables now in effect for the locales that were updated (after the update policy); empty
    /// with ``ApplyMode/nextLaunch``, where they apply at the next launch.
    public var updatedTables: [String: TranslationTable]
    /// When the updated strings apply.
    public var applyMode: ApplyMode
    /// A failure to save the fetched strings; when set, nothing was updated.
    public var cacheError: CacheError?
    /// Whether the refresh was cancelled; nothing was saved then.
    public var wasCancelled: Bool

    /// Creates a report.
    public init(
        outcomes: [String: LocaleOutcome], updatedTables: [String: TranslationTable] = [:],
        applyMode: ApplyMode = .immediately, cacheError: CacheError? = nil, wasCancelled: Bool = false
    ) {
        self.outcomes = outcomes
        self.updatedTables = updatedTables
        self.applyMode = applyMode
        self.cacheError = cacheError
        self.wasCancelled = wasCancelled
    }

    /// The locales with new strings, sorted.
    public var updatedLocales: [String] {
        outcomes.compactMap { if case .updated = $0.value { $0.key } else { nil } }.sorted()
    }

    /// The locales whose fetch failed or whose strings could not be saved, sorted.
    public var failedLocales: [String] {
        outcomes.compactMap {
            switch $0.value {
            case .failed, .notSaved: $0.key
            case .updated, .notModified: nil
            }
        }.sorted()
    }

    /// Whether every locale failed because the service could not be reached: the app keeps its cached
    /// strings and can retry when the network returns.
    public var isOffline: Bool {
        !outcomes.isEmpty
            && outcomes.values.allSatisfy {
                if case .failed(let error) = $0 { error.isOffline } else { false }
            }
    }

    /// Whether every locale was updated or unchanged and the strings were saved.
    public var succeeded: Bool {
        failedLocales.isEmpty && cacheError == nil && !wasCancelled
    }
}
