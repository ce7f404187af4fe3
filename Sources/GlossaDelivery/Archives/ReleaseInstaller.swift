import Foundation
import GlossaFormats

/// Installs TML release archives: the one bundled with the app, then newer ones from a server — or,
/// following a channel of Glossa's server (``ChannelReleaseSource``), whichever release the channel serves.
///
/// ```swift
/// let installer = ReleaseInstaller(directory: releasesURL)
/// _ = await installer.installBundledArchive(at: Bundle.main.url(forResource: "tml_20160218065921", withExtension: "tar.gz")!)
/// let release = await installer.recordLaunch()          // rolls back a release that never got confirmed
/// … load `release.directory` …
/// try await installer.confirmCurrentRelease()           // it works: drop the previous one
/// let outcome = await installer.updateIfAvailable(from: HTTPReleaseSource(baseURL: cdn))
/// ```
///
/// An install downloads the archive, checks its SHA-256 when the server publishes one, unpacks it into
/// a staging directory, validates it (``TMLReleaseValidator`` by default) and only then renames it into
/// place and records it as current — one atomic step. A corrupt download never replaces the current
/// release. The previous release is kept until ``confirmCurrentRelease()``; ``rollBack()`` (or
/// ``recordLaunch()`` after too many unconfirmed launches) returns to it and never reinstalls the
/// rejected version. Which release of a source is installed is the source's ``ReleaseSource/updateRule``:
/// newer ones only, or the source's release whatever its version (a channel rolled back to an older one).
///
/// Layout: `<directory>/releases/<version>/`, `<directory>/state.json`, and temporary
/// `<directory>/staging-*` and `<directory>/downloads/` while installing.
public actor ReleaseInstaller {
    /// The installer's directory.
    public nonisolated let directory: URL
    private let extractor: any ArchiveExtracting
    private let validator: any ReleaseValidating
    private let maximumUnconfirmedLaunches: Int
    private let logger: any DeliveryLogger

    /// Creates an installer.
    ///
    /// - Parameters:
    ///   - directory: where releases and the installer's state are kept.
    ///   - extractor: unpacks archives; GlossaFormats' safe tar, gzip and zip readers by default.
    ///   - validator: checks an unpacked release before it is installed.
    ///   - maximumUnconfirmedLaunches: how many launches a new release may go unconfirmed before
    ///     ``recordLaunch()`` rolls it back.
    ///   - logger: receives installs, rejections and roll-backs.
    public init(
        directory: URL, extractor: any ArchiveExtracting = GlossaArchiveExtractor(),
        validator: any ReleaseValidating = TMLReleaseValidator(),
        maximumUnconfirmedLaunches: Int = 1, logger: any DeliveryLogger = PrintDeliveryLogger()
    ) {
        self.directory = directory
        self.extractor = extractor
        self.validator = validator
        self.maximumUnconfirmedLaunches = max(0, maximumUnconfirmedLaunches)
        self.logger = logger
    }

    private var stateURL: URL { directory.appendingPathComponent("state.json") }
    private var releasesURL: URL { directory.appendingPathComponent("releases", isDirectory: true) }
    private func releaseURL(_ version: String) -> URL { releasesURL.appendingPathComponent(version, isDirectory: true) }

    private func release(_ version: String?, confirmed: Bool) -> InstalledRelease? {
        guard let version, FileManager.default.fileExists(atPath: releaseURL(version).path) else { return nil }
        return InstalledRelease(version: version, directory: releaseURL(version), isConfirmed: confirmed)
    }

    /// The release in use, if any.
    public func currentRelease() -> InstalledRelease? {
        let state = ReleaseState.load(from: stateURL)
        return release(state.current, confirmed: state.confirmed)
    }

    /// The release kept as a fallback until the current one is confirmed.
    public func previousRelease() -> InstalledRelease? {
        release(ReleaseState.load(from: stateURL).previous, confirmed: true)
    }

    /// Installs an archive shipped with the app (`tml_<version>.tar.gz`, `.tgz`, `.tar` or `.zip`)
    /// when no release is installed, or when the app ships this bundled release for the first time
    /// and it is newer than the installed one (the app was updated). A bundled release counts as
    /// confirmed.
    ///
    /// A bundle already offered before does not replace the installed release, even an older one:
    /// when a channel was rolled back to a release older than the bundle
    /// (``ReleaseUpdateRule/followSource``), the channel's release stays in use across launches.
    /// ``ReleaseArchiveName/bundledArchive(in:)`` finds the archive `glossa bundle` wrote.
    public func installBundledArchive(at archive: URL) async -> ReleaseUpdateOutcome {
        guard let name = ReleaseArchiveName(fileName: archive.lastPathComponent) else {
            return .rejected(.unrecognizedArchiveName(archive.lastPathComponent), current: currentRelease())
        }
        var state = ReleaseState.load(from: stateURL)
        if let current = currentRelease(),
            state.bundled == name.version || !ReleaseVersion.isOlder(current.version, than: name.version)
        {
            if state.bundled != name.version {
                state.bundled = name.version
                try? state.save(to: stateURL)
            }
            return .upToDate(current)
        }
        return install(
            archive: archive, version: name.version, format: name.format, confirmed: true, bundled: name.version)
    }

    /// Asks `source` for its release and installs it if the source's ``ReleaseSource/updateRule``
    /// says so: when it is newer than the current one (``ReleaseUpdateRule/newerOnly``), or whenever it
    /// is not the current one (``ReleaseUpdateRule/followSource``, a channel that may have been rolled
    /// back). A release the app rolled back from is not installed again.
    ///
    /// The archive is checked against the manifest's SHA-256 when it has one; a failed download, a
    /// checksum mismatch or an invalid release is ``ReleaseUpdateOutcome/rejected(_:current:)`` and
    /// leaves the current release in place.
    public func updateIfAvailable(from source: any ReleaseSource) async -> ReleaseUpdateOutcome {
        let manifest: ReleaseManifest
        do throws(ReleaseError) {
            manifest = try await source.latestRelease()
        } catch {
            logger.log(.warning, "release check failed: \(error)")
            return .rejected(error, current: currentRelease())
        }
        let state = ReleaseState.load(from: stateURL)
        switch source.updateRule {
        case .newerOnly:
            if let current = state.current, !ReleaseVersion.isOlder(current, than: manifest.version) {
                return .upToDate(currentRelease())
            }
        case .followSource:
            if let current = currentRelease(), current.version == manifest.version { return .upToDate(current) }
        }
        if state.rejected.contains(manifest.version) {
            logger.log(.info, "release \(manifest.version) was rolled back before; not installing it again")
            return .upToDate(currentRelease())
        }
        let data: Data
        do throws(ReleaseError) {
            data = try await source.downloadArchive(manifest)
        } catch {
            logger.log(.warning, "release \(manifest.version): download failed: \(error)")
            return .rejected(error, current: currentRelease())
        }
        if let expected = manifest.sha256 {
            let actual = SHA256.hexDigest(of: data)
            guard actual == expected else {
                logger.log(.warning, "release \(manifest.version): checksum mismatch")
                return .rejected(.checksumMismatch(expected: expected, actual: actual), current: currentRelease())
            }
        }
        let downloads = directory.appendingPathComponent("downloads", isDirectory: true)
        let file = downloads.appendingPathComponent(
            ReleaseArchiveName(version: manifest.version, format: manifest.format).fileName)
        defer { try? FileManager.default.removeItem(at: downloads) }
        do {
            try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            return .rejected(.fileSystem(error.localizedDescription), current: currentRelease())
        }
        return install(archive: file, version: manifest.version, format: manifest.format, confirmed: false)
    }

    /// Marks the current release as working and deletes the previous one.
    public func confirmCurrentRelease() throws(ReleaseError) {
        var state = ReleaseState.load(from: stateURL)
        guard state.current != nil else { return }
        state.confirmed = true
        state.unconfirmedLaunches = 0
        state.previous = nil
        try state.save(to: stateURL)
        prune(keeping: state)
    }

    /// Makes the previous release current again, deletes the current one and remembers its version as
    /// rejected.
    ///
    /// - Throws: ``ReleaseError/nothingToRollBackTo`` when no previous release is kept.
    @discardableResult
    public func rollBack() throws(ReleaseError) -> InstalledRelease {
        var state = ReleaseState.load(from: stateURL)
        guard let previous = state.previous, let restored = release(previous, confirmed: true) else {
            throw .nothingToRollBackTo
        }
        if let bad = state.current, !state.rejected.contains(bad) { state.rejected.append(bad) }
        state.current = previous
        state.previous = nil
        state.confirmed = true
        state.unconfirmedLaunches = 0
        try state.save(to: stateURL)
        prune(keeping: state)
        logger.log(.warning, "rolled back to release \(previous)")
        return restored
    }

    /// Call once per app launch, before loading the current release: counts launches of an
    /// unconfirmed release and rolls it back after `maximumUnconfirmedLaunches` of them (the app
    /// presumably failed before confirming it). Returns the release to load.
    public func recordLaunch() -> InstalledRelease? {
        var state = ReleaseState.load(from: stateURL)
        guard state.current != nil, !state.confirmed else { return currentRelease() }
        if state.unconfirmedLaunches >= maximumUnconfirmedLaunches, state.previous != nil {
            return (try? rollBack()) ?? currentRelease()
        }
        state.unconfirmedLaunches += 1
        try? state.save(to: stateURL)
        return currentRelease()
    }

    /// Unpacks, validates and commits; any failure leaves the current release in place.
    private func install(
        archive: URL, version: String, format: ArchiveKind, confirmed: Bool, bundled: String? = nil
    ) -> ReleaseUpdateOutcome {
        removeLeftovers()
        let staging = directory.appendingPathComponent("staging-\(UUID().uuidString)", isDirectory: true)
        var committed = false
        defer { if !committed { try? FileManager.default.removeItem(at: staging) } }
        do throws(ReleaseError) {
            do {
                try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            } catch {
                throw .fileSystem(error.localizedDescription)
            }
            do {
                try extractor.extract(archive, format: format, into: staging)
            } catch {
                throw .extractionFailed(String(describing: error))
            }
            try validator.validate(releaseAt: staging, version: version)
            if Task.isCancelled { throw .cancelled }

            var state = ReleaseState.load(from: stateURL)
            let target = releaseURL(version)
            do {
                try FileManager.default.createDirectory(at: releasesURL, withIntermediateDirectories: true)
                if FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.removeItem(at: target)
                }
                try FileManager.default.moveItem(at: staging, to: target)
            } catch {
                throw .fileSystem(error.localizedDescription)
            }
            committed = true
            let previous = state.current.flatMap { release($0, confirmed: true) }
            state.previous = confirmed ? nil : previous?.version
            state.current = version
            state.confirmed = confirmed
            state.unconfirmedLaunches = 0
            state.rejected.removeAll { $0 == version }
            if let bundled { state.bundled = bundled }
            do {
                try state.save(to: stateURL)
            } catch {
                try? FileManager.default.removeItem(at: target)
                throw error
            }
            prune(keeping: state)
            logger.log(.info, "installed release \(version)")
            let installed = InstalledRelease(version: version, directory: target, isConfirmed: confirmed)
            return .installed(installed, previous: confirmed ? nil : previous)
        } catch {
            logger.log(.warning, "release \(version) rejected: \(error)")
            return .rejected(error, current: currentRelease())
        }
    }

    /// Deletes staging directories and downloads left by an interrupted install.
    private func removeLeftovers() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix("staging-") {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Deletes every release but the current and the previous one.
    private func prune(keeping state: ReleaseState) {
        let keep = Set([state.current, state.previous].compactMap { $0 })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: releasesURL.path)) ?? []
        for name in names where !keep.contains(name) {
            try? FileManager.default.removeItem(at: releasesURL.appendingPathComponent(name))
        }
    }
}
