#if canImport(SwiftUI)
    import GlossaLocalization
    import GlossaMessages
    import SwiftUI

    /// A `Text` showing a localized string of the environment's `Localizer`
    /// (`EnvironmentValues.localizer`), rendered again whenever the locale changes or catalogs
    /// are updated: the body reads the localizer, which is observable.
    ///
    /// ```swift
    /// LocalizedText("inbox", arguments: ["count": unread], default: "You have {count || message}")
    /// LocalizedText(tml: "{user} uploaded {count || photo}", tokens: ["user": user, "count": count])
    /// ```
    ///
    /// The string is shown verbatim: it is already localized, so SwiftUI's own lookup is not applied.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct LocalizedText: View {
        /// How the string is rendered.
        public let localized: LocalizedValue<String>
        @Environment(\.localizer) private var localizer

        /// A text rendering `localized` with the environment's localizer.
        public init(_ localized: LocalizedValue<String>) {
            self.localized = localized
        }

        /// The string of `key` (`LocalizedValue.string(_:table:arguments:default:)`).
        public init(
            _ key: CatalogKey, table: String? = nil, arguments: MessageArguments = [:],
            default defaultValue: String? = nil
        ) {
            self.init(.string(key, table: table, arguments: arguments, default: defaultValue))
        }

        /// The TML label `label` (`LocalizedValue.tml(_:description:tokens:options:)`).
        public init(
            tml label: String, description: String = "", tokens: MessageArguments = [:],
            options: TMLOptions = TMLOptions()
        ) {
            self.init(.tml(label, description: description, tokens: tokens, options: options))
        }

        /// The localized string, as a `Text`.
        public var body: some View {
            Text(verbatim: localized.render(localizer))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension Text {
        /// A text showing `value` verbatim; reading it in a view's body updates the view when the
        /// value may read differently (`ObservableLocalizedValue`).
        public init(_ value: ObservableLocalizedValue<String>) {
            self.init(verbatim: value.value)
        }
    }
#endif
