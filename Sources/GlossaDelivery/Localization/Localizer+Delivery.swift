import Foundation
import GlossaCLDR
import GlossaLocalization

extension Localizer {
    /// A localizer fed by over-the-air delivery (a ``DeliveryCatalogSource`` over `delivery`), set up as
    /// Transifex Native is: delivered strings and source strings are ICU MessageFormat
    /// (`Localizer.Configuration.transifex()`), so an untranslated source string renders its plurals and
    /// placeholders.
    ///
    /// ```swift
    /// let localizer = Localizer(sourceLocale: english, appLocales: [english, greek, french], delivery: delivery)
    /// try await localizer.loadCurrentLocale()   // the cached strings, before any network request
    /// localizer.translate("{cnt, plural, one {# file} other {# files}}", arguments: ["cnt": 3])
    /// ```
    ///
    /// - Parameters:
    ///   - sourceLocale: the language of the source strings.
    ///   - appLocales: the app's localizations; the source locale is added if missing.
    ///   - delivery: the delivery whose cache (and client) provide the translations.
    ///   - catalogs: catalogs available at once, besides the delivered ones.
    ///   - preferredLanguages: the user's languages, most preferred first (the system's by default).
    ///   - store: where the chosen locale is kept (in memory by default; see
    ///     `persistentLocaleStore(application:)` to persist it).
    ///   - notificationCenter: where `Notification.Name.localizerDidChange` is posted (nil posts nothing).
    ///   - configuration: policies and settings; Transifex's (ICU source strings) by default.
    public convenience init(
        sourceLocale: LocaleIdentifier, appLocales: [LocaleIdentifier], delivery: TranslationDelivery,
        catalogs: [Catalog] = [], preferredLanguages: [LocaleIdentifier] = PreferredLanguages.current(),
        store: any LocaleStore = InMemoryLocaleStore(), notificationCenter: NotificationCenter? = .default,
        configuration: Configuration = .transifex()
    ) {
        self.init(
            sourceLocale: sourceLocale, appLocales: appLocales, catalogs: catalogs,
            source: DeliveryCatalogSource(delivery: delivery), preferredLanguages: preferredLanguages, store: store,
            notificationCenter: notificationCenter, configuration: configuration)
    }
}
