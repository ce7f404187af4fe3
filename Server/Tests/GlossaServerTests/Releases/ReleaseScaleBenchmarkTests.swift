import Foundation
import Testing

@testable import GlossaServer

/// Issue 20's performance figure: creating a release of 50,000 keys × 10 languages (the strings read,
/// rendered, hashed, archived and stored). Slow (seeding takes minutes in a debug build): runs only with
/// `GLOSSA_RELEASE_BENCHMARK=1` (`scripts/bench-release.sh [--release]`), in memory (the building alone),
/// on SQLite and, with `GLOSSA_TEST_POSTGRES_URL`, PostgreSQL; prints the time of each part and, at the
/// full size, fails above the 5 s (meant for a release build). `GLOSSA_RELEASE_BENCHMARK_KEYS`
/// sets another number of keys (5000 to try it quickly).
@Suite(
    "Release at scale", .enabled(if: ProcessInfo.processInfo.environment["GLOSSA_RELEASE_BENCHMARK"] == "1"),
    .serialized)
struct ReleaseScaleBenchmarkTests {
    static let fullSize = 50_000
    static let keys =
        ProcessInfo.processInfo.environment["GLOSSA_RELEASE_BENCHMARK_KEYS"].flatMap { Int($0) } ?? fullSize
    static let languages = ["ar", "de", "el", "es", "fr", "it", "ja", "pt", "ru", "zh"]

    @Test(arguments: StoreKind.available)
    func creatingARelease(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let projectID = uniqueProjectID("release-scale")
        let (project, _) = try await ProjectAdministration(store: store).createProject(
            id: projectID, name: "Scale", sourceLanguage: "en", languages: Self.languages)
        for chunk in (0..<Self.keys).map({ $0 }).chunked(by: 25_000) {
            _ = try await store.push(
                PushPayload(strings: chunk.map { SourceString(key: "key.\($0)", string: "String number \($0)") }),
                to: projectID)
        }
        for language in Self.languages {
            for chunk in (0..<Self.keys).map({ $0 }).chunked(by: 25_000) {
                let statuses: [TranslationStatus] = [.translated, .reviewed]
                _ = try await store.setTranslations(
                    chunk.map { Translation(key: "key.\($0)", string: "\(language) \($0)", status: statuses[$0 % 2]) },
                    language: language, projectID: projectID)
            }
        }
        let releases = try #require(store as? any ReleaseStore)
        // The reads alone, to tell the database's share from the building's.
        let reading = DispatchTime.now().uptimeNanoseconds
        _ = try await store.sourceStrings(of: projectID)
        for language in Self.languages { _ = try await store.translations(of: projectID, language: language) }
        let read = Double(DispatchTime.now().uptimeNanoseconds - reading) / 1e9
        let start = DispatchTime.now().uptimeNanoseconds
        let processorStart = Self.processorSeconds()
        let draft = try await ReleaseBuilder(store: store).draft(
            of: project, languages: nil, reviewedOnly: true, actor: .projectSecret, at: 1)
        let built = DispatchTime.now().uptimeNanoseconds
        let release = try await releases.createRelease(draft, projectID: projectID)
        let stored = DispatchTime.now().uptimeNanoseconds
        let processor = Self.processorSeconds() - processorStart
        let seconds = Double(stored - start) / 1e9
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        print(
            "release at scale \(kind), \(Self.keys) keys × \(Self.languages.count) languages: \(format(seconds)) s "
                + "(read and build \(format(Double(built - start) / 1e9)) s, of which reading about \(format(read)) s; "
                + "store \(format(Double(stored - built) / 1e9)) s; processor time \(format(processor)) s); "
                + "files \(draft.files.reduce(0) { $0 + $1.bytes.count } / 1_000_000) MB, archive \(release.archive.size / 1_000) kB"
        )
        #expect(release.languages.count == Self.languages.count + 1)
        #expect(release.language("fr")?.translated == Self.keys / 2)
        if Self.keys == Self.fullSize { #expect(seconds <= 5) }
        try await store.close()
    }

    /// The processor time the process has used (every thread), in seconds: on a busy machine it says
    /// what the work cost when the wall-clock time does not.
    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
