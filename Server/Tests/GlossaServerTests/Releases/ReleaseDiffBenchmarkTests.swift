import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The release diff at scale: two releases of 50,000 keys × 10 languages (and the source), the second
/// with a tenth of the strings changed and 500 keys added and 500 removed in every language; the time
/// the server takes to answer `GET …/releases/{from}/diff/{to}` and the editor's diff page, the first
/// time (both releases' files read, parsed and compared: what every view cost before the diffs were
/// kept) and again (from ``ReleaseDiffCache``).
///
/// Runs only with `GLOSSA_RELEASE_DIFF_BENCHMARK=1` (`scripts/bench-release-diff.sh [--release]`), in
/// memory, on SQLite and, with `GLOSSA_TEST_POSTGRES_URL`, PostgreSQL; prints the figures.
/// `GLOSSA_RELEASE_BENCHMARK_KEYS` sets another number of keys (5000 to try it quickly).
@Suite(
    "Release diff at scale",
    .enabled(if: ProcessInfo.processInfo.environment["GLOSSA_RELEASE_DIFF_BENCHMARK"] == "1"), .serialized)
struct ReleaseDiffBenchmarkTests {
    static let keys = ReleaseScaleBenchmarkTests.keys
    static let languages = ["en"] + ReleaseScaleBenchmarkTests.languages
    /// Views timed after the first.
    static let repeats = 5

    /// The draft of a release whose strings are `string(language, index)` for the keys `indices`. The
    /// archive is a stand-in: the diff never reads it, and the cache only keys on its address.
    static func draft(_ name: String, indices: Range<Int>, string: (String, Int) -> String) -> ReleaseDraft {
        var files: [ReleaseFile] = []
        var languages: [PublishedRelease.Language] = []
        for language in Self.languages {
            let entries = indices.map { (key: "key.\(String(format: "%06d", $0))", string: string(language, $0)) }
            let file = ReleaseFile(kind: .content, bytes: ContentRenderer.body(entries))
            files.append(file)
            languages.append(
                PublishedRelease.Language(
                    code: language, file: file.reference, strings: entries.count, translated: entries.count))
        }
        let archive = ReleaseFile(kind: .archive, bytes: Array("stand-in archive of \(name)".utf8))
        return ReleaseDraft(
            createdAt: 1, createdBy: .projectSecret, reviewedOnly: false, sourceLanguage: "en", languages: languages,
            archive: archive.reference, files: files + [archive])
    }

    /// The seconds `body` takes.
    static func seconds(_ body: () async throws -> Void) async throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The first time and the median of ``repeats`` more of `view`.
    static func timings(_ view: () async throws -> Void) async throws -> (first: Double, again: Double) {
        let first = try await seconds(view)
        var again: [Double] = []
        for _ in 0..<repeats { again.append(try await seconds(view)) }
        return (first, again.sorted()[repeats / 2])
    }

    @Test(arguments: StoreKind.available)
    func diffsOfLargeReleases(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let manager = try await fixture.signedIn("Mia", roles: [(.manager, [])])
        let store = try #require(fixture.accounts.store as? any ReleaseStore)
        let projectID = fixture.projectID
        let keys = Self.keys
        _ = try await store.createRelease(
            Self.draft("1", indices: 0..<keys) { "\($0) string \($1)" }, projectID: projectID)
        for name in ["2", "3"] {
            _ = try await store.createRelease(
                Self.draft(name, indices: 500..<(keys + 500)) { language, index in
                    index % 10 == 0 ? "\(language) string \(index), revised in \(name)" : "\(language) string \(index)"
                }, projectID: projectID)
        }
        let api = "/api/v1/projects/\(projectID)/releases/1/diff/3"
        let page = "/projects/\(projectID)/releases/diff?from=1&to=2"
        try await fixture.test { client in
            var apiBytes = 0
            let apiTimes = try await Self.timings {
                apiBytes = try await client.execute(uri: api, method: .get, headers: fixture.accounts.base.write) {
                    response in
                    #expect(response.status == .ok)
                    return response.body.readableBytes
                }
            }
            var pageBytes = 0
            let pageTimes = try await Self.timings {
                let answer = try await manager.get(client, page)
                #expect(answer.status == .ok)
                pageBytes = answer.html.utf8.count
            }
            let language = try await Self.seconds {
                let answer = try await manager.get(client, page + "&language=fr")
                #expect(answer.html.contains(#"id="diff-fr""#))
            }
            func format(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
            print(
                "release diff at scale \(kind), \(keys) keys × \(Self.languages.count) languages: "
                    + "API \(format(apiTimes.first)) first, \(format(apiTimes.again)) again (\(apiBytes / 1000) kB); "
                    + "page \(format(pageTimes.first)) first, \(format(pageTimes.again)) again (\(pageBytes / 1000) kB), "
                    + "one language of it \(format(language))")
            #expect(apiTimes.again < apiTimes.first)
            #expect(pageTimes.again < pageTimes.first)
        }
    }
}
