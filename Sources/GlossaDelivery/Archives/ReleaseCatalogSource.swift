import Foundation
import GlossaCLDR
import GlossaLocalization

/// A ``Localizer``'s catalogs from TML releases as TMLKit ships them: the `tml_<version>.tar.gz`
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
/// Newer releases are installed with ``ReleaseInstaller/updateIfAvailable(from:)``; the next locale
/// loaded reads the release current then.
public struct ReleaseCatalogSource: CatalogSource {
    /// The installer whose current release is read.
    public let installer: ReleaseInstaller
    /// The archive shipped with the app, installed unless the installer has a release as new.
    public let bundledArchive: URL?
    /// How the release's files are read.
    public let reader: CatalogFileReader

    /// A source reading `installer`'s current release, after installing `bundledArchive` if it is
    /// newer.
    public init(installer: ReleaseInstaller, bundledArchive: URL? = nil, reader: CatalogFileReader = .fileSystem) {
        self.installer = installer
        self.bundledArchive = bundledArchive
        self.reader = reader
    }

    /// The catalogs of `locale` in the current release, installing the bundled archive first if it is
    /// newer. Installing counts for the first half of the progress when it happens.
    ///
    /// - Throws: ``CatalogError/unavailable(locale:reason:)`` when no release is installed (the
    ///   bundled archive was rejected: the reason says why); ``CatalogError/unreadable(location:reason:)``
    ///   when the release's files cannot be read.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
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
        let catalogs = try await TMLReleaseCatalogSource(folder: release.directory, reader: reader).catalogs(
            for: locale
        ) { fraction in progress(0.5 + fraction / 2) }
        progress(1)
        return catalogs
    }
}
