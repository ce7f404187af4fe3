import Foundation
import GlossaMessages

/// How to produce a localized value again: what `Localizer.bind(_:of:to:)` and
/// ``Localizer/register(_:reuseIdentifier:value:)`` keep (strongly, with everything it captures) to
/// re-render after a locale change.
public struct LocalizedValue<Value>: Sendable {
    /// Renders the value with a localizer.
    public let render: @Sendable (Localizer) -> Value

    /// A value rendered by `render`.
    public init(_ render: @escaping @Sendable (Localizer) -> Value) {
        self.render = render
    }
}

extension LocalizedValue where Value == String {
    /// ``Localizer/string(_:table:arguments:default:)``.
    public static func string(
        _ key: CatalogKey, table: String? = nil, arguments: MessageArguments = [:],
        default defaultValue: String? = nil
    ) -> LocalizedValue {
        LocalizedValue { $0.string(key, table: table, arguments: arguments, default: defaultValue) }
    }

    /// ``Localizer/localize(_:description:tokens:options:)`` (TMLKit's
    /// `TMLLocalizedStringWithReuseIdentifier`).
    public static func tml(
        _ label: String, description: String = "", tokens: MessageArguments = [:],
        options: TMLOptions = TMLOptions()
    ) -> LocalizedValue {
        LocalizedValue { $0.localize(label, description: description, tokens: tokens, options: options) }
    }

    /// ``Localizer/localizeHTML(_:description:tokens:options:)``.
    public static func tmlHTML(
        _ label: String, description: String = "", tokens: MessageArguments = [:],
        options: TMLOptions = TMLOptions()
    ) -> LocalizedValue {
        LocalizedValue { $0.localizeHTML(label, description: description, tokens: tokens, options: options) }
    }
}

extension LocalizedValue where Value == AttributedString {
    /// ``Localizer/localizeAttributed(_:description:tokens:options:)`` (TMLKit's
    /// `TMLLocalizedAttributedStringWithReuseIdentifier`).
    public static func tmlAttributed(
        _ label: String, description: String = "", tokens: MessageArguments = [:],
        options: TMLOptions = TMLOptions()
    ) -> LocalizedValue {
        LocalizedValue { $0.localizeAttributed(label, description: description, tokens: tokens, options: options) }
    }

    /// ``Localizer/attributedString(_:table:arguments:default:)``.
    public static func attributedString(
        _ key: CatalogKey, table: String? = nil, arguments: MessageArguments = [:],
        default defaultValue: String? = nil
    ) -> LocalizedValue {
        LocalizedValue { $0.attributedString(key, table: table, arguments: arguments, default: defaultValue) }
    }
}
