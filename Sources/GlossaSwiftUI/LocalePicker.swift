#if canImport(SwiftUI)
    import Foundation
    import GlossaCLDR
    import GlossaLocalization
    import SwiftUI

    /// A `Picker` of the environment's `Localizer`'s app locales (`EnvironmentValues.localizer`):
    /// choosing one calls `Localizer.changeLocale(to:progress:)`, which loads its catalogs first; the
    /// selection follows the localizer's current locale. Each locale is named in the current one
    /// (Foundation's `Locale.localizedString(forIdentifier:)`).
    ///
    /// ```swift
    /// LocalePicker("Language") { error in message = "\(error)" }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct LocalePicker: View {
        private let title: String
        private let onFailure: @MainActor @Sendable (any Error) -> Void
        @Environment(\.localizer) private var localizer

        /// A picker titled `title` (shown verbatim); `onFailure` receives the error when a locale's
        /// catalogs cannot be loaded (the localizer then keeps its locale).
        public init(_ title: String, onFailure: @escaping @MainActor @Sendable (any Error) -> Void = { _ in }) {
            self.title = title
            self.onFailure = onFailure
        }

        /// The picker.
        public var body: some View {
            let localizer = self.localizer
            let onFailure = self.onFailure
            let selection = Binding<LocaleIdentifier>(
                get: { localizer.locale },
                set: { locale in
                    Task { @MainActor in
                        do {
                            try await localizer.changeLocale(to: locale)
                        } catch {
                            onFailure(error)
                        }
                    }
                })
            Picker(selection: selection) {
                ForEach(localizer.appLocales, id: \.self) { locale in
                    Text(verbatim: Self.name(of: locale, in: localizer.locale)).tag(locale)
                }
            } label: {
                Text(verbatim: title)
            }
        }

        /// `locale`'s name in `current`'s language ("русский" in Russian, "Russian" in English); the
        /// identifier when Foundation has no name for it.
        static func name(of locale: LocaleIdentifier, in current: LocaleIdentifier) -> String {
            Locale(identifier: current.description).localizedString(forIdentifier: locale.description)
                ?? locale.description
        }
    }
#endif
