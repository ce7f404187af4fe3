#if canImport(Observation)
    import Observation

    /// A ``Localizer`` is observable (Observation, where available): SwiftUI views and
    /// `withObservationTracking` that read ``Localizer/locale``, ``Localizer/revision`` or any looked-up
    /// string update when the locale changes or catalogs are updated.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension Localizer: Observable {}
#endif

/// Observation's registrar for the ``Localizer``, which must also run where Observation is not
/// available (macOS 12–13, iOS 15–16): the registrar exists only where Observation does, and every
/// call is a no-op elsewhere. This is what `@Observable` generates, written out so the class keeps
/// its deployment targets and its lock-protected state.
final class ObservationSupport: Sendable {
    #if canImport(Observation)
        private let registrar: (any Sendable)?

        init() {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                registrar = ObservationRegistrar()
            } else {
                registrar = nil
            }
        }

        /// Records that `keyPath` of `localizer` was read (for the current observation tracking).
        func access<Member>(_ localizer: Localizer, keyPath: KeyPath<Localizer, Member>) {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let registrar = registrar as? ObservationRegistrar
            {
                registrar.access(localizer, keyPath: keyPath)
            }
        }

        /// Runs `mutation`, telling observers of `keyPath` before and after.
        func withMutation<Member, Result>(
            of localizer: Localizer, keyPath: KeyPath<Localizer, Member>, _ mutation: () throws -> Result
        ) rethrows -> Result {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let registrar = registrar as? ObservationRegistrar
            {
                return try registrar.withMutation(of: localizer, keyPath: keyPath, mutation)
            }
            return try mutation()
        }
    #else
        init() {}

        func access<Member>(_ localizer: Localizer, keyPath: KeyPath<Localizer, Member>) {}

        func withMutation<Member, Result>(
            of localizer: Localizer, keyPath: KeyPath<Localizer, Member>, _ mutation: () throws -> Result
        ) rethrows -> Result {
            try mutation()
        }
    #endif
}
