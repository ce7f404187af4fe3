import Foundation

/// The directory holding downloaded strings (`txstrings.json`), their ETags and the app version
/// they were downloaded for.
///
/// Use ``caches(subdirectory:)`` for an app, or ``sharedContainer(groupIdentifier:subdirectory:)`` so
/// that the app and its extensions share one download.
public struct CacheDirectory: Sendable, Hashable {
    /// The directory.
    public let url: URL

    /// A directory at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// `<Caches>/<subdirectory>`: `Library/Caches` on Apple platforms, `$XDG_CACHE_HOME` or
    /// `~/.cache` on Linux.
    public static func caches(subdirectory: String = "glossa") throws(CacheError) -> CacheDirectory {
        guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else {
            throw .directoryUnavailable("no caches directory")
        }
        return CacheDirectory(url: caches.appendingPathComponent(subdirectory, isDirectory: true))
    }

    /// `<App Group container>/<subdirectory>`, shared by an app and its extensions.
    ///
    /// - Throws: ``CacheError/directoryUnavailable(_:)`` when the app lacks the App Groups entitlement
    ///   for `groupIdentifier`, or on platforms without app groups (Linux).
    public static func sharedContainer(groupIdentifier: String, subdirectory: String = "glossa") throws(CacheError)
        -> CacheDirectory
    {
        #if canImport(Darwin)
            guard
                let container = FileManager.default.containerURL(
                    forSecurityApplicationGroupIdentifier: groupIdentifier)
            else {
                throw .directoryUnavailable("no app group container for \(groupIdentifier)")
            }
            return CacheDirectory(url: container.appendingPathComponent(subdirectory, isDirectory: true))
        #else
            throw .directoryUnavailable("app group containers exist only on Apple platforms")
        #endif
    }

    /// `txstrings.json`: the downloaded strings.
    public var translationsFile: URL { url.appendingPathComponent("txstrings.json") }
    /// `etags.json`: the ETag of each locale and filter.
    public var etagsFile: URL { url.appendingPathComponent("etags.json") }
    /// `app-version`: the app version the downloads belong to.
    public var appVersionFile: URL { url.appendingPathComponent("app-version") }

    /// Deletes the downloaded strings and ETags when `appVersion` differs from the version recorded
    /// with them, then records `appVersion`. A new app version ships new bundled strings, which must
    /// not be hidden by downloads made for the old one.
    ///
    /// - Returns: whether downloads were deleted.
    @discardableResult
    public func invalidateIfAppVersionChanged(to appVersion: String) throws(CacheError) -> Bool {
        let recorded = (try? AtomicFile.read(appVersionFile)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
        guard recorded != appVersion else { return false }
        let hadDownloads = FileManager.default.fileExists(atPath: translationsFile.path)
        for file in [translationsFile, etagsFile] where FileManager.default.fileExists(atPath: file.path) {
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .writeFailed(path: file.path, reason: error.localizedDescription)
            }
        }
        try AtomicFile.write(Data(appVersion.utf8), to: appVersionFile)
        return hadDownloads && recorded != nil
    }

    /// The running app's version: `CFBundleShortVersionString (CFBundleVersion)` of `bundle`, or `nil`.
    public static func appVersion(of bundle: Bundle = .main) -> String? {
        let short = bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        let build = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        switch (short, build) {
        case (nil, nil): return nil
        case (let short?, nil): return short
        case (nil, let build?): return build
        case (let short?, let build?): return "\(short) (\(build))"
        }
    }
}
