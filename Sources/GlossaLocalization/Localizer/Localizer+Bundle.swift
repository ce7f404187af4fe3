import Foundation
import GlossaCLDR

extension Localizer {
    /// A localizer over an app bundle's localizations, set up in one line:
    ///
    /// ```swift
    /// let localizer = try Localizer(bundle: .main)
    /// localizer.string("greeting")                 // from ru.lproj when the user prefers Russian
    /// try await localizer.changeLocale(to: "de")    // reads de.lproj now
    /// ```
    ///
    /// - The source locale is `sourceLocale` if given, else the bundle's development region
    ///   (`CFBundleDevelopmentRegion`), else English.
    /// - The app locales are the bundle's `.lproj` folders (`Base.lproj` is the source locale's base
    ///   resources, not a locale of its own) and its `CFBundleLocalizations`, with the source locale.
    /// - The current locale's files (with its CLDR parents', the source locale's and `Base.lproj`'s)
    ///   are read now, through an ``LprojCatalogSource`` which then serves the locales switched to.
    ///
    /// The other parameters are those of the full initializer
    /// ``init(sourceLocale:appLocales:catalogs:source:preferredLanguages:store:notificationCenter:configuration:)``,
    /// which remains for everything else (catalogs from other formats, over-the-air sources).
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` for a file of those locales that cannot
    ///   be read, naming the file and the line.
    public convenience init(
        bundle: Bundle, sourceLocale: LocaleIdentifier? = nil,
        preferredLanguages: [LocaleIdentifier] = PreferredLanguages.current(),
        store: any LocaleStore = InMemoryLocaleStore(), notificationCenter: NotificationCenter? = .default,
        configuration: Configuration = Configuration()
    ) throws {
        let source = LprojCatalogSource(bundle: bundle)
        // Read from the Info dictionary: Foundation's `developmentLocalization` and `localizations`
        // trap on Linux for a bundle without an Info.plist.
        let info = bundle.infoDictionary ?? [:]
        let development =
            sourceLocale ?? (info["CFBundleDevelopmentRegion"] as? String).flatMap {
                try? LocaleIdentifier(parsing: $0)
            }
            ?? "en"
        var locales = source.locales
        for name in info["CFBundleLocalizations"] as? [String] ?? [] {
            guard let locale = try? LocaleIdentifier(parsing: name), !locale.isBase, !locales.contains(locale)
            else { continue }
            locales.append(locale)
        }
        self.init(
            sourceLocale: development, appLocales: locales.sorted(), source: source,
            preferredLanguages: preferredLanguages, store: store, notificationCenter: notificationCenter,
            configuration: configuration)
        let wanted = localesToLoad(for: locale) + [.base]
        var loaded: [(LocaleIdentifier, [Catalog])] = []
        for locale in wanted {
            let read = try source.readCatalogs(for: locale)
            report(read.diagnostics, loading: locale)
            loaded.append((locale, read.catalogs))
        }
        state.withLock { state in
            for (locale, catalogs) in loaded where !catalogs.isEmpty { state.catalogs.load(locale, catalogs) }
            state.rebuildChain(sourceLocale: self.sourceLocale)
        }
    }
}
