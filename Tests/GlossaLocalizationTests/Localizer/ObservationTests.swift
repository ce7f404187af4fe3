#if canImport(Observation)
    import Foundation
    import Observation
    import Testing

    @testable import GlossaLocalization

    /// The localizer under Observation: tracking a lookup fires when the locale changes.
    struct ObservationTests {
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false
            func set() { lock.withLock { value = true } }
            var isSet: Bool { lock.withLock { value } }
        }

        @Test func aTrackedLookupFiresOnALocaleChange() async throws {
            let localizer = try FallbackChainTests.makeLocalizer(current: TestLocale.french)
            let changed = Flag()
            let text = withObservationTracking {
                localizer.string("locale")
            } onChange: {
                changed.set()
            }
            #expect(text == "fr")
            #expect(!changed.isSet)
            try await localizer.changeLocale(to: TestLocale.spanish)
            #expect(changed.isSet)
        }

        @Test func trackingTheLocaleFiresOnlyForLocaleChanges() async throws {
            let localizer = try FallbackChainTests.makeLocalizer(current: TestLocale.french)
            let changed = Flag()
            _ = withObservationTracking {
                localizer.locale
            } onChange: {
                changed.set()
            }
            await localizer.install([try Catalog(locale: TestLocale.french, messages: ["locale": "fr!"])])
            #expect(!changed.isSet)
            #expect(localizer.string("locale") == "fr!")
            try await localizer.changeLocale(to: TestLocale.spanish)
            #expect(changed.isSet)
        }
    }
#endif
