import Foundation
import GlossaCLDR
import GlossaLocalization

/// A `Localizer`'s catalogs from TML releases as TMLKit ships them: the `tml_<version>.tar.gz`
/// bundled with the app is installed by a ``ReleaseInstaller`` (unpacked, validated, kept unless a
/// newer release is installed), and the installer's current release is read one locale at a time
/// with `TMLReleaseCatalogSource`, when the Localizer first needs it.
///
/// ```swift
/// let installer = ReleaseInstaller(directory: releasesURL)
/// let source = ReleaseCatalogSource(installer: installer, bundledArchive: bundledArchiveURL)
/// let localizer = Localizer(sourceLocale: "en", appLocales: ["en", "ru"], source: source)
/// try await localizer.changeLocale(to: "ru")   // installs the archive if needed, reads ru/translations.json
/// ```
///
/// Given a ``ReleaseSource`` (`updates:`), the source is updatable: `Localizer.fetchTranslations()`
/// installs a newer release through ``ReleaseInstaller/updateIfAvailable(from:)`` (or, from a
/// ``ChannelReleaseSource``, whichever release the channel serves, older after a rollback) and then
/// reads the loaded locales from it, so the app never calls the installer itself.
///
/// ```swift
/// let source = ReleaseCatalogSource(
///     installer: installer, bundledArchive: bundledArchiveURL, updates: HTTPReleaseSource(baseURL: cdnURL))
/// let localizer = Localizer(sourceLocale: "en", appLocales: ["en", "ru"], source: source)
/// let update = await localizer.fetchTranslations()   // update.outcomes["ru"] == .updated after an install
/// ```
public struct ReleaseCatalogSource: UpdatableCatalogSource {
    /// The installer whose current release is read.
    public let installer: ReleaseInstaller
    /// The archive shipped with the app, installed when no release is, or when the app first ships it
    /// and it is newer (see ``ReleaseInstaller/installBundledArchive(at:)``).
    public let bundledArchive: URL?
    /// Where newer releases come from (a CDN through ``HTTPReleaseSource``); nil when the app ships
    /// its release only.
    public let updates: (any ReleaseSource)?
    /// How the release's files are read.
    public let reader: CatalogFileReader

    /// A source reading `installer`'s current release, after installing `bundledArchive` if it is
    /// newer, and updated from `updates` by `Localizer.fetchTranslations()`.
    public init(
        installer: ReleaseInstaller, bundledArchive: URL? = nil, updates: (any ReleaseSource)? = nil,
        reader: CatalogFileReader = .fileSystem
    ) {
        self.installer = installer
        self.bundledArchive = bundledArchive
        self.updates = updates
        self.reader = reader
    }

    /// The catalogs of `locale` in the current release, installing the bundled archive first if it is
    /// newer. Installing counts for the first half of the progress when it happens.
    ///
    /// - Throws: `CatalogError.unavailable(locale:reason:)` when no release is installed (the
    ///   bundled archive was rejected: the reason says why); `CatalogError.unreadable(location:reason:)`
    ///   when the release's files cannot be read.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        try await loadCatalogs(for: locale, progress: progress).catalogs
    }

    /// The catalogs of `locale` in the current release, with what reading it reported.
    ///
    /// - Throws: as ``catalogs(for:progress:)``.
    public func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void)
        async throws -> LoadedCatalogs
    {
        var rejection: ReleaseError?
        if let bundledArchive {
            if case .rejected(let error, _) = await installer.installBundledArchive(at: bundledArchive) {
                rejection = error
            }
        }
        guard let release = await installer.currentRelease() else {
            let reason = rejection.map { "the bundled release was rejected: \($0)" } ?? "no release is installed"
            throw CatalogError.unavailable(locale: locale.description, reason: reason)
        }
        progress(0.5)
        let loaded = try await TMLReleaseCatalogSource(folder: release.directory, reader: reader).loadCatalogs(
            for: locale
        ) { fraction in progress(0.5 + fraction / 2) }
        progress(1)
        return loaded
    }

    /// Installs the release of ``updates`` as ``ReleaseInstaller/updateIfAvailable(from:)`` does (when it
    /// is newer than the current one, or, for a channel, whenever it is another), then reads the
    /// `installNow` locales from it. Per locale: `CatalogUpdate.Outcome.updated` after an install,
    /// `CatalogUpdate.Outcome.notModified` when the current release is as new, and
    /// `CatalogUpdate.Outcome.failed(_:)` when the release was rejected (the current one stays in
    /// use) or cannot be read. Without ``updates``, nothing happens.
    public func fetchUpdates(for locales: [LocaleIdentifier], installNow: Set<LocaleIdentifier>) async
        -> CatalogUpdate
    {
        guard let updates else { return CatalogUpdate() }
        let outcome: CatalogUpdate.Outcome
        switch await installer.updateIfAvailable(from: updates) {
        case .installed: outcome = .updated
        case .upToDate: outcome = .notModified
        case .rejected(let error, _): outcome = .failed("the release was rejected: \(error)")
        }
        var result = CatalogUpdate(outcomes: Dictionary(uniqueKeysWithValues: locales.map { ($0, outcome) }))
        guard outcome == .updated else { return result }
        for locale in locales where installNow.contains(locale) {
            do {
                result.catalogs += try await loadCatalogs(for: locale, progress: { _ in }).catalogs
            } catch {
                result.outcomes[locale] = .failed(String(describing: error))
            }
        }
        return result
    }
}
