import Foundation
import GlossaCLDR

/// A change observers of a ``Localizer`` hear about.
public struct LocalizationChange: Sendable, Hashable {
    /// Why strings may read differently now.
    public enum Reason: Sendable, Hashable {
        /// The current locale changed.
        case localeChanged
        /// Catalogs were added or replaced (a download finished, files were reloaded).
        case catalogsUpdated
    }

    /// The current locale after the change.
    public let locale: LocaleIdentifier
    /// Why.
    public let reason: Reason

    /// Creates a change.
    public init(locale: LocaleIdentifier, reason: Reason) {
        self.locale = locale
        self.reason = reason
    }
}

extension Notification.Name {
    /// Posted by a ``Localizer`` after its locale changed or its catalogs were updated (MCLocalization's
    /// `MCLocalizationLanguageDidChangeNotification`, SKLocalizable's `languageChanged`). The object is
    /// the localizer; `userInfo["locale"]` is the new locale's identifier and `userInfo["reason"]` is
    /// `localeChanged` or `catalogsUpdated`.
    public static let localizerDidChange = Notification.Name("GlossaLocalizerDidChange")
}

/// Why a locale change did not happen.
public enum LocalizerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The app has no localization that matches the locale (not even through its CLDR parents or
    /// likely subtags).
    case unsupportedLocale(String)
    /// A later ``Localizer/changeLocale(to:progress:)`` call started before this one finished; the
    /// later one wins.
    case superseded(by: String)

    /// A sentence saying why.
    public var description: String {
        switch self {
        case .unsupportedLocale(let locale): "no localization of the app matches \(locale)"
        case .superseded(let locale): "superseded by a change to \(locale)"
        }
    }
}
