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
    /// SwiftUI's `Text("key", tableName:, bundle:, comment:)` and the other views and modifiers whose
    /// title is a `LocalizedStringKey` when written as a literal (`Button`, `Label`, `Toggle`,
    /// `.navigationTitle`, …).
    case swiftUI = "SwiftUI"
    /// Glossa's TML call: `translate("label", description:, tokens:)` (and `translateAttributed`,
    /// `translateHTML`); the description is the label's context.
    case glossaTranslate = "translate"
    /// Glossa's keyed lookup: `string(forKey: "key", default:, comment:, table:)`.
    case glossaString = "string(forKey:)"
    /// Glossa's keyed ICU MessageFormat lookup: `message(forKey: "key", default:, comment:, table:)`.
    case glossaMessage = "message(forKey:)"
}
