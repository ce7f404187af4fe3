import Foundation
import GlossaCLDR
import GlossaFormats

extension Localizer {
    /// Switches to the app localization that best matches `requested` (itself, a CLDR parent, or the
    /// same language and script — see `LocaleNegotiator`), once its catalogs are available.
    ///
    /// Catalogs missing for the new locale, its CLDR parents and the source language are loaded from
    /// the ``CatalogSource`` first (which may download them); `progress` receives the fraction done.
    /// Until then lookups keep using the current locale. Afterwards the choice is saved to the
    /// ``LocaleStore``, observers hear about it (``changes``, `Notification.Name.localizerDidChange`,
    /// Observation), and ``reusableStrings`` are rewritten on the main actor.
    ///
    /// - Returns: the locale now current.
    /// - Throws: ``LocalizerError/unsupportedLocale(_:)`` when no app localization matches;
    ///   ``LocalizerError/superseded(by:)`` when a later call started first (the later one wins);
    ///   the source's error when loading fails (the current locale is kept).
    @discardableResult
    public func changeLocale(to requested: LocaleIdentifier, progress: (@Sendable (Double) -> Void)? = nil)
        async throws -> LocaleIdentifier
    {
        let pseudoLocales = configuration.pseudoLocales
        guard let target = pseudoLocales[requested] != nil ? requested : negotiator.bestMatch(for: requested) else {
            throw LocalizerError.unsupportedLocale(requested.description)
        }
        let request = state.withLock { state -> Int in
            state.changeRequest += 1
            return state.changeRequest
        }
        try await loadCatalogs(for: target, progress: progress)
        try Task.checkCancellation()
        let superseded = state.withLock { $0.changeRequest != request }
        if superseded { throw LocalizerError.superseded(by: state.withLock { $0.locale.description }) }
        install(locale: target)
        do {
            try store.saveLocale(target)
        } catch {
            configuration.issueHandler?(.persistenceFailed(String(describing: error)))
        }
        await announce(LocalizationChange(locale: target, reason: .localeChanged))
        return target
    }

    /// Loads the current locale's catalogs (and its parents' and the source language's) from the
    /// ``CatalogSource``. Call it once at start; ``changeLocale(to:progress:)`` does it for new locales.
    public func loadCurrentLocale(progress: (@Sendable (Double) -> Void)? = nil) async throws {
        let locale = self.locale
        let loaded = try await loadCatalogs(for: locale, progress: progress)
        if loaded { await announce(LocalizationChange(locale: self.locale, reason: .catalogsUpdated)) }
    }

    /// Whether switching to `locale` needs no loading from the source, or only a local one (TMLKit's
    /// `hasLocalTranslationsForLocale:`): use it to decide whether to show progress.
    public func hasLocalCatalogs(for locale: LocaleIdentifier) async -> Bool {
        let target = negotiator.bestMatch(for: locale) ?? locale
        let missing = state.withLock { state in localesToLoad(for: target).filter { !state.catalogs.isLoaded($0) } }
        guard let catalogSource else { return true }
        for locale in missing where await !catalogSource.hasLocalCatalogs(for: locale) { return false }
        return true
    }

    /// Adds or replaces catalogs, for example after a download, and tells observers. The catalogs given
    /// for a locale and table replace that table's catalogs; several given for one locale and table
    /// are layers of it, the later winning per key.
    public func install(_ catalogs: [Catalog]) async {
        guard !catalogs.isEmpty else { return }
        observation.withMutation(of: self, keyPath: \.revision) {
            state.withLock { state in
                state.catalogs.replace(with: catalogs)
                state.rebuildChain(sourceLocale: sourceLocale)
                state.revision += 1
            }
        }
        await announce(LocalizationChange(locale: locale, reason: .catalogsUpdated))
    }

    /// Asks the source again for every loaded locale's catalogs and installs what it returns
    /// (after the delivery client fetched new translations, or files changed).
    public func reloadCatalogs(progress: (@Sendable (Double) -> Void)? = nil) async throws {
        guard let catalogSource else { return }
        let locales = loadedLocales
        var fresh: [Catalog] = []
        for (index, locale) in locales.enumerated() {
            let count = Double(locales.count)
            let read = try await catalogSource.loadCatalogs(for: locale) { fraction in
                progress?((Double(index) + min(max(fraction, 0), 1)) / count)
            }
            report(read.diagnostics, loading: locale)
            fresh += read.catalogs
        }
        progress?(1)
        await install(fresh)
    }

    /// Passes what reading `locale`'s catalogs reported to the issue handler.
    func report(_ diagnostics: [FormatDiagnostic], loading locale: LocaleIdentifier) {
        guard !diagnostics.isEmpty, let handler = configuration.issueHandler else { return }
        handler(.catalogProblems(locale: locale, diagnostics: diagnostics))
    }

    /// The locales a locale reads from: itself and its CLDR parents (root excluded), then the source.
    func localesToLoad(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
        var locales = locale.parentChain.filter { !$0.isRoot }
        if !locales.contains(sourceLocale) { locales.append(sourceLocale) }
        return locales
    }

    /// Loads what `locale` needs and is not loaded yet; true if anything was loaded.
    @discardableResult
    func loadCatalogs(for locale: LocaleIdentifier, progress: (@Sendable (Double) -> Void)?) async throws -> Bool {
        let isPseudo = configuration.pseudoLocales[locale] != nil
        let wanted = isPseudo ? [sourceLocale] : localesToLoad(for: locale)
        let missing = state.withLock { state in wanted.filter { !state.catalogs.isLoaded($0) } }
        guard let catalogSource, !missing.isEmpty else {
            progress?(1)
            return false
        }
        var loaded: [LocaleIdentifier: [Catalog]] = [:]
        for (index, missingLocale) in missing.enumerated() {
            let count = Double(missing.count)
            let read = try await catalogSource.loadCatalogs(for: missingLocale) { fraction in
                progress?((Double(index) + min(max(fraction, 0), 1)) / count)
            }
            report(read.diagnostics, loading: missingLocale)
            loaded[missingLocale] = read.catalogs
            try Task.checkCancellation()
        }
        observation.withMutation(of: self, keyPath: \.revision) {
            state.withLock { state in
                for (loadedLocale, catalogs) in loaded where !state.catalogs.isLoaded(loadedLocale) {
                    state.catalogs.load(loadedLocale, catalogs)
                }
                state.rebuildChain(sourceLocale: sourceLocale)
                state.revision += 1
            }
        }
        progress?(1)
        return true
    }

    /// Makes `locale` current.
    private func install(locale: LocaleIdentifier) {
        observation.withMutation(of: self, keyPath: \.locale) {
            observation.withMutation(of: self, keyPath: \.revision) {
                state.withLock { state in
                    state.locale = locale
                    state.rebuildChain(sourceLocale: sourceLocale)
                    state.revision += 1
                }
            }
        }
    }

    /// Tells every observer about a change, then rewrites the reusable strings.
    func announce(_ change: LocalizationChange) async {
        let observers = state.withLock { Array($0.observers.values) }
        for observer in observers { observer.yield(change) }
        notificationCenter?.post(
            name: .localizerDidChange, object: self,
            userInfo: [
                "locale": change.locale.description,
                "reason": change.reason == .localeChanged ? "localeChanged" : "catalogsUpdated",
            ])
        await reusableStrings.refresh(using: self)
    }

    /// Every change from now on, as an asynchronous sequence (one per call; ends when the consumer
    /// stops iterating).
    ///
    /// ```swift
    /// for await change in localizer.changes { render(change.locale) }
    /// ```
    public var changes: AsyncStream<LocalizationChange> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: LocalizationChange.self, bufferingPolicy: .bufferingNewest(16))
        let id = state.withLock { state -> Int in
            state.nextObserver += 1
            state.observers[state.nextObserver] = continuation
            return state.nextObserver
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.observers.removeValue(forKey: id) }
        }
        return stream
    }
}
