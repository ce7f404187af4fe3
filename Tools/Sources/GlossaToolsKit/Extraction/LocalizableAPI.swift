/// The calls `glossa extract` recognises, named as they appear in reports and JSON output.
public enum LocalizableAPI: String, Sendable, Hashable, CaseIterable {
    /// `NSLocalizedString("key", tableName:, bundle:, value:, comment:)`.
    case nsLocalizedString = "NSLocalizedString"
    /// `String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)`.
    case stringLocalized = "String(localized:)"
    /// `LocalizedStringResource("key", defaultValue:, table:, locale:, bundle:, comment:)`, or a string
    /// literal declared as a `LocalizedStringResource`.
    case localizedStringResource = "LocalizedStringResource"
    /// A `LocalizedStringKey` declared from a string literal.
    case localizedStringKey = "LocalizedStringKey"
    /// App Intents: `IntentDescription`, `IntentDialog`, `TypeDisplayRepresentation`,
    /// `DisplayRepresentation`, `@Parameter(title:)`, `.result(dialog:)` and `AppShortcut` (its
    /// `shortTitle`, and its phrases in table `AppShortcuts`).
    case appIntents = "AppIntents"
    /// SwiftUI's `Text("key", tableName:, bundle:, comment:)` and the other views and modifiers whose
    /// title is a `LocalizedStringKey` when written as a literal (`Button`, `Label`, `Toggle`,
    /// `.navigationTitle`, …).
    case swiftUI = "SwiftUI"
    /// The Localizer's TML calls: `localize("label", description:, tokens:, options:)`, `localizeHTML`,
    /// `localizeAttributed`; the description is the label's context (it is part of the TML key).
    case localize = "localize"
    /// The Localizer's keyed lookups: `string("key", table:, arguments:, default:)`, `html`,
    /// `attributedString` (Apple, ICU or TML messages stored under an explicit key).
    case keyedLookup = "string(_:)"
    /// The Localizer's Transifex Native call: `translate("source", context:, key:, arguments:, table:)`;
    /// the key is `key:` when given, else the source string.
    case translate = "translate"
    /// MCLocalization's `string(forKey: "key", placeholders:, table:)` on the Localizer.
    case stringForKey = "string(forKey:)"
    /// SKLocalizable's `localized("key", tableName:, arguments:)` on the Localizer, and
    /// `"key".localized(tableName:, arguments:)`.
    case localized = "localized"
}
