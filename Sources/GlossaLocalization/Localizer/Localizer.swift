import Foundation
import GlossaCLDR
import GlossaMessages

/// The object an app owns to look up localized strings, in every calling convention of the seeds,
/// and to switch language at runtime.
///
/// ```swift
/// let localizer = Localizer(
///     sourceLocale: english, appLocales: [english, russian],
///     catalogs: [try Catalog(locale: russian, messages: ["greeting": "Привет, {user}!"])],
///     store: InMemoryLocaleStore(russian))
/// localizer.string("greeting", arguments: ["user": "Anna"])   // "Привет, Anna!"
/// try await localizer.changeLocale(to: english)
/// ```
///
/// A lookup walks a per-key fallback chain: the current locale, its CLDR parents, the source
/// language, the caller's default value, and finally the key — so a missing translation never shows
/// a raw key when the source text exists (see <doc:LocalizerAndFallbacks>).
///
/// Lookups are synchronous and safe from any thread; they never wait for a locale change. Changing
/// the locale is asynchronous because the new locale's catalogs may have to be loaded or downloaded
/// from the ``CatalogSource``. Nothing is global: create as many localizers as you need (one per
/// request on a server, one per preview). ``shared`` exists for the String conveniences only.
public final class Localizer: Sendable {
    /// The language the app's source text is written in.
    public let sourceLocale: LocaleIdentifier
    /// The locales the app is localized into (the source locale included).
    public let appLocales: [LocaleIdentifier]

    let catalogSource: (any CatalogSource)?
    let store: any LocaleStore
    let notificationCenter: NotificationCenter?
    let negotiator: LocaleNegotiator
    let state: Locked<LocalizerState>
    let sourceTextCache = SourceTextCache()
    let observation = ObservationSupport()
    /// Objects whose localized strings are rewritten when the locale changes.
    public let reusableStrings: ReusableLocalizedStrings

    /// Creates a localizer and chooses its locale: the one stored by an earlier run if the app still
    /// supports it, else the best match for the user's preferred languages, else the source locale.
    ///
    /// - Parameters:
    ///   - sourceLocale: the language of the source text.
    ///   - appLocales: the app's localizations; the source locale is added if missing.
    ///   - catalogs: catalogs available at once (bundled strings built in code or loaded already).
    ///     Several catalogs of one locale and table are layers of that table, the later winning per
    ///     key: pass an `.lproj` folder's `.strings` catalog before its `.stringsdict` one, as Apple's
    ///     lookup prefers the `.stringsdict` entry.
    ///   - source: where catalogs of other locales come from when the locale changes.
    ///   - preferredLanguages: the user's languages, most preferred first (the system's by default).
    ///   - store: where the chosen locale is kept. By default in memory, so each start follows
    ///     `preferredLanguages`; pass ``persistentLocaleStore(application:)`` (user defaults on Apple
    ///     platforms, a file elsewhere) to let a choice made in the app win over them at the next start.
    ///   - notificationCenter: where `Notification.Name.localizerDidChange` is posted
    ///     (the default center; nil posts nothing).
    ///   - configuration: policies, render settings and the issue handler.
    public init(
        sourceLocale: LocaleIdentifier, appLocales: [LocaleIdentifier], catalogs: [Catalog] = [],
        source: (any CatalogSource)? = nil, preferredLanguages: [LocaleIdentifier] = PreferredLanguages.current(),
        store: any LocaleStore = InMemoryLocaleStore(), notificationCenter: NotificationCenter? = .default,
        configuration: Configuration = Configuration()
    ) {
        self.sourceLocale = sourceLocale
        let locales = appLocales.contains(sourceLocale) ? appLocales : [sourceLocale] + appLocales
        self.appLocales = locales
        self.catalogSource = source
        self.store = store
        self.notificationCenter = notificationCenter
        let negotiator = LocaleNegotiator(available: locales, default: sourceLocale)
        self.negotiator = negotiator
        let initial: LocaleIdentifier
        if let stored = store.loadLocale(),
            let match = configuration.pseudoLocales[stored] != nil ? stored : negotiator.bestMatch(for: stored)
        {
            initial = match
        } else {
            initial = negotiator.negotiate(preferred: preferredLanguages).first ?? sourceLocale
        }
        let byLocale = CatalogLayers(catalogs)
        state = Locked(
            LocalizerState(
                configuration: configuration, locale: initial, catalogs: byLocale,
                chain: FallbackChain(
                    locale: initial, sourceLocale: sourceLocale, catalogs: byLocale,
                    pseudoPolicy: configuration.pseudoLocales[initial])))
        reusableStrings = ReusableLocalizedStrings()
    }

    /// The current locale. Observable: views that read it update when it changes.
    public var locale: LocaleIdentifier {
        observation.access(self, keyPath: \.locale)
        return state.withLock { $0.locale }
    }

    /// Policies, render settings and the issue handler. Setting it re-renders nothing by itself;
    /// strings looked up afterwards use it.
    public var configuration: Configuration {
        get { state.withLock { $0.configuration } }
        set {
            state.withLock { state in
                state.configuration = newValue
                state.rebuildChain(sourceLocale: sourceLocale)
            }
            sourceTextCache.removeAll()
        }
    }

    /// TMLKit's configuration (default tokens, viewing user, decorations, clock), a shortcut into
    /// ``configuration``.
    public var settings: RenderSettings {
        get { configuration.settings }
        set { configuration.settings = newValue }
    }

    /// The locales whose catalogs are loaded.
    public var loadedLocales: [LocaleIdentifier] {
        state.withLock { $0.catalogs.locales }.sorted()
    }

    /// The catalogs loaded for `locale`, by table (a table's layers in the order given).
    public func catalogs(for locale: LocaleIdentifier) -> [Catalog] {
        state.withLock { $0.catalogs.catalogs(for: locale) }
    }

    /// The fallback chain of the current locale (the chain a lookup walks before the source language).
    var chain: FallbackChain {
        observation.access(self, keyPath: \.revision)
        return state.withLock { $0.chain }
    }

    /// Increases whenever strings may read differently (locale changed, catalogs updated). Observable.
    public var revision: Int {
        observation.access(self, keyPath: \.revision)
        return state.withLock { $0.revision }
    }
}

/// Everything about a localizer that changes, behind one lock.
struct LocalizerState {
    var configuration: Localizer.Configuration
    var locale: LocaleIdentifier
    var catalogs: CatalogLayers
    /// What a lookup reads; rebuilt by ``rebuildChain(sourceLocale:)`` after any of the above changes.
    private(set) var lookup: LookupState
    var revision = 0
    var changeRequest = 0
    var observers: [Int: AsyncStream<LocalizationChange>.Continuation] = [:]
    var nextObserver = 0

    init(
        configuration: Localizer.Configuration, locale: LocaleIdentifier,
        catalogs: CatalogLayers, chain: FallbackChain
    ) {
        self.configuration = configuration
        self.locale = locale
        self.catalogs = catalogs
        self.lookup = LookupState(chain: chain, configuration: configuration)
    }

    /// The fallback chain of the current locale.
    var chain: FallbackChain { lookup.chain }

    mutating func rebuildChain(sourceLocale: LocaleIdentifier) {
        let chain = FallbackChain(
            locale: locale, sourceLocale: sourceLocale, catalogs: catalogs,
            pseudoPolicy: configuration.pseudoLocales[locale])
        lookup = LookupState(chain: chain, configuration: configuration)
    }
}

/// What a lookup reads: the fallback chain and the configuration, replaced whole when the locale, the
/// catalogs or the configuration change. A lookup takes it from the lock with one retain rather than
/// copying the configuration's policies, settings and handler field by field.
final class LookupState: Sendable {
    let chain: FallbackChain
    let configuration: Localizer.Configuration

    init(chain: FallbackChain, configuration: Localizer.Configuration) {
        self.chain = chain
        self.configuration = configuration
    }
}
