import Foundation
import GlossaCLDR
import GlossaLocalization

/// A catalog source that counts its loads, reports progress in steps, can be made to fail, and can
/// be held until released (to test a switch while loading).
final class TestCatalogSource: CatalogSource, @unchecked Sendable {
    private let lock = NSLock()
    private let catalogs: [LocaleIdentifier: [Catalog]]
    private var requested: [LocaleIdentifier] = []
    private var failing: Set<LocaleIdentifier> = []
    private var held: [LocaleIdentifier: [CheckedContinuation<Void, Never>]] = [:]
    private var holding: Set<LocaleIdentifier> = []

    struct Failure: Error {}

    init(_ catalogs: [Catalog]) {
        self.catalogs = Dictionary(grouping: catalogs, by: \.locale)
    }

    var requests: [LocaleIdentifier] { lock.withLock { requested } }

    func fail(_ locale: LocaleIdentifier) { lock.withLock { _ = failing.insert(locale) } }

    func hold(_ locale: LocaleIdentifier) { lock.withLock { _ = holding.insert(locale) } }

    func release(_ locale: LocaleIdentifier) {
        let waiting = lock.withLock {
            holding.remove(locale)
            return held.removeValue(forKey: locale) ?? []
        }
        for continuation in waiting { continuation.resume() }
    }

    func isWaiting(_ locale: LocaleIdentifier) -> Bool { lock.withLock { !(held[locale] ?? []).isEmpty } }

    func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        let (shouldFail, shouldHold) = lock.withLock { () -> (Bool, Bool) in
            requested.append(locale)
            return (failing.contains(locale), holding.contains(locale))
        }
        if shouldHold {
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock { () -> Bool in
                    guard holding.contains(locale) else { return true }
                    held[locale, default: []].append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }
        progress(0.5)
        if shouldFail { throw Failure() }
        return catalogs[locale] ?? []
    }

    func hasLocalCatalogs(for locale: LocaleIdentifier) async -> Bool { false }
}
