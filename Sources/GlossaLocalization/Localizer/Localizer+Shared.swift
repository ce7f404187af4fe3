import Foundation
import GlossaCLDR
import GlossaMessages

extension Localizer {
    private static let sharedStorage = Locked<Localizer?>(nil)

    /// A process-wide localizer for the conveniences that have nowhere to take one from
    /// (`"key".localized()`). Nothing else uses it: set it once at start if you use them. Until set,
    /// it is an English localizer without catalogs (every lookup shows its source text or key) whose
    /// choice is kept in memory only.
    public static var shared: Localizer {
        get {
            sharedStorage.withLock { stored in
                if let stored { return stored }
                let english = (try? LocaleIdentifier(parsing: "en")) ?? .root
                let fallback = Localizer(
                    sourceLocale: english, appLocales: [english], preferredLanguages: [], store: InMemoryLocaleStore(),
                    notificationCenter: nil)
                stored = fallback
                return fallback
            }
        }
        set { sharedStorage.withLock { $0 = newValue } }
    }
}
