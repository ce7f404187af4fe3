import Foundation
import GlossaFormats
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

    /// A zip of `members` members, each `memberSize` spaces, sharing one DEFLATE stream (built once
    /// through GlossaFormats' writer and repeated), so that a 480 MiB archive costs the test little.
    static func wideZip(members: Int, memberSize: Int) -> [UInt8] {
        var one = FileTree()
        one["m"] = [UInt8](repeating: 0x20, count: memberSize)
        let single = ArchiveReader.write(one, as: .zip)
        // The single member's local header: CRC-32 at 14, sizes at 18 and 22, name and extra lengths at 26.
        func field32(_ offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(single[offset + $1]) << (8 * UInt32($1)) }
        }
        let crc = field32(14)
        let compressedSize = Int(field32(18))
        let headerLength = 30 + Int(single[26]) + Int(single[27]) << 8 + Int(single[28]) + Int(single[29]) << 8
        let data = Array(single[headerLength..<(headerLength + compressedSize)])
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        func append16(_ value: Int, to bytes: inout [UInt8]) {
            bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        func append32(_ value: UInt32, to bytes: inout [UInt8]) {
            bytes += (0..<4).map { UInt8(value >> (8 * UInt32($0)) & 0xFF) }
        }
        for index in 0..<members {
            let name = Array("member\(index).json".utf8)
            let offset = UInt32(archive.count)
            append32(0x0403_4B50, to: &archive)
            for value in [20, 0, 8, 0, 0] { append16(value, to: &archive) }
            append32(crc, to: &archive)
            append32(UInt32(compressedSize), to: &archive)
            append32(UInt32(memberSize), to: &archive)
            append16(name.count, to: &archive)
            append16(0, to: &archive)
            archive += name + data
            append32(0x0201_4B50, to: &directory)
            for value in [20, 20, 0, 8, 0, 0] { append16(value, to: &directory) }
            append32(crc, to: &directory)
            append32(UInt32(compressedSize), to: &directory)
            append32(UInt32(memberSize), to: &directory)
            for value in [name.count, 0, 0, 0, 0] { append16(value, to: &directory) }
            append32(0, to: &directory)
            append32(offset, to: &directory)
            directory += name
        }
        let directoryOffset = UInt32(archive.count)
        archive += directory
        append32(0x0605_4B50, to: &archive)
        for value in [0, 0, members, members] { append16(value, to: &archive) }
        append32(UInt32(directory.count), to: &archive)
        append32(directoryOffset, to: &archive)
        append16(0, to: &archive)
        return archive
    }

    /// The peak resident set of this process (`VmHWM`), in MiB, where `/proc` has it.
    static func peakResidentMiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
    }

    @Test func theWideZipIsReadableAndOverTheDefaultBudget() throws {
        let zip = Self.wideZip(members: 3, memberSize: 1 << 20)
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
        let zip = Self.wideZip(members: 480, memberSize: 1 << 20)
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
                    + "probe \(probe.summary); VmHWM \(Self.peakResidentMiB().map { "\($0) MiB" } ?? "n/a")")
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
