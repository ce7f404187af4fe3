import Foundation
import GlossaFormats
import GlossaTestSupport
import Testing

@testable import GlossaServer

/// Issue 23, "One archive can freeze the server": a small zip whose many members each expand to 1 MiB
/// (each under the compression-ratio limit) must not hold the server. Imports are read on threads of
/// their own, within the import budget (``ServerConfiguration/importLimits``), a bounded number at once.
@Suite("Wide archive imports")
struct WideArchiveImportTests {
    /// Probe latency bound, from figures measured on the loaded 2-core machine this was written on (load
    /// average about 9 from other builds), debug build, with the fix: this test alone, probe p50 5.3 ms,
    /// p99 10.5 ms, max 142 ms; with the whole Server suite in parallel, p99 22 ms; with it on PostgreSQL,
    /// p99 91 ms, max 3 s. Before the fix, the probe got no answer in 30 s. Those figures came from a probe
    /// task on the cooperative pool polling every 5 ms, against a server sharing that pool with the
    /// tests running in parallel, which on CI's two cores can pass 250 ms at p99 (the likely cause of a
    /// CI failure whose log was lost). The probe now runs on a thread of its own (``LatencyProbe``) and the server on threads of its own
    /// (``ThreadTaskExecutor``): at load average 16, probe p50 1.1 ms, p99 28.7 ms, max 77 ms. The bound
    /// stays 250 ms.
    static let probeP99Bound = 0.25
    /// Import bound: the budget's 64 MiB were read in 9.9 s by a debug build on that machine alone, and in
    /// 24–68 s while the rest of the Server suite ran in parallel (68 s failed a CI run), three quarters
    /// of it in a byte-at-a-time CRC-32 and byte-by-byte back-reference copies; with both done in blocks
    /// the import takes 1.3 s alone. Before the fix one wide zip took 25 s in a release build and two
    /// held the server. Since zip imports check the central directory before inflating
    /// (``ZipImportBudgetTests``), the wide zip is refused from its declared total without inflating a
    /// member: 0.03 s to `glossa serve` (debug build), instead of 2.5 s and 64 members held.
    static let importBound = 60.0

    @Test func theWideZipIsReadableAndOverTheDefaultBudget() throws {
        let zip = WideZip.archive(members: 3, memberSize: 1 << 20)
        let files = try ArchiveReader().read(zip).files
        #expect(files.count == 3)
        #expect(files["member2.json"] == [UInt8](repeating: 0x20, count: 1 << 20))
        let budget = ServerConfiguration().importLimits
        #expect(480 << 20 > budget.maximumTotalSize)
        #expect(480 < budget.maximumFileCount)
    }

    /// The default body limit (the hostile suite's live server lowers it to 4 KiB).
    static func defaultBodyLimit(_ configuration: inout ServerConfiguration) {
        configuration.maximumBodySize = ServerConfiguration().maximumBodySize
    }

    @Test func twoWideZipsAtOnceLeaveHealthAndContentFast() async throws {
        let zip = WideZip.archive(members: 480, memberSize: 1 << 20)
        #expect(zip.count < ServerConfiguration().maximumBodySize)
        try await MalformedHTTPTests.withLiveServer(configure: Self.defaultBodyLimit) { fixture, port, log in
            let request =
                "POST /import/fr?format=tml HTTP/1.1\r\nHost: x\r\n\(MalformedHTTPTests.authorization(fixture))"
                + "Content-Type: application/zip\r\nContent-Length: \(zip.count)\r\n\r\n"
            // The probe runs while the imports do, and at least 3 s.
            let (probe, answers) = try await LatencyProbe.measure(fixture, port: port) {
                try await withThrowingTaskGroup(of: (RawHTTPConnection.Answer, Double).self) { group in
                    for _ in 0..<2 {
                        group.addTask {
                            let connection = try RawHTTPConnection(port: port)
                            let start = Date()
                            await connection.send(Array(request.utf8) + zip)
                            let answer = try await connection.readAnswer(timeout: 2 * Self.importBound)
                            return (answer, Date().timeIntervalSince(start))
                        }
                    }
                    var all: [(RawHTTPConnection.Answer, Double)] = []
                    for try await result in group { all.append(result) }
                    return all
                }
            }
            let p99 = probe.quantile(0.99)
            print(
                "wide zip: imports \(answers.map { "\($0.0.status) in \(String(format: "%.2f", $0.1)) s" }); "
                    + "probe \(probe.summary); VmHWM \(ProcessMemory().map { "\($0.peakResidentMiB) MiB" } ?? "n/a")")
            #expect(p99 <= Self.probeP99Bound)
            for (answer, seconds) in answers {
                #expect([413, 503].contains(answer.status), "\(answer.head) \(answer.body)")
                #expect(seconds < Self.importBound)
            }
            let refused = try #require(answers.first { $0.0.status == 413 }?.0)
            #expect(refused.body.contains("\(64 << 20) bytes"), "\(refused.body)")
            if let busy = answers.first(where: { $0.0.status == 503 })?.0 {
                #expect(busy.head.lowercased().contains("retry-after: 1"), "\(busy.head)")
            }
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }
}
