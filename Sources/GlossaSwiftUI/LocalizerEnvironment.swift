#if canImport(SwiftUI)
    import GlossaLocalization
    import SwiftUI

    /// The environment key of the `EnvironmentValues.localizer`.
    private struct LocalizerKey: EnvironmentKey {
        /// `Localizer.shared` until a view injects one.
        static var defaultValue: Localizer { Localizer.shared }
    }

    extension EnvironmentValues {
        /// The `Localizer` the views below read their strings from: ``LocalizedText`` and
        /// ``LocalePicker``. `Localizer.shared` unless a view above injects one with
        /// `View.localizer(_:)`.
        public var localizer: Localizer {
            get { self[LocalizerKey.self] }
            set { self[LocalizerKey.self] = newValue }
        }
    }

    extension View {
        /// Gives the views below `localizer` (`EnvironmentValues.localizer`).
        ///
        /// ```swift
        /// ContentView().localizer(localizer)
        /// ```
        public func localizer(_ localizer: Localizer) -> some View {
            environment(\.localizer, localizer)
        }
    }
#endif
