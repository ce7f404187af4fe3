import Foundation

/// The usual cache stack, like Transifex Native's `TXStandardCache`, with a choice of when fetched
/// strings apply:
///
/// ```
/// FileOutputCache(directory/txstrings.json,
///   [ReadOnlyCache, only for .nextLaunch](
///     ProviderBasedCache([bundled file, downloaded file],
///       UpdatePolicyCache(policy, MemoryCache()))))
/// ```
///
/// ```swift
/// let cache = await StandardCache.load(
///     bundled: .bundled(), directory: try .caches(), policy: .updateUsingTranslated,
///     applyMode: .immediately, appVersion: CacheDirectory.appVersion())
/// ```
///
/// When `appVersion` differs from the version the downloads were made for, they are deleted first.
/// A corrupt or unreadable file is reported in ``loadIssues`` and skipped: the bundled strings
/// remain.
public struct StandardCache: TranslationCache {
    /// The directory of downloaded strings and ETags.
    public let directory: CacheDirectory
    /// When fetched strings apply.
    public let applyMode: ApplyMode
    /// The update policy.
    public let policy: UpdatePolicy
    /// Files that could not be loaded (and were skipped).
    public let loadIssues: [CacheLoadIssue]
    /// Whether downloads were deleted because the app version changed.
    public let invalidatedForNewAppVersion: Bool
    private let top: FileOutputCache

    /// Builds the stack and loads the files.
    ///
    /// - Parameters:
    ///   - bundled: the strings shipped with the app, or `nil`.
    ///   - directory: where downloads are kept.
    ///   - policy: how downloads are merged over the bundled strings and over each other.
    ///   - applyMode: whether fetched strings apply at once or at the next launch.
    ///   - appVersion: the running app's version; `nil` skips the check.
    ///   - logger: receives what was skipped or deleted while loading.
    public static func load(
        bundled: (any TranslationProvider)?, directory: CacheDirectory, policy: UpdatePolicy = .replaceAll,
        applyMode: ApplyMode = .immediately, appVersion: String? = nil,
        logger: any DeliveryLogger = PrintDeliveryLogger()
    ) async -> StandardCache {
        var issues: [CacheLoadIssue] = []
        var invalidated = false
        if let appVersion {
            do throws(CacheError) {
                invalidated = try directory.invalidateIfAppVersionChanged(to: appVersion)
                if invalidated { logger.log(.info, "app version changed to \(appVersion): downloads deleted") }
            } catch {
                issues.append(CacheLoadIssue(provider: "app-version", error: error))
            }
        }
        let memory = UpdatePolicyCache(policy: policy, base: MemoryCache())
        var providers: [any TranslationProvider] = []
        if let bundled { providers.append(bundled) }
        providers.append(FileTranslationProvider.downloaded(in: directory))
        let loaded = await ProviderBasedCache(providers: providers, base: memory, logger: logger)
        issues += loaded.loadIssues
        let middle: any TranslationCache = applyMode == .nextLaunch ? ReadOnlyCache(base: loaded) : loaded
        return StandardCache(
            directory: directory, applyMode: applyMode, policy: policy, loadIssues: issues,
            invalidatedForNewAppVersion: invalidated,
            top: FileOutputCache(fileURL: directory.translationsFile, base: middle))
    }

    /// The strings in effect.
    public func translations() async -> Translations {
        await top.translations()
    }

    /// Saves `translations` to the download file and, with ``ApplyMode/immediately``, applies them.
    public func update(with translations: Translations) async throws(CacheError) {
        try await top.update(with: translations)
    }

    /// The locales in the download file.
    public func persistedLocales() async -> Set<String> {
        await top.persistedLocales()
    }

    /// An ETag store in the same directory (`etags.json`).
    public func makeETagStore() -> FileETagStore {
        FileETagStore(fileURL: directory.etagsFile)
    }
}
