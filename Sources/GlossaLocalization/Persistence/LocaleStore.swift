import Foundation
import GlossaCLDR
import GlossaFormats
import GlossaMessages

/// Where a ``Localizer`` keeps the language the user chose, so the next start restores it
/// (MCLocalization stores it in user defaults).
public protocol LocaleStore: Sendable {
    /// The stored choice, if any.
    func loadLocale() -> LocaleIdentifier?
    /// Stores `locale`, or forgets the choice when nil.
    func saveLocale(_ locale: LocaleIdentifier?) throws
}

/// A store that remembers the user's in-app choice across launches: user defaults on Apple platforms,
/// a file in the user's configuration directory elsewhere (`$XDG_CONFIG_HOME/<application>/glossa-locale`,
/// `~/.config` by default).
///
/// Opt-in: a ``Localizer`` keeps its choice in memory unless given this store (or another). With it,
/// a choice made by ``Localizer/changeLocale(to:progress:)`` wins over the system's preferred
/// languages at the next start, as MCLocalization's does — which is what a language picker inside
/// the app wants, and surprises an app that follows the system setting.
///
/// ```swift
/// let localizer = try Localizer(bundle: .main, store: persistentLocaleStore())
/// ```
public func persistentLocaleStore(application: String = ProcessInfo.processInfo.processName) -> any LocaleStore {
    #if canImport(Darwin)
        return UserDefaultsLocaleStore()
    #else
        return FileLocaleStore(url: FileLocaleStore.defaultURL(application: application))
    #endif
}

/// ``persistentLocaleStore(application:)``, under its former name.
@available(*, deprecated, renamed: "persistentLocaleStore(application:)")
public func standardLocaleStore(application: String = ProcessInfo.processInfo.processName) -> any LocaleStore {
    persistentLocaleStore(application: application)
}

/// Keeps the choice in `UserDefaults` under a key (`glossa.locale` by default).
public struct UserDefaultsLocaleStore: LocaleStore {
    /// The defaults key.
    public let key: String
    /// The defaults suite, or nil for the standard defaults.
    public let suiteName: String?

    /// Creates a store.
    public init(key: String = "glossa.locale", suiteName: String? = nil) {
        self.key = key
        self.suiteName = suiteName
    }

    private var defaults: UserDefaults { suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard }

    /// The stored identifier, if it parses.
    public func loadLocale() -> LocaleIdentifier? {
        defaults.string(forKey: key).flatMap { try? LocaleIdentifier(parsing: $0) }
    }

    /// Stores the identifier.
    public func saveLocale(_ locale: LocaleIdentifier?) throws {
        if let locale { defaults.set(locale.description, forKey: key) } else { defaults.removeObject(forKey: key) }
    }
}

/// Keeps the choice in a small text file (the identifier and a line break), written atomically.
public struct FileLocaleStore: LocaleStore {
    /// The file.
    public let url: URL

    /// Creates a store writing `url`.
    public init(url: URL) {
        self.url = url
    }

    /// `$XDG_CONFIG_HOME/<application>/glossa-locale`, with `~/.config` when the variable is unset.
    public static func defaultURL(
        application: String, environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> URL
    {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config", isDirectory: true)
        return base.appendingPathComponent(application, isDirectory: true).appendingPathComponent("glossa-locale")
    }

    /// The stored identifier; nil if the file is missing or does not hold one.
    public func loadLocale() -> LocaleIdentifier? {
        guard let data = try? Data(contentsOf: url), data.count < 1024 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return try? LocaleIdentifier(parsing: text)
    }

    /// Writes the identifier (creating the directory), or removes the file.
    public func saveLocale(_ locale: LocaleIdentifier?) throws {
        guard let locale else {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Atomically for a file; a device or FIFO in its place is written through, never replaced.
        try FileOutput.write(Array((locale.description + "\n").utf8), toPath: url.path)
    }
}

/// Keeps the choice in memory only (tests, previews, servers).
public final class InMemoryLocaleStore: LocaleStore, Sendable {
    private let locale: Locked<LocaleIdentifier?>

    /// Creates a store holding `locale`.
    public init(_ locale: LocaleIdentifier? = nil) {
        self.locale = Locked(locale)
    }

    /// The held identifier.
    public func loadLocale() -> LocaleIdentifier? {
        locale.withLock { $0 }
    }

    /// Holds the identifier.
    public func saveLocale(_ locale: LocaleIdentifier?) {
        self.locale.withLock { $0 = locale }
    }
}
