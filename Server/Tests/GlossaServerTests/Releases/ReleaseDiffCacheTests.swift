import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

@Suite("Release diff cache")
struct ReleaseDiffCacheTests {
    /// Release `number` of `projectID` whose archive's SHA-256 is made of `archive`.
    static func release(_ number: Int, projectID: String = "demo", archive: Character) -> Release {
        Release(
            projectID: projectID,
            manifest: PublishedRelease(
                number: number, createdAt: 1, createdBy: PublishedRelease.Author(id: "u1", name: "Ada"),
                reviewedOnly: false, sourceLanguage: "en", languages: [],
                archive: PublishedRelease.File(sha256: String(repeating: archive, count: 64), size: 1)))
    }

    /// A diff of `from` and `to` with one change in each of `languages`.
    static func diff(_ from: Int, _ to: Int, languages: [String] = ["en", "fr"], padding: Int = 0) -> ReleaseDiff {
        ReleaseDiff(
            from: from, to: to,
            languages: languages.map {
                ReleaseDiff.Language(
                    code: $0,
                    changed: [.init(key: "a", old: "old", new: "new" + String(repeating: "x", count: padding))])
            })
    }

    /// Counts the diffs computed.
    final class Computations: Sendable {
        private let box = NIOLockedValueBox<[String]>([])
        var made: [String] { box.withLockedValue { $0 } }

        func compute(_ from: Int, _ to: Int, padding: Int = 0) -> (String?) async throws -> ReleaseDiff {
            { language in
                self.box.withLockedValue { $0.append("\(from)-\(to)-\(language ?? "all")") }
                return ReleaseDiffCacheTests.diff(
                    from, to, languages: language.map { [$0] } ?? ["en", "fr"], padding: padding)
            }
        }
    }

    @Test func aRepeatedDiffIsComputedOnce() async throws {
        let cache = ReleaseDiffCache()
        let computations = Computations()
        let (one, two) = (Self.release(1, archive: "a"), Self.release(2, archive: "b"))
        let first = try await cache.diff(from: one, to: two, compute: computations.compute(1, 2))
        let again = try await cache.diff(from: one, to: two, compute: computations.compute(1, 2))
        #expect(first == Self.diff(1, 2) && again == first)
        // One language of a diff held whole comes from it.
        let french = try await cache.diff(from: one, to: two, language: "fr", compute: computations.compute(1, 2))
        #expect(french == Self.diff(1, 2, languages: ["fr"]))
        #expect(computations.made == ["1-2-all"])
        #expect(cache.heldBytes > 0)
    }

    @Test func oneLanguageAloneIsKeptApartFromTheWhole() async throws {
        let cache = ReleaseDiffCache()
        let computations = Computations()
        let (one, two) = (Self.release(1, archive: "a"), Self.release(2, archive: "b"))
        _ = try await cache.diff(from: one, to: two, language: "fr", compute: computations.compute(1, 2))
        _ = try await cache.diff(from: one, to: two, language: "fr", compute: computations.compute(1, 2))
        let whole = try await cache.diff(from: one, to: two, compute: computations.compute(1, 2))
        #expect(whole == Self.diff(1, 2))
        #expect(computations.made == ["1-2-fr", "1-2-all"])
    }

    /// Another direction, another project, or a project made again under the same identifier (other
    /// archives for the same numbers) is another diff.
    @Test func theKeyHoldsTheProjectTheNumbersAndTheArchives() async throws {
        let cache = ReleaseDiffCache()
        let computations = Computations()
        let (one, two) = (Self.release(1, archive: "a"), Self.release(2, archive: "b"))
        _ = try await cache.diff(from: one, to: two, compute: computations.compute(1, 2))
        _ = try await cache.diff(from: two, to: one, compute: computations.compute(2, 1))
        _ = try await cache.diff(
            from: Self.release(1, projectID: "other", archive: "a"),
            to: Self.release(2, projectID: "other", archive: "b"),
            compute: computations.compute(1, 2))
        _ = try await cache.diff(
            from: Self.release(1, archive: "c"), to: Self.release(2, archive: "d"), compute: computations.compute(1, 2))
        #expect(computations.made == ["1-2-all", "2-1-all", "1-2-all", "1-2-all"])
    }

    @Test func theLeastRecentlyUsedDiffMakesRoomAndAnOversizedOneIsNotKept() async throws {
        let size = ReleaseDiffCache.estimatedBytes(Self.diff(1, 2, padding: 1000))
        let cache = ReleaseDiffCache(byteLimit: size * 2 + size / 2)
        let computations = Computations()
        let releases = (1...4).map { Self.release($0, archive: Character(String($0))) }
        func view(_ from: Int, _ to: Int, padding: Int = 1000) async throws {
            _ = try await cache.diff(
                from: releases[from - 1], to: releases[to - 1],
                compute: computations.compute(from, to, padding: padding))
        }
        try await view(1, 2)
        try await view(2, 3)
        try await view(1, 2)  // 1-2 is now the most recently used
        try await view(3, 4)  // no room for three: 2-3 goes
        try await view(1, 2)
        try await view(2, 3)
        #expect(computations.made == ["1-2-all", "2-3-all", "3-4-all", "2-3-all"])
        #expect(cache.heldBytes <= cache.byteLimit)
        try await view(1, 4, padding: 10 * size)
        try await view(1, 4, padding: 10 * size)
        #expect(computations.made.suffix(2) == ["1-4-all", "1-4-all"])
    }
}
