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
///
/// The registrar is held behind a protocol chosen once at creation, so a lookup's `access` is one
/// witness call: no availability check and no dynamic cast on the path every `Localizer.string`
/// takes.
final class ObservationSupport: Sendable {
    private let registrar: (any LocalizerRegistrar)?

    init() {
        #if canImport(Observation)
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                registrar = ObservationRegistrarAdapter()
            } else {
                registrar = nil
            }
        #else
            registrar = nil
        #endif
    }

    /// Records that `keyPath` of `localizer` was read (for the current observation tracking).
    @inline(__always)
    func access<Member>(_ localizer: Localizer, keyPath: KeyPath<Localizer, Member>) {
        registrar?.access(localizer, keyPath: keyPath)
    }

    /// Runs `mutation`, telling observers of `keyPath` before and after.
    func withMutation<Member, Result>(
        of localizer: Localizer, keyPath: KeyPath<Localizer, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        guard let registrar else { return try mutation() }
        return try registrar.withMutation(of: localizer, keyPath: keyPath, mutation)
    }
}

/// What ``ObservationSupport`` needs of a registrar.
private protocol LocalizerRegistrar: Sendable {
    func access<Member>(_ localizer: Localizer, keyPath: KeyPath<Localizer, Member>)
    func withMutation<Member, Result>(
        of localizer: Localizer, keyPath: KeyPath<Localizer, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result
}

#if canImport(Observation)
    /// Observation's registrar, where the platform has it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private struct ObservationRegistrarAdapter: LocalizerRegistrar {
        let registrar = ObservationRegistrar()

        func access<Member>(_ localizer: Localizer, keyPath: KeyPath<Localizer, Member>) {
            registrar.access(localizer, keyPath: keyPath)
        }

        func withMutation<Member, Result>(
            of localizer: Localizer, keyPath: KeyPath<Localizer, Member>, _ mutation: () throws -> Result
        ) rethrows -> Result {
            try registrar.withMutation(of: localizer, keyPath: keyPath, mutation)
        }
    }
#endif
