#if canImport(Observation)
    import GlossaMessages
    import Observation

    /// A localized value as an observable model, for SwiftUI and anything else that uses
    /// Observation: ``value`` is rendered by its localizer when read, and whoever read it
    /// (a SwiftUI view's body, `withObservationTracking`) is told when it may read differently — the
    /// locale changed, catalogs were updated, or ``localized`` (the key, the arguments) was replaced.
    ///
    /// ```swift
    /// @State private var files = ObservableLocalizedValue(localizer, .string("files", arguments: ["count": 0]))
    /// var body: some View { Text(files.value) }
    /// // later: files.localized = .string("files", arguments: ["count": count])
    /// ```
    ///
    /// It is built and tested wherever Observation exists (Linux included); SwiftUI only reads it.
    /// Reading a ``Localizer``'s strings directly in a view body updates too (the localizer is
    /// observable); this type is for a value kept in a model with its arguments.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public final class ObservableLocalizedValue<Value>: Observable, Sendable {
        /// The localizer that renders the value.
        public let localizer: Localizer
        private let definition: Locked<LocalizedValue<Value>>
        private let registrar = ObservationRegistrar()

        /// A value `localized` renders with `localizer`.
        public init(_ localizer: Localizer, _ localized: LocalizedValue<Value>) {
            self.localizer = localizer
            definition = Locked(localized)
        }

        /// How the value is rendered (key, table, arguments). Replacing it tells observers.
        public var localized: LocalizedValue<Value> {
            get {
                registrar.access(self, keyPath: \.localized)
                return definition.withLock { $0 }
            }
            set {
                registrar.withMutation(of: self, keyPath: \.localized) { definition.withLock { $0 = newValue } }
            }
        }

        /// The value in the localizer's current locale, rendered now (a lookup costs about as much as
        /// reading a cached copy would, and cannot go stale).
        public var value: Value {
            localized.render(localizer)
        }
    }
#endif
